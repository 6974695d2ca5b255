import Foundation

/// A frame clock on an ``EventClock``, for backends whose window system gives no frame signal of its own (X11
/// without the Present extension's vblank events, the embedded backend on virtual time): while running, it calls
/// `onFrame(t, t + interval)` at each point `t` of a fixed grid of `interval`-spaced times.
///
/// Part of the backend contract (`@_spi(Windowing)`). A backend starts it when the core says frames are wanted
/// (``BackendWindowHost/setFramesWanted(_:)``) and stops it when they are not, and passes each tick to
/// ``UIApplication/backendFrameWillBegin(at:nextFrame:)`` before it lays out and draws. Stopped, it holds no timer.
///
/// The grid starts where the pacer was first started and keeps its phase across stops (a link paused and resumed
/// stays in step with the display); frames the loop was too late for are skipped, not bunched: the next tick is the
/// first grid point after the clock's time.
@_spi(Windowing) @MainActor
public final class FramePacer {
    /// Seconds between frames.
    public let interval: TimeInterval
    private let clock: any EventClock
    private let onFrame: @MainActor (TimeInterval, TimeInterval) -> Void
    private var origin: TimeInterval?
    private var nextIndex = 0
    private var timer: ScheduledTimer?

    /// A pacer at `framesPerSecond` (a positive, finite rate; anything else is taken as 60).
    public init(
        clock: any EventClock, framesPerSecond: Double,
        onFrame: @escaping @MainActor (_ time: TimeInterval, _ nextFrame: TimeInterval) -> Void
    ) {
        let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        interval = 1 / rate
        self.clock = clock
        self.onFrame = onFrame
    }

    /// Whether a frame is scheduled.
    public var isRunning: Bool { timer != nil }

    /// Starts or stops the ticks. Starting schedules the first grid point after now.
    public func setRunning(_ running: Bool) {
        guard running != isRunning else { return }
        if running {
            let origin = self.origin ?? clock.now
            self.origin = origin
            nextIndex = frameIndex(after: clock.now)
            schedule()
        } else {
            timer?.cancel()
            timer = nil
        }
    }

    private func time(ofFrame index: Int) -> TimeInterval { origin! + Double(index) * interval }

    /// The first grid point after `time` (a time a hair below a grid point counts as on it: rounding).
    private func frameIndex(after time: TimeInterval) -> Int {
        Int(((time - origin!) / interval + 1e-9).rounded(.down)) + 1
    }

    private func schedule() {
        timer = clock.schedule(at: time(ofFrame: nextIndex)) { [weak self] in self?.tick() }
    }

    private func tick() {
        let index = nextIndex
        let time = time(ofFrame: index)
        nextIndex = max(index + 1, frameIndex(after: clock.now))
        // The next tick is scheduled first, so a frame callback that stops the pacer cancels it.
        schedule()
        onFrame(time, time + interval)
    }
}
