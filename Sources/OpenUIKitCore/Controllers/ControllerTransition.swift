import Foundation

/// Runs a container's transition: at once when not animated, else over ``duration`` on the application's frame
/// clock (a `CADisplayLink`), so the virtual clock drives it in tests and an idle window never wakes. The step gets
/// the eased progress, 0 to 1; the completion runs once, after the last step.
///
/// UIKit's containers animate with Core Animation; OpenUIKit's slide and fade are simple interpolations of frames
/// and alphas, sampled once per frame. A transition can be finished early (``finish()``): a container does that
/// when a new transition starts before the previous one ended, so callbacks stay balanced.
@MainActor
final class ControllerTransition {
    /// UIKit's push and presentation take about a third of a second.
    static let duration: TimeInterval = 0.35

    private let step: @MainActor (CGFloat) -> Void
    private var completion: (@MainActor () -> Void)?
    private var link: CADisplayLink?
    private var start: TimeInterval?

    private init(step: @escaping @MainActor (CGFloat) -> Void, completion: @escaping @MainActor () -> Void) {
        self.step = step
        self.completion = completion
    }

    /// Starts a transition; returns it while it runs (animated), nil when it already finished.
    @discardableResult
    static func run(
        animated: Bool, step: @escaping @MainActor (CGFloat) -> Void, completion: @escaping @MainActor () -> Void
    ) -> ControllerTransition? {
        let transition = ControllerTransition(step: step, completion: completion)
        guard animated else {
            transition.finish()
            return nil
        }
        step(0)
        let link = CADisplayLink { [weak transition] link in transition?.frame(link) }
        transition.link = link
        link.add(to: .main, forMode: .common)
        return transition
    }

    var isRunning: Bool { completion != nil }

    private func frame(_ link: CADisplayLink) {
        let start = self.start ?? link.timestamp
        self.start = start
        let linear = min(1, max(0, (link.targetTimestamp - start) / Self.duration))
        guard linear < 1 else { return finish() }
        // Ease out (cubic), as UIKit's navigation transitions decelerate.
        let remaining = 1 - linear
        step(CGFloat(1 - remaining * remaining * remaining))
    }

    /// Jumps to the end and runs the completion (once).
    func finish() {
        link?.invalidate()
        link = nil
        guard let completion else { return }
        self.completion = nil
        step(1)
        completion()
    }
}
