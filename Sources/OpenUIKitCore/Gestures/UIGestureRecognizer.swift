import Foundation

/// A gesture recognizer attached to a view.
///
/// Mirrors `UIGestureRecognizer`. Partial: this release stores recognizers on views (``UIView/gestureRecognizers``,
/// ``UIView/addGestureRecognizer(_:)``) so apps can be written against the API, but recognizers do not yet receive
/// touches; the gesture-delivery issue adds the state machine, arbitration and the delivery rules.
@MainActor
open class UIGestureRecognizer {
    /// The recognizer's place in its state machine. Raw values match UIKit's.
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// A discrete recognizer's success state; the same value as `ended`, as in UIKit.
        public static let recognized = State.ended
    }

    weak var attachedView: UIView?

    /// The view the recognizer is attached to.
    public var view: UIView? { attachedView }
    open var isEnabled = true
    open internal(set) var state: State = .possible

    public init() {}
}

extension UIView {
    /// Attaches `gestureRecognizer`, moving it from any view it was on before.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.attachedView === self { return }
        gestureRecognizer.attachedView?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.remove(at: index)
        gestureRecognizer.attachedView = nil
    }
}
