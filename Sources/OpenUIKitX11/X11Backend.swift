import CCairoPango
import CX11
import Dispatch
import Foundation
@_spi(Backends) import OpenUIKitCairo
@_spi(Backends) import OpenUIKitCore

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

/// Runs an OpenUIKit application on an X server: one top-level X window per shown `UIWindow`, XInput2 pointer,
/// touch and keyboard input, and a main-thread run loop that sleeps until the X connection, a timer or
/// `DispatchQueue.main` has work.
///
/// Input is selected with `XISelectEvents` on the master devices (no grabs are taken); each XI2 event is copied into
/// an ``XI2EventRecord`` and translated by ``XI2EventTranslation`` into `RawInput`, stamped with the monotonic clock.
/// Windows are drawn by the core's Cairo renderer off-screen and presented through an Xlib surface after any
/// frame with damage; Expose re-presents, ConfigureNotify resizes the `UIWindow`.
///
/// Failures: no display or an XInput older than 2.2 is a thrown ``X11BackendError`` with a fix; X protocol
/// errors are reported on standard error with the request that caused them (and kept in ``protocolErrors``)
/// instead of Xlib's default exit; a lost connection ends the process with a message and exit status 1.
@MainActor
public final class X11Backend: UIApplicationBackend {
    public let monotonicClock = MonotonicClock()
    public var clock: any EventClock { monotonicClock }

    let display: OpaquePointer
    private let screen: Int32
    private var xiOpcode: Int32 = 0
    private var wmDeleteWindow: Atom = 0
    private var windows: [Window: PresentedWindow] = [:]
    private weak var application: UIApplication?
    private var isRunning = false
    private var hadWindows = false
    private var frameScheduled = false
    private var readSource: DispatchSourceRead?
    private var timerSource: DispatchSourceTimer?
    /// Pixels per point for new windows: `OPENUIKIT_SCALE`, else `Xft.dpi` ÷ 96, else 1.
    public let scale: CGFloat

    /// X protocol errors reported so far, newest last ("BadWindow (invalid Window parameter) in request 18.0").
    public nonisolated(unsafe) static var protocolErrors: [String] = []

    final class PresentedWindow {
        let window: UIWindow
        let xWindow: Window
        let surface: OpaquePointer
        var pixelSize: CGSize

        init(window: UIWindow, xWindow: Window, surface: OpaquePointer, pixelSize: CGSize) {
            self.window = window
            self.xWindow = xWindow
            self.surface = surface
            self.pixelSize = pixelSize
        }
    }

    /// Connects to `displayName` (nil: `DISPLAY`) and checks XInput 2.2.
    public init(displayName: String? = nil) throws {
        let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"]
        guard name != nil || displayName != nil, let display = XOpenDisplay(name) else {
            throw X11BackendError.noDisplay(name)
        }
        self.display = display
        screen = openuikit_default_screen(display)
        var event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &xiOpcode, &event, &error) != 0 else {
            XCloseDisplay(display)
            throw X11BackendError.xinput2Unavailable(major: 0, minor: 0)
        }
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2) else {
            XCloseDisplay(display)
            throw X11BackendError.xinput2Unavailable(major: major, minor: minor)
        }
        scale = X11Backend.scaleFactor(display: display)
        wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        XSetErrorHandler { display, error in
            guard let error else { return 0 }
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(error.pointee.error_code), &text, Int32(text.count))
            let description = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let message = "\(description) in request \(error.pointee.request_code).\(error.pointee.minor_code)"
                + " (resource 0x\(String(error.pointee.resourceid, radix: 16)))"
            X11Backend.protocolErrors.append(message)
            writeToStandardError("OpenUIKit: X protocol error: \(message)\n")
            return 0
        }
        XSetIOErrorHandler { _ in
            writeToStandardError("OpenUIKit: lost the connection to the X server; exiting.\n")
            exit(1)
        }
    }

    private var isShutDown = false

    /// Closes every X window and the connection. Afterwards the backend does nothing; the application keeps its
    /// windows. Called by `deinit` if not before.
    public func shutDown() {
        guard !isShutDown else { return }
        isShutDown = true
        stop()
        readSource?.cancel()
        timerSource?.cancel()
        readSource = nil
        timerSource = nil
        application?.frameRequestHandler = nil
        for (xWindow, record) in windows {
            cairo_surface_destroy(record.surface)
            XDestroyWindow(display, xWindow)
        }
        windows.removeAll()
        XCloseDisplay(display)
    }

    isolated deinit {
        shutDown()
    }

    private static func scaleFactor(display: OpaquePointer) -> CGFloat {
        if let value = ProcessInfo.processInfo.environment["OPENUIKIT_SCALE"].flatMap(Double.init), value > 0 {
            return CGFloat(value)
        }
        if let dpi = XGetDefault(display, "Xft", "dpi").flatMap({ Double(String(cString: $0)) }), dpi > 0 {
            return CGFloat(max(1, (dpi / 96).rounded()))
        }
        return 1
    }

    // MARK: - Attaching and running

    /// Makes `application` use this backend's clock and frames. `run(_:)` does it; tests that pump events by hand
    /// call it directly.
    public func attach(_ application: UIApplication) {
        self.application = application
        application.clock = monotonicClock
        application.frameRequestHandler = { [weak self] in self?.scheduleFrame() }
        syncWindows()
    }

    /// Runs until the last window closes; returns the exit status.
    public func run(_ application: UIApplication) -> Int32 {
        attach(application)
        let fd = openuikit_connection_number(display)
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.processPendingEvents() }
        }
        source.resume()
        readSource = source
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.monotonicClock.fireDueTimers()
                self.processPendingEvents()
            }
        }
        timer.resume()
        timerSource = timer
        isRunning = true
        processPendingEvents()
        while isRunning {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        source.cancel()
        timer.cancel()
        readSource = nil
        timerSource = nil
        return 0
    }

    /// Ends `run(_:)` after the current iteration.
    public func stop() {
        isRunning = false
    }

    /// Waits for the X server to answer a round trip (so every event it generated before is queued here), then
    /// processes them: with an injector that synced its own connection first, tests see input deterministically.
    public func synchronize() {
        guard !isShutDown else { return }
        XSync(display, 0)
        processPendingEvents()
        // Processing may have opened or changed windows (map requests, properties): a second round trip makes
        // the server apply them before anyone injects more input.
        XSync(display, 0)
        processPendingEvents()
    }

    /// Reads every event the X connection has, dispatches them, runs due timers, and draws a frame. Tests call it
    /// after `XSync` to see a server's events deterministically.
    public func processPendingEvents() {
        guard !isShutDown, let application else { return }
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            handle(&event, application: application)
        }
        flushTouchFrame(application: application)
        application.drainEventQueue()
        monotonicClock.fireDueTimers()
        application.drainEventQueue()
        drawFrame()
        armTimer()
        if hadWindows && windows.isEmpty { stop() }
    }

    private func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.frameScheduled = false
                self.drawFrame()
            }
        }
    }

    /// Sleeps the timer source until the clock's next deadline (or indefinitely): no wake-ups while idle.
    private func armTimer() {
        guard let timerSource else { return }
        if let deadline = monotonicClock.timers.nextDeadline {
            let delay = max(0, deadline - monotonicClock.now)
            timerSource.schedule(deadline: .now() + delay)
        } else {
            timerSource.schedule(deadline: .distantFuture)
        }
    }

    // MARK: - Windows

    /// Opens X windows for shown `UIWindow`s and closes those of windows the application forgot.
    func syncWindows() {
        guard let application else { return }
        for window in application.windows where !window.isHidden && record(for: window) == nil {
            open(window)
        }
        for (xWindow, record) in windows where !application.windows.contains(where: { $0 === record.window }) {
            cairo_surface_destroy(record.surface)
            XDestroyWindow(display, xWindow)
            windows[xWindow] = nil
        }
    }

    func record(for window: UIWindow) -> PresentedWindow? {
        windows.values.first { $0.window === window }
    }

    /// The X window showing `window`, if it is open.
    public func xWindow(for window: UIWindow) -> UInt? {
        record(for: window).map { UInt($0.xWindow) }
    }

    private func open(_ window: UIWindow) {
        window.screenScale = scale
        let frame = window.frame
        let width = UInt32(max((frame.width * scale).rounded(), 1)), height = UInt32(max((frame.height * scale).rounded(), 1))
        let root = openuikit_default_root(display)
        let xWindow = XCreateSimpleWindow(display, root, Int32(frame.minX * scale), Int32(frame.minY * scale), width, height,
                                          0, 0, 0)
        let title = window.accessibilityIdentifier ?? ProcessInfo.processInfo.processName
        XStoreName(display, xWindow, title)
        var classHint = XClassHint()
        let instanceName = strdup(ProcessInfo.processInfo.processName), className = strdup("OpenUIKit")
        classHint.res_name = instanceName
        classHint.res_class = className
        XSetClassHint(display, xWindow, &classHint)
        free(instanceName)
        free(className)
        var pid = UInt(getpid())
        let pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(display, xWindow, pidAtom, XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var protocols = [wmDeleteWindow]
        XSetWMProtocols(display, xWindow, &protocols, 1)
        XSelectInput(display, xWindow, ExposureMask | StructureNotifyMask | FocusChangeMask)
        selectInput(on: xWindow)
        let visual = openuikit_default_visual(display, screen)
        let surface = cairo_xlib_surface_create(display, xWindow, visual, Int32(width), Int32(height))!
        windows[xWindow] = PresentedWindow(window: window, xWindow: xWindow, surface: surface,
                                           pixelSize: CGSize(width: CGFloat(width), height: CGFloat(height)))
        hadWindows = true
        XMapWindow(display, xWindow)
        if windows.count == 1 { selectHierarchyChanges() }
        XFlush(display)
        window.renderer.invalidateAll()
    }

    /// Pointer, touch and key events from every master device, de-duplicated by construction (slave devices are
    /// not selected). Touches are not grabbed.
    private func selectInput(on xWindow: Window) {
        var mask = [UInt8](repeating: 0, count: Int(openuikit_xi_mask_length))
        for type in [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd,
                     XI_KeyPress, XI_KeyRelease] {
            openuikit_xi_set_mask(&mask, type)
        }
        mask.withUnsafeMutableBufferPointer { buffer in
            var eventMask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, xWindow, &eventMask, 1)
        }
    }

    /// Device hot-plug: added and removed devices are noticed; a removed touchscreen's touches are cancelled.
    private func selectHierarchyChanges() {
        var mask = [UInt8](repeating: 0, count: Int(openuikit_xi_mask_length))
        openuikit_xi_set_mask(&mask, XI_HierarchyChanged)
        mask.withUnsafeMutableBufferPointer { buffer in
            var eventMask = XIEventMask(deviceid: XIAllDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, openuikit_default_root(display), &eventMask, 1)
        }
    }

    /// Draws every window with damage and shows it.
    func drawFrame() {
        guard !isShutDown, let application else { return }
        application.drainEventQueue()
        syncWindows()
        for record in windows.values where record.window.renderer.renderIfNeeded() != nil {
            present(record)
        }
        XFlush(display)
    }

    private func present(_ record: PresentedWindow) {
        guard let backBuffer = record.window.renderer.backBufferSurface else { return }
        let cairo = cairo_create(record.surface)!
        cairo_set_source_surface(cairo, backBuffer, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(record.surface)
    }

    /// What the X server shows for `window`, read back with XGetImage: for tests and screenshots.
    public func screenshot(of window: UIWindow) -> UIImage? {
        guard let record = record(for: window) else { return nil }
        XSync(display, 0)
        let width = Int32(record.pixelSize.width), height = Int32(record.pixelSize.height)
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cairo = cairo_create(image)!
        cairo_set_source_surface(cairo, record.surface, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(image)
        return UIImage(cairoImageSurface: image, scale: scale)
    }

    // MARK: - Events

    private func handle(_ event: inout XEvent, application: UIApplication) {
        switch event.type {
        case GenericEvent:
            guard event.xcookie.extension == xiOpcode, XGetEventData(display, &event.xcookie) != 0 else { return }
            defer { XFreeEventData(display, &event.xcookie) }
            handleXI2(event.xcookie, application: application)
        case Expose:
            if let record = windows[event.xexpose.window], event.xexpose.count == 0 { present(record) }
        case ConfigureNotify:
            guard let record = windows[event.xconfigure.window] else { return }
            let size = CGSize(width: CGFloat(event.xconfigure.width), height: CGFloat(event.xconfigure.height))
            if size != record.pixelSize {
                record.pixelSize = size
                cairo_xlib_surface_set_size(record.surface, Int32(size.width), Int32(size.height))
                var frame = record.window.frame
                frame.size = CGSize(width: size.width / scale, height: size.height / scale)
                record.window.frame = frame
            }
        case ClientMessage:
            if let record = windows[event.xclient.window], Atom(event.xclient.data.l.0) == wmDeleteWindow {
                record.window.close()
                syncWindows()
            }
        case FocusIn:
            if let record = windows[event.xfocus.window] { record.window.makeKey() }
        case UnmapNotify:
            if let record = windows[event.xunmap.window] {
                emulation.reset()
                cancelTouches { $1 === record.window }
            }
        default:
            break
        }
    }

    private func handleXI2(_ cookie: XGenericEventCookie, application: UIApplication) {
        guard let data = cookie.data else { return }
        if cookie.evtype == XI_HierarchyChanged {
            let change = data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee
            guard let infos = change.info else { return }
            for index in 0..<Int(change.num_info) {
                let info = infos[index]
                if info.flags & (XISlaveRemoved | XIDeviceDisabled | XISlaveDetached) != 0 {
                    cancelTouches { device, _ in device == info.deviceid }
                }
            }
            return
        }
        let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        guard let record = windows[device.event] else { return }
        var keysym: UInt = 0
        if cookie.evtype == XI_KeyPress || cookie.evtype == XI_KeyRelease {
            keysym = UInt(XkbKeycodeToKeysym(display, KeyCode(device.detail), 0, 0))
        }
        let eventRecord = XI2EventRecord(type: cookie.evtype, sourceDevice: device.sourceid, detail: device.detail,
                                         flags: device.flags, x: device.event_x, y: device.event_y,
                                         modifiers: UInt32(bitPattern: device.mods.effective), keysym: keysym)
        let windowCenter = CGPoint(x: record.window.bounds.midX, y: record.window.bounds.midY)
        let payloads = emulation.payloads(for: eventRecord, windowCenter: windowCenter, scale: scale)
            ?? XI2EventTranslation.payloads(for: eventRecord, scale: scale)
        for payload in payloads {
            if case .touches(let samples) = payload {
                trackTouches(samples, from: device.sourceid, in: record.window)
                // Touch events read together form one frame (X reports each finger separately), so a pinch's two
                // fingers move in the same UIEvent update, as on a touchscreen driver that reports frames.
                if pendingTouchWindow !== record.window { flushTouchFrame(application: application) }
                pendingTouchWindow = record.window
                pendingTouchSamples.append(contentsOf: samples)
            } else {
                flushTouchFrame(application: application)
                application.enqueue(RawInput(window: record.window.identifier, timestamp: monotonicClock.now, payload: payload))
            }
        }
    }

    private var emulation = PointerTouchEmulation()
    /// Touches down now, per source device, with the window they are in: a device that disappears, or a window
    /// that is unmapped, cancels its touches (their XI_TouchEnd will never come).
    private var touchesDown: [RawInput.TouchIdentifier: (device: Int32, window: UIWindow)] = [:]

    private func trackTouches(_ samples: [RawInput.TouchSample], from device: Int32, in window: UIWindow) {
        for sample in samples {
            switch sample.phase {
            case .began: touchesDown[sample.identifier] = (device, window)
            case .ended, .cancelled: touchesDown[sample.identifier] = nil
            case .moved: break
            }
        }
    }

    /// Cancels every touch that matches, as the samples the server will never send.
    private func cancelTouches(where matches: (Int32, UIWindow) -> Bool) {
        guard let application else { return }
        let doomed = touchesDown.filter { matches($0.value.device, $0.value.window) }
        guard !doomed.isEmpty else { return }
        flushTouchFrame(application: application)
        for (identifier, entry) in doomed.sorted(by: { $0.key.number < $1.key.number }) {
            touchesDown[identifier] = nil
            application.enqueue(RawInput(window: entry.window.identifier, timestamp: monotonicClock.now, payload: .touches([
                .init(identifier: identifier, phase: .cancelled, location: .zero),
            ])))
        }
    }

    private var pendingTouchSamples: [RawInput.TouchSample] = []
    private weak var pendingTouchWindow: UIWindow?

    private func flushTouchFrame(application: UIApplication) {
        defer {
            pendingTouchSamples.removeAll()
            pendingTouchWindow = nil
        }
        guard let window = pendingTouchWindow, !pendingTouchSamples.isEmpty else { return }
        application.enqueue(RawInput(window: window.identifier, timestamp: monotonicClock.now,
                                     payload: .touches(pendingTouchSamples)))
    }
}

/// Writes straight to file descriptor 2 (no shared `FILE *`, so it is safe from any context, even Xlib's handlers).
func writeToStandardError(_ message: String) {
    var bytes = Array(message.utf8)
    _ = write(2, &bytes, bytes.count)
}
