import Foundation
import Testing

/// Launch errors go to standard error under the program's name, and nothing to standard output.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: demoExecutablePath), "needs a built openuikit-demo"))
struct LaunchErrorTests {
    @Test func aMissingDisplayIsReportedOnStandardError() throws {
        let result = try runDemo(environment: ["PATH=/usr/bin:/bin"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("openuikit-demo: no X display: DISPLAY is not set."))
    }
}

/// Runs the demo to its end with `environment` and returns what it printed and its exit status.
func runDemo(environment variables: [String], arguments: [String] = []) throws -> (status: Int32, standardOutput: String, standardError: String) {
    var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw POSIXError(.EMFILE) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
    let argv: [UnsafeMutablePointer<CChar>?] = ([demoExecutablePath] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in environment + argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, demoExecutablePath, &actions, nil, argv, environment) == 0 else { throw POSIXError(.ENOEXEC) }
    close(outPipe[1])
    close(errPipe[1])
    func readAll(_ fd: Int32) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            data += buffer.prefix(count)
        }
        close(fd)
        return String(decoding: data, as: UTF8.self)
    }
    let errorText = readAll(errPipe[0])
    let outputText = readAll(outPipe[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return ((status >> 8) & 0xFF, outputText, errorText)
}
