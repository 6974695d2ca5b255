import Foundation

/// Whether a view can take touches, and the classic reasons it cannot, worked out the way hit-testing works.
/// Used by ``UIView/recursiveDescription()``, the hit-region overlay and its warnings. OpenUIKit extension.
public struct HitDiagnosis: Sendable, Equatable {
    /// Why the view can take no touch at all, naming the view responsible (itself or an ancestor), or nil.
    public var blocked: String?
    /// Traps that make the view harder (or impossible) to hit in places, as sentences.
    public var warnings: [String]
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

    /// Whether the view can take touches and what gets in the way, checked against its window's hit-testing.
    /// OpenUIKit extension with no UIKit counterpart.
    public var hitDiagnosis: HitDiagnosis {
        var blocked: String?
        var warnings: [String] = []
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
        if (bounds.width <= 0 || bounds.height <= 0) && takesTouches {
            warnings.append("\(debugName) has zero size (frame \(formatRect(frame))), so nothing can hit it")
        }
        if let parent = storedSuperview {
            let inParent = convert(bounds, to: parent)
            if !parent.bounds.contains(inParent) && !inParent.isEmpty {
                let outside = parent.bounds.intersection(inParent).isNull ? "lies outside" : "sticks out of"
                warnings.append(
                    "\(debugName) \(outside) its superview \(parent.debugName) (\(formatRect(inParent)) in "
                        + "\(formatRect(parent.bounds))): touches there never reach it")
            }
        }
        if blocked == nil, let window = storedWindow, !bounds.isEmpty {
            let centre = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: window)
            if let hit = window.hitTest(centre, with: nil), hit !== self, !hit.isDescendant(of: self),
                !isDescendant(of: hit)
            {
                warnings.append("\(debugName) is covered at its centre by \(hit.debugName), which takes the touch")
            }
        }
        return HitDiagnosis(blocked: blocked, warnings: warnings)
    }

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
