import Foundation
import OpenUIKitCore

/// A clock that moves only when told to, for tests: timers fire inside ``advance(by:)`` in deadline order, ties in
/// scheduling order, each with ``now`` set to its own deadline.
///
/// The OpenUIKit counterpart of swift-nio's `EmbeddedEventLoop.advanceTime(by:)` and swift-clocks' `TestClock`.
@preconcurrency @MainActor
public final class VirtualClock: EventClock {
    public private(set) var now: TimeInterval
    private let timers = TimerQueue()

    public init(now: TimeInterval = 0) {
        self.now = now
    }

    public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        timers.schedule(at: deadline, action)
    }

    /// Moves time forward by `interval` seconds, firing every timer that falls due on the way (including timers
    /// those timers schedule, if they fall due before the new time).
    public func advance(by interval: TimeInterval) {
        precondition(
            interval >= 0 && interval.isFinite, "VirtualClock.advance(by:) needs a finite, non-negative interval")
        let target = now + interval
        while let timer = timers.popDue(atOrBefore: target) {
            now = max(now, timer.deadline)
            timer.fire()
        }
        now = target
    }

    /// How many timers are scheduled and not cancelled.
    public var pendingTimerCount: Int { timers.pendingCount }

    /// The earliest pending deadline, if any.
    public var nextDeadline: TimeInterval? { timers.nextDeadline }
}
