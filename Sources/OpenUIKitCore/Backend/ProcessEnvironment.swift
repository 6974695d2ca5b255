import Glibc

/// The few environment variables the toolkit reads, one at a time, with `getenv`.
///
/// `ProcessInfo.processInfo.environment` builds a dictionary of the whole environment on every call; the backend and
/// the launch code read about ten variables before the first frame, on the main thread that the first frame waits
/// for (Docs/BenchmarksLog.md, "Start-up").
@_spi(Windowing) public enum ProcessEnvironment {
    /// The variable's value, or nil when it is not set.
    public static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variables among `names` that are set, by name: what code written against a whole environment reads.
    public static func values(of names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { values[name] = value(of: name) }
        return values
    }
}
