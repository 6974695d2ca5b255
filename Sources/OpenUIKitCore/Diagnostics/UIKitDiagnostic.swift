import Foundation

/// One report on an application's one diagnostics channel, ``UIApplication/diagnosticHandler``: input the core
/// dropped or corrected, or an API misuse it ignored or corrected, each instead of crashing.
///
/// Tests match the whole value, or its ``kind`` (`.input(.touchNotBegun)`, `.programmingError(.invalidListUpdate)`);
/// ``description`` is the text form for people (`"touchNotBegun: …"`). Every report is also logged at debug level
/// under the label `OpenUIKit`. OpenUIKit extension: UIKit raises exceptions or logs instead.
public enum UIKitDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// Input the core dropped or corrected.
    case input(InputDiagnostic)
    /// An API misuse the core ignored or corrected.
    case programmingError(ProgrammingError)

    /// What a diagnostic reports, without its message.
    public enum Kind: Sendable, Hashable {
        case input(InputDiagnostic.Kind)
        case programmingError(ProgrammingError.Kind)
    }

    public var kind: Kind {
        switch self {
        case .input(let diagnostic): .input(diagnostic.kind)
        case .programmingError(let error): .programmingError(error.kind)
        }
    }

    /// What happened and what the core did about it.
    public var message: String {
        switch self {
        case .input(let diagnostic): diagnostic.message
        case .programmingError(let error): error.message
        }
    }

    public var description: String {
        switch self {
        case .input(let diagnostic): diagnostic.description
        case .programmingError(let error): error.description
        }
    }
}
