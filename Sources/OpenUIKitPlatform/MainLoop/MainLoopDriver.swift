import Foundation

/// What ``MainLoop/run(_:)`` asks of the backend that runs it: whether to go on, how long it may sleep, and the
/// pass that follows every wake-up.
///
/// A backend's own descriptors (its display connection) are registered as sources like anyone else's; the driver
/// adds what is the backend's alone: its timers and frames, which fall due without any descriptor becoming
/// readable.
@_spi(Platform) @preconcurrency @MainActor
public protocol MainLoopDriver: AnyObject {
    /// Whether the loop goes on; checked after every callback it makes, so a callback can end the run.
    var isLoopRunning: Bool { get }
    /// How long the loop may sleep before ``loopDidWake()`` is due: zero when work is pending, nil when only a
    /// source or the main queue can bring work.
    func secondsUntilNextWork() -> TimeInterval?
    /// Called once per wake-up, after the main queue's blocks and the ready sources' callbacks have run: timers
    /// and frames that came due or that those callbacks asked for.
    func loopDidWake()
}
