import Foundation
@_spi(Accessibility) import OpenUIKitCore

extension EventDriver {
    /// The names of the actions an assistive technology is offered on `element` (AT-SPI's `Action` interface, in
    /// its order): "click" when it activates, "increment" and "decrement" when it is adjustable, then its custom
    /// actions' names.
    public func accessibilityActionNames(of element: AnyObject) -> [String] {
        AccessibilityAction.actions(of: element).map(\.name)
    }

    /// Performs the action at `index` of ``accessibilityActionNames(of:)`` on `element` as a screen reader does
    /// (AT-SPI's `doAction`, through the same dispatch as the desktop bridge) and returns whether it was done; false
    /// for an index out of range.
    @discardableResult
    public func performAccessibilityAction(at index: Int, of element: AnyObject) -> Bool {
        let actions = AccessibilityAction.actions(of: element)
        guard actions.indices.contains(index) else { return false }
        return actions[index].perform(on: element)
    }
}
