import Foundation

/// The one time source of an application: timestamps, and timers for long presses, multi-tap windows and delayed
/// touches.
///
/// Injected so tests run on virtual time: the embedded backend's `VirtualClock` moves only when a test advances
/// it, and a real backend uses ``MonotonicClock`` and wakes its run loop at ``TimerQueue/nextDeadline``.
@MainActor
public protocol EventClock: AnyObject {
    /// Seconds since an arbitrary fixed start, never decreasing.
    var now: TimeInterval { get }

    /// Runs `action` once when the clock reaches `deadline` (at once on the next firing pass if it already has).
    /// Timers with equal deadlines fire in the order they were scheduled.
    @discardableResult
    func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer
}

extension EventClock {
    /// Runs `action` once, `delay` seconds from now.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        schedule(at: now + delay, action)
    }
}

/// A handle on a scheduled action.
@MainActor
public final class ScheduledTimer {
    public let deadline: TimeInterval
    public private(set) var isCancelled = false
    let sequenceNumber: Int
    let action: @MainActor () -> Void

    init(deadline: TimeInterval, sequenceNumber: Int, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.sequenceNumber = sequenceNumber
        self.action = action
    }

    /// Stops the action from running; harmless after it ran.
    public func cancel() {
        isCancelled = true
    }

    /// Runs the action unless the timer was cancelled. For clocks and run loops, which call it when the timer is
    /// due; it marks the timer used so it cannot run twice.
    public func fire() {
        guard !isCancelled, !hasFired else { return }
        hasFired = true
        action()
    }

    public private(set) var hasFired = false
}

/// Pending timers in firing order (deadline, then scheduling order). Clocks and run loops share it.
@MainActor
public final class TimerQueue {
    private var timers: [ScheduledTimer] = []
    private var nextSequenceNumber = 0

    public init() {}

    public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(deadline: deadline, sequenceNumber: nextSequenceNumber, action: action)
        nextSequenceNumber += 1
        // Insert after every timer due no later, so equal deadlines keep scheduling order.
        let index = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
        timers.insert(timer, at: index)
        return timer
    }

    /// The earliest deadline of a live timer, or nil when none is pending.
    public var nextDeadline: TimeInterval? {
        timers.first { !$0.isCancelled }?.deadline
    }

    /// Removes and returns the first live timer due at or before `time`, or nil.
    public func popDue(atOrBefore time: TimeInterval) -> ScheduledTimer? {
        timers.removeAll { $0.isCancelled && $0.deadline <= time }
        guard let first = timers.first, first.deadline <= time else { return nil }
        timers.removeFirst()
        return first
    }

    public var pendingCount: Int { timers.filter { !$0.isCancelled }.count }
}

/// The real monotonic clock, for backends with a run loop: the loop sleeps until ``TimerQueue/nextDeadline`` of
/// ``timers`` (or input) and then calls ``fireDueTimers()``.
@MainActor
public final class MonotonicClock: EventClock {
    public let timers = TimerQueue()

    public init() {}

    public var now: TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1_000_000_000
    }

    public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        timers.schedule(at: deadline, action)
    }

    /// Runs every timer that is due now, in order.
    public func fireDueTimers() {
        while let timer = timers.popDue(atOrBefore: now) {
            timer.fire()
        }
    }
}
