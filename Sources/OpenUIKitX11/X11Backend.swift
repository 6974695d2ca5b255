import CCairoPango
import CX11
import Dispatch
import Foundation
@_spi(Accessibility) import OpenUIKitAccessibility
@_spi(Rendering) import OpenUIKitCairo
@_spi(Windowing) @_spi(Input) @_spi(Clipboard) import OpenUIKitCore
@_spi(Platform) import OpenUIKitPlatform

/// Why the X11 backend could not start.
public enum X11BackendError: Error, CustomStringConvertible, Equatable {
    case noDisplay(String?)
    case xinput2Unavailable(major: Int32, minor: Int32)

    public var description: String {
        switch self {
        case .noDisplay(let name?):
            "cannot open the X display \"\(name)\". Check that an X server is running there and that DISPLAY is "
                + "right (for a virtual one: Xvfb :99 & export DISPLAY=:99)."
        case .noDisplay(nil):
            "no X display: DISPLAY is not set. Run inside an X session, or start a virtual server "
                + "(Xvfb :99 &) and export DISPLAY=:99."
        case .xinput2Unavailable(let major, let minor):
            "the X server's XInput extension is \(major).\(minor); OpenUIKit needs XInput 2.2 or newer for touch input."
        }
    }
}

/// Runs an OpenUIKit application on an X server: one top-level X window per visible `UIWindow`, XInput2 pointer,
/// touch and keyboard input, and a main-thread run loop that sleeps until the X connection, a timer or
/// `DispatchQueue.main` has work.
///
/// Split the way GTK's gdk/x11 is:
/// - this file: the connection, its turn of the platform's main loop (`MainLoop`, in OpenUIKitPlatform, where the
///   X connection is one file-descriptor source), and the dispatch of each X event to the part that owns it;
/// - `X11Backend+Windows.swift` and `X11Window.swift`: windows (create, map, configure, present, close), driven by
///   the core through the backend contract (`BackendWindowHost`);
/// - `XI2DeviceManager.swift`: XInput2 devices (hierarchy, classes, touch and pointer devices) and their events;
/// - `XI2EventTranslation.swift` and `PointerTouchEmulation+XI2.swift`: pure translation into `RawInput` (the
///   two-finger emulation, key chords and XKB key translation themselves are the platform's, in OpenUIKitPlatform);
/// - `X11ProtocolErrors.swift`: Xlib's error handlers.
///
/// Failures: no display or an XInput older than 2.2 is a thrown ``X11BackendError`` with a fix; X protocol
/// errors are reported on standard error with the request that caused them (the newest are kept in
/// ``protocolErrors``) instead of Xlib's default exit; a lost connection ends the process with a message and exit
/// status 1.
@preconcurrency @MainActor
public final class X11Backend: UIApplicationBackend {
    public let monotonicClock = MonotonicClock()
    public var clock: any EventClock { monotonicClock }

    /// The Xlib connection. For tests that talk to the server on the backend's own connection.
    @_spi(Windowing) public let display: OpaquePointer
    /// The connection's file descriptor, readable when the server has sent something.
    @_spi(Windowing) public var connectionFileDescriptor: Int32 { openuikit_connection_number(display) }
    let screen: Int32
    /// Pixels per point for new windows: `OPENUIKIT_SCALE`, else `Xft.dpi` ÷ 96, else 1.
    public let scale: CGFloat
    let wmDeleteWindow: Atom
    let devices: XI2DeviceManager
    /// `UIPasteboard` over the CLIPBOARD and PRIMARY selections.
    private(set) lazy var clipboard = X11Clipboard(display: display)
    /// The input method (XIM) client, when `XMODIFIERS` names an input method that is running.
    private(set) var inputMethod: X11InputMethod?

    /// How the input method shows compositions: "on the spot" (in the field), "over the spot" (the input
    /// method's window at the caret), "root window"; nil without an input method. For diagnostics and tests.
    @_spi(Input) public var inputMethodStyle: String? {
        guard let style = inputMethod?.style else { return nil }
        if style & UInt(XIMPreeditCallbacks) != 0 { return "on the spot" }
        if style & UInt(XIMPreeditPosition) != 0 { return "over the spot" }
        return "root window"
    }
    weak var application: UIApplication?

    /// The X windows showing `UIWindow`s, by X id and by window identifier.
    var windows: [Window: X11Window] = [:] {
        didSet { devices.forgetWindowLookups() }
    }
    var windowsByIdentifier: [UIWindow.Identifier: Window] = [:]
    /// Pointer shapes loaded so far, and the one each window shows (X11Backend+Cursors.swift).
    var cursors = X11Cursors()
    /// Whether a window was ever opened: the loop ends when the last one goes.
    var hadWindows = false
    /// How frames reach the server (MIT-SHM or the socket); see `X11PresentPath`.
    lazy var presentPath = X11PresentPath(display: display, screen: screen)

    /// Told the type of each X event as soon as it is read from the connection, before anything handles it: for
    /// tools that measure the input path (the time from an event's arrival to its callbacks).
    @_spi(Input) public var eventArrivalObserver: ((Int32) -> Void)?

    private var isRunning = false
    /// Set by `run(_:)` until the first frame is presented, when the accessibility bridge starts.
    var accessibilityBridgePending = false
    private var frameScheduled = false
    private(set) var isShutDown = false
    /// Paces display-link frames while the app wants them (`X11Backend+FrameClock.swift`).
    lazy var framePacer = makeFramePacer()
    /// The X connection's source on the main loop, while `run(_:)` runs.
    private var connectionSource: MainLoop.SourceID?
    /// How many passes (`processPendingEvents()`) have run, and how many had when the loop last woke: a wake-up
    /// whose connection source already ran a pass needs no second one.
    private var passCount = 0
    private var passCountAtLastWake = 0

    /// The newest X protocol errors on this connection, oldest first, at most ``protocolErrorLimit``.
    public var protocolErrors: [X11ProtocolError] { X11ProtocolErrors.shared.errors(on: display) }
    /// How many protocol errors ``protocolErrors`` keeps.
    public static let protocolErrorLimit = X11ProtocolErrors.limit

    /// The server's input devices as the device manager last read them, in order of id. For diagnostics and
    /// tests; each one's `description` is its text form. OpenUIKit extension.
    @_spi(Input) public var inputDevices: [X11InputDevice] {
        devices.devices.keys.sorted().compactMap { devices.devices[$0] }
    }

    /// Connects to `displayName` (nil: `DISPLAY`) and checks XInput 2.2.
    public init(displayName: String? = nil) throws {
        // Fontconfig loads on Pango's thread while the display opens and the app builds its windows.
        FontSystemWarmUp.startLoadingFonts()
        let name = displayName ?? ProcessEnvironment.value(of: "DISPLAY")
        guard name != nil || displayName != nil, let display = XOpenDisplay(name) else {
            throw X11BackendError.noDisplay(name)
        }
        X11ProtocolErrors.installHandlers()
        do {
            devices = try XI2DeviceManager(display: display)
        } catch {
            XCloseDisplay(display)
            throw error
        }
        self.display = display
        X11ProtocolErrors.shared.register(display)
        screen = openuikit_default_screen(display)
        scale = X11Backend.scaleFactor(display: display)
        wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        devices.selectHierarchyChanges()
        devices.windowLookup = { [unowned self] xWindow in self.windows[xWindow]?.window }
        if let inputMethod = X11InputMethod.open(display: display) {
            inputMethod.deliver = { [unowned self] window, sample in
                application?.enqueue(
                    RawInput(window: window, timestamp: monotonicClock.now, payload: .textInput(sample)))
            }
            devices.offerToInputMethod = { [unowned inputMethod] device, type, window in
                inputMethod.offer(device, type: type, in: window)
            }
            self.inputMethod = inputMethod
        }
    }

    /// Closes every X window and the connection. Afterwards the backend does nothing; the application keeps its
    /// windows. Called by `deinit` if not before.
    public func shutDown() {
        guard !isShutDown else { return }
        isShutDown = true
        stop()
        framePacer.setRunning(false)
        if let connectionSource {
            MainLoop.main.remove(connectionSource)
            self.connectionSource = nil
        }
        application?.attach(windowHost: nil)
        // Destroying an input context makes Xlib read the input method's answer, and a composition message queued
        // before it still runs its callback; after shut-down (and during deinit, where the closure's `self` may no
        // longer be read) nothing more is typed.
        inputMethod?.deliver = { _, _ in }
        for record in windows.values { destroy(record) }
        inputMethod?.close()
        inputMethod = nil
        UIPasteboard.removeSystemClipboard(clipboard)
        clipboard.destroy()
        X11ProtocolErrors.shared.unregister(display)
        XCloseDisplay(display)
    }

    isolated deinit {
        shutDown()
    }

    private static func scaleFactor(display: OpaquePointer) -> CGFloat {
        if let value = ProcessEnvironment.value(of: "OPENUIKIT_SCALE").flatMap(Double.init), value > 0 {
            return CGFloat(value)
        }
        if let dpi = XGetDefault(display, "Xft", "dpi").flatMap({ Double(String(cString: $0)) }), dpi > 0 {
            return CGFloat(max(1, (dpi / 96).rounded()))
        }
        return 1
    }

    // MARK: - Attaching and running

    /// Makes `application` use this backend's clock and become its window host (which opens an X window for
    /// every window already visible). `UIApplicationMain` and `run(_:)` do it; tests that pump events by hand call
    /// it directly. Attaching the same application again changes nothing.
    public func attach(_ application: UIApplication) {
        // `UIApplicationMain` attaches before the delegate launches and `run(_:)` again: once is enough.
        guard self.application !== application else { return }
        self.application = application
        application.clock = monotonicClock
        devices.application = application
        devices.clock = monotonicClock
        // Touch frames follow the display refresh, as display links do (`X11Backend+FrameClock.swift`).
        application.touchFrameInterval = 1 / Self.framesPerSecond
        application.attach(windowHost: self)
        UIPasteboard.installSystemClipboard(clipboard)
    }

    /// How `run(_:)` waits: ``MainLoopKind/mainThreadPoll`` when libdispatch exports its main-queue hooks and
    /// `run(_:)` is called on the process's main thread, else ``MainLoopKind/dispatchSources``. Tests set it to run
    /// the fallback.
    @_spi(Windowing) public var loopKind: MainLoopKind = .preferred

    /// How many times the main loop came back from waiting: an idle window must not add to it. For tests and
    /// measuring tools.
    @_spi(Windowing) public var loopWakeUps: Int { MainLoop.main.wakeUps }

    /// Runs until the last window closes; returns the exit status.
    ///
    /// Call it on the main thread, from a synchronous `main` (as `UIApplicationMain` is), not from inside a block
    /// the main queue is running: the main queue is serviced by the main loop, and libdispatch does not run it from
    /// inside itself.
    public func run(_ application: UIApplication) -> Int32 {
        attach(application)
        isRunning = true
        // UIKit delivers shakes without app code; a machine without an accelerometer samples nothing.
        application.startShakeDetection()
        // The accessibility bridge starts after the first frame is presented (`drawFrame()`): nothing touches D-Bus
        // or GIO before the user sees the window, and the tree is published only once an assistive technology
        // listens.
        accessibilityBridgePending = true
        // The X connection is the loop's source like any other; what falls due without it (timers, frames, events a
        // callback's round trip read into Xlib's queue) comes through `MainLoopDriver`.
        let source = MainLoop.main.addSource(fileDescriptor: connectionFileDescriptor) { [weak self] in
            self?.processPendingEvents()
        }
        connectionSource = source
        MainLoop.main.run(X11LoopDriver(backend: self), kind: loopKind)
        MainLoop.main.remove(source)
        connectionSource = nil
        return 0
    }

    /// Whether `run(_:)` is still looping.
    var isLoopRunning: Bool { isRunning && !isShutDown }

    /// How long the loop may sleep: zero when a frame is pending or Xlib holds events, until the clock's next
    /// deadline, or nil (until input or a main-queue block) when nothing is scheduled.
    func secondsUntilNextWork() -> TimeInterval? {
        if frameScheduled { return 0 }
        // Events already in Xlib's queue (a round trip made by a timer's or a block's code read them off the
        // socket) announce themselves on no descriptor: sleeping would leave them there until the next input.
        if !isShutDown, XEventsQueued(display, QueuedAlready) > 0 { return 0 }
        return monotonicClock.timers.nextDeadline.map { max(0, $0 - monotonicClock.now) }
    }

    /// The pass after a wake-up, unless the connection's source ran one already in this turn (the main queue's
    /// blocks run before the sources, so nothing they asked for is missed).
    func loopDidWake() {
        if passCount == passCountAtLastWake { processPendingEvents() }
        passCountAtLastWake = passCount
    }

    /// Ends `run(_:)` after the current iteration.
    public func stop() {
        isRunning = false
    }

    /// Waits for the X server to answer a round trip (so every event it generated before is queued here), then
    /// processes them, a touch frame held for the next display refresh included: with an injector that synced its
    /// own connection first, tests see input deterministically.
    public func synchronize() {
        guard !isShutDown else { return }
        XSync(display, 0)
        processPendingEvents()
        application?.deliverHeldTouchFrame()
        // Processing may have opened or changed windows (map requests, properties): a second round trip makes
        // the server apply them before anyone injects more input.
        XSync(display, 0)
        processPendingEvents()
    }

    /// One pass of the loop: reads every event the X connection has, dispatches them, runs due timers, and draws
    /// a frame — until Xlib's queue is empty. Tests call it after `XSync` to see a server's events
    /// deterministically.
    public func processPendingEvents() {
        guard !isShutDown, let application else { return }
        passCount &+= 1
        repeat {
            // One read of the connection takes everything the server has sent; after each event only Xlib's queue
            // is asked (no system call), so an event goes to the core without another read first. Whatever arrives
            // meanwhile leaves the connection readable, and the next turn of the loop takes it.
            var queued = XPending(display)
            // Bounded, so a server that never pauses cannot hold a touch frame (and the pass) forever.
            var extraReads = 0
            while queued > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                handle(&event)
                if isShutDown { return }
                queued = XEventsQueued(display, QueuedAlready)
                // Touch samples waiting for their frame: read the connection once more (without blocking) before
                // closing it, so updates the server wrote a moment apart (one per finger) share a frame.
                if queued == 0, extraReads < Self.touchFrameReadLimit, devices.mayExtendTouchFrame {
                    extraReads += 1
                    queued = XEventsQueued(display, QueuedAfterReading)
                }
            }
            devices.flushTouchFrame()
            application.drainEventQueue()
            monotonicClock.fireDueTimers()
            application.drainEventQueue()
            // Damage added from here on (by drawing itself) asks for the next frame.
            frameScheduled = false
            drawFrame()
            // Event handlers and drawing (Cairo's round trips) read whatever the server had sent into Xlib's queue;
            // the connection's descriptor will not become readable for those, so they are taken now or they would
            // wait for the next X event (a release could stay unprocessed for seconds).
        } while !isShutDown && XEventsQueued(display, QueuedAlready) > 0
        if hadWindows && windows.isEmpty { stop() }
    }

    /// How many times one pass reads the connection again for more of a pending touch frame.
    static let touchFrameReadLimit = 32

    /// One frame soon: coalesces every request made before it runs. Both loops see the flag before they wait
    /// (and then do not wait).
    func scheduleFrame() {
        frameScheduled = true
    }

    // MARK: - Events

    /// Hands each X event to the part of the backend that owns it.
    private func handle(_ event: inout XEvent) {
        eventArrivalObserver?(event.type)
        // The input method's protocol travels in client messages and properties on our windows, and it filters core
        // key events; XInput2's events (keys included: they reach it through `offer`) are never its, so they skip
        // Xlib's filter list.
        if event.type != GenericEvent, let inputMethod, inputMethod.filter(&event) { return }
        if event.type == SelectionRequest || event.type == SelectionClear || event.type == PropertyNotify,
            clipboard.handle(&event)
        {
            return
        }
        switch event.type {
        case GenericEvent:
            guard event.xcookie.extension == devices.opcode, XGetEventData(display, &event.xcookie) != 0 else { return }
            defer { XFreeEventData(display, &event.xcookie) }
            devices.handle(event.xcookie)
        case Expose:
            if let record = windows[event.xexpose.window] {
                let expose = event.xexpose
                let area = CGRect(
                    x: Int(expose.x), y: Int(expose.y), width: Int(expose.width), height: Int(expose.height))
                windowWasExposed(record, area: area, remaining: expose.count)
            }
        case ConfigureNotify:
            if let record = windows[event.xconfigure.window] {
                configure(
                    record,
                    pixelSize: CGSize(
                        width: CGFloat(event.xconfigure.width),
                        height: CGFloat(event.xconfigure.height)))
            }
        case ClientMessage:
            if let record = windows[event.xclient.window], Atom(event.xclient.data.l.0) == wmDeleteWindow,
                let window = record.window
            {
                application?.backendWindowDidClose(window)
            }
        case FocusIn:
            if let window = windows[event.xfocus.window]?.window { application?.backendWindowDidBecomeKey(window) }
        case FocusOut:
            // Keys held now will be released in another window: their presses are cancelled. Focus
            // moving into a child or following the pointer is not a loss.
            if event.xfocus.detail != NotifyInferior, event.xfocus.detail != NotifyPointer,
                let window = windows[event.xfocus.window]?.window
            {
                inputMethod?.windowLostFocus(event.xfocus.window)
                application?.backendWindowDidLoseFocus(window)
            }
        case KeyPress, KeyRelease:
            // Only the input method puts core key events in the queue (XI2 key events replace them otherwise).
            if let record = inputMethod?.handleCoreKey(&event.xkey), let window = windows[event.xkey.window]?.window {
                devices.handleTranslatedKey(record, in: window)
            }
        case MappingNotify:
            var mapping = event.xmapping
            XRefreshKeyboardMapping(&mapping)
            devices.keyboardMappingChanged()
        case UnmapNotify:
            if let window = windows[event.xunmap.window]?.window {
                devices.emulation.reset()
                application?.backendWindowWasUnmapped(window)
            }
        case DestroyNotify:
            // Ours are forgotten before they are destroyed; one still known was destroyed by another client.
            if let record = windows[event.xdestroywindow.window] { windowWasDestroyed(record) }
        default:
            // XInput 1's proximity events (pens leaving the tablet's range) are the only other events selected.
            _ = devices.handleLegacyEvent(&event)
        }
    }
}

/// The backend's side of the main loop (a type of its own, so the platform's protocol stays out of the backend's
/// public conformances).
@MainActor
private final class X11LoopDriver: MainLoopDriver {
    unowned let backend: X11Backend

    init(backend: X11Backend) { self.backend = backend }

    var isLoopRunning: Bool { backend.isLoopRunning }
    func secondsUntilNextWork() -> TimeInterval? { backend.secondsUntilNextWork() }
    func loopDidWake() { backend.loopDidWake() }
}
