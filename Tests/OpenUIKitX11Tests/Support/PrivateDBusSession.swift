import Foundation

/// A private D-Bus session on a display, in a throwaway home: the daemons that need one (IBus, the accessibility bus)
/// start in it, each in a process group of its own, and ``stop()`` ends them all, with what they started.
final class PrivateDBusSession {
    let home: URL
    private var groups: [pid_t] = []
    private(set) var environment: [String: String]

    init(display: String, name: String) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = [
            "DISPLAY": display, "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin",
            "LC_ALL": "C.UTF-8",
        ]
        let address = home.appendingPathComponent("bus")
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(address.path)"
        try start(["/usr/bin/dbus-daemon", "--session", "--nofork", "--address=unix:path=\(address.path)"])
        try waitFor("the D-Bus session") { FileManager.default.fileExists(atPath: address.path) }
    }

    /// Starts `arguments` in a session (and process group) of its own, its output in `output` (discarded by
    /// default).
    func start(_ arguments: [String], output: String = "/dev/null") throws {
        let pid = try spawn(["/usr/bin/setsid"] + arguments, output: output)
        groups.append(pid)
    }

    private func spawn(_ arguments: [String], output: String = "/dev/null") throws -> pid_t {
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else {
            throw XServerError.didNotStart(arguments[0])
        }
        return pid
    }

    /// Runs `arguments` to its end (bounded by `seconds`) and returns its exit status, its output in `output`;
    /// reaped by hand (Foundation's `Process` notices an exit on a run loop the blocked main actor does not turn).
    func run(_ arguments: [String], output: String = "/dev/null", seconds: Double = 5) -> Int32 {
        guard let pid = try? spawn(arguments, output: output) else { return -1 }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(seconds)
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return -1
            }
            usleep(10_000)  // a bounded wait for another process
        }
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    }

    func waitFor(_ what: String, seconds: Double = 15, until ready: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !ready() {
            guard Date() < deadline else { throw XServerError.didNotStart(what) }
            usleep(50_000)  // a bounded wait for another process to come up
        }
    }

    /// Ends every process started in this session, and what they started, some of which leave their process group
    /// (IBus's XIM server and portal, the accessibility bus and its registry).
    func stop() {
        guard !groups.isEmpty else { return }
        let marker = "DBUS_SESSION_BUS_ADDRESS=\(environment["DBUS_SESSION_BUS_ADDRESS"] ?? "")"
        let ours = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
            Int32(entry).flatMap { pid -> pid_t? in
                guard pid != getpid(),
                    let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                    environ.split(separator: 0).contains(where: { String(decoding: $0, as: UTF8.self) == marker })
                else { return nil }
                return pid
            }
        }
        for pid in ours { kill(pid, SIGKILL) }
        for group in groups {
            kill(-group, SIGKILL)
            var status: Int32 = 0
            waitpid(group, &status, 0)
        }
        groups = []
        try? FileManager.default.removeItem(at: home)
    }

    deinit { stop() }
}
