import Foundation

// Trait collections on views: the appearance inherited down the tree, overrides, and `traitCollectionDidChange(_:)`.
//
// A view's appearance is the nearest `overrideUserInterfaceStyle` at or above it (a view's own, else its view
// controller's when it is a controller's root view), else the screen's. When that changes — an override set, the
// screen's appearance changed, a view moved under a different appearance — the affected views are updated parents
// first, as UIKit does: each view whose appearance differs from the one it last had is redrawn and laid out again,
// its controller hears `traitCollectionDidChange(_:)` first, then the view, with `UITraitCollection.current` set to
// the new traits. Each view keeps the appearance it last had (one byte), so a callback that moves views or sets
// overrides in the middle of an update never makes a view hear of one change twice, or miss one.

extension UIView: UITraitEnvironment {
    /// Set once an override is set or the screen's appearance changes: until then every view has the screen's
    /// appearance and moving views cannot change it, so `addSubview` skips the check (as it does for the tint).
    @exclusivity(unchecked) static var appearanceVaries = false

    /// The view's traits: the screen's, with the appearance in effect here, the layout direction of the app the
    /// view is in (``UIApplication/userInterfaceLayoutDirection``) and its window's size classes. As in UIKit, a
    /// view's ``semanticContentAttribute`` does not change its traits' direction: it changes its
    /// ``effectiveUserInterfaceLayoutDirection``, which arranging code should read.
    public var traitCollection: UITraitCollection {
        UITraitCollection.system.with(userInterfaceStyle: effectiveUserInterfaceStyle)
            .with(layoutDirection: UIApplication.owning(self).userInterfaceLayoutDirection.traitDirection)
            .with(sizeClassesOf: storedWindow)
    }

    /// The appearance of this view and its subviews, whatever the screen's; `.unspecified` (the default) inherits.
    /// Setting it updates the subtree's trait collections at once.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedLayoutStorage?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            layoutStorage.overrideUserInterfaceStyle = newValue
            UIView.appearanceVaries = true
            updateAppearanceInSubtree()
        }
    }

    /// This view's own override, or its view controller's when it is a controller's root view.
    var ownUserInterfaceStyleOverride: UIUserInterfaceStyle {
        let own = storedLayoutStorage?.overrideUserInterfaceStyle ?? .unspecified
        if own != .unspecified { return own }
        return owningViewController?.storedOverrideUserInterfaceStyle ?? .unspecified
    }

    /// The appearance in effect here, never `.unspecified`.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        if UIView.appearanceVaries {
            var view: UIView? = self
            while let current = view {
                let style = current.ownUserInterfaceStyleOverride
                if style != .unspecified { return style }
                view = current.storedSuperview
            }
        }
        return UITraitCollection.system.resolvedUserInterfaceStyle
    }

    /// Runs `body` (the view's painting: background, `draw(_:)`, border, subviews) with ``UITraitCollection/current``
    /// set to the view's traits, as UIKit does while it draws: a window sets its own, and a view whose appearance is
    /// overridden sets its own for its subtree; other views keep what is current.
    @_spi(Rendering) public func performWithTraitsForDrawing(_ body: () -> Void) {
        guard self is UIWindow || (UIView.appearanceVaries && ownUserInterfaceStyleOverride != .unspecified) else {
            return body()
        }
        traitCollection.performAsCurrent(body)
    }

    /// Brings this view and its subtree up to date after something above or at it may have changed their
    /// appearance.
    func updateAppearanceInSubtree() {
        updateAppearance(
            inherited: storedSuperview?.effectiveUserInterfaceStyle
                ?? UITraitCollection.system.resolvedUserInterfaceStyle)
    }

    /// Gives each view that has not yet had an appearance of its own the one it has now: the screen's is about to
    /// change.
    func recordAppearanceBeforeSystemChange() {
        if reportedUserInterfaceStyle == .unspecified { reportedUserInterfaceStyle = effectiveUserInterfaceStyle }
        for subview in storedSubviews { subview.recordAppearanceBeforeSystemChange() }
    }

    private func updateAppearance(inherited: UIUserInterfaceStyle) {
        let own = ownUserInterfaceStyleOverride
        let style = own != .unspecified ? own : inherited
        let systemStyle = UITraitCollection.system.resolvedUserInterfaceStyle
        let previous = reportedUserInterfaceStyle == .unspecified ? systemStyle : reportedUserInterfaceStyle
        var childStyle = style
        if style != previous {
            reportedUserInterfaceStyle = style
            setNeedsDisplay()
            setNeedsLayout()
            invalidateRendering()
            let previousTraits = traitCollection.with(userInterfaceStyle: previous)
            // The controller's appearance is the view's unless the view overrides its own.
            let controller =
                storedLayoutStorage?.overrideUserInterfaceStyle ?? .unspecified == .unspecified
                ? owningViewController : nil
            traitCollection.performAsCurrent {
                controller?.traitCollectionDidChange(previousTraits)
                traitCollectionDidChange(previousTraits)
            }
            // A callback may have set an override here or above; what the subviews inherit is read again.
            childStyle = effectiveUserInterfaceStyle
        }
        // Down the whole subtree even when this view did not change: a view below may have moved in while its
        // appearance differed. Views a callback added were brought up to date when they were added.
        for subview in storedSubviews where subview.storedSuperview === self {
            subview.updateAppearance(inherited: childStyle)
        }
    }
}

extension UITraitCollection {
    /// The appearance, `.unspecified` read as light (what UIKit resolves it to).
    var resolvedUserInterfaceStyle: UIUserInterfaceStyle {
        userInterfaceStyle == .dark ? .dark : .light
    }
}
