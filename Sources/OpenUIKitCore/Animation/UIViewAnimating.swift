import Foundation

/// Where an interruptible animation stands. Raw values match UIKit's.
///
/// `inactive`: its animations have not started, or it finished. `active`: started, running or paused.
/// `stopped`: ``UIViewAnimating/stopAnimation(_:)`` with `false` stopped it; it waits for
/// ``UIViewAnimating/finishAnimation(at:)``.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// Where an animation ended, as completions hear it. Raw values match UIKit's.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// Mirrors UIKit's `UIViewAnimating`: an animation that can be started, paused, scrubbed, reversed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// Mirrors UIKit's `UIViewImplicitlyAnimating`: an animation whose changes come from blocks that set view
/// properties, and that can be continued with other timing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
