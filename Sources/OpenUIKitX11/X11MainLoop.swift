import CRunLoopHooks
import Dispatch
import Foundation

/// The two entry points libdispatch exports for a run loop that services the main queue itself.
///
/// Why: the input path's floor is one `poll()` on the main thread that wakes for the X connection, for
/// `DispatchQueue.main` (blocks, `Task { @MainActor in … }`, main-actor continuations) and for the next timer.
/// Foundation's `RunLoop` does the same wait through CoreFoundation, but adds an epoll set it edits on every turn
/// and several `getpid`/`gettid` calls; a Dispatch read source on the X connection adds a hop from libdispatch's
/// manager thread to the main thread for every X event. CoreFoundation on Linux services the main queue with two
/// functions libdispatch exports for it (`nm -D libdispatch.so`):
///
/// - `_dispatch_get_main_queue_handle_4CF()`: the main queue's wake-up handle, an eventfd on Linux that libdispatch
///   writes whenever a block is added to the main queue (it creates it on the first call);
/// - `_dispatch_main_queue_callback_4CF(_:)`: runs the blocks queued on the main queue (a snapshot: blocks they add
///   write the eventfd again, so the next turn runs them). It must be called on the main thread, and is a no-op
///   when called from inside a block the main queue is running.
///
/// They are not public API: no header declares them, and a future libdispatch could rename or drop them (Swift's
/// own Foundation would then have to change too). `CRunLoopHooks` declares them weak: a binary links and loads
/// without them, and when they are missing ``X11Backend`` stays on its portable loop (a Dispatch read source on the
/// main queue, run by `RunLoop.main`), which costs the extra hop and system calls but works the same.
/// `Tests/OpenUIKitX11Tests/X11MainLoopTests.swift` runs every loop test on both.
///
/// Why weak declarations and not `dlsym`: with the Swift runtime linked into the executable
/// (`--static-swift-stdlib`, what README recommends for shipping) these functions are hidden symbols of the static
/// archives, which `dlsym` cannot see, so a lookup left every static build on the portable loop (found profiling
/// the side-by-side clicks, 2026-11-27); the linker binds a weak reference to them in both builds.
struct MainQueueHooks {
    /// The hooks, or nil when this libdispatch does not export them.
    static func lookUp() -> MainQueueHooks? {
        openuikit_main_queue_hooks_available() != 0 ? MainQueueHooks() : nil
    }

    /// The main queue's eventfd.
    var wakeUpDescriptor: Int32 { openuikit_main_queue_wake_up_descriptor() }

    /// Clears the eventfd (it stays readable until read), then runs what the main queue holds: in that order, so a
    /// block queued while they run writes the eventfd again and the next wait returns at once.
    func drain(wakeUpDescriptor: Int32) {
        var value: UInt64 = 0
        _ = read(wakeUpDescriptor, &value, MemoryLayout<UInt64>.size)
        runQueuedBlocks()
    }

    /// Runs what the main queue holds, without touching the eventfd.
    func runQueuedBlocks() { openuikit_main_queue_run_blocks() }
}

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

/// How the X11 backend's `run(_:)` waits.
@_spi(Backends) public enum X11LoopKind: Sendable, Equatable {
    /// One `poll` on the main thread over the X connection and the main queue's eventfd, with a timeout at the
    /// clock's next deadline. The default when libdispatch exports the hooks (``MainQueueHooks``) and `run(_:)` is
    /// called on the process's main thread.
    case mainThreadPoll
    /// A Dispatch read source on the main queue, run by Foundation's `RunLoop.main` until the clock's next deadline:
    /// the fallback.
    case dispatchSources
}

// Spelled out, so that logging the kind does not go through `Mirror`: describing an enum by reflection made the
// Swift runtime scan every protocol conformance in the program 16 times (each first lookup of a type and protocol
// does), about 0.4 ms of a 14 ms start-up (Docs/BenchmarksLog.md, "Start-up").
@_spi(Backends) extension X11LoopKind: CustomStringConvertible {
    public var description: String {
        switch self {
        case .mainThreadPoll: "mainThreadPoll"
        case .dispatchSources: "dispatchSources"
        }
    }
}

/// The main-thread loop: waits in `poll` on the X connection and the main queue's eventfd, until the clock's next
/// deadline or forever; each wake-up drains the main queue, then runs one pass of the backend
/// (`processPendingEvents()`: X events, touch frame, input queue, due timers, drawing).
@MainActor
final class X11MainLoop {
    private let hooks: MainQueueHooks
    private let foundation: FoundationRunLoopHooks?
    private let queueDescriptor: Int32

    init(hooks: MainQueueHooks) {
        self.hooks = hooks
        foundation = FoundationRunLoopHooks.lookUp()
        queueDescriptor = hooks.wakeUpDescriptor
        // Reads of the eventfd must never block the loop, whatever flags libdispatch created it with.
        _ = fcntl(queueDescriptor, F_SETFL, fcntl(queueDescriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Runs until `backend.isLoopRunning` turns false.
    func run(_ backend: X11Backend) {
        var descriptors = [
            pollfd(fd: backend.connectionFileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: queueDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        // Blocks queued before the loop started (an app's `DispatchQueue.main.async` in didFinishLaunching) run first.
        hooks.runQueuedBlocks()
        backend.processPendingEvents()
        while backend.isLoopRunning {
            // Asked before sleeping, not after waking: the lookup costs a few microseconds that an X event would
            // otherwise wait for. A timer an app adds while this turn runs is seen before the next sleep.
            let foundationTimerDate = foundation?.nextTimerDate()
            let foundationTimer = foundationTimerDate.flatMap { date in foundation?.seconds(until: date) }
            let ready = poll(
                &descriptors, 2, Self.milliseconds(Self.earliest(backend.secondsUntilNextWork(), foundationTimer)))
            backend.loopWakeUps += 1
            if ready < 0 {
                guard errno == EINTR else {
                    FileHandle.standardError.write(Data("OpenUIKit: poll failed (errno \(errno))\n".utf8))
                    return
                }
                continue
            }
            var ranQueue = false
            if descriptors[1].revents != 0 {
                hooks.drain(wakeUpDescriptor: queueDescriptor)
                ranQueue = true
                guard backend.isLoopRunning else { return }
            }
            // Always, also after a timeout: timers fall due, and frames asked for during the queue's blocks are
            // drawn in this turn. A readable X connection is read by Xlib inside (`XPending`); a dead one ends the
            // process through Xlib's I/O error handler. X input goes first; Foundation's run loop after it.
            backend.processPendingEvents()
            guard backend.isLoopRunning else { return }
            let foundationTimerIsDue =
                foundation == nil || foundationTimerDate.map { date in foundation?.seconds(until: date) == 0 } ?? false
            if ranQueue || foundationTimerIsDue {
                serviceFoundationRunLoop()
            }
        }
    }

    /// Fires Foundation's due timers and performed blocks (see ``FoundationRunLoopHooks``).
    private func serviceFoundationRunLoop() {
        if let foundation {
            foundation.runOnePass()
        } else {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
        }
    }

    private static func earliest(_ first: TimeInterval?, _ second: TimeInterval?) -> TimeInterval? {
        switch (first, second) {
        case (let first?, let second?): min(first, second)
        case (let first?, nil): first
        case (nil, let second): second
        }
    }

    /// `seconds` as `poll`'s timeout: -1 (wait forever) for nil, else rounded up to the next millisecond, so a
    /// wake-up never comes before the deadline (which would spin) and at most a millisecond after it.
    private static func milliseconds(_ seconds: TimeInterval?) -> Int32 {
        guard let seconds else { return -1 }
        return Int32((min(max(seconds, 0), 86_400) * 1000).rounded(.up))
    }
}
