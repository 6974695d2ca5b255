import Foundation
import Testing

/// The probe executable built next to the tests (`swift build --build-tests` builds it).
let loopProbePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/debug/X11LoopProbe").path

/// The X11 backend's run loop, run for real (`X11Backend.run`) in `X11LoopProbe`, a process of its own: the loop
/// must own the main thread, which a test function does not have. Each scenario runs on the main-thread `poll`
/// loop and on the Dispatch-source fallback the backend uses when libdispatch lacks its main-queue hooks.
@Suite(
    .serialized,
    .enabled(
        if: XServer.hasXvfb && FileManager.default.isExecutableFile(atPath: loopProbePath),
        "needs Xvfb and a built X11LoopProbe"))
struct X11MainLoopTests {
    /// Runs the probe's `scenario` on a fresh Xvfb and returns its log (bounded: 20 s).
    func probe(_ scenario: String, fallback: Bool = false) throws -> [String] {
        let server = try XServer(.xvfb)
        var output: [Int32] = [0, 0]
        #expect(pipe(&output) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let variables = ["DISPLAY=\(server.display)"]
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        let words = [loopProbePath, scenario] + (fallback ? ["fallback"] : [])
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in environment + argv { free(pointer) } }
        var pid: pid_t = 0
        #expect(posix_spawn(&pid, loopProbePath, &actions, &attributes, argv, environment) == 0)
        close(output[1])
        defer { close(output[0]) }
        var text = ""
        let deadline = DispatchTime.now().uptimeNanoseconds + 20_000_000_000
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            var descriptor = pollfd(fd: output[0], events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32((deadline - now) / 1_000_000)) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(output[0], &buffer, buffer.count)
            if count <= 0 { break }
            text += String(decoding: buffer.prefix(count), as: UTF8.self)
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return text.split(separator: "\n").map(String.init)
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
}
