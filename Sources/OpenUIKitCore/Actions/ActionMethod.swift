/// The code a responder runs for one action message: OpenUIKit's replacement for an Objective-C method lookup.
///
/// UIKit action methods take zero, one (the sender) or two (the sender and the event) arguments; the three
/// `method` factories accept an unapplied instance method of any of those shapes:
///
/// ```swift
/// final class EditorViewController: UIViewController {
///     @objc func save(_ sender: Any?) { … }          // no @objc on Linux; shown for the UIKit original
///     override class var actionMethods: [Selector: ActionMethod] {
///         super.actionMethods.merging(["save:": .method(EditorViewController.save)]) { $1 }
///     }
/// }
/// ```
@MainActor
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
}
