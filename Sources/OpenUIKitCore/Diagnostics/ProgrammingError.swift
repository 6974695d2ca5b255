import Foundation

/// A report that app code used an API in a way UIKit raises an exception for (or, for contradictory constraints,
/// logs), and that OpenUIKit ignored or corrected instead of crashing.
///
/// It reaches ``UIApplication/diagnosticHandler`` as ``UIKitDiagnostic/programmingError(_:)``, beside the input
/// diagnostics (``InputDiagnostic``): the application of the view the call was about, or the current one for a
/// call about no view. OpenUIKit extension.
public struct ProgrammingError: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// An API was called with arguments or in a state UIKit raises an exception for; the call was ignored or
        /// its arguments corrected, as the message says.
        case apiMisuse
        /// Required layout constraints contradict each other; the message lists them and the one the layout engine
        /// broke to recover (UIKit logs "Unable to simultaneously satisfy constraints").
        case unsatisfiableConstraints
        /// A layout constraint relates views with no common ancestor (not in one view hierarchy); it was not
        /// activated (UIKit raises an exception).
        case constraintWithoutCommonAncestor
        /// A table or collection update whose counts do not add up (UIKit raises "Invalid update"): the message
        /// gives the numbers; the view reloaded from its data source instead, so nothing is left half-updated.
        case invalidListUpdate
        /// A diffable data source snapshot was given an identifier it already holds (UIKit raises); the duplicate
        /// was left out.
        case duplicateIdentifier
        /// A diffable data source snapshot was asked about an identifier it does not hold (UIKit raises); the call
        /// was ignored.
        case unknownIdentifier
        /// A Core Graphics or layer call Core Graphics rejects or stops the program for (a line with no current
        /// point, a NaN coordinate, a layer added to itself); corrected or ignored. See ``GraphicsDiagnostics``.
        case graphicsMisuse
        /// An `OPENUIKIT_…` debugging variable could not be honoured (a trace or recording file that cannot be
        /// written); that debugging stays off.
        case debugEnvironment
    }

    public var kind: Kind
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The kind and the message: `"invalidListUpdate: …"`.
    public var description: String { "\(kind.rawValue): \(message)" }
}
