import Foundation
import Logging

/// Reports of Core Graphics and layer calls that Core Graphics rejects (or stops the program for), which OpenUIKit
/// corrects or ignores instead: a line with no current point, a corner larger than its rectangle, a NaN coordinate.
///
/// Each report is a ``ProgrammingError`` of kind ``ProgrammingError/Kind/graphicsMisuse``. Made on the main thread,
/// it joins the one diagnostics channel: the current application's ``UIApplication/diagnosticHandler`` receives it
/// (a path belongs to no view, so no view names the application). Paths are built on any thread too, so every
/// report is also logged as a warning under the label `OpenUIKit.Graphics` and passed to ``observer`` on the thread
/// that made the bad call.
public enum GraphicsDiagnostics {
    private final class State: @unchecked Sendable {
        // Guarded by `lock`: paths are built on any thread.
        let lock = NSLock()
        var observer: (@Sendable (ProgrammingError) -> Void)?
    }

    private static let state = State()
    private static let logger = Logger(label: "OpenUIKit.Graphics")

    /// Called with every report, in order, on the thread that made the bad call; for tests and tools that watch
    /// other threads too. OpenUIKit extension.
    public static var observer: (@Sendable (ProgrammingError) -> Void)? {
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
        observer?(ProgrammingError(kind: .graphicsMisuse, message: message))
        guard MainActorCheck.isOnMainActor else { return }
        MainActor.assumeIsolated { UIApplication.reportProgrammingError(.graphicsMisuse, message) }
    }
}
