import Foundation

/// The base of views that turn touches into control events and send action messages (buttons, sliders, switches).
///
/// Mirrors `UIControl`. As Docs/EventModel.md, "The responder chain", says: a control talks to its target with action
/// messages; when the target is nil the message travels the responder chain from the first responder (or, with none,
/// from the control) until some object performs it (``UIApplication/sendAction(_:to:from:for:)``,
/// `Docs/TargetAction.md`).
///
/// Tracking follows UIKit: the first touch that begins on an enabled control starts tracking
/// (``beginTracking(_:with:)``; `touchDown`, plus `touchDownRepeat` for a quick repeat tap); moves report
/// `touchDragInside`/`touchDragOutside`, with `touchDragEnter`/`touchDragExit` sent just before them when the
/// touch crosses the edge; the touch counts as inside within ``touchInsideMargin`` points (70) around the bounds,
/// UIKit's generous drag slop. Lifting sends `touchUpInside` or `touchUpOutside`; a cancellation sends
/// `touchCancel`. ``isHighlighted`` follows whether the tracked touch is inside.
///
/// The control-versus-recognizer rule (Docs/EventModel.md, "Interacting with other UI controls") lives in
/// ``gestureRecognizerShouldBegin(_:)``: subclasses name the gestures of their default action, and recognizers on
/// other views may not take those; a recognizer attached to the control itself still goes first.
@preconcurrency @MainActor
open class UIControl: UIView {
    private enum Handler {
        /// `target` nil means nil-targeted: the action walks the responder chain.
        case targetAction(target: WeakReference?, action: Selector)
        case action(UIAction)
    }

    private struct Registration {
        let serial: Int
        var handler: Handler
        var events: Event
    }

    private var registrations: [Registration] = []
    private var nextSerial = 0
    /// The touch being tracked and the event it came with.
    ///
    /// Strong, not weak: a weak reference gives the touch a side table, and then every retain and release of it
    /// on the input path takes the runtime's slow path. Nothing leaks: tracking ends with the touch (ended,
    /// cancelled, or the control disabled), and each of those clears it.
    private var trackedTouch: UITouch?
    private var currentEvent: UIEvent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control that performs `primaryAction` on ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: - State

    /// A disabled control does not track touches: they go up the responder chain, and recognizers of other views
    /// may take them.
    open var isEnabled = true {
        didSet {
            if !isEnabled && isTracking { stopTracking(cancelWith: currentEvent) }
            if isEnabled != oldValue { setNeedsDisplay() }
        }
    }

    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    /// The combination of highlighted, disabled and selected.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    // MARK: - Tracking

    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    /// How far (points) around the bounds a dragged touch still counts as inside. OpenUIKit extension; UIKit uses
    /// about 70 points and publishes no property.
    public var touchInsideMargin: CGFloat = 70

    /// Called when a touch begins on the control; return false to not track it. True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called as the tracked touch moves; return false to stop tracking. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch lifts.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when tracking is cancelled (the touch was cancelled, or the control was disabled).
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `touch` is within the bounds grown by ``touchInsideMargin``.
    func isInsideForTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        return bounds.insetBy(dx: -touchInsideMargin, dy: -touchInsideMargin).contains(point)
    }

    /// Touches passed up the responder chain because they began while the control was disabled: only their later
    /// phases follow them there, so the next responder sees each forwarded touch begin and end exactly once.
    private var forwardedTouches: [ObjectIdentifier] = []

    private func forwardLaterPhase(_ touches: Set<UITouch>, ended: Bool, _ send: (Set<UITouch>) -> Void) {
        let forwarded = touches.filter { forwardedTouches.contains(ObjectIdentifier($0)) }
        guard !forwarded.isEmpty else { return }
        if ended { forwardedTouches.removeAll { id in forwarded.contains { ObjectIdentifier($0) == id } } }
        send(forwarded)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = Self.earliest(of: touches) else {
            if !isEnabled {
                forwardedTouches.append(contentsOf: touches.map(ObjectIdentifier.init))
                super.touchesBegan(touches, with: event)
            }
            return
        }
        currentEvent = event
        guard beginTracking(touch, with: event) else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if isTracking && touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
    }

    /// The touch that began first (the first of equal timestamps in the set's order), which a control tracks.
    private static func earliest(of touches: Set<UITouch>) -> UITouch? {
        var earliest: UITouch?
        for touch in touches {
            if let current = earliest, current.timestamp <= touch.timestamp { continue }
            earliest = touch
        }
        return earliest
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else {
            forwardLaterPhase(touches, ended: false) { super.touchesMoved($0, with: event) }
            return
        }
        currentEvent = event
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch)
        guard continueTracking(touch, with: event) else {
            stopTracking(cancelWith: nil)
            return
        }
        isHighlighted = isTouchInside
        if wasInside && !isTouchInside {
            sendActions(for: .touchDragExit)
        } else if !wasInside && isTouchInside {
            sendActions(for: .touchDragEnter)
        }
        guard isTracking else { return }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else {
            forwardLaterPhase(touches, ended: true) { super.touchesEnded($0, with: event) }
            return
        }
        currentEvent = event
        isTouchInside = isInsideForTracking(touch)
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
        endTracking(touch, with: event)
        let inside = isTouchInside
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside { touchUpInsideDidFinish(with: event) }
        isTouchInside = false
        currentEvent = nil
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else {
            forwardLaterPhase(touches, ended: true) { super.touchesCancelled($0, with: event) }
            return
        }
        stopTracking(cancelWith: event)
    }

    /// Ends tracking without a touch-up: `cancelTracking(with:)` and `touchCancel` when `event` is given (or
    /// tracking was cut short by the control itself).
    private func stopTracking(cancelWith event: UIEvent?) {
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        trackedTouch = nil
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
        currentEvent = nil
    }

    /// Hook for subclasses in this module: what a tap that lifted inside does (a button's primary action, a
    /// switch's toggle). Runs after `touchUpInside` was sent.
    func touchUpInsideDidFinish(with event: UIEvent?) {}

    // MARK: - Targets and actions

    /// Registers `action` for `controlEvents`. A nil target makes the action nil-targeted: it goes to the first
    /// responder that can perform it. The target is not retained. Registering the same target and action again
    /// adds the events to the existing registration.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = registrations.firstIndex(where: { matches($0, target: object, action: action) }) {
            registrations[index].events.formUnion(controlEvents)
            return
        }
        let reference = object.map(WeakReference.init)
        register(.targetAction(target: reference, action: action), for: controlEvents)
    }

    /// Removes `controlEvents` from matching registrations: a nil target matches every target, a nil action every
    /// action; a registration left with no events is dropped.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices.reversed() {
            let registration = registrations[index]
            guard case .targetAction(let reference, let existingAction) = registration.handler else { continue }
            let targetMatches = object == nil || reference?.object === object
            guard targetMatches, action == nil || existingAction == action else { continue }
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// Adds a closure action for `controlEvents`. An action with the same identifier already registered is
    /// replaced, as in UIKit.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll {
            if case .action(let existing) = $0.handler { return existing.identifier == action.identifier }
            return false
        }
        register(.action(action), for: controlEvents)
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    /// Every distinct target: the target objects, and `NSNull()` for nil-targeted actions, as in UIKit.
    open var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for registration in registrations {
            guard case .targetAction(let reference, _) = registration.handler else { continue }
            if let reference {
                guard let object = reference.object else { continue }
                targets.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
            } else {
                targets.insert(AnyHashable(NSNull()))
            }
        }
        return targets
    }

    /// Every event some target or action is registered for.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions `target` (nil: the nil-targeted ones) has for `controlEvent`, or nil if none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = registrations.compactMap { registration -> String? in
            guard registration.events.contains(controlEvent),
                case .targetAction(let reference, let action) = registration.handler
            else { return nil }
            let sameTarget = object == nil ? reference == nil : reference?.object === object
            return sameTarget ? action.name : nil
        }
        return names.isEmpty ? nil : names
    }

    /// Sends `action` through the application (``UIApplication/sendAction(_:to:from:for:)``) with this control as
    /// the sender: its window's application, or the shared one for a control in no window (as UIKit's does).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.owning(self).sendAction(action, to: target, from: self, for: event)
    }

    /// Performs a closure action with this control as its sender.
    open func sendAction(_ action: UIAction) {
        UIApplication.owning(self).eventTraceRecorder?.action(from: self, "UIAction", to: nil)
        action.perform(sender: self)
    }

    /// Sends every action registered for any of `controlEvents`, in registration order. A registration removed by
    /// an earlier action in the same pass is not sent; one added is sent from the next pass on.
    open func sendActions(for controlEvents: Event) {
        // The registrations as they were when the pass began (a copy only if an action changes them); a plain loop,
        // as closures written here would each check at run time that they are on the main actor.
        let snapshot = registrations
        for registration in snapshot where !registration.events.isDisjoint(with: controlEvents) {
            guard let current = currentRegistration(serial: registration.serial),
                !current.events.isDisjoint(with: controlEvents)
            else { continue }
            switch current.handler {
            case .targetAction(let reference, let action):
                if let reference {
                    guard let object = reference.object else { continue }
                    sendAction(action, to: object, for: currentEvent)
                } else {
                    sendAction(action, to: nil, for: currentEvent)
                }
            case .action(let action):
                sendAction(action)
            }
        }
    }

    /// The registration with `serial`, if it is still there. Registrations stay sorted by serial (they are only
    /// appended or removed), so this is a binary search and sending to N targets stays O(N log N).
    private func currentRegistration(serial: Int) -> Registration? {
        var low = 0, high = registrations.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let candidate = registrations[middle].serial
            if candidate == serial { return registrations[middle] }
            if candidate < serial { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    private func register(_ handler: Handler, for events: Event) {
        registrations.append(Registration(serial: nextSerial, handler: handler, events: events))
        nextSerial += 1
    }

    private func matches(_ registration: Registration, target: AnyObject?, action: Selector) -> Bool {
        guard case .targetAction(let reference, let existingAction) = registration.handler, existingAction == action
        else { return false }
        if let target { return reference?.object === target }
        return reference == nil
    }

    private func removeActions(for events: Event, where predicate: (UIAction) -> Bool) {
        for index in registrations.indices.reversed() {
            guard case .action(let action) = registrations[index].handler, predicate(action) else { continue }
            registrations[index].events.subtract(events)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    // MARK: - Controls versus gesture recognizers

    /// Keeps the control's default action from recognizers attached to other views (Docs/EventModel.md, "Interacting
    /// with other UI controls"): a recognizer that ``isDefaultActionGesture(_:)`` names may not begin unless it is the
    /// control's own. A disabled control lets every recognizer begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, gestureRecognizer.view !== self else { return true }
        return !isDefaultActionGesture(gestureRecognizer)
    }

    /// Whether `gestureRecognizer` overlaps this control's default action. None for a plain control; subclasses
    /// answer for their own (a single-finger single tap for buttons, switches, steppers, segmented controls and
    /// page controls; a swipe along a slider's thumb; a pan along a switch's knob).
    func isDefaultActionGesture(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `gestureRecognizer` is a single-finger single tap.
    func isSingleFingerSingleTap(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
