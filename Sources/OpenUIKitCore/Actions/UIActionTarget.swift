/// An object that can be the explicit target of an action message without being a responder.
///
/// In UIKit any `NSObject` can be a target because the runtime can look its methods up by selector. On Linux an
/// object states what it handles: conform and return an ``ActionMethod`` for each action name. ``UIResponder``
/// conforms through its class-level ``UIResponder/actionMethods`` table.
@preconcurrency @MainActor
public protocol UIActionTarget: AnyObject {
    /// The code for `action`, or nil when this object does not handle it.
    func actionMethod(for action: Selector) -> ActionMethod?
}

extension UIActionTarget {
    /// Whether this object has a method for `action`, like `-respondsToSelector:`.
    public func responds(to action: Selector) -> Bool {
        actionMethod(for: action) != nil
    }
}
