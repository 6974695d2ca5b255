import Foundation

/// The base of every object that takes part in event handling: views, view controllers, windows and the
/// application.
///
/// Mirrors `UIResponder`. Each event method's default implementation hands the call to ``next``, so an event a
/// responder does not handle travels up the responder chain (Docs/EventModel.md, "The responder chain": button → view →
/// controller → window → application → application delegate → dropped).
///
/// Actions: where UIKit asks the Objective-C runtime whether an object implements a selector, OpenUIKit asks the
/// responder's ``actionMethods`` table (declared once per class) and ``canPerformAction(_:withSender:)``.
@preconcurrency @MainActor
open class UIResponder: UIActionTarget {
    public init() {}

    /// Makes a responder from an archive. OpenUIKit has no archives (no nibs or storyboards): every responder made
    /// this way starts as `init()` makes it, and the coder is not read.
    ///
    /// UIKit difference: in UIKit only views and view controllers adopt `NSCoding`; here every responder has this
    /// initializer, and it is `required` so that `@main` can make an application delegate of any (non-final) class
    /// without an Objective-C runtime. A direct `UIResponder` subclass that declares an initializer of its own
    /// therefore also writes `required init?(coder:)`, as views and controllers do. It is a convenience initializer
    /// here (views and controllers make it designated, as UIKit's), so `init()` stays the one designated initializer
    /// and a subclass's initializer still calls it implicitly.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Called on objects loaded from an archive once every object of it is connected. OpenUIKit loads no nibs or
    /// storyboards, so nothing calls it; overrides that call `super` compile unchanged.
    open func awakeFromNib() {}

    /// Tells an observer registered with `addObserver(_:forKeyPath:options:context:)` that the value at `keyPath`
    /// of `object` changed (UIView+KeyValueObserving.swift lists the observable keys). Overrides handle their own
    /// `context` and call `super` for the rest. The default reports a programming error: the observer registered
    /// for a change it does not handle (UIKit raises an exception).
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        UIApplication.reportProgrammingError(
            "\(type(of: self)) was told of a change of \"\(keyPath ?? "")\" but does not handle it "
                + "(override observeValue(forKeyPath:of:change:context:))")
    }

    // MARK: - The responder chain

    /// The next responder in the chain, or nil at its end. Subclasses override it, as in UIKit.
    open var next: UIResponder? { nil }

    // MARK: - Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Motion and remote control

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: - Presses

    /// A key went down. Sent to the key window's first responder (or the window); the default passes it up the
    /// chain, as in UIKit. See ``UIPress``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A press changed (never sent for keyboard keys, which have no analog value).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The presses were taken away (the window lost keyboard focus or was hidden) before their keys came up.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers while it is in the chain from the first responder. See
    /// ``UIKeyCommand``.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: - First responder

    /// Whether this responder may become first responder. False by default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder lets go of first-responder status when asked. True by default.
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder this object can be; nil for responders outside any window.
    /// Views answer their window, view controllers their view's window.
    var firstResponderWindow: UIWindow? { nil }

    /// Makes this object the first responder of its window. Fails (returns false) when
    /// ``canBecomeFirstResponder`` is false, when the object is in no window, or when the current first responder
    /// refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = firstResponderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        // Asking and resigning run app code (a text field's delegate and control events), which may hand
        // first-responder status to yet another responder or take this one out of the window: whoever holds it is
        // resigned until nobody else does (a few rounds at most), and it is taken only from the same window.
        var rounds = 0
        while let current = window.firstResponder, current !== self {
            rounds += 1
            // `resignFirstResponder()` asks `canResignFirstResponder` itself: asking here too would ask twice.
            guard rounds <= 8, current.resignFirstResponder() else { return false }
            // One that left the window while resigning no longer holds it here; one that took it back (from its
            // own callbacks) is asked again in the next round.
            if window.firstResponder === current, current.firstResponderWindow !== window {
                window.firstResponder = nil
            }
        }
        guard firstResponderWindow === window else { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns false when ``canResignFirstResponder`` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderWindow, window.firstResponder === self {
            window.firstResponder = nil
        }
        return true
    }

    open var isFirstResponder: Bool {
        firstResponderWindow?.firstResponder === self
    }

    // MARK: - Actions

    /// The action messages instances of this class handle, keyed by name. Override to add yours; merge with
    /// `super.actionMethods` to keep the inherited ones. Read once per class and cached, so it must not depend on
    /// instance state (use ``canPerformAction(_:withSender:)`` for that).
    open class var actionMethods: [Selector: ActionMethod] { [:] }

    /// The code for `action`: the class's ``actionMethods`` entry, else the method a `#Selector` named for this
    /// class or a superclass (``ActionMethodRegistry``).
    public func actionMethod(for action: Selector) -> ActionMethod? {
        ActionMethodCache.table(for: type(of: self))[action] ?? ActionMethodRegistry.method(for: action, on: self)
    }

    /// Whether this responder handles `action` now. By default: whether ``actionMethods`` has it. Override to
    /// refuse an action in some states (as UIKit apps do for `copy:` with nothing selected).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        actionMethod(for: action) != nil
    }

    /// The responder that will handle `action`: this one when it can perform it, else the answer of ``next``.
    /// Overriding it in the middle of the chain redirects the search, as in UIKit.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: - Accessibility
    // UIKit's informal `UIAccessibility` protocol, on every responder (UIKit puts it on NSObject) so views,
    // controllers and ``UIAccessibilityElement`` share it and subclasses override it. Each class's defaults are in
    // Accessibility/AccessibilityDefaults.swift; a value set here wins over the default, and setting nil restores it.

    /// What was set through the properties below; nil until one is set.
    var storedAccessibility: AccessibilityStorage?

    /// Whether assistive technologies see this object as one element (its subviews are then not separate elements).
    /// False by default; true for labels, text fields, controls, and image views with a label, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { storedAccessibility?.isElement ?? AccessibilityDefaults.isElement(self) }
        set { accessibility.isElement = newValue }
    }
    /// The element's name, spoken first: a label's text, a button's title by default.
    open var accessibilityLabel: String? {
        get { storedAccessibility?.label ?? AccessibilityDefaults.label(self) }
        set { accessibility.label = newValue }
    }
    /// What activating the element does, spoken after a pause.
    open var accessibilityHint: String? {
        get { storedAccessibility?.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's current value: "1" for a switch that is on, a slider's value as a percentage, a text field's text.
    open var accessibilityValue: String? {
        get { storedAccessibility?.value ?? AccessibilityDefaults.value(self) }
        set { accessibility.value = newValue }
    }
    /// What the element is and how it behaves (see ``UIAccessibilityTraits``).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibility?.traits ?? AccessibilityDefaults.traits(self) }
        set { accessibility.traits = newValue }
    }
    /// The element's frame in screen coordinates: a view's own frame unless set.
    open var accessibilityFrame: CGRect {
        get { storedAccessibility?.frame ?? AccessibilityDefaults.frame(self) }
        set { accessibility.frame = newValue }
    }
    /// Where activation taps: the middle of ``accessibilityFrame`` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { storedAccessibility?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }
    /// The elements inside this container, in reading order (views and ``UIAccessibilityElement``s). Nil by default:
    /// the subviews are then read by position, top to bottom and left to right.
    open var accessibilityElements: [Any]? {
        get { storedAccessibility?.elements ?? AccessibilityDefaults.elements(self) }
        set { accessibility.elements = newValue }
    }
    /// Hides the elements inside this container (and the container itself) from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { storedAccessibility?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    /// Reads this container's elements together, before moving on, instead of mixing them by position with others.
    open var shouldGroupAccessibilityChildren: Bool {
        get { storedAccessibility?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }
    /// Hides the elements of this view's siblings (an alert over the screen). An alert's view is modal by default.
    open var accessibilityViewIsModal: Bool {
        get { storedAccessibility?.isModal ?? AccessibilityDefaults.isModal(self) }
        set { accessibility.isModal = newValue }
    }
    /// Actions offered besides activation.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { storedAccessibility?.customActions }
        set { accessibility.customActions = newValue }
    }
    /// The language of the label and value (a BCP 47 tag); nil: the app's.
    open var accessibilityLanguage: String? {
        get { storedAccessibility?.language }
        set { accessibility.language = newValue }
    }

    /// Activates the element (a double tap in VoiceOver, `doAction` over AT-SPI, Space with full keyboard access).
    /// Return true when handled; false (the default) lets the toolkit perform the element's default action: a
    /// button's tap, a switch's toggle, a text field's editing (UIKit taps the activation point instead).
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value; the default steps sliders, steppers and page controls.
    open func accessibilityIncrement() { AccessibilityDefaults.adjust(self, by: 1) }
    /// Lowers an adjustable element's value; the default steps sliders, steppers and page controls.
    open func accessibilityDecrement() { AccessibilityDefaults.adjust(self, by: -1) }
    /// Dismisses a modal view (Escape, or VoiceOver's two-finger scrub); false by default: nothing dismissed.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Called after the element gained assistive focus.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called after the element lost assistive focus.
    open func accessibilityElementDidLoseFocus() {}
}

/// Caches each responder class's merged ``UIResponder/actionMethods`` so a chain walk costs a dictionary lookup
/// per responder instead of rebuilding tables.
@MainActor
enum ActionMethodCache {
    // Only read or replaced whole on the main actor, so the dynamic exclusivity check protects nothing.
    @exclusivity(unchecked) private static var tables: [ObjectIdentifier: [Selector: ActionMethod]] = [:]

    static func table(for type: UIResponder.Type) -> [Selector: ActionMethod] {
        let key = ObjectIdentifier(type)
        if let table = tables[key] { return table }
        let table = type.actionMethods
        tables[key] = table
        return table
    }
}

/// Responders compare and hash by identity, as `NSObject`s do in UIKit (so they can be members of
/// ``UIControl/allTargets``).
extension UIResponder: Hashable {
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
