import Foundation

/// What an assistive technology can do to an element, as bridges offer it (AT-SPI's `Action` interface) and run it:
/// activate (buttons, switches, text fields, segments, rows off screen and other button-like elements), increment and decrement
/// (adjustable elements), then the element's custom actions in order. One dispatch for every bridge and for tests
/// that play an assistive technology, so app code runs from it exactly as from a screen reader.
@_spi(Accessibility) public enum AccessibilityAction: Equatable, Sendable {
    case activate
    case increment
    case decrement
    /// The custom action at an index of ``UIResponder/accessibilityCustomActions``, with its name.
    case custom(Int, String)

    /// The action's name as AT-SPI clients show it.
    public var name: String {
        switch self {
        case .activate: "click"
        case .increment: "increment"
        case .decrement: "decrement"
        case .custom(_, let name): name
        }
    }

    /// What `object` offers, in order; none for applications, windows and other non-responders.
    @preconcurrency @MainActor
    public static func actions(of object: AnyObject) -> [AccessibilityAction] {
        guard let responder = object as? UIResponder, !(object is UIApplication), !(object is UIWindow) else {
            return []
        }
        var actions: [AccessibilityAction] = []
        let traits = responder.accessibilityTraits
        if responder.isAccessibilityElement && !traits.contains(.adjustable)
            && (traits.contains(.button) || traits.contains(.link) || object is UITextField
                || traits.contains(.supportsTextEntry) || object is AccessibilityRowElement)
        {
            actions.append(.activate)
        }
        if responder.isAccessibilityElement && traits.contains(.adjustable) {
            actions.append(contentsOf: [.increment, .decrement])
        }
        for (index, custom) in (responder.accessibilityCustomActions ?? []).enumerated() {
            actions.append(.custom(index, custom.name))
        }
        return actions
    }

    /// Runs the action on `object` and returns whether it was done: activation through
    /// ``AccessibilityTree/activate(_:)``, `accessibilityIncrement()`/`accessibilityDecrement()`, a custom action's
    /// handler or target. App code runs from inside it and may change anything, the object's actions included.
    @preconcurrency @MainActor @discardableResult
    public func perform(on object: AnyObject) -> Bool {
        guard let responder = object as? UIResponder else { return false }
        switch self {
        case .activate: return AccessibilityTree.activate(responder)
        case .increment:
            responder.accessibilityIncrement()
            return true
        case .decrement:
            responder.accessibilityDecrement()
            return true
        case .custom(let index, _): return AccessibilityTree.performCustomAction(at: index, of: responder)
        }
    }
}
