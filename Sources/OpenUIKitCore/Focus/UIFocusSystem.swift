import Foundation

/// A window's keyboard focus: which view Tab reached, and the keys that move and use it (full keyboard access).
///
/// Mirrors `UIFocusSystem` with iPadOS's full keyboard access behaviour, which a desktop has always on:
/// - Tab moves focus to the next focusable view of the key window (``UIView/canBecomeFocused``) in reading order
///   (rows from the top, each from the left, as ``AccessibilityTree`` orders elements), Shift+Tab to the previous,
///   both wrapping around. A visible view with ``UIResponder/accessibilityViewIsModal`` (an alert) keeps focus among
///   its own views, as it keeps assistive technologies (``AccessibilityTree``).
/// - Space and Return activate the focused view as an assistive technology would (``AccessibilityTree/activate(_:)``:
///   a button's tap, a switch's toggle). A focused text field becomes first responder, and then takes the keys.
/// - The arrow keys adjust a focused slider, stepper or page control (right and up raise it), and move a segmented
///   control's selection.
/// - Before a change, ``UIView/shouldUpdateFocus(in:)`` is asked of the views losing and gaining focus; either may
///   refuse. After it, ``UIView/didUpdateFocus(in:with:)`` is called on the two views and their superviews, each
///   once, from the views up. The renderer draws a ring around the focused view.
///
/// Only keys no responder handled reach the focus system (the window is the end of the chain it sees); a text field
/// that is editing keeps Space, Return and the arrows, and hands Tab to the focus system.
///
/// App code may do anything from the callbacks: a focus request made during an update is applied once the update
/// finished.
@preconcurrency @MainActor
public final class UIFocusSystem {
    unowned(unsafe) let window: UIWindow
    private weak var storedFocusedView: UIView?
    private var isUpdating = false
    private var pendingRequest: (view: UIView?, heading: UIFocusHeading)?
    /// Presses the focus system took when they began: their other phases are not passed on either.
    private var takenPresses: Set<ObjectIdentifier> = []

    init(window: UIWindow) {
        self.window = window
    }

    /// The focus system of `environment`'s window, or nil when the view is in no window.
    public static func focusSystem(for environment: UIView) -> UIFocusSystem? {
        environment.window?.focusSystem
    }

    /// The focused view, or nil. A view that left the window or can no longer be focused loses focus.
    public var focusedItem: UIView? {
        guard let view = storedFocusedView, view.window === window, Self.isFocusable(view) else { return nil }
        return view
    }

    /// Moves focus to `environment`, or to the first focusable view inside it.
    public func requestFocusUpdate(to environment: UIView) {
        let target = Self.isFocusable(environment) ? environment : focusableViews(in: environment).first
        guard let target else { return }
        update(to: target, heading: [])
    }

    /// Focus updates are applied when requested; kept for UIKit code that calls it.
    public func updateFocusIfNeeded() {}

    /// The views Tab visits, in order.
    public var focusableViews: [UIView] { focusableViews(in: window) }

    /// Moves focus to the next (or previous) focusable view, wrapping around. Returns whether focus moved.
    @discardableResult
    public func moveFocus(backward: Bool) -> Bool {
        moveFocus(from: focusedItem, backward: backward)
    }

    /// Moves focus on from `start` (the focused view, or a text field that is editing).
    @discardableResult
    func moveFocus(from start: UIView?, backward: Bool) -> Bool {
        let views = focusableViews
        guard !views.isEmpty else { return false }
        let current = start.flatMap { view in views.firstIndex { $0 === view } }
        let index: Int
        if let current {
            index = backward ? (current + views.count - 1) % views.count : (current + 1) % views.count
        } else {
            index = backward ? views.count - 1 : 0
        }
        guard views[index] !== focusedItem else { return false }
        return update(to: views[index], heading: backward ? .previous : .next)
    }

    // MARK: - Updating

    @discardableResult
    func update(to next: UIView?, heading: UIFocusHeading) -> Bool {
        if isUpdating {
            pendingRequest = (next, heading)
            return false
        }
        let previous = focusedItem
        guard next !== previous else { return false }
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        if let previous, !previous.shouldUpdateFocus(in: context) { return false }
        if let next, !next.shouldUpdateFocus(in: context) { return false }
        isUpdating = true
        damageRing(around: previous)
        storedFocusedView = next
        damageRing(around: next)
        let coordinator = UIFocusAnimationCoordinator()
        var told: Set<ObjectIdentifier> = []
        for start in [previous, next] {
            var view = start
            while let current = view, current.window === window || current === window {
                if told.insert(ObjectIdentifier(current)).inserted {
                    current.didUpdateFocus(in: context, with: coordinator)
                }
                view = current.superview
            }
        }
        // Focus and editing go together, as with full keyboard access: a focused text field edits, and focus
        // moving to another control ends the editing of the field it left.
        if let field = next as? UITextField, focusedItem === field, !field.isFirstResponder {
            _ = field.becomeFirstResponder()
        } else if next != nil, let editing = window.firstResponder as? UITextField, editing !== next {
            _ = editing.resignFirstResponder()
        }
        UIAccessibility.post(notification: .keyboardFocusChanged, argument: focusedItem)
        isUpdating = false
        if let request = pendingRequest {
            pendingRequest = nil
            update(to: request.view, heading: request.heading)
        }
        return true
    }

    /// Where the renderer draws the focus ring, in the window's coordinates; nil when nothing is focused.
    @_spi(Rendering) public var focusRingRect: CGRect? {
        guard let view = focusedItem else { return nil }
        return view.convert(view.bounds, to: window).insetBy(dx: -Self.ringOutset, dy: -Self.ringOutset)
    }

    /// How far the ring lies outside the focused view, and its width.
    @_spi(Rendering) public static let ringOutset: CGFloat = 3
    @_spi(Rendering) public static let ringWidth: CGFloat = 3

    private func damageRing(around view: UIView?) {
        guard let view, view.window === window else { return }
        let outset = Self.ringOutset + Self.ringWidth
        window.addDamage(view.convert(view.bounds, to: window).insetBy(dx: -outset, dy: -outset))
    }

    // MARK: - Which views

    static func isFocusable(_ view: UIView) -> Bool {
        guard view.canBecomeFocused else { return false }
        var current: UIView? = view
        while let step = current {
            if step.isHidden || step.alpha <= 0.01 || !step.isUserInteractionEnabled { return false }
            current = step.superview
        }
        return true
    }

    private func focusableViews(in root: UIView) -> [UIView] {
        var found: [AnyObject] = []
        func collect(_ view: UIView) {
            for subview in view.subviews
            where !subview.isHidden && subview.alpha > 0.01 && subview.isUserInteractionEnabled {
                if subview.canBecomeFocused { found.append(subview) }
                collect(subview)
            }
        }
        let modal = AccessibilityTree.frontmostModal(in: root)
        if let modal, modal.canBecomeFocused { found.append(modal) }
        collect(modal ?? root)
        return AccessibilityTree.readingOrder(found).compactMap { $0 as? UIView }
    }

    // MARK: - Keys

    /// Handles `press` if it is a focus key: Tab, Shift+Tab, Space, Return or an arrow. Returns whether it did.
    func pressBegan(_ press: UIPress) -> Bool {
        guard let key = press.key,
            key.modifierFlags.isDisjoint(with: [.control, .alternate, .command])
        else { return false }
        let handled: Bool
        switch key.keyCode {
        case .keyboardTab:
            // Taken whenever there is somewhere to go, even when focus stays (a single focusable view).
            handled = moveFocus(backward: key.modifierFlags.contains(.shift)) || !focusableViews.isEmpty
        case .keyboardSpacebar, .keyboardReturnOrEnter:
            guard let focused = focusedItem else { return false }
            handled = AccessibilityTree.activate(focused)
        case .keyboardRightArrow, .keyboardUpArrow:
            handled = adjustFocused(by: 1)
        case .keyboardLeftArrow, .keyboardDownArrow:
            handled = adjustFocused(by: -1)
        default:
            handled = false
        }
        if handled { takenPresses.insert(ObjectIdentifier(press)) }
        return handled
    }

    /// Whether `press` was taken when it began; forgets it when it ends.
    func takes(_ press: UIPress) -> Bool {
        if press.phase == .ended || press.phase == .cancelled {
            return takenPresses.remove(ObjectIdentifier(press)) != nil
        }
        return takenPresses.contains(ObjectIdentifier(press))
    }

    private func adjustFocused(by direction: Int) -> Bool {
        guard let focused = focusedItem else { return false }
        if let segmented = focused as? UISegmentedControl {
            let elements = segmented.segmentAccessibilityElements
            let current =
                segmented.selectedSegmentIndex == UISegmentedControl.noSegment
                ? (direction > 0 ? -1 : elements.count) : segmented.selectedSegmentIndex
            let target = current + direction
            guard elements.indices.contains(target) else { return true }
            return AccessibilityTree.activate(elements[target])
        }
        guard focused.accessibilityTraits.contains(.adjustable) else { return false }
        if direction > 0 { focused.accessibilityIncrement() } else { focused.accessibilityDecrement() }
        return true
    }
}

extension UIAccessibility.Notification {
    /// Keyboard focus moved (the argument is the focused view, or nil): the AT-SPI bridge reports it as a focus
    /// event. OpenUIKit's own; apps do not post it.
    @_spi(Accessibility) public static let keyboardFocusChanged = UIAccessibility.Notification(rawValue: 90_001)
}
