import Foundation

/// Something a layer runs when one of its properties changes, as Core Animation's `CAAction`: an animation (which
/// adds itself to the layer under the property's key) or `NSNull` (nothing; it ends the search for an action).
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` (a property's key path) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under `event`, as Core Animation's animations do when run as actions; a
    /// property animation with no key path animates the property `event` names.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let property = self as? CAPropertyAnimation, property.keyPath == nil,
            let copy = property.copy() as? CAPropertyAnimation
        {
            copy.keyPath = event
            return layer.add(copy, forKey: event)
        }
        layer.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    /// Does nothing: the action that turns a property's implicit animation off.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
