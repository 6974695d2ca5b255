import Foundation

// UIKit's constraint-based layout debugging on views (UIKit's `UIConstraintBasedLayoutDebugging`):
// `constraintsAffectingLayout(for:)` here; `hasAmbiguousLayout` and `exerciseAmbiguityInLayout()` with the fitting
// code, which shares their throwaway solving.

extension UIView {
    /// The constraints that decide where this view is along `axis`, for debugging, as UIKit describes them: not
    /// only those naming the view but also those that place it through other views, and the constraints the engine
    /// makes on its own.
    ///
    /// Breadth first from the view: for each item reached, the app's constraints naming one of its attributes on
    /// that axis (a width related to a height counts on both axes), nearest installed first, then the engine's own
    /// constraints for it on that axis: for a view that keeps its frame (its
    /// ``translatesAutoresizingMaskIntoConstraints`` is true), its origin in its superview and its length (UIKit's
    /// autoresizing-mask constraints, `h=--- v=--- box.minX == 20`); for a view that constraints govern, its
    /// intrinsic length if it has one (UIKit's content-size constraint, `label.width == 42 Hug:250
    /// CompressionResistance:750`). The other items those constraints name are searched in turn: views and the
    /// app's own layout guides. The window (held at its bounds) and the safe-area and margins guides (held to their
    /// view's insets) end the search.
    ///
    /// UIKit parity: the engine's constraints are made afresh, as objects describing the engine's state, by each
    /// call (UIKit returns the objects its engine holds); they read as active and refuse activation changes with a
    /// diagnostic. The order among them is OpenUIKit's choice: UIKit documents none. As in UIKit, meant for
    /// debugging only.
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
        func reach(from constraint: NSLayoutConstraint, besides item: AnyObject) {
            let others: [(AnyObject?, NSLayoutConstraint.Attribute)] = [
                (constraint.firstItem, constraint.firstAttribute),
                (constraint.secondItem, constraint.secondAttribute),
            ]
            for (other, attribute) in others {
                guard let other, other !== item, attribute.axis == axis, Self.isSearched(other),
                    reached.insert(ObjectIdentifier(other)).inserted
                else { continue }
                frontier.append(other)
            }
        }
        while next < frontier.count {
            let item = frontier[next]
            next += 1
            for constraint in candidates where !taken.contains(ObjectIdentifier(constraint)) {
                let first = constraint.firstItem === item && constraint.firstAttribute.axis == axis
                let second = constraint.secondItem === item && constraint.secondAttribute.axis == axis
                guard first || second else { continue }
                taken.insert(ObjectIdentifier(constraint))
                found.append(constraint)
                reach(from: constraint, besides: item)
            }
            guard let view = item as? UIView, !(view is UIWindow) else { continue }
            for constraint in view.engineConstraints(for: axis) {
                found.append(constraint)
                reach(from: constraint, besides: item)
            }
        }
        return found
    }

    /// The constraints the engine makes for this view along `axis`, as ``EngineLayoutConstraint`` objects: its
    /// autoresizing-mask constraints (origin, then length) if it keeps its frame, else its content-size constraint
    /// if it has an intrinsic length on that axis.
    func engineConstraints(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        if translatesAutoresizingMaskIntoConstraints {
            let mask = EngineLayoutConstraint.Source.autoresizingMask(autoresizingMask)
            return [
                EngineLayoutConstraint(
                    self, horizontal ? .left : .top, relativeTo: storedSuperview,
                    constant: horizontal ? frame.minX : frame.minY, source: mask),
                EngineLayoutConstraint(
                    self, horizontal ? .width : .height, relativeTo: nil,
                    constant: horizontal ? frame.width : frame.height, source: mask),
            ]
        }
        let size = intrinsicContentSize
        let length = horizontal ? size.width : size.height
        guard length != UIView.noIntrinsicMetric, length.isFinite, length >= 0 else { return [] }
        return [
            EngineLayoutConstraint(
                self, horizontal ? .width : .height, relativeTo: nil, constant: length,
                priority: contentCompressionResistancePriority(for: axis),
                source: .contentSize(
                    hugging: contentHuggingPriority(for: axis),
                    compressionResistance: contentCompressionResistancePriority(for: axis)))
        ]
    }

    /// Whether the search goes on through `item`: a view other than the window (one that keeps its frame is
    /// placed by its autoresizing-mask constraints, relative to its superview), or an app's own layout guide.
    private static func isSearched(_ item: AnyObject) -> Bool {
        if let view = item as? UIView { return !(view is UIWindow) }
        if let guide = item as? UILayoutGuide { return guide.source == .free }
        return false
    }
}
