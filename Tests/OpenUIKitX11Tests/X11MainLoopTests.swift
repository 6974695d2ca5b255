import Foundation
import Testing

/// The probe executable built next to the tests (`swift build --build-tests` builds it).
let loopProbePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/debug/X11LoopProbe").path

/// The X11 backend's run loop, run for real (`X11Backend.run`) in `X11LoopProbe`, a process of its own: the loop
/// must own the main thread, which a test function does not have. Each scenario runs on the main-thread `poll`
/// loop and on the Dispatch-source fallback the backend uses when libdispatch lacks its main-queue hooks.
@Suite(
    .endsItsXServers,
    .serialized,
    .enabled(
        if: XServer.hasXvfb && FileManager.default.isExecutableFile(atPath: loopProbePath),
        "needs Xvfb and a built X11LoopProbe"))
struct X11MainLoopTests {
    /// Runs the probe's `scenario` on a fresh Xvfb and returns its log (bounded: 20 s).
    func probe(_ scenario: String, fallback: Bool = false) throws -> [String] {
        let server = try XServer(.xvfb)
        let process = try DemoProcess(
            executable: loopProbePath, environment: ["DISPLAY=\(server.display)"],
            arguments: [scenario] + (fallback ? ["fallback"] : []))
        // Until the probe exits (its output closes), or the bound.
        let output = process.read(.standardOutput, until: "\u{0}never", timeoutMilliseconds: 20_000)
        return output.text.split(separator: "\n").map(String.init)
    }

    /// The main-thread loop is what a window runs wherever libdispatch has the hooks, which this toolchain's does:
    /// the backend finds them through the linker (weak declarations in `CRunLoopHooks`), not a run-time lookup
    /// that a `--static-swift-stdlib` build failed silently, leaving such apps on the fallback.
    @Test func theMainThreadLoopIsChosenWhereverTheHooksExist() throws {
        #expect(try probe("loop-kind") == ["loop mainThreadPoll", "run returned 0"])
    }

    @Test(arguments: [false, true])
    func mainQueueBlocksTasksAndContinuationsRunWhileTheWindowWaitsForInput(fallback: Bool) throws {
        #expect(
            try probe("queue", fallback: fallback) == [
                "DispatchQueue.main.async",
                "Task { @MainActor }",
                "continuation resumed on the main actor with 42",
                "DispatchQueue.main.async from another thread",
                "run returned 0",
            ])
    }

    /// The click is already in Xlib's queue (no descriptor announces it) when the timer falls due: the pass that
    /// fires the timer takes the click too, in the same wake-up of the loop.
    @Test(arguments: [false, true])
    func anXEventArrivingWhileATimerIsDueIsHandledInTheSameTurn(fallback: Bool) throws {
        #expect(
            try probe("timer-and-event", fallback: fallback) == [
                "touchesBegan, turn +0", "touchesEnded, turn +0", "timer, turn +0", "run returned 0",
            ])
    }

    /// Display-link callbacks come on the 60 Hz grid, each before the frame it changed is presented; the
    /// presentation hook (`framePresentationObserver`) still sees every present.
    @Test(arguments: [false, true])
    func displayLinkCallbacksPrecedeThePresentOfTheirFrame(fallback: Bool) throws {
        let link = "target - timestamp = 16.667 ms, duration 16.667 ms, on the grid"
        #expect(
            try probe("display-link", fallback: fallback) == [
                "link 1: \(link)", "present", "link 2: \(link)", "present", "link 3: \(link)", "present",
                "link 4: \(link)", "present", "run returned 0",
            ])
    }

    /// Foundation's `Timer`s on the main run loop fire on time under either loop (UIKit apps schedule them
    /// constantly), and a block from `RunLoop.main.perform` runs. (A one-shot timer at 0.05 s, then a repeating one
    /// every 0.2 s: far enough apart that a busy machine keeps the order.)
    @Test(arguments: [false, true])
    func foundationTimersFireOnTheMainRunLoop(fallback: Bool) throws {
        #expect(
            try probe("foundation-timer", fallback: fallback) == [
                "one-shot timer, not early", "RunLoop.main.perform", "repeating timer 1", "repeating timer 2",
                "repeating timer 3", "run returned 0",
            ])
    }

    /// A Foundation timer that changes a view gets its frame drawn and presented without waiting for other input.
    @Test(arguments: [false, true])
    func aFoundationTimerThatChangesAViewIsPresentedAtOnce(fallback: Bool) throws {
        #expect(
            try probe("timer-redraws", fallback: fallback) == ["timer changed the view", "present", "run returned 0"])
    }

    /// A click that a Foundation timer's round trip to the server moved into Xlib's queue is taken at once.
    @Test(arguments: [false, true])
    func aClickQueuedByATimersRoundTripIsTakenAtOnce(fallback: Bool) throws {
        #expect(
            try probe("timer-round-trip", fallback: fallback) == [
                "timer made a round trip", "touchesBegan", "touchesEnded", "run returned 0",
            ])
    }

    /// An idle window does not wake the loop (the only wake-up is the block on the main queue that asks for the
    /// count); a display link wakes it every frame, and after `invalidate()` it is idle again: no timer is left.
    @Test func anIdleWindowDoesNotWakeTheLoop() throws {
        #expect(
            try probe("idle") == [
                "idle: 1 wake-up",
                "display link: 10 or more wake-ups, 10 or more frames",
                "after invalidate: 1 wake-up",
                "run returned 0",
            ])
    }

    /// Another descriptor on the platform main loop beside the X connection (what the accessibility bus's socket
    /// is): it adds no idle wake-up, its callback runs on the main thread, and it can remove itself.
    @Test func aFileDescriptorSourceBesideTheXConnection() throws {
        #expect(
            try probe("fd-source") == [
                "idle with a pipe source: 1 wake-up",
                "pipe readable on the main thread: true, read p",
                "sources left: 1",
                "run returned 0",
            ])
    }

    /// GLib's main context runs on the same thread as the window, under either loop kind.
    @Test(arguments: [false, true])
    func aGLibMainContextRunsOnTheMainLoop(fallback: Bool) throws {
        #expect(
            try probe("glib-context", fallback: fallback) == [
                "GLib timeout on the main thread: true",
                "g_main_context_invoke from another thread ran on the main thread: true",
                "run returned 0",
            ])
    }
}
