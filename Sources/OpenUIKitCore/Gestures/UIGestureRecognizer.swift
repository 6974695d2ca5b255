import Foundation

/// Turns touches on a view into a gesture and tells its targets with action messages.
///
/// Mirrors `UIGestureRecognizer` (Docs/EventModel.md, "Gesture recognizers"). A recognizer attached to a view receives
/// every touch that begins in that view or its subviews before the view does, and may keep touches from the view
/// (``delaysTouchesBegan``, ``delaysTouchesEnded``) or take them away (``cancelsTouchesInView``). Its ``state`` follows
/// UIKit's machines:
///
/// - discrete: possible → recognized (the same value as ended), or possible → failed;
/// - continuous: possible → began → changed… → ended or cancelled, or possible → failed.
///
/// Targets get an action on every move to began, changed, recognized/ended, and on a continuous recognizer's move
/// to cancelled; never on failed. When its touches are over, a recognizer goes back to possible without an action
/// and ``reset()`` is called. Which recognizer may leave possible is arbitrated (``require(toFail:)``,
/// ``canPrevent(_:)``, the delegate); see `GestureArbiter`.
///
/// Subclasses override the `touches…(_:with:)` hooks and set ``state``, as in UIKit's `UIGestureRecognizerSubclass`.
/// State changes take effect after the hook returns (actions are never sent from inside a hook). While a recognizer
/// is held for a failure requirement, ``state`` reads `.possible`; setting it to `.changed`, `.ended`, `.failed` or
/// `.cancelled` then updates what happens on release.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// The recognizer's place in its state machine. Raw values match UIKit's.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// A discrete recognizer's success state; the same value as `ended`, as in UIKit.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    private enum Target {
        case method(object: WeakReference, action: Selector)
        case closure(@MainActor (UIGestureRecognizer) -> Void)
    }

    private var targets: [Target] = []
    weak var attachedView: UIView?

    /// Creates a recognizer that sends `action` to `target` (which must be a ``UIActionTarget``; every responder
    /// is). Either may be nil, as in UIKit.
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer that calls `handler` with itself on every action. OpenUIKit extension (UIKit has only
    /// target-action).
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// Adds a target-action pair; a pair already present is not added twice. The target is not retained.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        let exists = targets.contains {
            if case .method(let existing, let existingAction) = $0 {
                return existing.object === object && existingAction == action
            }
            return false
        }
        if !exists { targets.append(.method(object: WeakReference(object), action: action)) }
    }

    /// Adds a closure called with the recognizer on every action. OpenUIKit extension.
    public final func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(.closure(handler))
    }

    /// Removes target-action pairs: a nil target matches every target, a nil action every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll {
            guard case .method(let existing, let existingAction) = $0 else { return false }
            return (object == nil || existing.object === object) && (action == nil || existingAction == action)
        }
    }

    /// Sends the action of every target. A target that cannot perform its action is reported and skipped.
    func sendActions() {
        for target in targets {
            // An earlier target's action may have removed the recognizer: the rest are not sent for a detached one.
            guard attachedView != nil else { return }
            switch target {
            case .closure(let handler):
                application.eventTraceRecorder?.action(from: self, "closure", to: nil)
                handler(self)
            case .method(let box, let action):
                guard let object = box.object else { continue }
                guard let receiver = object as? any UIActionTarget, let method = receiver.actionMethod(for: action)
                else {
                    application.report(
                        .apiMisuse, "\(debugName): target \(type(of: object)) has no action method \(action)")
                    continue
                }
                application.eventTraceRecorder?.action(from: self, "\(action)", to: object)
                method.invoke(on: receiver, sender: self, event: nil)
            }
        }
    }

    // MARK: - Configuration

    /// The view the recognizer is attached to.
    public var view: UIView? { attachedView }

    /// A disabled recognizer receives no touches; disabling an active one cancels it (a possible one fails).
    open var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { environment.recognizerWasDisabled(self) }
        }
    }

    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// When true (the default), recognizing takes the gesture's touches from the view: it is sent
    /// `touchesCancelled` for those it saw begin, and nothing more of them.
    open var cancelsTouchesInView = true
    /// When true, the view gets no began or moved phases of this recognizer's touches until it fails. False by
    /// default.
    open var delaysTouchesBegan = false
    /// When true (the default), the view gets no ended phases of this recognizer's touches while it is possible:
    /// on failure they arrive as `touchesEnded`, on recognition as `touchesCancelled`.
    open var delaysTouchesEnded = true

    /// The mouse buttons a pointer press must be made with to reach this recognizer. Mirrors
    /// `buttonMaskRequired`: `.primary` by default, so the mouse's primary-button touch reaches every recognizer
    /// as before; a recognizer asking for `.secondary` (or `.button(3)`, the middle one) receives that button's
    /// presses instead, as a touch no view sees. Chords (two buttons at once) are not recognized.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// The touch types (``UITouch/TouchType`` raw values) this recognizer receives. Mirrors `allowedTouchTypes`:
    /// every type by default; a drawing canvas's pan that takes only `.pencil` leaves fingers to a scroll view. Checked
    /// when a touch begins (a touch already received is kept), before the delegate's `shouldReceive`. The mouse's
    /// touches are `.indirectPointer` only in apps that set ``UIApplication/supportsIndirectInputEvents``, as in
    /// UIKit; scrolling and touchpad pinches are governed by their own masks, not by this.
    open var allowedTouchTypes: [NSNumber] = [
        UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer,
    ].map { NSNumber(value: $0.rawValue) }

    /// Whether a gesture takes touches of one type only. Mirrors `requiresExclusiveTouchType`: when true (the
    /// default), a touch whose type differs from the gesture's first touch is not received (a pinch begun with a
    /// finger ignores a pen that comes down meanwhile); when false, every type ``allowedTouchTypes`` names is.
    open var requiresExclusiveTouchType = true

    /// A name for logs and diagnostics.
    public var name: String?

    public var debugName: String { name ?? typeName }

    /// The class name, computed once (reflection is slow and the arbiter asks often).
    private lazy var typeName = String(describing: type(of: self))

    // MARK: - State

    /// The environment's bookkeeping for the gesture in progress; nil while the recognizer is idle (possible, no
    /// touches). Only `GestureEnvironment` writes it.
    var record: RecognizerRecord?
    /// The environment running the gesture in progress, while there is one.
    weak var engagedEnvironment: GestureEnvironment?

    /// The current state. Set it from a subclass to move through the state machine; invalid transitions are
    /// reported and ignored. Changes take effect when the hook that makes them returns. A recognizer removed from its
    /// view (or moved to another) mid-gesture reads possible at once, as it is reset, and what its own logic sets for
    /// the rest of that gesture is ignored.
    open var state: State {
        get {
            guard let record, attachedView != nil, !record.isDetached else { return .possible }
            return record.reportedState
        }
        set { environment.request(newValue, for: self) }
    }

    static func isValidTransition(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// The application whose events reach this recognizer: the one running its gesture, else its view's window's.
    var application: UIApplication {
        engagedEnvironment?.application ?? UIApplication.owning(attachedView)
    }

    var environment: GestureEnvironment { engagedEnvironment ?? application.gestureEnvironment }

    // MARK: - Touches

    /// Touches the recognizer is tracking now, in the order they began.
    var activeTouches: [UITouch] { record?.tracking.ordered ?? [] }
    /// Every touch it received since its gesture started (minus ignored ones), in the order they began.
    var receivedTouches: [UITouch] { record?.received.ordered ?? [] }

    /// The number of touches in the gesture: those down now, or, once they have lifted, those of the last update.
    open var numberOfTouches: Int {
        guard let record else { return 0 }
        return record.tracking.isEmpty ? record.lastTouches.count : record.tracking.count
    }

    private var touchesForLocation: [UITouch] {
        guard let record else { return [] }
        return record.tracking.isEmpty ? record.lastTouches : record.tracking.ordered
    }

    /// The centroid of the gesture's touches in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        let touches = touchesForLocation
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            let point = touch.location(in: view)
            x += point.x
            y += point.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    /// The location of one of the gesture's touches (in the order they began) in `view`'s coordinates.
    /// An index out of range is reported and answers `.zero` (UIKit raises).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = touchesForLocation
        guard touches.indices.contains(touchIndex) else {
            application.report(
                .apiMisuse, "\(debugName): location(ofTouch: \(touchIndex)) with \(touches.count) touches")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    /// Stops tracking `touch` and hands it back to the view, as if the recognizer had never seen it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        environment.recognizer(self, ignores: touch)
    }

    // MARK: - Relations

    private var failureRequirements: [WeakReference] = []

    /// Makes this recognizer wait, in possible, until `otherGestureRecognizer` fails; if that one recognizes, this
    /// one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !failureRequirements.contains(where: { $0.object === otherGestureRecognizer })
        else { return }
        failureRequirements.append(WeakReference(otherGestureRecognizer))
    }

    func explicitlyRequiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.object === other }
    }

    /// Whether this recognizer, on recognizing, may make `preventedGestureRecognizer` fail. True by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, on recognizing, may make this one fail. True by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Override to make this recognizer wait for `otherGestureRecognizer` to fail. False by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Override to make `otherGestureRecognizer` wait for this one to fail. False by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: - Subclass hooks

    /// Called when the recognizer goes back to possible at the end of a gesture. Override to clear per-gesture
    /// state; call `super`.
    open func reset() {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Press hooks, as UIKit's `UIGestureRecognizerSubclass` has them: a recognizer on the first responder or on a
    /// view above it along the responder chain receives the presses ``allowedPressTypes`` names before the
    /// responder does (Docs/UIKitParity.md, "Keyboard"). The built-in recognizers ignore
    /// presses.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// The press types (`UIPress.PressType` raw values) this recognizer receives. Mirrors `allowedPressTypes`; by
    /// default UIKit's named types (the arrows, select = Return, menu = Escape, play/pause, Page Up/Down), so other
    /// keys (letters, Space) reach a recognizer only when named with `UIPress.PressType.key(_:)`. An empty array
    /// receives no presses.
    open var allowedPressTypes: [NSNumber] = UIPress.PressType.namedTypes.map { NSNumber(value: $0.rawValue) }

    /// Presses this recognizer received that have not ended: it is not reset while a key it saw is down.
    var heldPressCount = 0

    // MARK: - Timers

    private var timers: [ScheduledTimer] = []

    /// Runs `action` after `delay` seconds on the application's clock unless the recognizer resets first; state
    /// changes made by `action` take effect when it returns. For subclasses (long-press and multi-tap windows).
    public final func scheduleTimer(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        let timer = application.clock.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.environment.runHook(for: self, action)
        }
        timers.append(timer)
    }

    /// Cancels every timer scheduled with ``scheduleTimer(after:_:)``.
    public func cancelTimers() {
        for timer in timers { timer.cancel() }
        timers.removeAll()
    }
}

extension UIView {
    /// Attaches `gestureRecognizer`, moving it from any view it was on before.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.attachedView === self { return }
        gestureRecognizer.attachedView?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    /// Detaches `gestureRecognizer`. One in the middle of a gesture stops at once, without an action, and touches
    /// it was holding back go on to their views.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.remove(at: index)
        let environment = gestureRecognizer.environment
        gestureRecognizer.attachedView = nil
        environment.recognizerWasDetached(gestureRecognizer)
    }
}

extension UIGestureRecognizer {
    /// Its view is being deinitialised: detached as by `removeGestureRecognizer`, so a recognizer the app still
    /// holds does not stay engaged in a gesture nothing would ever end. The environment is the one it is engaged in
    /// (its view, and so its application, can no longer be reached); one not engaged only loses its timers.
    func viewWentAway() {
        if let engagedEnvironment {
            engagedEnvironment.recognizerWasDetached(self)
        } else {
            cancelTimers()
        }
    }
}
