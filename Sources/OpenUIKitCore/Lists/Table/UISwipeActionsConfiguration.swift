import Foundation

/// The actions a row reveals when swiped from one edge, first action outermost.
///
/// Mirrors `UISwipeActionsConfiguration`. A table asks its delegate's `leadingSwipeActionsConfigurationForRowAt`
/// and `trailingSwipeActionsConfigurationForRowAt` for them; see Docs/UIKitParity.md for what OpenUIKit's table does
/// with them so far.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
