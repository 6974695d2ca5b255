import Foundation

/// What a context-menu interaction asks its app: the menu to show, and when it shows and goes.
///
/// Mirrors `UIContextMenuInteractionDelegate`: the configuration query is required; the display callbacks have
/// empty default implementations (UIKit's are optional).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a secondary click or long press at `location` (in the interaction's view), or nil for
    /// none.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?

    /// The menu is about to appear (its view is in the window when this returns).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)

    /// The menu went away: an action was chosen (its handler runs right after this), or it was dismissed.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

/// Lets the delegate run code with a context menu's appearance or disappearance.
///
/// Mirrors `UIContextMenuInteractionAnimating`. OpenUIKit's menus appear and go at once: animations added run
/// right after the delegate callback returns, then the completions.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator the interaction passes: it collects blocks and runs them when told.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    func run() {
        let blocks = animations + completions
        animations = []
        completions = []
        for block in blocks { block() }
    }
}
