import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ClockTests {
    @Test func virtualTimersFireInDeadlineThenSchedulingOrder() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: 2) { fired.append("b@\(clock.now)") }
        clock.schedule(after: 1) { fired.append("a@\(clock.now)") }
        clock.schedule(after: 2) { fired.append("c@\(clock.now)") }
        let cancelled = clock.schedule(after: 1.5) { fired.append("cancelled") }
        cancelled.cancel()
        clock.advance(by: 0.5)
        #expect(fired == [])
        #expect(clock.pendingTimerCount == 3)
        #expect(clock.nextDeadline == 1)
        clock.advance(by: 5)
        #expect(fired == ["a@1.0", "b@2.0", "c@2.0"])
        #expect(clock.now == 5.5)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func timersScheduledByTimersFireInTheSameAdvanceWhenDue() {
        let clock = VirtualClock()
        var fired: [TimeInterval] = []
        clock.schedule(after: 1) {
            fired.append(clock.now)
            clock.schedule(after: 1) { fired.append(clock.now) }
            clock.schedule(after: 10) { fired.append(clock.now) }
        }
        clock.advance(by: 3)
        #expect(fired == [1, 2])
        #expect(clock.pendingTimerCount == 1)
    }

    @Test func aTimerFiresAtMostOnce() {
        let clock = VirtualClock()
        var count = 0
        let timer = clock.schedule(after: 1) { count += 1 }
        clock.advance(by: 2)
        timer.fire()
        #expect(count == 1)
        #expect(timer.hasFired)
    }

    @Test func theMonotonicClockMovesForwardAndFiresDueTimers() {
        let clock = MonotonicClock()
        let start = clock.now
        var fired: [String] = []
        _ = clock.schedule(at: start - 1) { fired.append("past") }
        _ = clock.schedule(at: start + 3600) { fired.append("future") }
        clock.fireDueTimers()
        #expect(fired == ["past"])
        #expect(clock.now >= start)
        #expect(clock.timers.nextDeadline == start + 3600)
    }
}
