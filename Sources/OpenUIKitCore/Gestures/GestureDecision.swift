/// One step of gesture arbitration or one recognizer state change, as a value: which recognizer, what happened and
/// why. OpenUIKit extension (UIKit has no public arbitration log), in the spirit of Flutter's arena diagnostics.
///
/// Observe them with ``UIApplication/gestureDecisionObserver``; tests compare the values, and
/// ``description`` gives the readable line ("tap: began", "pan held, waiting for swipe to fail").
@preconcurrency @MainActor
public struct GestureDecision: @MainActor Equatable, @MainActor CustomStringConvertible {
    /// Why a recognizer failed.
    public enum FailureReason: Equatable, Sendable {
        /// Its own logic failed it (`state = .failed`), or it was cancelled before it began.
        case ownLogic
        /// The delegate's or a view's `gestureRecognizerShouldBegin` answered false.
        case shouldBeginRefused
        /// The named recognizer recognized and could prevent it.
        case preventedBy(String)
        /// The named recognizer, whose failure it required (`require(toFail:)` or the delegate), recognized.
        case requiredRecognizerRecognized(String)
        /// The named recognizer, which it waited for to fail, left its view (removed, moved to another view, or its
        /// view went away) before failing: what it waited for can no longer happen.
        case requiredRecognizerRemoved(String)
        /// One of its touches was cancelled while it waited for another recognizer to fail.
        case touchCancelledWhileHeld
        /// It was disabled before it began.
        case disabled
    }

    public enum Kind: Equatable {
        /// The recognizer's state, as its targets see it, became this value.
        case stateChanged(UIGestureRecognizer.State)
        /// It went back to possible at the end of its gesture (no action is sent for this).
        case reset
        /// It was detached from its view in the middle of a gesture (`removeGestureRecognizer`, a new
        /// `gestureRecognizers` array, a move to another view, or its view going away): it publishes nothing more
        /// and resets to possible without an action.
        case removed
        /// It may leave possible now.
        case proceeds
        /// It wants to leave possible but waits for these recognizers to fail (`require(toFail:)`).
        case held(waitingFor: [String])
        /// The recognizers it waited for have all failed; it is evaluated again.
        case released
        /// It can no longer recognize.
        case failed(FailureReason)
        /// Its failure requirements form a cycle through these recognizers; the last requirement is ignored.
        case cycle([String])
    }

    /// The recognizer the decision is about.
    public let recognizer: UIGestureRecognizer
    public let kind: Kind

    public init(recognizer: UIGestureRecognizer, kind: Kind) {
        self.recognizer = recognizer
        self.kind = kind
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.recognizer === rhs.recognizer && lhs.kind == rhs.kind
    }

    public var description: String {
        let name = recognizer.debugName
        switch kind {
        case .stateChanged(let state): return "\(name): \(state)"
        case .reset: return "\(name): reset to possible"
        case .removed: return "\(name): removed from its view"
        case .proceeds: return "arbiter: \(name) proceeds"
        case .held(let others): return "arbiter: \(name) held, waiting for \(others.joined(separator: ", ")) to fail"
        case .released: return "arbiter: \(name) released"
        case .failed(.ownLogic): return "arbiter: \(name) failed"
        case .failed(let reason): return "arbiter: \(name) fails: \(reason)"
        case .cycle(let names):
            return
                "arbiter: cycle \(names.joined(separator: " → ")); ignoring \(name) → \(names.dropFirst().first ?? "?")"
        }
    }
}
