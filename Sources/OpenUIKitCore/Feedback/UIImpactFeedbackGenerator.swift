import Foundation

/// Feedback for a collision or a snap (UIKit's `UIImpactFeedbackGenerator`); plays nothing on a desktop
/// (``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact, as UIKit's default.
    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// `intensity` is clamped to 0…1, as UIKit does.
    open func impactOccurred(intensity: CGFloat) {
        record("impact \(style) \(min(max(intensity, 0), 1))")
    }
}
