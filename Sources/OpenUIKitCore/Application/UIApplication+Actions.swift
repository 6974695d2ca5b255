import Foundation

// Target-action without an Objective-C runtime.
//
// UIKit sends an action by asking the runtime whether the target implements the selector. OpenUIKit replaces the
// runtime lookup with two explicit questions every responder can answer: `canPerformAction(_:withSender:)` (by
// default, "is the action in my class's `actionMethods` table?") and `actionMethod(for:)` (the code to run).
// A nil target starts at the first responder and walks `next` through `target(forAction:withSender:)`, so an
// action a button sends with no target reaches whichever view, controller, window, application or application
// delegate first declares it. Docs/TargetAction.md explains the design with an example.

extension UIApplication {
    /// The default behaviour of ``sendAction(_:to:from:for:)``.
    ///
    /// - With a target: the target must be a ``UIActionTarget`` (every ``UIResponder`` is) that has a method for
    ///   the action; it receives it directly, as in UIKit.
    /// - With nil: the search starts at the first responder of the sender's window (the key window when the sender
    ///   is not a view); with no first responder, at the sender itself when it is a responder; else at the key
    ///   window. The first responder up the chain whose ``UIResponder/canPerformAction(_:withSender:)`` is true
    ///   performs it.
    ///
    /// - Returns: true when some object performed the action. An explicit target that cannot perform it is
    ///   reported as a programming error (UIKit would raise "unrecognized selector") and false is returned.
    func routeAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard let receiver = target as? any UIActionTarget, let method = receiver.actionMethod(for: action) else {
                report(.apiMisuse, "sendAction: \(type(of: target)) has no action method \(action)")
                return false
            }
            method.invoke(on: receiver, sender: sender, event: event)
            return true
        }
        guard let start = chainStart(for: sender),
            let found = start.target(forAction: action, withSender: sender) as? any UIActionTarget
        else {
            return false
        }
        guard let method = found.actionMethod(for: action) else {
            report(
                .apiMisuse,
                "sendAction: \(type(of: found)) says it can perform \(action) but has no action method for it")
            return false
        }
        method.invoke(on: found, sender: sender, event: event)
        return true
    }

    /// Where a nil-targeted action starts its walk up the responder chain.
    func chainStart(for sender: Any?) -> UIResponder? {
        let senderView = sender as? UIView
        let window = senderView?.window ?? keyWindow
        if let firstResponder = window?.firstResponder { return firstResponder }
        if let responder = sender as? UIResponder { return responder }
        return window
    }
}
