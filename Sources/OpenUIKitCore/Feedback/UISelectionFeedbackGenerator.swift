/// Feedback for a change of selection, such as a picker's wheel (UIKit's `UISelectionFeedbackGenerator`); plays
/// nothing on a desktop (``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        record("selection")
    }
}
