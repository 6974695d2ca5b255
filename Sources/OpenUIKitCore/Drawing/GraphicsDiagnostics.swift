import Foundation
import Logging

/// Reports of Core Graphics calls that Core Graphics rejects (or stops the program for), which OpenUIKit corrects or
/// ignores instead: a line with no current point, a corner larger than its rectangle, a NaN coordinate.
///
/// Global by nature (a path belongs to no window or application), so its own small log rather than an
/// application's diagnostic handler. Callable from any thread, as paths are. Each report is logged as a warning
/// under the label `OpenUIKit.Graphics` and passed to ``observer``.
public enum GraphicsDiagnostics {
    private final class State: @unchecked Sendable {
        // Guarded by `lock`: paths are built on any thread.
        let lock = NSLock()
        var observer: (@Sendable (String) -> Void)?
    }

    private static let state = State()
    private static let logger = Logger(label: "OpenUIKit.Graphics")

    /// Called with every report's message, in order, on the thread that made the bad call; for tests and tools.
    /// OpenUIKit extension.
    public static var observer: (@Sendable (String) -> Void)? {
        get {
            state.lock.lock()
            defer { state.lock.unlock() }
            return state.observer
        }
        set {
            state.lock.lock()
            defer { state.lock.unlock() }
            state.observer = newValue
        }
    }

    static func report(_ message: String) {
        logger.warning("\(message)")
        observer?(message)
    }
}
