import Foundation
import OpenUIKitCore

/// Runs `body` and returns the messages of the ``GraphicsDiagnostics`` reports made meanwhile, in order, for tests of
/// Core Graphics and layer code that should reject bad input with a report (each report is a ``ProgrammingError``
/// of kind `graphicsMisuse`; on the main thread an ``EventDriver``'s `diagnostics` hold them too).
///
/// The observer is global, so reports from code running at the same time on other threads (another test suite)
/// are collected too: filter the result by the messages the test expects, or run such tests serialized.
public func recordGraphicsDiagnostics(_ body: () throws -> Void) rethrows -> [String] {
    let recorder = DiagnosticMessages()
    let previous = GraphicsDiagnostics.observer
    GraphicsDiagnostics.observer = { recorder.append($0.message) }
    defer { GraphicsDiagnostics.observer = previous }
    try body()
    return recorder.messages
}

/// Messages from any thread, collected under a lock.
private final class DiagnosticMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func append(_ message: String) {
        lock.lock()
        stored.append(message)
        lock.unlock()
    }
}
