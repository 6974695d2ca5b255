import Foundation

// UIKit's button menus: a button with a `menu` shows it on a long press (a secondary click on the desktop), or, with
// `showsMenuAsPrimaryAction`, on a tap instead of sending `primaryActionTriggered`. The button carries a context-menu
// interaction of its own for it, as UIKit's does; chosen actions get the button as their sender.
//
// Difference: UIKit opens a primary-action menu on touch-down and lets the finger drag onto a row; here the tap's
// lift opens it (below the button), and the row is chosen with a second tap, the pointer or the keyboard.

extension UIButton {
    func menuDidChange() {
        if menu == nil {
            if let menuInteraction { removeInteraction(menuInteraction) }
            menuInteraction = nil
        } else if let menuInteraction {
            if let menu { menuInteraction.updateVisibleMenu { _ in menu } }
        } else {
            let interaction = UIContextMenuInteraction(delegate: ButtonMenuDelegate.shared)
            interaction.actionSender = self
            menuInteraction = interaction
            addInteraction(interaction)
        }
    }

    /// A tap with `showsMenuAsPrimaryAction`: the menu opens below the button and `menuActionTriggered` is sent.
    func presentMenuAsPrimaryAction() {
        guard let menuInteraction, let configuration = ButtonMenuDelegate.configuration(for: self) else { return }
        menuInteraction.presentMenu(configuration, at: CGPoint(x: bounds.minX, y: bounds.maxY))
        sendActions(for: .menuActionTriggered)
    }
}

/// The delegate of every button's menu interaction: the configuration shows the button's current menu.
@MainActor
final class ButtonMenuDelegate: UIContextMenuInteractionDelegate {
    static let shared = ButtonMenuDelegate()

    static func configuration(for button: UIButton) -> UIContextMenuConfiguration? {
        guard let menu = button.menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        (interaction.view as? UIButton).flatMap(Self.configuration(for:))
    }
}
