import Foundation
import Testing

/// Kills the X server under the running demo: the app must say so and exit with status 1 within a second.
@Suite(
    .endsItsXServers,
    .serialized,
    .enabled(
        if: XServer.hasXvfb && FileManager.default.isExecutableFile(atPath: demoExecutablePath),
        "needs Xvfb and a built openuikit-demo"))
struct LostConnectionTests {
    static var demoPath: String { demoExecutablePath }

    @Test func anAppWhoseServerDiesExitsWithAMessageWithinASecond() throws {
        let server = try XServer(.xvfb)
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        #expect(pipe(&outPipe) == 0 && pipe(&errPipe) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let variables: [String] = ["DISPLAY=\(server.display)", "PATH=/usr/bin:/bin"]
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(Self.demoPath), nil]
        defer { for pointer in environment + argv { free(pointer) } }
        var pid: pid_t = 0
        #expect(posix_spawn(&pid, Self.demoPath, &actions, &attributes, argv, environment) == 0)
        close(outPipe[1])
        close(errPipe[1])
        defer { close(outPipe[0]); close(errPipe[0]) }

        let ready = readUntil(outPipe[0], contains: "READY", timeoutMilliseconds: 20_000)
        #expect(ready.text.contains("READY"))
        let start = DispatchTime.now()
        server.killNow()
        // Standard error closes when the process exits; give it one second.
        let errorOutput = readUntil(errPipe[0], contains: "\u{0}never", timeoutMilliseconds: 1_000)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        var status: Int32 = 0
        if !errorOutput.closed { kill(pid, SIGKILL) }
        waitpid(pid, &status, 0)
        #expect(errorOutput.closed, "the app was still running a second after its X server died")
        #expect(elapsed < 1)
        #expect(errorOutput.text.contains("lost the connection to the X server"))
        #expect((status >> 8) & 0xFF == 1)
    }

    /// Reads from `fd` until the text contains `marker`, end of file (`closed`), or the bound passes; no
    /// sleeping, `poll` does the waiting.
    private func readUntil(_ fd: Int32, contains marker: String, timeoutMilliseconds: Int32) -> (
        text: String, closed: Bool
    ) {
        var text = ""
        var remaining = timeoutMilliseconds
        while !text.contains(marker), remaining > 0 {
            let start = DispatchTime.now()
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, remaining) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { return (text, true) }
            text += String(decoding: buffer.prefix(count), as: UTF8.self)
            remaining -= Int32((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        }
        return (text, false)
    }
}
