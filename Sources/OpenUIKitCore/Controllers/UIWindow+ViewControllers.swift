import Foundation

// The window's side of the appearance cycle: installing a root view controller and showing or hiding the window
// make the controllers it shows appear or disappear, in UIKit's order (will, layout, did).

extension UIWindow {
    /// Swaps the root controller's view in (under any presented controllers) and, in a visible window, makes the
    /// old controller disappear and the new one appear.
    func rootViewControllerDidChange(from old: UIViewController?) {
        let shown = !isHidden
        if shown { old?.beginAppearanceTransition(false, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        if shown { old?.endAppearanceTransition() }
        guard let controller = rootViewController else { return }
        controller.view.frame = bounds
        // On top of the window's other views, as UIKit adds it, but under any presentation.
        if let presentation = subviews.first(where: { $0 is PresentationContainerView }) {
            insertSubview(controller.view, belowSubview: presentation)
        } else {
            addSubview(controller.view)
        }
        if shown { controller.performAppearanceTransition(true) }
    }

    /// The window was shown or hidden: the controllers it shows appear or disappear (the topmost first when
    /// disappearing, as UIKit tears down from the front).
    func controllersVisibilityDidChange() {
        let shown = visibleControllers
        if isHidden {
            for controller in shown.reversed() { controller.performAppearanceTransition(false) }
        } else {
            for controller in shown { controller.performAppearanceTransition(true) }
        }
    }

    /// The root controller and its chain of presented controllers, from the last one that covers the whole window.
    var visibleControllers: [UIViewController] {
        guard let root = rootViewController else { return [] }
        var chain = [root]
        while let presented = chain.last?.presentedViewController { chain.append(presented) }
        let start = chain.lastIndex { $0.presentationRecord?.coversPresenter ?? false } ?? 0
        return Array(chain[start...])
    }
}
