/// Feedback for a task's success, warning or failure (UIKit's `UINotificationFeedbackGenerator`); plays nothing on a
/// desktop (``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification \(notificationType)")
    }
}
