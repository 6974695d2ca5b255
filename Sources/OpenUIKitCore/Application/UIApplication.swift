import Foundation
import Logging

/// The application: owner of the event queue, the windows and the start of every action's journey.
///
/// Mirrors `UIApplication`'s event role (Docs/EventModel.md, "Event delivery"): backends put input on the queue
/// (``enqueue(_:)``), the application takes events off it in order (``drainEventQueue()``) and sends each to its
/// window (``sendEvent(_:)``): touches to the window they began in, motion and remote-control events to the key
/// window, which hands them to its first responder. It is the window's next responder; its own next is its
/// delegate, when the delegate is a responder; after that an event is dropped.
///
/// Creating an application makes it the shared one (``shared``). UIKit allows only one per process; OpenUIKit lets
/// a test harness make a fresh one per test.
@MainActor
open class UIApplication: UIResponder {
    private static var current: UIApplication?

    /// The application; made on first use if no one was created yet.
    public static var shared: UIApplication {
        current ?? UIApplication()
    }

    /// The application delegate. Held strongly (UIKit's `UIApplicationMain` holds it for the process's life).
    open var delegate: (any UIApplicationDelegate)?

    /// The open windows, in the order they were first shown.
    public private(set) var windows: [UIWindow] = []
    public private(set) weak var keyWindow: UIWindow?

    /// The time source for timestamps and timers. Backends set it before input arrives.
    public var clock: any EventClock = MonotonicClock()

    /// Receives every ``InputDiagnostic``. They are also logged at debug level.
    public var diagnosticHandler: (@MainActor (InputDiagnostic) -> Void)?

    private(set) lazy var touchDispatcher = TouchDispatcher(application: self)
    private(set) lazy var gestureEnvironment = GestureEnvironment(application: self)

    /// Receives every gesture-arbitration decision and recognizer state change as a ``GestureDecision`` (which
    /// recognizer proceeds, is held, fails and why; `description` gives a readable line). Off (nil) by default and
    /// free when off. OpenUIKit extension, like Flutter's `debugPrintGestureArenaDiagnostics`.
    public var gestureDecisionObserver: (@MainActor (GestureDecision) -> Void)? {
        get { gestureEnvironment.decisionObserver }
        set { gestureEnvironment.decisionObserver = newValue }
    }
    private var queue: [RawInput] = []
    private var queueHead = 0
    private var isDraining = false
    private var lastTimestamp = -TimeInterval.infinity
    private var motionEvent: UIEvent?
    private static let logger = Logger(label: "OpenUIKit")

    public override init() {
        super.init()
        UIApplication.current = self
    }

    /// The delegate, when it is a responder (and not the application itself).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self else { return nil }
        return responder
    }

    // MARK: - The event queue

    /// Appends backend input to the queue. Nothing is delivered until ``drainEventQueue()`` runs.
    public func enqueue(_ input: RawInput) {
        queue.append(input)
    }

    /// Appends several inputs in order.
    public func enqueue(contentsOf inputs: some Sequence<RawInput>) {
        queue.append(contentsOf: inputs)
    }

    public var pendingInputCount: Int { queue.count - queueHead }

    /// How far ahead of the clock (seconds) an input's timestamp may be before it is treated as invalid. Backends
    /// stamp input with the same clock, so anything far ahead is a corrupt value. OpenUIKit's choice: one minute.
    public static let maximumTimestampLead: TimeInterval = 60

    /// Takes every queued input in order and dispatches it, then runs layout. Input queued while draining (by an
    /// event handler) is taken in the same pass; a nested call returns at once.
    public func drainEventQueue() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while queueHead < queue.count {
            let input = queue[queueHead]
            queueHead += 1
            dispatch(input)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
        layoutAllWindows()
    }

    private func dispatch(_ input: RawInput) {
        var timestamp = input.timestamp
        if !timestamp.isFinite || timestamp > clock.now + UIApplication.maximumTimestampLead {
            let fallback = lastTimestamp.isFinite ? lastTimestamp : clock.now
            report(timestamp.isFinite ? .timestampTooFarAhead : .invalidTimestamp,
                   "input at time \(timestamp) (clock at \(clock.now)); using \(fallback)")
            timestamp = fallback
        } else if timestamp < lastTimestamp {
            report(.timestampWentBackwards, "input at \(timestamp) after input at \(lastTimestamp); using the later time")
            timestamp = lastTimestamp
        }
        lastTimestamp = timestamp
        guard let window = windows.first(where: { $0.identifier == input.window }) else {
            report(.unknownWindow, "input for \(input.window), which is not open; dropped")
            return
        }
        switch input.payload {
        case .touches(let samples):
            touchDispatcher.handle(samples, in: window, timestamp: timestamp)
        case .pointer(let pointer):
            touchDispatcher.handle(pointer, in: window, timestamp: timestamp)
        case .motion(let phase, let subtype):
            dispatchMotion(phase, subtype, timestamp: timestamp)
        case .remoteControl(let subtype):
            guard subtype.isRemoteControl else {
                report(.mismatchedSubtype, "remote-control event with subtype \(subtype); dropped")
                return
            }
            let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp)
            sendEvent(event)
        }
    }

    private func dispatchMotion(_ phase: RawInput.MotionPhase, _ subtype: UIEvent.EventSubtype, timestamp: TimeInterval) {
        guard subtype == .motionShake else {
            report(.mismatchedSubtype, "motion event with subtype \(subtype); dropped")
            return
        }
        let event: UIEvent
        switch phase {
        case .began:
            guard motionEvent == nil else {
                report(.duplicateBegin, "a shake began while one was in progress; dropped")
                return
            }
            event = UIEvent(type: .motion, subtype: subtype, timestamp: timestamp)
            motionEvent = event
        case .ended, .cancelled:
            guard let current = motionEvent else {
                report(.touchNotBegun, "motion \(phase) without a motion that began; dropped")
                return
            }
            event = current
            event.timestamp = timestamp
            motionEvent = nil
        }
        event.motionPhase = phase
        sendEvent(event)
    }

    // MARK: - Sending events

    /// Sends `event` to its windows: a touches event to every window with a touch that changed, others to the key
    /// window. Override to observe every event; call `super` to keep delivery.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            var seen: [UIWindow] = []
            for touch in event.orderedTouches where touch.phase != .stationary {
                guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
                seen.append(window)
            }
            for window in seen { window.sendEvent(event) }
        case .motion, .remoteControl:
            guard let window = keyWindow else {
                report(.noKeyWindow, "\(event.type) event \(event.subtype) with no key window; dropped")
                return
            }
            window.sendEvent(event)
        default:
            break
        }
    }

    /// Starts a motion or remote-control event at the window's first responder, or at the window when it has
    /// none; each responder's default implementation passes it up the chain.
    func deliverToFirstResponder(_ event: UIEvent, in window: UIWindow) {
        let responder: UIResponder = window.firstResponder ?? window
        switch event.type {
        case .motion:
            switch event.motionPhase {
            case .began: responder.motionBegan(event.subtype, with: event)
            case .ended: responder.motionEnded(event.subtype, with: event)
            case .cancelled: responder.motionCancelled(event.subtype, with: event)
            }
        case .remoteControl:
            responder.remoteControlReceived(with: event)
        default:
            break
        }
    }

    // MARK: - Actions

    /// Sends `action` to `target`, or up the responder chain from the first responder when `target` is nil.
    /// See UIApplication+Actions.swift for the rules; override to observe every action, calling `super`.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        routeAction(action, to: target, from: sender, for: event)
    }

    // MARK: - Frames

    /// Called when some window gains damage while none was pending, so a backend can schedule one frame (layout,
    /// render, present) instead of polling. Backends set it; nil headless.
    @_spi(Backends) public var frameRequestHandler: (@MainActor () -> Void)?

    func requestFrame() {
        frameRequestHandler?()
    }

    // MARK: - Windows

    func register(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
    }

    func unregister(_ window: UIWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        touchDispatcher.cancelAllTouches(in: window)
        windows.remove(at: index)
        if keyWindow === window {
            keyWindow = nil
            window.resignKey()
        }
    }

    func setKeyWindow(_ window: UIWindow) {
        guard keyWindow !== window else { return }
        let previous = keyWindow
        keyWindow = window
        previous?.resignKey()
        window.becomeKey()
    }

    func layoutAllWindows() {
        for window in windows { window.layoutIfNeeded() }
    }

    // MARK: - Diagnostics

    func report(_ kind: InputDiagnostic.Kind, _ message: String) {
        let diagnostic = InputDiagnostic(kind: kind, message: message)
        UIApplication.logger.debug("\(diagnostic)")
        diagnosticHandler?(diagnostic)
    }

    static func reportProgrammingError(_ message: String) {
        shared.report(.programmingError, message)
    }
}
