import Foundation
import Synchronization
import Testing

/// The X servers a test started, watched so that none outlives the test.
///
/// A server lives as long as its ``XServer`` object, and a test's app usually holds that object; a closure that
/// captures the app inside a gesture recognizer the app's window keeps (a reference cycle) kept servers running after
/// their test, and after the test process (an inputtest Xorg left behind spins a core). Each leaked server is
/// reported as an issue of the test that started it, then killed.
final class XServerWatch: Sendable {
    @TaskLocal static var current: XServerWatch?

    private struct Started: @unchecked Sendable {
        weak var server: XServer?
        let pid: pid_t
        let display: String
    }

    private let started = Mutex<[Started]>([])

    func didStart(_ server: XServer) {
        started.withLock { $0.append(Started(server: server, pid: server.pid, display: server.display)) }
    }

    /// The servers still running: their objects are alive.
    func stillRunning() -> [(pid: pid_t, display: String)] {
        started.withLock { list in list.filter { $0.server != nil }.map { ($0.pid, $0.display) } }
    }
}

/// Runs each test of a suite with an ``XServerWatch``; afterwards a server the test started and left running is an
/// issue, and is killed.
struct EndsItsXServers: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        let watch = XServerWatch()
        try await XServerWatch.$current.withValue(watch) { try await function() }
        for (pid, display) in watch.stillRunning() {
            let message =
                "the X server on \(display) (pid \(pid)) outlived its test: something (a closure that captures the "
                + "app, kept by the app's own views?) still holds the object that owns it"
            Issue.record(Comment(rawValue: message))
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
        }
    }
}

extension Trait where Self == EndsItsXServers {
    /// Each X server a test starts must end with the test (see ``XServerWatch``).
    static var endsItsXServers: Self { EndsItsXServers() }
}
