import Foundation

extension UIViewController: UITraitEnvironment {
    /// The controller's traits: the screen's, with the appearance of the controller's place in the tree (its
    /// view's superview, else its parent controller's) and its own override applied, and the app's layout direction.
    public var traitCollection: UITraitCollection {
        UITraitCollection.system.with(userInterfaceStyle: effectiveUserInterfaceStyle)
            .with(layoutDirection: UIApplication.owning(viewIfLoaded).userInterfaceLayoutDirection.traitDirection)
            .with(sizeClassesOf: sizeClassWindow)
    }

    /// The appearance of this controller, its view and everything below, whatever the screen's; `.unspecified`
    /// (the default) inherits. Setting it updates the loaded view's subtree at once (the controller hears
    /// `traitCollectionDidChange(_:)` before its view).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set {
            guard newValue != storedOverrideUserInterfaceStyle else { return }
            let before = effectiveUserInterfaceStyle
            storedOverrideUserInterfaceStyle = newValue
            UIView.appearanceVaries = true
            if let view = viewIfLoaded,
                view.storedLayoutStorage?.overrideUserInterfaceStyle ?? .unspecified == .unspecified
            {
                view.updateAppearanceInSubtree()  // the controller first, then the view and below
            } else if effectiveUserInterfaceStyle != before {
                // No view, or a view that overrides its own: only the controller's traits changed.
                let previous = traitCollection.with(userInterfaceStyle: before)
                traitCollection.performAsCurrent { traitCollectionDidChange(previous) }
            }
        }
    }

    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        if storedOverrideUserInterfaceStyle != .unspecified { return storedOverrideUserInterfaceStyle }
        if let superview = viewIfLoaded?.superview { return superview.effectiveUserInterfaceStyle }
        if let parent { return parent.effectiveUserInterfaceStyle }
        return UITraitCollection.system.resolvedUserInterfaceStyle
    }
}
