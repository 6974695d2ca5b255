import Foundation

/// Shows a menu of actions for a view on a secondary click, or a long press on a touchscreen.
///
/// Mirrors `UIContextMenuInteraction`: add it to a view with ``UIView/addInteraction(_:)``; when the user asks for a
/// menu, the ``delegate`` returns a ``UIContextMenuConfiguration`` whose action provider builds a ``UIMenu`` of
/// ``UIAction``s, and the toolkit draws it over the window at the point of the click (moved to stay inside the
/// window). Choosing a row dismisses the menu, tells the delegate (`willEndFor`), then runs the action's handler
/// with the interaction as its ``UIAction/sender``; a press outside the menu, Escape, or ``dismissMenu()`` dismiss it
/// without an action. One menu is open per window: opening another dismisses the first.
///
/// The gesture that opens the menu is a recognizer on the view (named `contextMenu` in traces), arbitrated like any
/// other: the secondary button never reaches primary-button recognizers or controls, and a finger held for 0.5 s
/// begins it as a long press would, taking the finger from the view. Differences from UIKit: no preview and no
/// lifted-view animation; child menus are shown as sections, not as cascading submenus; the menu opens on the
/// secondary button's press, as desktop menus do.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    private let recognizer = ContextMenuGestureRecognizer()
    /// What a chosen action gets as its `sender`: the interaction, or the button whose menu this is.
    weak var actionSender: AnyObject?
    /// The open menu, if any.
    private weak var menuView: ContextMenuView?
    /// What the delegate answered as the gesture was about to begin; shown when it begins.
    private var pendingConfiguration: UIContextMenuConfiguration?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        recognizer.addHandler { [weak self] recognizer in self?.gestureDidChange(recognizer) }
        recognizer.hasMenu = { [weak self] recognizer in
            guard let self else { return false }
            self.pendingConfiguration = self.delegate?.contextMenuInteraction(
                self, configurationForMenuAtLocation: recognizer.location(in: self.view))
            return self.pendingConfiguration != nil
        }
    }

    open func willMove(to view: UIView?) {
        dismissMenu()
        self.view?.removeGestureRecognizer(recognizer)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// Where the gesture that opened (or is opening) the menu is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        recognizer.location(in: view)
    }

    /// Closes the open menu without an action (the delegate hears `willEndFor`). Does nothing when none is open.
    open func dismissMenu() {
        if let menuView { close(menuView, choosing: nil) }
    }

    /// Replaces the open menu with what `block` makes of it (it is laid out again where it is).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let old = menuView, let window = old.window else { return }
        let menu = block(old.menu)
        let layout = ContextMenuLayout(menu: menu)
        let new = ContextMenuView(
            interaction: self, configuration: old.configuration, menu: menu, layout: layout,
            at: old.panel.frame.origin, in: window)
        menuView = new
        old.tearDown()
        new.show(in: window)
    }

    // MARK: - Opening

    private func gestureDidChange(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            let configuration = pendingConfiguration
            pendingConfiguration = nil
            if let configuration { presentMenu(configuration, at: recognizer.location(in: view)) }
        case .changed: menuView?.openingTouchMoved(to: recognizer.location(in: nil))
        case .ended: menuView?.openingTouchEnded(at: recognizer.location(in: nil))
        default: break
        }
    }

    /// Opens the menu `configuration` describes at `location` in the view (also how a button shows its menu as
    /// its primary action).
    func presentMenu(_ configuration: UIContextMenuConfiguration, at location: CGPoint) {
        guard let window = view?.window else { return }
        for case let open as ContextMenuView in window.subviews { open.interaction.dismissMenu() }
        // Each call out may change anything (remove this interaction or its view): check again after it.
        guard let menu = configuration.actionProvider?([]), let view, view.window === window, menuView == nil
        else { return }
        let layout = ContextMenuLayout(menu: menu)
        guard !layout.isEmpty else { return }
        let menuView = ContextMenuView(
            interaction: self, configuration: configuration, menu: menu, layout: layout,
            at: view.convert(location, to: window), in: window)
        self.menuView = menuView
        menuView.show(in: window)
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run()
    }

    // MARK: - Closing

    /// The menu closes: with the action chosen, or none (dismissed). An action that keeps the menu presented runs
    /// with the menu left open.
    func close(_ closing: ContextMenuView, choosing action: UIAction?) {
        guard menuView === closing, closing.window != nil else { return }
        if let action, action.attributes.contains(.keepsMenuPresented) {
            action.perform(sender: actionSender ?? self)
            return
        }
        menuView = nil
        closing.tearDown()
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willEndFor: closing.configuration, animator: animator)
        action?.perform(sender: actionSender ?? self)
        animator.run()
    }
}
