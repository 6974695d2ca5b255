import Foundation

extension UIWindow {
    /// Dismisses each open context menu whose view is no longer shown in this window (removed, moved to another
    /// window, or the window hidden), as UIKit does: the interaction's delegate hears `willEndFor`, and nothing is
    /// chosen. Without this a menu would stay open (and modal) over a view that is gone.
    func dismissMenusOfDepartedViews() {
        for case let menu as ContextMenuView in subviews where isHidden || menu.interaction.view?.window !== self {
            menu.interaction.dismissMenu()
        }
    }
}
