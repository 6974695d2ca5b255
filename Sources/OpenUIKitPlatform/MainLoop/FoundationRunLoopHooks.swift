import CRunLoopHooks
import Foundation

/// Foundation's main run loop, serviced from the main-thread loop so that `Timer`s scheduled on it fire on time.
///
/// Why: UIKit apps schedule `Timer`s on the main run loop all the time, and Foundation fires them only while
/// `RunLoop.main` runs. Running it on every turn would bring back the system calls the main-thread loop removes, so
/// the loop asks CoreFoundation for the main run loop's next timer date (a lock and a read, no system call), sleeps
/// no longer than that, and runs one non-blocking pass of the run loop only when a timer is due or after the main
/// queue ran blocks. The pass fires due timers and runs blocks from `RunLoop.main.perform`.
///
/// The CoreFoundation functions are public C API, built into Swift's Foundation on Linux, but Swift's Foundation
/// does not re-export the CoreFoundation module; `CRunLoopHooks` declares them weak, like ``MainQueueHooks``'s.
/// Without them the loop runs `RunLoop.main` for zero seconds after every wake-up instead (correct, with more system
/// calls).
struct FoundationRunLoopHooks {
    private let mainRunLoop: UnsafeMutableRawPointer?
    private let defaultMode: UnsafeRawPointer?

    /// The hooks, or nil when this Foundation does not export them.
    static func lookUp() -> FoundationRunLoopHooks? {
        // Makes sure the main run loop exists, with the modes Foundation's `Timer` API adds to.
        _ = RunLoop.main
        guard openuikit_run_loop_hooks_available() != 0 else { return nil }
        return FoundationRunLoopHooks(
            mainRunLoop: openuikit_main_run_loop(), defaultMode: openuikit_run_loop_default_mode())
    }

    /// The main run loop's next timer date in the default mode (which holds common-mode timers too), in
    /// CoreFoundation's absolute time, or nil when it has none.
    func nextTimerDate() -> Double? {
        let date = openuikit_run_loop_next_timer_date(mainRunLoop, defaultMode)
        return date == 0 ? nil : date
    }

    /// Seconds from now until `date` (CoreFoundation's absolute time); zero once it has come.
    func seconds(until date: Double) -> TimeInterval { max(0, date - openuikit_absolute_time_now()) }

    /// One pass of the main run loop that does not wait: fires due timers, runs performed blocks.
    func runOnePass() {
        _ = openuikit_run_loop_run_once(defaultMode)
    }
}
