import CX11
import Foundation
import Testing

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

/// The demo executable built next to the tests (`swift build --build-tests` builds it).
let demoExecutablePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/openuikit-demo").path
