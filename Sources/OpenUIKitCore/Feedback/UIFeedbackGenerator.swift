/// The base of UIKit's haptic feedback generators.
///
/// A desktop has no haptic engine: the generators exist so UIKit code that plays feedback compiles and runs, and
/// they play nothing. ``playedFeedback`` records what would have played, newest last, for tests.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// What this generator was asked to play, in order (`"impact medium 1.0"`, `"selection"`, `"notification
    /// success"`); OpenUIKit only, for tests. Keeps the latest 64.
    public internal(set) var playedFeedback: [String] = []

    public init() {}

    /// Readies the (absent) haptic engine: does nothing.
    open func prepare() {}

    func record(_ feedback: String) {
        if playedFeedback.count == 64 { playedFeedback.removeFirst() }
        playedFeedback.append(feedback)
    }
}
