import Foundation

/// What a touch made from indirect input stands for. Such touches reach only the recognizers that accept them
/// (``UIGestureRecognizer/mayReceive(_:)``), never a view.
enum IndirectInputKind: Equatable {
    /// A scroll: reaches pan recognizers whose `allowedScrollTypesMask` allows the type.
    case scroll(UIScrollType)
    /// A touchpad pinch, as two fingers: reaches pinch and rotation recognizers.
    case pinch
    /// A touchpad multi-finger swipe, as that many fingers: reaches pan and swipe recognizers.
    case swipe
    /// A mouse button other than the primary one: reaches recognizers whose `buttonMaskRequired` asks for it.
    case button(UIEvent.ButtonMask)
}

extension UIGestureRecognizer {
    /// Whether `touch` may reach this recognizer at all (checked before the delegate's `shouldReceive`): hover
    /// recognizers take no touches, touches and mouse buttons must be of a type ``allowedTouchTypes`` names (and of
    /// the gesture's first touch's type under ``requiresExclusiveTouchType``), the mouse's primary-button touch needs
    /// `.primary` in ``buttonMaskRequired``, and indirect input goes only to the recognizers that understand it.
    func mayReceive(_ touch: UITouch) -> Bool {
        // Hover has no touches: one that took a finger would never decide, and hold the finger's end forever.
        if self is UIHoverGestureRecognizer { return false }
        switch touch.indirectKind {
        case nil:
            guard allowsType(of: touch) else { return false }
            return touch.type != .indirectPointer || buttonMaskRequired.contains(.primary)
        case .scroll(let type)?:
            return (self as? UIPanGestureRecognizer)?.allowedScrollTypesMask.allows(type) ?? false
        case .pinch?:
            return self is UIPinchGestureRecognizer || self is UIRotationGestureRecognizer
        case .swipe?:
            return self is UIPanGestureRecognizer || self is UISwipeGestureRecognizer
        case .button(let button)?:
            return allowsType(of: touch) && buttonMaskRequired.contains(button)
        }
    }

    /// ``allowedTouchTypes`` and ``requiresExclusiveTouchType`` for `touch`.
    private func allowsType(of touch: UITouch) -> Bool {
        if requiresExclusiveTouchType, let initial = record?.initialTouchType, initial != touch.type { return false }
        let raw = touch.type.rawValue
        // A loop rather than `contains(where:)`: this runs for every recognizer a touch meets.
        for allowed in allowedTouchTypes where allowed.intValue == raw { return true }
        return false
    }
}

extension IndirectInputKind {
    /// The input in words, for the event trace.
    var traceDescription: String {
        switch self {
        case .scroll: "a scroll"
        case .pinch: "a touchpad pinch"
        case .swipe: "a touchpad swipe"
        case .button(let mask): mask.contains(.secondary) ? "a secondary mouse button" : "a mouse button"
        }
    }
}

/// Turns mouse and touchpad input that is not a primary-button touch into what UIKit apps expect: hover
/// (``HoverTracker``), scrolling that drives pan recognizers, touchpad pinches and swipes that drive pinch,
/// rotation, pan and swipe recognizers, and secondary/middle presses for recognizers that ask for them.
///
/// Everything that drives recognizers does so through recognizer-only touches: synthetic fingers, hit-tested at
/// the pointer when they begin, that go through the same gesture arbitration as the touchscreen's (one arena for
/// both) but never reach a view's `touches…` methods. Each input kind has its own `TouchDispatcher`, so its touches
/// live in a sequence event of their own (`.scroll`, `.transform`, or `.touches` with a `buttonMask`), apart from
/// the touchscreen's. The exception is a touchpad pinch in an app that has not opted in to indirect input: two
/// simulated `.direct` touches in a `.touches` event of their own, which views see as they see fingers. Docs/UIKitParity.md, "Mouse and touchpad", lists what maps to what.
@MainActor
final class IndirectInput {
    unowned(unsafe) let application: UIApplication
    private lazy var scrollDispatcher = TouchDispatcher(application: application, eventType: .scroll)
    private lazy var transformDispatcher = TouchDispatcher(application: application, eventType: .transform)
    private lazy var buttonDispatcher = TouchDispatcher(application: application, eventType: .touches)
    /// A touchpad pinch as two ordinary touches, for apps that have not opted in to indirect input.
    private lazy var simulatedTouchDispatcher = TouchDispatcher(application: application, eventType: .touches)
    private(set) lazy var hover = HoverTracker()

    /// Half the distance between a touchpad pinch's two synthetic fingers at scale 1, in points: large enough that
    /// a pinch recognizer's 10-point threshold is a 5 % change of scale.
    static let pinchRadius: CGFloat = 100
    /// The spacing of a touchpad swipe's synthetic fingers, in points.
    static let swipeFingerSpacing: CGFloat = 20
    /// Touch numbers of synthetic fingers (per pointer device; each kind has its own dispatcher).
    private static let scrollTouchNumber = -100
    private static let gestureTouchNumber = -200

    /// Buttons down per pointer device.
    private var pressed: [Int: UIEvent.ButtonMask] = [:]
    /// The cursor each window shows (what the backend was last told).
    private var cursors: [UIWindow.Identifier: UICursor] = [:]

    private struct Scroll {
        weak var window: UIWindow?
        var type: UIScrollType
        var start: CGPoint
        var translation: CGPoint
        var timer: ScheduledTimer?
    }
    private var scrolls: [Int: Scroll] = [:]

    private struct Gesture {
        weak var window: UIWindow?
        var kind: RawInput.TouchpadGestureSample.Kind
        var fingers: Int
        /// Where the pointer was when the gesture began: what its fingers are hit-tested at.
        var pointer: CGPoint
        var center: CGPoint
        var scale: CGFloat
        var angle: CGFloat
        /// Whether the app took indirect input when the gesture began (a gesture keeps the form it began with).
        var indirect: Bool
    }
    private var gestures: [Int: Gesture] = [:]

    init(application: UIApplication) {
        self.application = application
    }

    /// Synthetic touches still down, for ``UIApplication/touchesInProgress``.
    var activeTouches: [UITouch] {
        scrollDispatcher.activeTouches + transformDispatcher.activeTouches + buttonDispatcher.activeTouches
            + simulatedTouchDispatcher.activeTouches
    }

    // MARK: - Pointer

    func handle(_ pointer: RawInput.PointerSample, in window: UIWindow, timestamp: TimeInterval) {
        let device = pointer.device
        switch pointer.action {
        case .buttonDown(.primary), .buttonUp(.primary):
            let mask = pressed[device, default: []].union(.primary)
            if case .buttonDown = pointer.action {
                pressed[device] = mask
            } else {
                pressed[device]?.remove(.primary)
            }
            let touches = application.touchDispatcher
            touches.buttonMask = mask
            touches.handle(pointer, in: window, timestamp: timestamp)
            touches.buttonMask = []
        case .buttonDown(let button):
            let mask = UIEvent.ButtonMask(button)
            guard pointer.location.isFinite else {
                application.report(
                    .nonFiniteLocation, "pointer \(device) \(pointer.action) at \(pointer.location) dropped")
                return
            }
            guard !pressed[device, default: []].contains(mask) else {
                application.report(.duplicateBegin, "\(button) button pressed twice on pointer \(device)")
                return
            }
            pressed[device, default: []].insert(mask)
            sendButton(button, .began, device: device, at: pointer.location, in: window, timestamp: timestamp)
        case .buttonUp(let button):
            let mask = UIEvent.ButtonMask(button)
            guard pressed[device, default: []].contains(mask) else {
                application.report(.touchNotBegun, "\(button) button released on pointer \(device) without a press")
                return
            }
            sendButton(button, .ended, device: device, at: pointer.location, in: window, timestamp: timestamp)
            pressed[device]?.remove(mask)
        case .moved:
            let buttons = pressed[device, default: []]
            if !buttons.contains(.primary) && pointer.location.isFinite {
                let view = hover.pointerMoved(
                    device: device, to: pointer.location, in: window, timestamp: timestamp, pen: pointer.pen)
                showCursor(view?.effectiveCursor ?? .arrow, in: window)
            }
            for button in [RawInput.PointerButton.secondary, .middle] where buttons.contains(.init(button)) {
                sendButton(button, .moved, device: device, at: pointer.location, in: window, timestamp: timestamp)
            }
            application.touchDispatcher.buttonMask = buttons
            application.touchDispatcher.handle(pointer, in: window, timestamp: timestamp)
            application.touchDispatcher.buttonMask = []
        case .scroll(let dx, let dy):
            let step = RawInput.ScrollSample.discreteStep
            handle(
                RawInput.ScrollSample(
                    device: device, location: pointer.location, dx: -dx * step, dy: -dy * step, type: .discrete),
                in: window, timestamp: timestamp)
        }
    }

    private func sendButton(
        _ button: RawInput.PointerButton, _ phase: RawInput.TouchPhase, device: Int, at location: CGPoint,
        in window: UIWindow, timestamp: TimeInterval
    ) {
        let identifier = RawInput.TouchIdentifier.pointerButton(button, device: device)
        let dispatcher = buttonDispatcher
        dispatcher.indirectKind = .button(.init(button))
        dispatcher.buttonMask = pressed[device, default: []]
        dispatcher.handle(
            [.init(identifier: identifier, phase: phase, location: location, type: .indirectPointer)], in: window,
            timestamp: timestamp)
        dispatcher.indirectKind = nil
        dispatcher.buttonMask = []
    }

    /// Tells the backend when the shape under the pointer changes, and only then.
    private func showCursor(_ cursor: UICursor, in window: UIWindow) {
        guard cursors[window.identifier] != cursor else { return }
        cursors[window.identifier] = cursor
        application.windowHost?.windowDidChangeCursor(window, to: cursor)
    }

    func pointerExited(device: Int) {
        hover.pointerExited(device: device)
    }

    // MARK: - Scrolling

    func handle(_ sample: RawInput.ScrollSample, in window: UIWindow, timestamp: TimeInterval) {
        let device = sample.device
        guard sample.location.isFinite, sample.dx.isFinite, sample.dy.isFinite else {
            application.report(
                .nonFiniteLocation, "scroll by (\(sample.dx), \(sample.dy)) at \(sample.location); dropped")
            return
        }
        if let scroll = scrolls[device], scroll.window !== window || scroll.type != sample.type {
            endScroll(device: device, timestamp: timestamp)
        }
        if sample.dx != 0 || sample.dy != 0 {
            var scroll: Scroll
            if let existing = scrolls[device] {
                scroll = existing
            } else {
                scroll = Scroll(window: window, type: sample.type, start: sample.location, translation: .zero)
                sendScroll(.began, device: device, at: sample.location, type: sample.type, in: window, timestamp)
            }
            scroll.translation.x += sample.dx
            scroll.translation.y += sample.dy
            scroll.timer?.cancel()
            scroll.timer = nil
            scrolls[device] = scroll
            let location = CGPoint(x: scroll.start.x + scroll.translation.x, y: scroll.start.y + scroll.translation.y)
            sendScroll(.moved, device: device, at: location, type: sample.type, in: window, timestamp)
        }
        guard scrolls[device] != nil else { return }
        if sample.isFinal {
            endScroll(device: device, timestamp: timestamp)
        } else {
            scrolls[device]?.timer = application.clock.schedule(after: UIScrollTypeMask.idleInterval) {
                [weak self] in
                guard let self else { return }
                self.scrolls[device]?.timer = nil
                self.endScroll(device: device, timestamp: self.application.clock.now)
            }
        }
    }

    private func endScroll(device: Int, timestamp: TimeInterval) {
        guard let scroll = scrolls.removeValue(forKey: device) else { return }
        scroll.timer?.cancel()
        guard let window = scroll.window else { return }
        let location = CGPoint(x: scroll.start.x + scroll.translation.x, y: scroll.start.y + scroll.translation.y)
        sendScroll(.ended, device: device, at: location, type: scroll.type, in: window, timestamp)
    }

    private func sendScroll(
        _ phase: RawInput.TouchPhase, device: Int, at location: CGPoint, type: UIScrollType, in window: UIWindow,
        _ timestamp: TimeInterval
    ) {
        let identifier = RawInput.TouchIdentifier(device: device, number: Self.scrollTouchNumber)
        let dispatcher = scrollDispatcher
        dispatcher.indirectKind = .scroll(type)
        dispatcher.handle(
            [.init(identifier: identifier, phase: phase, location: location, type: .indirect)], in: window,
            timestamp: timestamp)
        dispatcher.indirectKind = nil
    }

    // MARK: - Touchpad gestures

    func handle(_ sample: RawInput.TouchpadGestureSample, in window: UIWindow, timestamp: TimeInterval) {
        let device = sample.device
        guard sample.location.isFinite, sample.dx.isFinite, sample.dy.isFinite, sample.scale.isFinite,
            sample.scale > 0, sample.angleDelta.isFinite, sample.fingerCount > 0
        else {
            application.report(
                .nonFiniteLocation,
                "touchpad \(sample.kind) \(sample.phase) at \(sample.location) with \(sample.fingerCount) fingers, "
                    + "delta (\(sample.dx), \(sample.dy)), scale \(sample.scale), angle \(sample.angleDelta); dropped")
            return
        }
        switch sample.phase {
        case .began:
            if gestures[device]?.window != nil {
                application.report(.duplicateBegin, "touchpad gesture began on device \(device) during another")
                sendGesture(.cancelled, device: device, timestamp: timestamp)
                gestures[device] = nil
            }
            gestures[device] = Gesture(
                window: window, kind: sample.kind, fingers: sample.kind == .pinch ? 2 : sample.fingerCount,
                pointer: sample.location, center: sample.location, scale: 1, angle: 0,
                indirect: application.supportsIndirectInputEvents)
            sendGesture(.began, device: device, timestamp: timestamp)
        case .changed, .ended, .cancelled:
            guard var gesture = gestures[device], gesture.kind == sample.kind else {
                application.report(
                    .touchNotBegun, "touchpad \(sample.kind) \(sample.phase) on device \(device) without a begin")
                return
            }
            gesture.center.x += sample.dx
            gesture.center.y += sample.dy
            if gesture.kind == .pinch {
                gesture.scale = sample.scale
                gesture.angle += sample.angleDelta
            }
            gestures[device] = gesture
            let phase: RawInput.TouchPhase =
                sample.phase == .changed ? .moved : (sample.phase == .ended ? .ended : .cancelled)
            sendGesture(phase, device: device, timestamp: timestamp)
            if phase != .moved { gestures[device] = nil }
        }
    }

    /// Where the synthetic fingers of `gesture` are: a pinch's two on a line through the centre, turned by the
    /// angle, `pinchRadius × scale` from it; a swipe's in a row across the centre.
    static func fingerLocations(
        kind: RawInput.TouchpadGestureSample.Kind, fingers: Int, center: CGPoint, scale: CGFloat, angle: CGFloat
    ) -> [CGPoint] {
        switch kind {
        case .pinch:
            let dx = cos(angle) * pinchRadius * scale, dy = sin(angle) * pinchRadius * scale
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        case .swipe:
            return (0..<fingers).map { index in
                CGPoint(
                    x: center.x + (CGFloat(index) - CGFloat(fingers - 1) / 2) * swipeFingerSpacing, y: center.y)
            }
        }
    }

    private func sendGesture(_ phase: RawInput.TouchPhase, device: Int, timestamp: TimeInterval) {
        guard let gesture = gestures[device], let window = gesture.window else { return }
        // As in UIKit, an app that has not opted in to indirect input (`supportsIndirectInputEvents`) gets a touchpad
        // pinch or rotation as two simulated `.direct` touches: ordinary touches, which views see too. Both are
        // hit-tested at the pointer, so they reach the view under it however far apart they are.
        let simulated = gesture.kind == .pinch && !gesture.indirect
        let locations = Self.fingerLocations(
            kind: gesture.kind, fingers: gesture.fingers, center: gesture.center, scale: gesture.scale,
            angle: gesture.angle)
        let samples = locations.enumerated().map { index, location in
            RawInput.TouchSample(
                identifier: .init(device: device, number: Self.gestureTouchNumber - index), phase: phase,
                location: location, type: simulated ? .direct : .indirect)
        }
        let dispatcher = simulated ? simulatedTouchDispatcher : transformDispatcher
        dispatcher.indirectKind = simulated ? nil : (gesture.kind == .pinch ? .pinch : .swipe)
        dispatcher.indirectHitPoint = gesture.pointer
        dispatcher.handle(samples, in: window, timestamp: timestamp)
        dispatcher.indirectKind = nil
        dispatcher.indirectHitPoint = nil
    }

    // MARK: - Cancelling

    /// The window is hidden or closing: its synthetic touches are cancelled and scrolls and gestures in it forgotten.
    func cancelAll(in window: UIWindow) {
        for dispatcher in [scrollDispatcher, transformDispatcher, buttonDispatcher, simulatedTouchDispatcher] {
            dispatcher.cancelAllTouches(in: window)
        }
        for (device, scroll) in scrolls where scroll.window === window || scroll.window == nil {
            scroll.timer?.cancel()
            scrolls[device] = nil
        }
        // A gesture whose window went away is kept, windowless, so the rest of its events are swallowed quietly.
        for (device, gesture) in gestures where gesture.window === window {
            gestures[device]?.window = nil
        }
        hover.windowWentAway(window)
        cursors[window.identifier] = nil
    }

    /// The device went away: its synthetic touches are cancelled.
    func cancelAll(ofDevice device: Int) {
        for dispatcher in [scrollDispatcher, transformDispatcher, buttonDispatcher, simulatedTouchDispatcher] {
            dispatcher.cancelAllTouches(ofDevice: device)
        }
        scrolls.removeValue(forKey: device)?.timer?.cancel()
        gestures[device] = nil
        pressed[device] = nil
        hover.pointerExited(device: device)
    }
}
