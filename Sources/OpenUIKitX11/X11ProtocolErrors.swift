import CX11
import Foundation

/// Xlib's error handlers, and the newest protocol errors of each backend's connection.
///
/// Xlib has one error handler per process, a C function that cannot capture anything, so the errors live here,
/// keyed by connection, behind a lock (Xlib may call the handler from any thread that uses a connection). Each
/// connection keeps only the newest ``limit`` errors: a long-running app that provokes an error per frame must
/// not grow without bound. Every error is also written to standard error.
final class X11ProtocolErrors: @unchecked Sendable {
    static let shared = X11ProtocolErrors()
    /// How many errors a connection keeps.
    static let limit = 32

    private let lock = NSLock()
    private var errorsByConnection: [UInt: [X11ProtocolError]] = [:]

    private static func key(_ display: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: display)) }

    /// Starts keeping errors for a backend's connection.
    func register(_ display: OpaquePointer) {
        lock.withLock { errorsByConnection[Self.key(display)] = [] }
    }

    /// Stops keeping them (the connection is closing).
    func unregister(_ display: OpaquePointer) {
        _ = lock.withLock { errorsByConnection.removeValue(forKey: Self.key(display)) }
    }

    func errors(on display: OpaquePointer) -> [X11ProtocolError] {
        lock.withLock { errorsByConnection[Self.key(display)] ?? [] }
    }

    /// Errors of connections that are probing with ``catchErrors(on:during:)``: expected, so neither kept nor printed.
    private var caughtByConnection: [UInt: [X11ProtocolError]] = [:]

    /// Runs `body` — requests that may fail, then a round trip (`XSync`) so their errors have arrived — and returns
    /// the errors they caused instead of reporting them: for probes such as attaching a shared memory segment.
    func catchErrors(on display: OpaquePointer, during body: () -> Void) -> [X11ProtocolError] {
        lock.withLock { caughtByConnection[Self.key(display)] = [] }
        body()
        return lock.withLock { caughtByConnection.removeValue(forKey: Self.key(display)) ?? [] }
    }

    /// Keeps `error` for `display` if a backend registered it, dropping the oldest beyond the limit. Returns false
    /// when the error was caught by a probe (nothing to report).
    func record(_ error: X11ProtocolError, on display: OpaquePointer) -> Bool {
        lock.withLock {
            let key = Self.key(display)
            if caughtByConnection[key] != nil {
                caughtByConnection[key]?.append(error)
                return false
            }
            guard var errors = errorsByConnection[key] else { return true }
            errors.append(error)
            if errors.count > Self.limit { errors.removeFirst(errors.count - Self.limit) }
            errorsByConnection[key] = errors
            return true
        }
    }

    /// Replaces Xlib's handlers (which exit the process on any error): protocol errors are reported and kept; a
    /// lost connection ends the process with a message and status 1.
    static func installHandlers() {
        XSetErrorHandler { display, error in
            guard let display, let error else { return 0 }
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(error.pointee.error_code), &text, Int32(text.count))
            let protocolError = X11ProtocolError(
                code: error.pointee.error_code,
                text: String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
                majorOpcode: error.pointee.request_code, minorOpcode: error.pointee.minor_code,
                resource: UInt(error.pointee.resourceid))
            if X11ProtocolErrors.shared.record(protocolError, on: display) {
                writeToStandardError("OpenUIKit: X protocol error: \(protocolError)\n")
            }
            return 0
        }
        XSetIOErrorHandler { _ in
            writeToStandardError("OpenUIKit: lost the connection to the X server; exiting.\n")
            exit(1)
        }
    }
}

/// Writes straight to file descriptor 2 (no shared `FILE *`, so it is safe from any context, even Xlib's handlers).
func writeToStandardError(_ message: String) {
    var bytes = Array(message.utf8)
    _ = write(2, &bytes, bytes.count)
}
