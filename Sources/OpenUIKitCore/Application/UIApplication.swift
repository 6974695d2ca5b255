import Foundation
import Logging

/// The application: owner of the event queue, the windows and the start of every action's journey.
///
/// Mirrors `UIApplication`'s event role (Docs/EventModel.md, "Event delivery"): backends put input on the queue and
/// the application takes events off it in order (the backend contract, `Events/UIApplication+BackendInput.swift`) and
/// sends each to its window (``sendEvent(_:)``): touches to the window they began in, motion and remote-control
/// events to the key window, which hands them to its first responder. It is the window's next responder; its own next is its
/// delegate, when the delegate is a responder; after that an event is dropped.
///
/// Creating an application makes it the shared one (``shared``). UIKit allows only one per process; OpenUIKit lets
/// a test harness make a fresh one per test.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static var newest: UIApplication?

    /// The application; made on first use if no one was created yet.
    public static var shared: UIApplication {
        newest ?? UIApplication()
    }

    /// The application delegate. Held strongly (UIKit's `UIApplicationMain` holds it for the process's life).
    open var delegate: (any UIApplicationDelegate)?

    /// Where the application is in its life cycle: `.inactive` until it finishes launching, `.active` while it runs,
    /// `.background` once its last window has closed (see ``UIApplicationDelegate``).
    public internal(set) var applicationState: State = .inactive

    /// Whether the app handles mouse and touchpad input as such: UIKit's `UIApplicationSupportsIndirectInputEvents`
    /// Info.plist key, as a property (read from the main bundle's Info.plist when it has the key, else false).
    ///
    /// As in UIKit, an app that has not opted in gets a click of the primary button as a `.direct` touch (so code that
    /// accepts only `.direct` and `.pencil` touches works with a mouse) and ``UIGestureRecognizer/buttonMaskRequired``
    /// does not filter it; an app that opts in gets `.indirectPointer` touches. Set it before input arrives (in
    /// `application(_:didFinishLaunchingWithOptions:)`); a click under way keeps the type it began with.
    /// A touchpad pinch or rotation reaches an app that has not opted in as two simulated `.direct` touches a fixed
    /// distance apart (200 points at the start, moving apart with the scale and turning with the angle), delivered
    /// to the view under the pointer like fingers; an app that opts in gets them as two recognizer-only fingers in a
    /// `.transform` event that only pinch and rotation recognizers see. A gesture keeps the form it began with.
    public var supportsIndirectInputEvents: Bool =
        Bundle.main.object(forInfoDictionaryKey: "UIApplicationSupportsIndirectInputEvents") as? Bool ?? false

    /// The visible windows, in the order they were shown. As in UIKit the application keeps these alive and no
    /// others: a hidden window lives only as long as the app holds it.
    public private(set) var windows: [UIWindow] = []
    public private(set) var keyWindow: UIWindow? {
        get { keyWindowReference?.view as? UIWindow }
        set { keyWindowReference = newValue?.itemReference }
    }
    /// The key window's box (AutoLayout/LayoutItemReference.swift), which reads nil once the window is released
    /// as a weak reference would; a weak reference would put every retain and release of the window on the
    /// runtime's slow path.
    private var keyWindowReference: LayoutItemReference?

    /// The time source for timestamps and timers. Backends set it before input arrives.
    public var clock: any EventClock = MonotonicClock() {
        didSet { clockReading = -.infinity }
    }

    /// The detector turning the machine's accelerometer into shakes, started by the backend when the machine has
    /// one (see `UIApplication+Shake.swift`); nil without an accelerometer. OpenUIKit extension.
    public internal(set) var shakeDetector: ShakeDetector?

    /// Receives every diagnostic: input the core dropped or corrected (``InputDiagnostic``) and API misuse it
    /// ignored or corrected (``ProgrammingError``), in the order they happened. They are also logged at debug
    /// level. OpenUIKit extension.
    public var diagnosticHandler: (@MainActor (UIKitDiagnostic) -> Void)?

    private(set) lazy var touchDispatcher = TouchDispatcher(application: self)
    private(set) lazy var touchFramePacer = TouchFramePacer(application: self)
    private(set) lazy var indirectInput = IndirectInput(application: self)
    private(set) lazy var gestureEnvironment = GestureEnvironment(application: self)
    private(set) lazy var displayLinks = DisplayLinkScheduler(application: self)
    private(set) lazy var pressDispatcher = PressDispatcher(application: self)

    /// Receives every gesture-arbitration decision and recognizer state change as a ``GestureDecision`` (which
    /// recognizer proceeds, is held, fails and why; `description` gives a readable line). Off (nil) by default and
    /// free when off. OpenUIKit extension, like Flutter's `debugPrintGestureArenaDiagnostics`.
    public var gestureDecisionObserver: (@MainActor (GestureDecision) -> Void)? {
        get { userDecisionObserver }
        set {
            userDecisionObserver = newValue
            updateDecisionObserver()
        }
    }
    private var userDecisionObserver: (@MainActor (GestureDecision) -> Void)?
    /// The event trace (Diagnostics/EventTrace.swift); nil, and free, unless `eventTraceHandler` is set, the
    /// hit-region overlay is shown or input is recorded. Unchecked: read on every hook of the hot paths, and only
    /// ever replaced whole on the main actor.
    @exclusivity(unchecked) var eventTraceRecorder: EventTraceRecorder?
    /// The debugging overlay's layout mode while it shows (Diagnostics/LayoutOverlay.swift).
    var layoutOverlayStorage: LayoutOverlay?
    /// ``userInterfaceLayoutDirection`` (Application/UIApplication+Layout.swift).
    var layoutDirectionStorage: UIUserInterfaceLayoutDirection = .leftToRight
    /// While views hear of a change of direction: the direction each has last heard of (Traits/UIView+Traits.swift).
    var layoutDirectionReports: [ObjectIdentifier: UIUserInterfaceLayoutDirection]?

    /// The environment reports decisions to the app's observer and to the event trace, whichever are on.
    func updateDecisionObserver() {
        let user = userDecisionObserver
        guard let trace = eventTraceRecorder else {
            gestureEnvironment.decisionObserver = user
            return
        }
        gestureEnvironment.decisionObserver = { decision in
            trace.decision(decision)
            user?(decision)
        }
    }
    var queue: [RawInput] = []
    var queueHead = 0
    var isDraining = false
    /// The backend's side of the window contract (`BackendWindowHost`); not owned.
    weak var windowHost: (any BackendWindowHost)?
    /// Told after each frame a backend presented; see ``backendDidPresentFrame(of:rectangles:)``.
    @_spi(Windowing) public var framePresentationObserver: (@MainActor (UIWindow, [CGRect]) -> Void)?
    /// Set while a backend reports a window's new geometry, so the change is not echoed back to it.
    var isApplyingBackendGeometry = false
    private var lastTimestamp = -TimeInterval.infinity
    /// A reading of ``clock`` taken earlier (the clock never goes back): an input stamped no later than it plus
    /// ``maximumTimestampLead`` cannot be too far ahead, so most inputs are checked without reading the clock.
    private var clockReading = -TimeInterval.infinity
    private var motionEvent: UIEvent?
    private static let logger = Logger(label: "OpenUIKit")

    public override init() {
        super.init()
        UIApplication.newest = self
    }

    /// The same as `init()` (the coder is not read).
    public required init?(coder: NSCoder) {
        super.init()
        UIApplication.newest = self
    }

    /// The delegate, when it is a responder (and not the application itself).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self else { return nil }
        return responder
    }

    /// How far ahead of the clock (seconds) an input's timestamp may be before it is treated as invalid. Backends
    /// stamp input with the same clock, so anything far ahead is a corrupt value. OpenUIKit's choice: one minute.
    public static let maximumTimestampLead: TimeInterval = 60

    /// The open window with `identifier`; a loop rather than `first(where:)`, whose closure would check its
    /// executor on every call.
    private func window(identifiedBy identifier: UIWindow.Identifier) -> UIWindow? {
        for window in windows where window.identifier == identifier { return window }
        return nil
    }

    func dispatch(_ input: RawInput) {
        // Paced touch batches are traced and recorded as the frames they make (`TouchFramePacer`); anything else
        // first lets a held touch frame go, so input keeps its order.
        let pacesTouches = touchFramePacer.interval != nil
        var isPacedTouches = false
        if case .touches = input.payload { isPacedTouches = pacesTouches }
        if !isPacedTouches {
            if pacesTouches { touchFramePacer.deliverHeldFrame() }
            eventTraceRecorder?.input(input)
        }
        var timestamp = input.timestamp
        if !timestamp.isFinite || isAheadOfClock(timestamp) {
            let fallback = lastTimestamp.isFinite ? lastTimestamp : clock.now
            report(
                timestamp.isFinite ? .timestampTooFarAhead : .invalidTimestamp,
                "input at time \(timestamp) (clock at \(clock.now)); using \(fallback)")
            timestamp = fallback
        } else if timestamp < lastTimestamp {
            report(
                .timestampWentBackwards, "input at \(timestamp) after input at \(lastTimestamp); using the later time")
            timestamp = lastTimestamp
        }
        lastTimestamp = timestamp
        guard let window = window(identifiedBy: input.window) else {
            report(.unknownWindow, "input for \(input.window), which is not open; dropped")
            return
        }
        switch input.payload {
        case .touches(let samples):
            if pacesTouches {
                touchFramePacer.accept(samples, in: input.window, timestamp: timestamp)
            } else {
                handleTouchFrame(samples, in: window, timestamp: timestamp)
            }
        case .pointer(let pointer):
            indirectInput.handle(pointer, in: window, timestamp: timestamp)
        case .scroll(let sample):
            indirectInput.handle(sample, in: window, timestamp: timestamp)
        case .touchpadGesture(let sample):
            indirectInput.handle(sample, in: window, timestamp: timestamp)
        case .pointerExited(let device):
            indirectInput.pointerExited(device: device)
        case .motion(let phase, let subtype):
            dispatchMotion(phase, subtype, timestamp: timestamp)
        case .remoteControl(let subtype):
            guard subtype.isRemoteControl else {
                report(.mismatchedSubtype, "remote-control event with subtype \(subtype); dropped")
                return
            }
            let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp)
            sendEvent(event)
        case .key(let sample):
            pressDispatcher.handle(sample, in: window, timestamp: timestamp)
        case .textInput(let sample):
            deliverTextInput(sample, in: window)
        case .debug(let command, let location):
            perform(command, in: window, at: location)
        }
    }

    /// Whether `timestamp` is more than ``maximumTimestampLead`` ahead of the clock; reads the clock only when the
    /// last reading cannot tell.
    private func isAheadOfClock(_ timestamp: TimeInterval) -> Bool {
        let lead = UIApplication.maximumTimestampLead
        if timestamp <= clockReading + lead { return false }
        clockReading = clock.now
        return timestamp > clockReading + lead
    }

    /// Delivers a touch frame the pacer let go (`TouchFramePacer`): traced and recorded as one input. A frame for a
    /// window that closed meanwhile is dropped without a diagnostic: the window's touches were cancelled.
    func deliverTouchFrame(_ frame: RawInput) {
        guard case .touches(let samples) = frame.payload else { return }
        eventTraceRecorder?.input(frame)
        guard let window = window(identifiedBy: frame.window) else { return }
        handleTouchFrame(samples, in: window, timestamp: frame.timestamp)
    }

    private func handleTouchFrame(_ samples: [RawInput.TouchSample], in window: UIWindow, timestamp: TimeInterval) {
        // A pen touching the screen stops hovering (pencil hover ends at contact, as in iPadOS), before its touch
        // begins.
        for sample in samples where sample.type == .pencil && sample.phase == .began {
            indirectInput.pointerExited(device: sample.identifier.device)
        }
        touchDispatcher.handle(samples, in: window, timestamp: timestamp)
    }

    private func dispatchMotion(_ phase: RawInput.MotionPhase, _ subtype: UIEvent.EventSubtype, timestamp: TimeInterval)
    {
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
        case .touches, .scroll, .transform:
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
        case .presses:
            for window in pressDispatcher.windowsOfCurrentDelivery { window.sendEvent(event) }
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
        eventTraceRecorder?.action(from: sender, "\(action)", to: target)
        return routeAction(action, to: target, from: sender, for: event)
    }

    // MARK: - Windows

    /// A window was shown: the application keeps it and the backend maps it.
    func windowDidShow(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
        windowHost?.windowDidShow(window)
    }

    /// A window was hidden: its touches are cancelled, it stops being key, the application lets it go and the
    /// backend unmaps it.
    func windowDidHide(_ window: UIWindow) {
        guard windows.contains(where: { $0 === window }) else { return }
        touchDispatcher.cancelAllTouches(in: window)
        pressDispatcher.cancelPresses(in: window.identifier)
        indirectInput.cancelAll(in: window)
        // The cancellations ran app code, which may have shown or hidden windows (this one too): act on the list
        // and the window as they are now.
        guard let index = windows.firstIndex(where: { $0 === window }), window.isHidden else { return }
        windows.remove(at: index)
        if keyWindow === window {
            keyWindow = nil
            window.resignKey()
        }
        windowHost?.windowDidHide(window)
    }

    /// A window is gone for good (closed, or freed): the backend destroys what shows it.
    func windowDidClose(_ identifier: UIWindow.Identifier) {
        windowHost?.windowDidClose(identifier)
    }

    /// The app moved or resized a visible window.
    func windowDidChangeFrame(_ window: UIWindow) {
        guard !isApplyingBackendGeometry, windows.contains(where: { $0 === window }) else { return }
        windowHost?.windowDidChangeFrame(window)
    }

    /// A window gained damage while none was pending: the backend schedules one frame instead of polling.
    func windowNeedsFrame(_ window: UIWindow) {
        windowHost?.windowNeedsFrame(window)
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

    func report(_ diagnostic: UIKitDiagnostic) {
        UIApplication.logger.debug("\(diagnostic)")
        diagnosticHandler?(diagnostic)
    }

    /// Reports input the core dropped or corrected.
    func report(_ kind: InputDiagnostic.Kind, _ message: String) {
        report(.input(InputDiagnostic(kind: kind, message: message)))
    }

    /// Reports an API misuse the core ignored or corrected.
    func report(_ kind: ProgrammingError.Kind, _ message: String) {
        report(.programmingError(ProgrammingError(kind: kind, message: message)))
    }
}
