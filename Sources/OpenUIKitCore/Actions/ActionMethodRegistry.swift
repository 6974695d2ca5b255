/// The action methods that `#Selector(…)` expressions have named, by selector and receiver class: what lets a class
/// handle its actions without an ``UIResponder/actionMethods`` table (or the `@ActionMethods` macro that writes one).
///
/// In UIKit the Objective-C runtime finds `save:` in any class that declares `@objc func save(_:)`. Swift on Linux
/// cannot list a class's methods, but a `#Selector(save(_:))` written inside a class knows both the class and the
/// method, so its expansion registers the method here when it runs. A target that was handed the selector (a
/// control's target, a gesture recognizer's target, a bar button item's target) therefore always finds it.
///
/// Difference from UIKit: a method no `#Selector` has named yet is not found, so a nil-targeted action sent up the
/// responder chain reaches a class only once some `#Selector` naming that class's method has run (the usual
/// `#Selector(Editor.copy(_:))` at the sending site does it). Tables still win over registered methods, so a class
/// that overrides ``UIResponder/actionMethods`` keeps its say.
@preconcurrency @MainActor
public enum ActionMethodRegistry {
    private struct Entry {
        let receiverType: ObjectIdentifier
        let accepts: @MainActor (AnyObject) -> Bool
        let method: ActionMethod
    }

    // Only touched on the main actor, so the dynamic exclusivity check protects nothing.
    @exclusivity(unchecked) private static var entries: [Selector: [Entry]] = [:]

    /// Registers `method` as `Receiver`'s code for `selector`. Registering the same pair again changes nothing
    /// (a `#Selector` evaluated on every call registers once).
    public static func register<Receiver: AnyObject>(_ selector: Selector, for _: Receiver.Type, _ method: ActionMethod)
    {
        let key = ObjectIdentifier(Receiver.self)
        if entries[selector]?.contains(where: { $0.receiverType == key }) == true { return }
        entries[selector, default: []].append(Entry(receiverType: key, accepts: { $0 is Receiver }, method: method))
    }

    /// The registered method for `selector` that `receiver` can run: one registered for its class or a superclass.
    /// (An override is reached through the superclass's entry too, since the method is called dynamically.)
    public static func method(for selector: Selector, on receiver: AnyObject) -> ActionMethod? {
        entries[selector]?.first { $0.accepts(receiver) }?.method
    }

    /// Calls `target`'s method for `selector` with `argument` as its sender, as Foundation's selector-based callers
    /// (notification observers, timers) would: the method comes from the target itself (``UIActionTarget``) or from a
    /// `#Selector` registration. Without one, reports it (`what` says what was not delivered) and calls nothing.
    static func perform(_ selector: Selector, on target: AnyObject, with argument: Any, missing what: String) {
        let method = (target as? any UIActionTarget)?.actionMethod(for: selector) ?? method(for: selector, on: target)
        guard let method else {
            UIApplication.reportProgrammingError(
                "\(type(of: target)) has no method for \(selector) (name it with #Selector in its class); \(what)")
            return
        }
        method.invoke(on: target, sender: argument, event: nil)
    }
}
