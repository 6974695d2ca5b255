import Foundation

/// An action an assistive technology offers besides activating the element (a "Delete" on a message row).
///
/// Mirrors `UIAccessibilityCustomAction` with its two forms: a handler closure, or a target and a selector. The
/// handler returns whether the action succeeded, as UIKit's does. Difference: a target is asked for the selector
/// through ``UIActionTarget/actionMethod(for:)`` (Docs/TargetAction.md), and an action method returns nothing here,
/// so a performed target/selector action counts as successful; a target that has no method for the selector fails.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// The name spoken and shown for the action.
    open var name: String
    /// The image an assistive technology may show for the action.
    open var image: UIImage?
    /// The object asked to perform ``selector``; not retained, as in UIKit.
    open weak var target: AnyObject?
    /// The action method performed on ``target``, sent the custom action as its argument.
    open var selector: Selector?
    /// The closure performed, given the custom action; wins over a target and selector when both are set.
    open var actionHandler: (@MainActor (UIAccessibilityCustomAction) -> Bool)?

    /// An action that sends `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
    }

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping @MainActor (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// An action with an image that runs `actionHandler`.
    public init(
        name: String, image: UIImage?, actionHandler: @escaping @MainActor (UIAccessibilityCustomAction) -> Bool
    ) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Performs the action as an assistive technology does, returning whether it succeeded.
    @discardableResult
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target = target as? any UIActionTarget,
            let method = target.actionMethod(for: selector)
        else { return false }
        method.invoke(on: target, sender: self, event: nil)
        return true
    }
}
