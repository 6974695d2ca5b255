import CX11
import Foundation
import Testing

/// Launch errors go to standard error under the program's name, and nothing to standard output.
@Suite(
    .endsItsXServers,
    .enabled(if: FileManager.default.isExecutableFile(atPath: demoExecutablePath), "needs a built openuikit-demo"))
struct LaunchErrorTests {
    @Test func aMissingDisplayIsReportedOnStandardError() throws {
        let demo = try DemoProcess(environment: ["PATH=/usr/bin:/bin"])
        let output = demo.read(.standardOutput, until: "\u{0}never", timeoutMilliseconds: 5_000)
        let error = demo.read(.standardError, until: "\u{0}never", timeoutMilliseconds: 5_000)
        #expect(demo.waitForExit() == 1)
        #expect(output.text == "")
        #expect(error.text.hasPrefix("openuikit-demo: no X display: DISPLAY is not set."))
    }
}

/// The demo app whose only window another X client destroys (xdotool windowclose, a window manager's kill) must
/// end, as when its user closes it, instead of running on with no window.
@Suite(
    .endsItsXServers,
    .enabled(
        if: XServer.hasXvfb && FileManager.default.isExecutableFile(atPath: demoExecutablePath),
        "needs Xvfb and a built openuikit-demo"))
struct ExternallyDestroyedWindowTests {
    @Test func anAppWhoseOnlyWindowIsDestroyedExits() throws {
        let server = try XServer(.xvfb)
        // Watch the root for the demo's window being mapped (READY is printed before the backend runs).
        let display = try #require(XOpenDisplay(server.display))
        defer { XCloseDisplay(display) }
        XSelectInput(display, openuikit_default_root(display), SubstructureNotifyMask)
        XSync(display, 0)
        let demo = try DemoProcess(environment: ["DISPLAY=\(server.display)", "PATH=/usr/bin:/bin"])
        var mapped: Window = 0
        let deadline = DispatchTime.now().uptimeNanoseconds + 20_000_000_000
        while mapped == 0, DispatchTime.now().uptimeNanoseconds < deadline {
            if XPending(display) == 0 {
                var descriptor = pollfd(fd: openuikit_connection_number(display), events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, Int32((deadline - DispatchTime.now().uptimeNanoseconds) / 1_000_000)) > 0
                else { break }
            }
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == MapNotify { mapped = event.xmap.window }
            }
        }
        try #require(mapped != 0, "the demo never mapped a window")
        XDestroyWindow(display, mapped)
        XSync(display, 0)
        let rest = demo.read(.standardOutput, until: "\u{0}never", timeoutMilliseconds: 5_000)
        #expect(rest.closed, "the demo was still running 5 s after its window was destroyed")
        if !rest.closed { kill(demo.pid, SIGKILL) }
        #expect(demo.waitForExit() == 0)
    }
}

/// The demo executable (or another built one, `executable`), run with its standard output and error on pipes.
final class DemoProcess {
    enum Stream { case standardOutput, standardError }

    let pid: pid_t
    private let outputFD: Int32, errorFD: Int32
    private var exitStatus: Int32?

    init(executable: String = demoExecutablePath, environment variables: [String], arguments: [String] = []) throws {
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw POSIXError(.EMFILE) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        // Swift Testing's threads block signals; the child must not inherit that (see XServerHarness.swift).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in environment + argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
        close(outPipe[1])
        close(errPipe[1])
        guard result == 0 else { throw POSIXError(.ENOEXEC) }
        self.pid = pid
        outputFD = outPipe[0]
        errorFD = errPipe[0]
    }

    deinit {
        if exitStatus == nil { kill(pid, SIGKILL); _ = waitForExit() }
        close(outputFD)
        close(errorFD)
    }

    /// Reads `stream` until the text contains `marker`, end of file (`closed`: the process exited), or the bound
    /// passes; `poll` does the waiting.
    func read(_ stream: Stream, until marker: String, timeoutMilliseconds: Int32) -> (text: String, closed: Bool) {
        let fd = stream == .standardOutput ? outputFD : errorFD
        var text = ""
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeoutMilliseconds) * 1_000_000
        while !text.contains(marker) {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32((deadline - now) / 1_000_000)) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = Foundation.read(fd, &buffer, buffer.count)
            if count <= 0 { return (text, true) }
            text += String(decoding: buffer.prefix(count), as: UTF8.self)
        }
        return (text, false)
    }

    /// Waits for the process to end (kill it first if it must not run on) and returns its exit status.
    func waitForExit() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        exitStatus = (status >> 8) & 0xFF
        return exitStatus!
    }
}
