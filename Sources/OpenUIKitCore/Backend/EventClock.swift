import Foundation

/// The one time source of an application: timestamps, and timers for long presses, multi-tap windows and delayed
/// touches.
///
/// Injected so tests run on virtual time: the embedded backend's `VirtualClock` moves only when a test advances
/// it, and a real backend uses ``MonotonicClock`` and wakes its run loop at ``TimerQueue/nextDeadline``.
@preconcurrency @MainActor
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
@preconcurrency @MainActor
public final class ScheduledTimer {
    public let deadline: TimeInterval
    public private(set) var isCancelled = false
    let sequenceNumber: Int
    private(set) var action: (@MainActor () -> Void)?
    /// The queue holding the timer and its place in the queue's heap, while it is pending.
    weak var queue: TimerQueue?
    var heapIndex = 0

    init(deadline: TimeInterval, sequenceNumber: Int, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.sequenceNumber = sequenceNumber
        self.action = action
    }

    /// Stops the action from running and takes the timer out of its queue at once (releasing what the action
    /// captured); harmless after it ran.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        action = nil
        queue?.remove(self)
    }

    /// Runs the action unless the timer was cancelled. For clocks and run loops, which call it when the timer is
    /// due; it marks the timer used so it cannot run twice.
    public func fire() {
        guard !isCancelled, !hasFired, let action else { return }
        hasFired = true
        self.action = nil
        action()
    }

    public private(set) var hasFired = false

    /// Firing order: deadline, then scheduling order.
    func firesBefore(_ other: ScheduledTimer) -> Bool {
        deadline != other.deadline ? deadline < other.deadline : sequenceNumber < other.sequenceNumber
    }
}

/// Pending timers in firing order (deadline, then scheduling order). Clocks and run loops share it.
///
/// A binary heap: scheduling, cancelling and taking the next due timer cost O(log n), and a cancelled timer leaves
/// at once, so gesture timers cancelled by the thousand (every tap and long press schedules one) never pile up.
@preconcurrency @MainActor
public final class TimerQueue {
    private var heap: [ScheduledTimer] = []
    private var nextSequenceNumber = 0

    public init() {}

    public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(deadline: deadline, sequenceNumber: nextSequenceNumber, action: action)
        nextSequenceNumber += 1
        timer.queue = self
        timer.heapIndex = heap.count
        heap.append(timer)
        siftUp(heap.count - 1)
        return timer
    }

    /// The earliest deadline of a pending timer, or nil when none is pending.
    public var nextDeadline: TimeInterval? { heap.first?.deadline }

    /// Removes and returns the first pending timer due at or before `time`, or nil.
    public func popDue(atOrBefore time: TimeInterval) -> ScheduledTimer? {
        guard let first = heap.first, first.deadline <= time else { return nil }
        removeAt(0)
        return first
    }

    public var pendingCount: Int { heap.count }

    func remove(_ timer: ScheduledTimer) {
        guard timer.queue === self, timer.heapIndex < heap.count, heap[timer.heapIndex] === timer else { return }
        removeAt(timer.heapIndex)
    }

    private func removeAt(_ index: Int) {
        let removed = heap[index]
        removed.queue = nil
        let last = heap.removeLast()
        guard index < heap.count else { return }
        heap[index] = last
        last.heapIndex = index
        siftDown(index)
        siftUp(last.heapIndex)
    }

    private func siftUp(_ start: Int) {
        var index = start
        while index > 0 {
            let parent = (index - 1) / 2
            guard heap[index].firesBefore(heap[parent]) else { return }
            swapAt(index, parent)
            index = parent
        }
    }

    private func siftDown(_ start: Int) {
        var index = start
        while true {
            let left = 2 * index + 1, right = left + 1
            var first = index
            if left < heap.count && heap[left].firesBefore(heap[first]) { first = left }
            if right < heap.count && heap[right].firesBefore(heap[first]) { first = right }
            guard first != index else { return }
            swapAt(index, first)
            index = first
        }
    }

    private func swapAt(_ a: Int, _ b: Int) {
        heap.swapAt(a, b)
        heap[a].heapIndex = a
        heap[b].heapIndex = b
    }
}

/// The real monotonic clock, for backends with a run loop: the loop sleeps until ``TimerQueue/nextDeadline`` of
/// ``timers`` (or input) and then calls ``fireDueTimers()``.
@preconcurrency @MainActor
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
