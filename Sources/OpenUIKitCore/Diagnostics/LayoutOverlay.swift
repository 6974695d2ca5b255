import Foundation

/// The debugging overlay's layout mode: each view's frame, the window's constraints drawn as lines with their
/// constants, ambiguous views and broken constraints marked, and the last recovery from unsatisfiable constraints
/// explained in words. The renderer draws its ``Scene`` over each window after the view tree (and after the
/// hit regions, when both show); it changes nothing. OpenUIKit extension: Xcode's view debugger shows constraints
/// of a paused app; this shows them live.
///
/// Turn it on with ``UIApplication/showsLayoutOverlay``, with `OPENUIKIT_DEBUG=layout` in the environment of an
/// app started by ``UIApplicationMain(delegate:backend:)`` (`layout,hits` shows both modes), or with Ctrl+Alt+L in
/// an X11 window.
@preconcurrency @MainActor
public final class LayoutOverlay {
    /// What the overlay draws over one window, in window coordinates.
    public struct Scene: Equatable, Sendable {
        /// One view's frame.
        public struct Box: Equatable, Sendable {
            public var name: String
            /// The view's bounds in window coordinates (the box around them, for a transformed view).
            public var frame: CGRect
            /// 0 for the window's subviews, 1 for theirs, and so on.
            public var depth: Int
            /// Constraints place the view (its `translatesAutoresizingMaskIntoConstraints` is false).
            public var isConstraintBased: Bool
            /// ``UIView/hasAmbiguousLayout``: constraints leave its frame undecided.
            public var isAmbiguous: Bool
        }

        /// One active constraint, drawn as a line between the two attributes it relates (across the view, for a
        /// size), labelled with its relation, multiplier, constant and priority.
        public struct Line: Equatable, Sendable {
            /// The constraint's description (`box.leading == superview.leading + 16`).
            public var constraint: String
            public var start: CGPoint
            public var end: CGPoint
            /// The label: `16`, `≥ 8`, `w = 100`, `w = 0.5 × box.width`, `×0.5 + 4`, with ` @750` for an optional
            /// priority.
            public var label: String
            public var axis: NSLayoutConstraint.Axis
            /// Left out of the solution to recover from an unsatisfiable set.
            public var isBroken: Bool
            public var isRequired: Bool
        }

        public var boxes: [Box] = []
        public var lines: [Line] = []
        /// The last recovery from unsatisfiable constraints in the window, in words; empty if there was none.
        public var recovery: [String] = []
    }

    unowned(unsafe) let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    /// The scene of `window` as its views and constraints are now. Finding ambiguous views runs the window's
    /// solver a few times per constraint-based view; the overlay is a debugging aid, and a window it shows lays
    /// out as it would without it.
    public func scene(of window: UIWindow) -> Scene {
        var scene = Scene()
        func visit(_ view: UIView, depth: Int) {
            guard !view.isHidden else { return }
            let constraintBased = !view.translatesAutoresizingMaskIntoConstraints
            scene.boxes.append(
                Scene.Box(
                    name: view.debugName, frame: view.convert(view.bounds, to: window), depth: depth,
                    isConstraintBased: constraintBased, isAmbiguous: constraintBased && view.hasAmbiguousLayout))
            for child in view.storedSubviews { visit(child, depth: depth + 1) }
        }
        for child in window.storedSubviews { visit(child, depth: 0) }
        let engine = window.storedLayoutEngine
        let broken = Set((engine?.broken ?? []).map(ObjectIdentifier.init))
        window.forEachInstalledConstraint { constraint in
            guard let line = Self.line(for: constraint, in: window) else { return }
            var drawn = line
            drawn.isBroken = broken.contains(ObjectIdentifier(constraint))
            scene.lines.append(drawn)
        }
        if let recovery = engine?.lastRecovery { scene.recovery = Self.explain(recovery, in: window) }
        return scene
    }

    // MARK: Lines

    /// The rectangle of a constraint's item in window coordinates: a view's bounds, a guide's layout frame.
    static func rect(of item: AnyObject?, in window: UIWindow) -> CGRect? {
        if let view = item as? UIView {
            guard view === window || view.isDescendant(of: window) else { return nil }
            return view.convert(view.bounds, to: window)
        }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView, owner.isDescendant(of: window) {
            return owner.convert(guide.layoutFrame, to: window)
        }
        return nil
    }

    /// Where `attribute` of `item` lies in window coordinates along its axis (leading and trailing as the view the
    /// constraint is installed on reads them; a margin attribute on the margins guide's rectangle).
    static func position(
        of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool, in window: UIWindow
    ) -> CGFloat? {
        var rect = rect(of: item, in: window)
        var attribute = attribute
        if let view = item as? UIView, let guideAttribute = attribute.marginGuideAttribute {
            rect = Self.rect(of: view.layoutMarginsGuide, in: window)
            attribute = guideAttribute
        }
        guard let rect else { return nil }
        switch attribute {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .leading: return rightToLeft ? rect.maxX : rect.minX
        case .trailing: return rightToLeft ? rect.minX : rect.maxX
        case .centerX: return rect.midX
        case .top: return rect.minY
        case .bottom, .firstBaseline, .lastBaseline: return rect.maxY
        case .centerY: return rect.midY
        case .width: return rect.width
        case .height: return rect.height
        default: return nil
        }
    }

    /// The label of a constraint: its relation (nothing for equality), multiplier, constant and an optional
    /// priority.
    static func label(for constraint: NSLayoutConstraint, prefix: String = "") -> String {
        var text = prefix
        switch constraint.relation {
        case .equal: text += prefix.isEmpty ? "" : "= "
        case .greaterThanOrEqual: text += "≥ "
        case .lessThanOrEqual: text += "≤ "
        }
        var terms: [String] = []
        let multiplier = constraint.multiplier == 1 ? "" : "×\(NSLayoutConstraint.number(constraint.multiplier))"
        if constraint.secondItem != nil && constraint.firstAttribute.isSize {
            let other = "\(NSLayoutConstraint.name(of: constraint.secondItem)).\(constraint.secondAttribute.name)"
            terms.append(
                constraint.multiplier == 1 ? other : "\(NSLayoutConstraint.number(constraint.multiplier)) × \(other)")
        } else if constraint.secondItem != nil && !multiplier.isEmpty {
            terms.append(multiplier)
        }
        if terms.isEmpty {
            terms.append(NSLayoutConstraint.number(constraint.constant))
        } else if constraint.constant != 0 {
            terms.append((constraint.constant < 0 ? "− " : "+ ") + NSLayoutConstraint.number(abs(constraint.constant)))
        }
        text += terms.joined(separator: " ")
        if constraint.priority != .required {
            text += " @\(NSLayoutConstraint.number(CGFloat(constraint.priority.rawValue)))"
        }
        return text
    }

    /// The line a constraint is drawn as, or nil when an item is not in the window.
    ///
    /// Positions on one axis: a line along the axis between the two attributes, across the middle of where the
    /// two items overlap on the other axis (or the first item's middle); two attributes at the same place (an
    /// alignment) are joined across the other axis instead. A size: a line across the first item, near its bottom
    /// edge for a width and its right edge for a height.
    static func line(for constraint: NSLayoutConstraint, in window: UIWindow) -> Scene.Line? {
        guard let axis = constraint.firstAttribute.axis, let first = rect(of: constraint.firstItem, in: window)
        else { return nil }
        let rightToLeft = constraint.installedOn?.isRightToLeft ?? false
        let horizontal = axis == .horizontal
        if constraint.firstAttribute.isSize {
            let start =
                horizontal ? CGPoint(x: first.minX, y: first.maxY - 3) : CGPoint(x: first.maxX - 3, y: first.minY)
            let end = horizontal ? CGPoint(x: first.maxX, y: first.maxY - 3) : CGPoint(x: first.maxX - 3, y: first.maxY)
            return Scene.Line(
                constraint: constraint.description, start: start, end: end,
                label: label(for: constraint, prefix: horizontal ? "w " : "h "), axis: axis, isBroken: false,
                isRequired: constraint.priority == .required)
        }
        guard
            let a = position(
                of: constraint.firstItem, constraint.firstAttribute, rightToLeft: rightToLeft, in: window),
            let secondRect = rect(of: constraint.secondItem, in: window),
            let b = position(
                of: constraint.secondItem, constraint.secondAttribute, rightToLeft: rightToLeft, in: window)
        else { return nil }
        // The other axis: the middle of the two items' overlap, or the first item's middle.
        let (low, high) =
            horizontal
            ? (max(first.minY, secondRect.minY), min(first.maxY, secondRect.maxY))
            : (max(first.minX, secondRect.minX), min(first.maxX, secondRect.maxX))
        let across = low <= high ? (low + high) / 2 : (horizontal ? first.midY : first.midX)
        let start: CGPoint
        let end: CGPoint
        if abs(a - b) < 0.5 {
            // An alignment: join the two items' middles across the other axis, at the shared position.
            let (from, to) = horizontal ? (secondRect.midY, first.midY) : (secondRect.midX, first.midX)
            start = horizontal ? CGPoint(x: a, y: from) : CGPoint(x: from, y: a)
            end = horizontal ? CGPoint(x: a, y: to) : CGPoint(x: to, y: a)
        } else {
            start = horizontal ? CGPoint(x: b, y: across) : CGPoint(x: across, y: b)
            end = horizontal ? CGPoint(x: a, y: across) : CGPoint(x: across, y: a)
        }
        return Scene.Line(
            constraint: constraint.description, start: start, end: end, label: label(for: constraint), axis: axis,
            isBroken: false, isRequired: constraint.priority == .required)
    }

    // MARK: The recovery, in words

    /// The last recovery as sentences: what could not hold together, what was broken and why that one, and what
    /// the broken constraint asked against what the layout gives now.
    static func explain(_ recovery: LayoutRecovery, in window: UIWindow) -> [String] {
        var lines = [
            "Last unsatisfiable set: these \(recovery.conflicting.count) required constraints cannot all hold:"
        ]
        lines += recovery.conflicting.map { "  " + Self.plain($0) }
        guard let broken = recovery.broken else {
            lines.append(
                "Broken: \(Self.plain(recovery.brokenEntry)), made by the layout engine; no constraint of the app's "
                    + "was in the set to break instead.")
            return lines
        }
        lines.append(
            "Broken: \(broken.description), the newest of the app's constraints in the set (the engine's own, such "
                + "as autoresizing masks, are never broken while an app constraint conflicts); the views are laid "
                + "out as if it were not there.")
        if let asked = Self.comparison(of: broken, in: window) { lines.append(asked) }
        return lines
    }

    /// `It asks for box.width == 200; box.width is 100 now.`, or nil when an item has left the window.
    static func comparison(of constraint: NSLayoutConstraint, in window: UIWindow) -> String? {
        let rightToLeft = constraint.installedOn?.isRightToLeft ?? false
        guard
            let actual = position(
                of: constraint.firstItem, constraint.firstAttribute, rightToLeft: rightToLeft, in: window)
        else { return nil }
        var wanted = constraint.constant
        if constraint.secondItem != nil {
            guard
                let other = position(
                    of: constraint.secondItem, constraint.secondAttribute, rightToLeft: rightToLeft, in: window)
            else { return nil }
            // Leading and trailing constants run leftwards right to left (the mirrored space).
            let constant = constraint.firstAttribute.isDirectional && rightToLeft ? -wanted : wanted
            wanted = constraint.multiplier * other + constant
        }
        let attribute = "\(NSLayoutConstraint.name(of: constraint.firstItem)).\(constraint.firstAttribute.name)"
        let relation =
            switch constraint.relation {
            case .equal: "exactly"
            case .greaterThanOrEqual: "at least"
            case .lessThanOrEqual: "at most"
            }
        return "It asks for \(attribute) of \(relation) \(NSLayoutConstraint.number(wanted)); it is "
            + "\(NSLayoutConstraint.number(actual)) now."
    }

    /// A message entry without UIKit's angle brackets and class name, for the overlay's text.
    static func plain(_ entry: String) -> String {
        guard entry.hasPrefix("<"), entry.hasSuffix(">"), let space = entry.firstIndex(of: " ") else { return entry }
        var text = String(entry[entry.index(after: space)..<entry.index(before: entry.endIndex)])
        if text.hasSuffix(" (active)") { text.removeLast(" (active)".count) }
        return text
    }
}

extension UIApplication {
    /// Shows the debugging overlay's layout mode over every window: each view's frame, the constraints as lines
    /// with their constants, ambiguous views and broken constraints marked, and the last recovery from
    /// unsatisfiable constraints in words (``LayoutOverlay``). Drawing only: layout and behaviour are unchanged.
    /// OpenUIKit extension with no UIKit counterpart.
    public var showsLayoutOverlay: Bool {
        get { layoutOverlayStorage != nil }
        set {
            guard newValue != showsLayoutOverlay else { return }
            layoutOverlayStorage = newValue ? LayoutOverlay(application: self) : nil
            for window in windows { window.addDamage(window.bounds) }
        }
    }

    /// The layout overlay while ``showsLayoutOverlay`` is on.
    public var layoutOverlay: LayoutOverlay? { layoutOverlayStorage }
}

extension UIWindow {
    /// The layout overlay to draw over this window, while its application shows it (for renderers).
    @_spi(Rendering) public var layoutOverlay: LayoutOverlay? { application?.layoutOverlay }
}
