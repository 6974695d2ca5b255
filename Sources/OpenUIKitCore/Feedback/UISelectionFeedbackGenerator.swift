/// Feedback for a change of selection, such as a picker's wheel (UIKit's `UISelectionFeedbackGenerator`); plays
/// nothing on a desktop (``UIFeedbackGenerator``).
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        record("selection")
    }
}
