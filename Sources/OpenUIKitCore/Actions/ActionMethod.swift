/// The code a responder runs for one action message: OpenUIKit's replacement for an Objective-C method lookup.
///
/// UIKit action methods take zero, one (the sender) or two (the sender and the event) arguments; the `method`
/// factories accept an unapplied instance method of any of those shapes, with the sender as `Any?` or typed
/// (`UIButton`, `UISlider`, a `UIGestureRecognizer` subclass, optional or not) and the event as `UIEvent` or
/// `UIEvent?`:
///
/// ```swift
/// final class EditorViewController: UIViewController {
///     @objc func save(_ sender: Any?) { … }          // no @objc on Linux; shown for the UIKit original
///     @objc func volumeChanged(_ slider: UISlider) { … }
///     override class var actionMethods: [Selector: ActionMethod] {
///         super.actionMethods.merging([
///             "save:": .method(EditorViewController.save),
///             "volumeChanged:": .method(EditorViewController.volumeChanged),
///         ]) { $1 }
///     }
/// }
/// ```
///
/// Difference: where Objective-C would hand a method a sender of the wrong class (or nil for a non-optional
/// event), OpenUIKit does not call it and reports a ``ProgrammingError``.
@preconcurrency @MainActor
public struct ActionMethod {
    /// How many arguments the action method takes (0, 1 or 2), as UIKit's three action signatures.
    public let argumentCount: Int
    let body: @MainActor (AnyObject, Any?, UIEvent?) -> Void

    /// An action from a closure given the receiver, the sender and the event.
    public init(argumentCount: Int = 2, _ body: @escaping @MainActor (AnyObject, Any?, UIEvent?) -> Void) {
        self.argumentCount = argumentCount
        self.body = body
    }

    /// Runs the action on `receiver`. The receiver must be of the type the method was made for.
    public func invoke(on receiver: AnyObject, sender: Any?, event: UIEvent?) {
        body(receiver, sender, event)
    }

    /// An action method with no arguments: `func refresh()`.
    public static func method<Receiver: AnyObject>(
        _ method: @escaping @MainActor (Receiver) -> () -> Void
    ) -> ActionMethod {
        ActionMethod(argumentCount: 0) { receiver, _, _ in
            guard let receiver = receiver as? Receiver else { return }
            method(receiver)()
        }
    }

    /// An action method taking the sender: `func save(_ sender: Any?)`.
    public static func method<Receiver: AnyObject>(
        _ method: @escaping @MainActor (Receiver) -> (Any?) -> Void
    ) -> ActionMethod {
        ActionMethod(argumentCount: 1) { receiver, sender, _ in
            guard let receiver = receiver as? Receiver else { return }
            method(receiver)(sender)
        }
    }

    /// An action method taking the sender and the event: `func tapped(_ sender: Any?, forEvent event: UIEvent?)`.
    public static func method<Receiver: AnyObject>(
        _ method: @escaping @MainActor (Receiver) -> (Any?, UIEvent?) -> Void
    ) -> ActionMethod {
        ActionMethod(argumentCount: 2) { receiver, sender, event in
            guard let receiver = receiver as? Receiver else { return }
            method(receiver)(sender, event)
        }
    }

    /// An action method taking a typed sender: `func volumeChanged(_ sender: UISlider)`.
    public static func method<Receiver: AnyObject, Sender>(
        _ method: @escaping @MainActor (Receiver) -> (Sender) -> Void
    ) -> ActionMethod {
        ActionMethod(argumentCount: 1) { receiver, sender, _ in
            guard let receiver = receiver as? Receiver,
                let sender = typed(sender, as: Sender.self, role: "sender", of: receiver)
            else { return }
            method(receiver)(sender)
        }
    }

    /// An action method taking a typed sender and the event, optional or not:
    /// `func moved(_ sender: UISlider, forEvent event: UIEvent)`.
    public static func method<Receiver: AnyObject, Sender, Event>(
        _ method: @escaping @MainActor (Receiver) -> (Sender, Event) -> Void
    ) -> ActionMethod {
        ActionMethod(argumentCount: 2) { receiver, sender, event in
            guard let receiver = receiver as? Receiver,
                let sender = typed(sender, as: Sender.self, role: "sender", of: receiver),
                let event = typed(event, as: Event.self, role: "event", of: receiver)
            else { return }
            method(receiver)(sender, event)
        }
    }

    /// `value` as the argument type the method declares, or nil after reporting the mismatch.
    private static func typed<Argument>(
        _ value: Any?, as type: Argument.Type, role: String,
        of receiver: AnyObject
    ) -> Argument? {
        // `as?` to an optional type accepts nil; to a non-optional type it unwraps.
        if let argument = value as? Argument { return argument }
        let got = value.map { "\(Swift.type(of: $0))" } ?? "nil"
        let message =
            "\(Swift.type(of: receiver)): action method takes a \(Argument.self) \(role); got \(got); not performed"
        // The diagnostic goes to the application of the view involved (the sender, else the receiver).
        if let view = (value as? UIView) ?? (receiver as? UIView) {
            UIApplication.reportProgrammingError(message, about: view)
        } else {
            UIApplication.reportProgrammingError(message)
        }
        return nil
    }
}
