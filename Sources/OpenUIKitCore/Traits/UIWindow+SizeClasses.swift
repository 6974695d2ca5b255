import Foundation

// Size classes from the window's size.
//
// UIKit gives a window the size classes of its place on the device: an iPad app full screen is regular both ways,
// and in Split View or Slide Over a narrow window turns compact horizontally; an iPhone in landscape is compact
// vertically. A desktop window can take any size, so OpenUIKit derives the classes from the window's bounds with
// iPad-like limits: horizontally compact below 600 points wide (an iPad's narrow Split View columns are below it,
// its half-screen column on the largest iPad and every wider arrangement above), vertically compact below 500
// points high (a phone in landscape is below it, any iPad window above). A window with no area yet (made before the
// backend sized it) has the screen's classes, regular both ways.
//
// When a resize crosses a limit, every view in the window (parents first) and every view controller whose view is
// there (before its view) hears `traitCollectionDidChange(_:)` with the traits it had, `UITraitCollection.current`
// being the new ones, and is laid out again. App code may resize the window again from those callbacks: the change
// it makes is reported in a pass of its own once the running one ends, so each view hears the changes in order.

/// A window's horizontal and vertical size classes.
struct WindowSizeClasses: Equatable {
    var horizontal: UIUserInterfaceSizeClass
    var vertical: UIUserInterfaceSizeClass
}

extension UIWindow {
    /// The narrowest regular width, in points.
    static let regularSizeClassMinimumWidth: CGFloat = 600
    /// The lowest regular height, in points.
    static let regularSizeClassMinimumHeight: CGFloat = 500

    /// The size classes of a window of `size`; nil (the screen's) when it has no area.
    static func sizeClasses(for size: CGSize) -> WindowSizeClasses? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        return WindowSizeClasses(
            horizontal: size.width < regularSizeClassMinimumWidth ? .compact : .regular,
            vertical: size.height < regularSizeClassMinimumHeight ? .compact : .regular)
    }

    /// The window's bounds changed: tells its views and controllers when that crossed a size class limit.
    func sizeClassesMayHaveChanged() {
        // A pass is running (a callback resized the window): it reports this change when it ends.
        guard !isReportingSizeClasses else { return }
        isReportingSizeClasses = true
        defer { isReportingSizeClasses = false }
        while true {
            let current = UIWindow.sizeClasses(for: bounds.size)
            let previous = reportedSizeClasses
            reportedSizeClasses = current
            // No area reads as the screen's classes: going from it to the same classes is no change to tell.
            let screen = UITraitCollection.system.sizeClasses
            guard (current ?? screen) != (previous ?? screen) else { return }
            reportSizeClassChange(in: self, from: previous)
        }
    }

    private func reportSizeClassChange(in view: UIView, from previous: WindowSizeClasses?) {
        guard view.storedWindow === self else { return }  // a callback took it out of the window
        let traits = view.traitCollection
        let previousTraits = traits.with(sizeClasses: previous ?? UITraitCollection.system.sizeClasses)
        view.setNeedsLayout()
        traits.performAsCurrent {
            if let controller = view.owningViewController {
                controller.traitCollectionDidChange(
                    controller.traitCollection.with(sizeClasses: previousTraits.sizeClasses))
            }
            view.traitCollectionDidChange(previousTraits)
        }
        // A copy of the list: callbacks may add and remove subviews (views added meanwhile took the new classes).
        for subview in view.storedSubviews where subview.storedSuperview === view {
            reportSizeClassChange(in: subview, from: previous)
        }
    }
}

extension UITraitCollection {
    /// The horizontal and vertical size classes together.
    var sizeClasses: WindowSizeClasses {
        WindowSizeClasses(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }

    /// This collection with the size classes of `window` (the screen's when it is nil or has no area yet).
    @MainActor func with(sizeClassesOf window: UIWindow?) -> UITraitCollection {
        guard let classes = window?.reportedSizeClasses else { return self }
        return with(sizeClasses: classes)
    }

    /// This collection with its size classes replaced.
    func with(sizeClasses classes: WindowSizeClasses) -> UITraitCollection {
        guard classes != sizeClasses else { return self }
        return UITraitCollection(
            userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: classes.horizontal,
            verticalSizeClass: classes.vertical, userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale,
            layoutDirection: layoutDirection)
    }
}

extension UIViewController {
    /// The window the controller's traits take their size classes from: its view's, else its parent's.
    var sizeClassWindow: UIWindow? {
        viewIfLoaded?.storedWindow ?? parent?.sizeClassWindow
    }
}
