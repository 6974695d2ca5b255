import Foundation

/// An open context menu: a transparent view over the whole window, on top of its other views, holding the menu's
/// ``ContextMenuPanel`` at the point where the menu was asked for, moved as little as needed to keep it inside the
/// window.
///
/// Covering the window makes the menu modal, as UIKit's is: presses, touches and hovering reach the menu, not the
/// views below. Rows highlight under the pointer (hover), under a pressed button or a finger, and with the arrow
/// keys; releasing over an enabled row (or Return) chooses it; a press released outside the card, or Escape,
/// dismisses the menu without an action. The touch that opened the menu (a held secondary button or a finger) is
/// tracked by the interaction's recognizer and chooses a row only once it has moved away from where the menu opened,
/// so opening a menu never chooses at once.
@MainActor
final class ContextMenuView: UIView {
    /// The interaction that opened the menu; kept alive while the menu is open.
    let interaction: UIContextMenuInteraction
    let configuration: UIContextMenuConfiguration
    let menu: UIMenu
    let panel: ContextMenuPanel
    /// Where the menu opened, in this view's coordinates (the window's).
    private let origin: CGPoint
    /// The opening touch moved far enough to choose a row when it ends.
    private var openingTouchIsArmed = false
    /// The press tracked by ``tracking`` began outside the card: it dismisses the menu when it ends.
    private var pressBeganOutside = false
    private weak var previousFirstResponder: UIResponder?
    /// The distance the opening touch must move before its release chooses a row, in points.
    static let armingDistance: CGFloat = 10
    /// The space kept between the card and the window's edges, in points.
    static let windowMargin: CGFloat = 4

    /// Toolkit-internal: never made from an archive.
    required init?(coder: NSCoder) { return nil }

    init(
        interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, menu: UIMenu,
        layout: ContextMenuLayout, at point: CGPoint, in window: UIWindow
    ) {
        self.interaction = interaction
        self.configuration = configuration
        self.menu = menu
        self.origin = point
        panel = ContextMenuPanel(layout: layout)
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        accessibilityIdentifier = "contextMenu"
        let size = layout.size
        let margin = Self.windowMargin
        panel.frame.origin = CGPoint(
            x: max(margin, min(point.x, bounds.width - size.width - margin)),
            y: max(margin, min(point.y, bounds.height - size.height - margin)))
        addSubview(panel)
        let tracking = MenuTrackingRecognizer()
        tracking.addHandler { [weak self] recognizer in self?.track(recognizer) }
        addGestureRecognizer(tracking)
        let hover = UIHoverGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            switch recognizer.state {
            case .began, .changed: self.highlight(at: recognizer.location(in: self))
            default: self.panel.highlightedIndex = nil
            }
        }
        hover.name = "contextMenu.hover"
        addGestureRecognizer(hover)
    }

    /// Shows the menu on top of `window` and takes the keyboard, remembering who had it.
    func show(in window: UIWindow) {
        previousFirstResponder = window.firstResponder
        window.addSubview(self)
        becomeFirstResponder()
    }

    /// Takes the menu out of its window and gives the keyboard back.
    func tearDown() {
        let window = self.window
        if isFirstResponder { resignFirstResponder() }
        // Its recognizers stop here: a hover over the menu would otherwise stay begun until the pointer moves.
        gestureRecognizers = nil
        removeFromSuperview()
        if let previous = previousFirstResponder, let window, previous.firstResponderWindow === window,
            window.firstResponder == nil
        {
            previous.becomeFirstResponder()
        }
    }

    // MARK: - Rows

    private func highlight(at point: CGPoint) {
        panel.highlightedIndex = panel.layout.actionIndex(at: convert(point, to: panel))
    }

    private func choose(at point: CGPoint) -> Bool {
        guard let index = panel.layout.actionIndex(at: convert(point, to: panel)) else { return false }
        choose(index)
        return true
    }

    private func choose(_ index: Int) {
        guard case .action(let action) = panel.layout.rows[index].row else { return }
        interaction.close(self, choosing: action)
    }

    // MARK: - The opening touch (from the interaction's recognizer)

    func openingTouchMoved(to point: CGPoint) {
        if hypot(point.x - origin.x, point.y - origin.y) > Self.armingDistance { openingTouchIsArmed = true }
        if openingTouchIsArmed { highlight(at: point) }
    }

    func openingTouchEnded(at point: CGPoint) {
        guard openingTouchIsArmed else { return }
        if !choose(at: point) { panel.highlightedIndex = nil }
    }

    // MARK: - Presses and touches on the open menu

    private func track(_ recognizer: UIGestureRecognizer) {
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            pressBeganOutside = !panel.frame.contains(point)
            highlight(at: point)
        case .changed:
            highlight(at: point)
        case .ended:
            if pressBeganOutside || !panel.frame.contains(point) {
                interaction.close(self, choosing: nil)
            } else if !choose(at: point) {
                panel.highlightedIndex = nil
            }
        default:
            panel.highlightedIndex = nil
        }
    }

    // MARK: - Keys

    override var canBecomeFirstResponder: Bool { true }

    // The menu takes every key while it is open (nothing below it hears them), as a modal menu does.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            switch press.key?.keyCode {
            case .keyboardEscape?:
                interaction.close(self, choosing: nil)
            case .keyboardDownArrow?:
                panel.highlightedIndex = panel.layout.actionIndex(after: panel.highlightedIndex, step: 1)
            case .keyboardUpArrow?:
                panel.highlightedIndex = panel.layout.actionIndex(after: panel.highlightedIndex, step: -1)
            case .keyboardReturnOrEnter?, .keypadEnter?:
                if let index = panel.highlightedIndex { choose(index) }
            default:
                break
            }
        }
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

/// Follows one press or finger on an open menu from its start: any button (the menu's rows are chosen with
/// whichever button the user presses) and touchscreen fingers; further fingers are ignored.
@MainActor
private final class MenuTrackingRecognizer: UIGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        buttonMaskRequired = [.primary, .secondary, .button(3)]
        name = "contextMenu.tracking"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches == 1 else {
            // A second finger or button while one is tracked is not the menu's business.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
}
