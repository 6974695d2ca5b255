import Foundation

extension UIApplication {
    /// Changes the system appearance, as the user switching between light and dark does on iOS: the screen's
    /// traits change, and every window's views and controllers that do not override their appearance are
    /// redrawn and hear `traitCollectionDidChange(_:)`, parents first. For backends that follow a desktop
    /// setting and for tests; the process starts light, or dark with `OPENUIKIT_APPEARANCE=dark`.
    @_spi(Windowing) public func setSystemUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        let old = UITraitCollection.system
        let new = old.with(userInterfaceStyle: style == .dark ? .dark : .light)
        guard new.userInterfaceStyle != old.userInterfaceStyle else { return }
        // Views that never differed from the screen record what they had, so they are compared with it below.
        for window in windows { window.recordAppearanceBeforeSystemChange() }
        UITraitCollection.setSystem(new)
        UIView.appearanceVaries = true
        for window in windows { window.updateAppearanceInSubtree() }
    }
}
