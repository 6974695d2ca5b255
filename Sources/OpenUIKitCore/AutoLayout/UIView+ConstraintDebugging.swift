import Foundation

// UIKit's constraint-based layout debugging on views (UIKit's `UIConstraintBasedLayoutDebugging`):
// `constraintsAffectingLayout(for:)` here; `hasAmbiguousLayout` and `exerciseAmbiguityInLayout()` with the fitting
// code, which shares their throwaway solving.

extension UIView {
    /// The constraints that decide where this view is along `axis`, for debugging, as UIKit describes them: not
    /// only those naming the view but also those that place it through other views.
    ///
    /// The constraints naming one of the view's attributes on that axis come first (a width related to a height
    /// counts on both axes), nearest installed first; then, breadth first, those naming the other items they
    /// relate that constraints govern too (views whose ``translatesAutoresizingMaskIntoConstraints`` is false, and
    /// layout guides of the app's own), since where those sit moves this view. A view that keeps its frame, the
    /// window, and the safe-area and margins guides (held to their view's insets) end the search: they do not move
    /// because of constraints.
    ///
    /// UIKit parity: UIKit's list may also hold its own autoresizing-mask and content-size constraints; OpenUIKit's
    /// engine makes those without `NSLayoutConstraint` objects, so only the app's (and stack views') constraints are
    /// listed. As in UIKit, meant for debugging only.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        // Candidates nearest the view first: those installed on it, on each ancestor up to the root, then the rest
        // of the tree (a sibling's subtree may hold a constraint to a view it relates).
        var candidates: [NSLayoutConstraint] = []
        var holder: UIView? = self
        var top: UIView = self
        while let view = holder {
            candidates += view.constraints
            top = view
            holder = view.storedSuperview
        }
        var seen = Set(candidates.map(ObjectIdentifier.init))
        top.forEachInstalledConstraint { if seen.insert(ObjectIdentifier($0)).inserted { candidates.append($0) } }

        var found: [NSLayoutConstraint] = []
        var taken: Set<ObjectIdentifier> = []
        var frontier: [AnyObject] = [self]
        var reached: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var next = 0
        while next < frontier.count {
            let item = frontier[next]
            next += 1
            for constraint in candidates where !taken.contains(ObjectIdentifier(constraint)) {
                let first = constraint.firstItem === item && constraint.firstAttribute.axis == axis
                let second = constraint.secondItem === item && constraint.secondAttribute.axis == axis
                guard first || second else { continue }
                taken.insert(ObjectIdentifier(constraint))
                found.append(constraint)
                let others: [(AnyObject?, NSLayoutConstraint.Attribute)] = [
                    (constraint.firstItem, constraint.firstAttribute),
                    (constraint.secondItem, constraint.secondAttribute),
                ]
                for (other, attribute) in others {
                    guard let other, other !== item, attribute.axis == axis, Self.isMovedByConstraints(other),
                        reached.insert(ObjectIdentifier(other)).inserted
                    else { continue }
                    frontier.append(other)
                }
            }
        }
        return found
    }

    /// Whether constraints place `item`: a view that does not keep its frame, or an app's own layout guide.
    private static func isMovedByConstraints(_ item: AnyObject) -> Bool {
        if let view = item as? UIView { return !view.translatesAutoresizingMaskIntoConstraints && !(view is UIWindow) }
        if let guide = item as? UILayoutGuide { return guide.source == .free }
        return false
    }
}
