import Foundation

/// A report that the core dropped or corrected input instead of crashing: a touch that never began, a NaN
/// location, a timestamp that went backwards, input for a window that is not open.
///
/// It reaches ``UIApplication/diagnosticHandler`` as ``UIKitDiagnostic/input(_:)``, beside the programming errors
/// (``ProgrammingError``), so tests can assert exactly what was rejected. OpenUIKit extension.
public struct InputDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// A touch moved, ended or was cancelled without having begun (or a button was released without a press).
        case touchNotBegun
        /// A touch began while a touch with the same identity was already down (or a shake while one was going on).
        case duplicateBegin
        /// A location was NaN or infinite.
        case nonFiniteLocation
        /// Input addressed to a window that is not open (never shown, or closed).
        case unknownWindow
        /// A touch sample addressed to a window other than the one the touch began in.
        case wrongWindow
        /// A timestamp earlier than the previous input's; the previous timestamp was used instead.
        case timestampWentBackwards
        /// A NaN or infinite timestamp; the previous input's (or the clock's) time was used instead.
        case invalidTimestamp
        /// A timestamp more than ``UIApplication/maximumTimestampLead`` seconds ahead of the application's clock;
        /// treated like an invalid one, so one bad value cannot freeze time for every later input.
        case timestampTooFarAhead
        /// A motion or remote-control event with no key window to receive it.
        case noKeyWindow
        /// A motion subtype that is not a motion, or a remote-control subtype that is not remote control.
        case mismatchedSubtype
        /// An input method's composition or commit arrived when the window's first responder takes no text (focus
        /// moved on while the input method worked); dropped.
        case inputMethodWithoutTextResponder
    }

    public var kind: Kind
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The kind and the message: `"touchNotBegun: …"`.
    public var description: String { "\(kind.rawValue): \(message)" }
}
