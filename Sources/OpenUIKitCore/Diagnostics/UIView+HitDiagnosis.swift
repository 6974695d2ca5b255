import Foundation

/// Whether a view can take touches, and the classic reasons it cannot, worked out the way hit-testing works.
/// Used by ``UIView/recursiveDescription()``, the hit-region overlay and its warnings. OpenUIKit extension.
public struct HitDiagnosis: Sendable, Equatable {
    /// Why the view can take no touch at all, naming the view responsible (itself or an ancestor), or nil.
    public var blocked: String?
    /// Traps that make the view harder (or impossible) to hit in places, as sentences.
    public var warnings: [String]
    /// The warnings' traps as values, in the same order, for marking them on the view (the hit-region overlay).
    public var traps: [Trap]

    public init(blocked: String?, warnings: [String], traps: [Trap] = []) {
        self.blocked = blocked
        self.warnings = warnings
        self.traps = traps
    }

    /// A trap that makes a view harder or impossible to hit in places.
    public enum Trap: Sendable, Equatable {
        /// The named view, in front, takes a touch at this view's centre.
        case coveredBy(String)
        /// The view has zero width or height, and it or a subview takes touches: nothing inside can be hit.
        case zeroSize
        /// Part of the view lies outside its superview's bounds, where no touch reaches it.
        case sticksOutOfSuperview
        /// All of the view lies outside its superview's bounds (always so in a superview of zero size).
        case liesOutsideSuperview

        /// The trap in a few words, for a label on the view.
        public var label: String {
            switch self {
            case .coveredBy(let cover): "covered by \(cover)"
            case .zeroSize: "zero size"
            case .sticksOutOfSuperview: "sticks out of its superview"
            case .liesOutsideSuperview: "outside its superview"
            }
        }
    }
}

extension UIView {
    /// The first rule that keeps this view and its subviews from ever being hit, or nil.
    var ownHitBlocker: String? {
        if !isUserInteractionEnabled { return "isUserInteractionEnabled = false" }
        if isHidden { return "isHidden = true" }
        if alpha <= 0.01 { return "alpha = \(formatNumber(alpha)) (at most 0.01 counts as transparent)" }
        if !transformIsInvertible { return "its transform has a zero scale" }
        return nil
    }

    /// Whether the view's type turns interaction off when it is made, as UIKit's `UILabel` and `UIImageView` do:
    /// such a view, left so and with nothing interactive inside, is not a trap.
    var isInteractionOffByDefault: Bool { self is UILabel || self is UIImageView }

    /// Whether the view or one of its descendants takes touches: a control, or a view with a recognizer.
    var hasInteractiveSubtree: Bool {
        self is UIControl || !storedGestureRecognizers.isEmpty || storedSubviews.contains { $0.hasInteractiveSubtree }
    }

    /// Whether the view can take touches and what gets in the way, checked against its window's hit-testing.
    /// OpenUIKit extension with no UIKit counterpart.
    public var hitDiagnosis: HitDiagnosis { hitDiagnosis(using: nil) }

    /// ``hitDiagnosis``, with `siblings` remembering each parent's subview frames across a walk of the whole tree.
    func hitDiagnosis(using siblings: SiblingFrames?) -> HitDiagnosis {
        var blocked: String?
        var warnings: [String] = []
        var traps: [HitDiagnosis.Trap] = []
        if let reason = ownHitBlocker {
            blocked = "\(debugName) has \(reason)"
        } else {
            var ancestor = storedSuperview
            while let current = ancestor {
                if let reason = current.ownHitBlocker {
                    blocked = "its ancestor \(current.debugName) has \(reason)"
                    break
                }
                ancestor = current.storedSuperview
            }
        }
        let takesTouches = self is UIControl || !storedGestureRecognizers.isEmpty
        if bounds.width <= 0 || bounds.height <= 0 {
            if takesTouches {
                warnings.append("\(debugName) has zero size (frame \(formatRect(frame))), so nothing can hit it")
                traps.append(.zeroSize)
            } else if storedSubviews.contains(where: \.hasInteractiveSubtree) {
                warnings.append(
                    "\(debugName) has zero size (frame \(formatRect(frame))), so no touch reaches its subviews")
                traps.append(.zeroSize)
            }
        }
        if let parent = storedSuperview {
            let inParent = convert(bounds, to: parent)
            if !parent.bounds.contains(inParent) && !inParent.isEmpty {
                // A superview of zero size contains nothing: its subviews lie wholly outside it.
                let isOutside = parent.bounds.isEmpty || parent.bounds.intersection(inParent).isEmpty
                let superview = parent.bounds.isEmpty ? "\(parent.debugName), which has zero size" : parent.debugName
                warnings.append(
                    "\(debugName) \(isOutside ? "lies outside" : "sticks out of") its superview \(superview) "
                        + "(\(formatRect(inParent)) in \(formatRect(parent.bounds))): touches there never reach it")
                traps.append(isOutside ? .liesOutsideSuperview : .sticksOutOfSuperview)
            }
        }
        if blocked == nil, storedWindow != nil, !bounds.isEmpty,
            let cover = viewCoveringCentre(using: siblings ?? SiblingFrames())
        {
            warnings.append("\(debugName) is covered at its centre by \(cover.debugName), which takes the touch")
            traps.append(.coveredBy(cover.debugName))
        }
        return HitDiagnosis(blocked: blocked, warnings: warnings, traps: traps)
    }

    /// The view that takes a touch at this view's centre from in front of it: hit-testing, at that point, of the
    /// siblings in front of it and of each ancestor's (front to back, nearest level first). Only views in front
    /// can cover, so this finds what a hit-test from the window would (unless an ancestor's own `point(inside:)`
    /// refuses the point), without hit-testing the whole tree for every view, which made the overlay's warnings
    /// quadratic in the window's size.
    private func viewCoveringCentre(using siblings: SiblingFrames) -> UIView? {
        var point = CGPoint(x: bounds.midX, y: bounds.midY)
        var level: UIView = self
        while let parent = level.storedSuperview {
            point = level.convertToSuperview(point)
            let (views, grownFrames, index) = siblings.of(parent, around: level)
            var front = views.count - 1
            while front > index {
                // Most siblings are far away: an untransformed one whose frame (grown by the margin an enlarged
                // `point(inside:)` is looked for) misses the point is not asked.
                if let box = grownFrames[front], !box.contains(point) {
                    front -= 1
                    continue
                }
                let sibling = views[front]
                if let hit = sibling.hitTest(sibling.convertFromSuperview(point), with: nil) { return hit }
                front -= 1
            }
            level = parent
        }
        return nil
    }
}

/// Each parent's subviews with their frames grown by ``HitRegionMap/margin`` (nil for a transformed view) and
/// their indices, made once per parent: checking every view of a 1,000-view window for a cover then scans plain
/// rectangles instead of asking each view again.
@MainActor
final class SiblingFrames {
    /// A grown frame as plain numbers: testing a point is four comparisons, inlined (`CGRect.contains` is a call
    /// into Foundation that standardizes the rectangle first).
    struct Box {
        let minX, minY, maxX, maxY: CGFloat

        @inline(__always) func contains(_ point: CGPoint) -> Bool {
            point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
        }
    }

    private var parents: [ObjectIdentifier: (views: [UIView], frames: [Box?], indices: [ObjectIdentifier: Int])] =
        [:]

    /// `parent`'s subviews, their grown frames, and `child`'s index among them (-1 if it is not one).
    func of(_ parent: UIView, around child: UIView) -> (views: [UIView], frames: [Box?], index: Int) {
        let key = ObjectIdentifier(parent)
        if parents[key] == nil {
            let views = parent.storedSubviews
            let frames = views.map { view -> Box? in
                guard view.transform.isIdentity else { return nil }
                let grown = view.frame.insetBy(dx: -HitRegionMap.margin, dy: -HitRegionMap.margin)
                return Box(minX: grown.minX, minY: grown.minY, maxX: grown.maxX, maxY: grown.maxY)
            }
            var indices: [ObjectIdentifier: Int] = [:]
            for (index, view) in views.enumerated() { indices[ObjectIdentifier(view)] = index }
            parents[key] = (views, frames, indices)
        }
        let entry = parents[key]!
        return (entry.views, entry.frames, entry.indices[ObjectIdentifier(child)] ?? -1)
    }
}

extension UIView {
    /// The view and its subviews as indented lines: type and name, frame, the flags that matter to hit-testing,
    /// recognizers with their state and delivery settings, and the diagnosis (why it cannot be hit, warnings).
    /// In the spirit of UIKit's private `recursiveDescription`; OpenUIKit extension.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        appendDescription(depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendDescription(depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + treeLine())
        for child in storedSubviews { child.appendDescription(depth: depth + 1, to: &lines) }
    }

    /// One line of ``recursiveDescription()``.
    public func treeLine() -> String {
        let type = String(describing: Swift.type(of: self))
        var text = accessibilityIdentifier.map { "\(type) '\($0)'" } ?? type
        text += " frame=\(formatRect(frame))"
        if !transform.isIdentity { text += " transformed" }
        var flags: [String] = []
        if !isUserInteractionEnabled { flags.append("interaction off") }
        if isHidden { flags.append("hidden") }
        if alpha < 1 { flags.append("alpha \(formatNumber(alpha))") }
        if clipsToBounds { flags.append("clips") }
        if isExclusiveTouch { flags.append("exclusive") }
        if isMultipleTouchEnabled { flags.append("multitouch") }
        if let control = self as? UIControl, !control.isEnabled { flags.append("control disabled") }
        if !flags.isEmpty { text += " [\(flags.joined(separator: ", "))]" }
        if !storedGestureRecognizers.isEmpty {
            let recognizers = storedGestureRecognizers.map { recognizer in
                var settings = ["\(recognizer.state)"]
                if !recognizer.isEnabled { settings.append("disabled") }
                if recognizer.delaysTouchesBegan { settings.append("delaysTouchesBegan") }
                if !recognizer.delaysTouchesEnded { settings.append("delaysTouchesEnded off") }
                if !recognizer.cancelsTouchesInView { settings.append("cancelsTouchesInView off") }
                return "\(recognizer.debugName)(\(settings.joined(separator: ", ")))"
            }
            text += " recognizers: \(recognizers.joined(separator: ", "))"
        }
        let diagnosis = hitDiagnosis
        if let blocked = diagnosis.blocked { text += " — cannot be hit: \(blocked)" }
        for warning in diagnosis.warnings { text += " — warning: \(warning)" }
        return text
    }
}
