import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// The timer queue every clock shares: firing order, and cancelled timers leaving at once (issue 11: cancelled
/// long-press and tap timers used to stay queued until their deadline, and every operation scanned them).
@MainActor
@Suite struct TimerQueueTests {
    final class Payload {}

    @Test func timersFireInDeadlineOrderAndTiesInSchedulingOrder() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: 0.3) { fired.append("c") }
        clock.schedule(after: 0.1) { fired.append("a1") }
        clock.schedule(after: 0.2) { fired.append("b") }
        clock.schedule(after: 0.1) { fired.append("a2") }
        clock.schedule(after: 0.1) { fired.append("a3") }
        clock.advance(by: 1)
        #expect(fired == ["a1", "a2", "a3", "b", "c"])
    }

    @Test func aCancelledTimerLeavesTheQueueAndReleasesWhatItsActionHolds() {
        let clock = VirtualClock()
        weak var released: Payload?
        do {
            let payload = Payload()
            released = payload
            let timer = clock.schedule(after: 10) { _ = payload }
            timer.cancel()
        }
        #expect(released == nil)
        #expect(clock.pendingTimerCount == 0)
        #expect(clock.nextDeadline == nil)
    }

    @Test func cancellingSomeKeepsTheRestInOrder() {
        let clock = VirtualClock()
        var fired: [Int] = []
        var timers: [ScheduledTimer] = []
        for index in 0..<200 {
            // Deadlines out of order, with ties, so the heap really has to order them.
            let deadline = Double((index * 37) % 50) / 10
            timers.append(clock.schedule(after: deadline) { fired.append(index) })
        }
        for (index, timer) in timers.enumerated() where index % 3 == 0 { timer.cancel() }
        #expect(clock.pendingTimerCount == 200 - 67)
        clock.advance(by: 10)
        let expected = (0..<200).filter { $0 % 3 != 0 }.sorted {
            let (a, b) = (($0 * 37) % 50, ($1 * 37) % 50)
            return a != b ? a < b : $0 < $1
        }
        #expect(fired == expected)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func aTimerCancelledInsideAnotherTimersActionDoesNotFire() {
        let clock = VirtualClock()
        var fired: [String] = []
        var second: ScheduledTimer?
        clock.schedule(after: 0.1) {
            fired.append("first"); second?.cancel()
        }
        second = clock.schedule(after: 0.1) { fired.append("second") }
        clock.schedule(after: 0.2) { fired.append("third") }
        clock.advance(by: 1)
        #expect(fired == ["first", "third"])
    }
}
