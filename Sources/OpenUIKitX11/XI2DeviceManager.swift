import CX11
import Foundation
@_spi(Rendering) @_spi(Input) import OpenUIKitCore
@_spi(Platform) import OpenUIKitPlatform

/// XInput2 for the X11 backend, as GTK's `gdkdevicemanager-xi2.c`: the version check, event selection, the device
/// hierarchy with each device's classes, and the device events, which it turns into `RawInput` for the core.
///
/// - Events are selected on the master devices only (no grabs), so each arrives once; `sourceid` names the
///   physical device, which becomes the touch identifier's device.
/// - Each event is copied into an ``XI2EventRecord`` and translated by ``XI2EventTranslation`` (a pure function),
///   after ``PointerTouchEmulation`` had its chance (Alt-drag as two touches).
/// - Touch samples read in one pass form one batch (X reports each finger separately); the loop reads the
///   connection again before closing it while the batch spans less than a display frame of server time
///   (``mayExtendTouchFrame``). The core holds batches for the display refresh (`TouchFramePacer`, at the frame
///   clock's rate: ``X11Backend/attach(_:)`` sets it) and makes frames of them (`TouchFrameGrouping`): a pinch's two
///   fingers move in the same `UIEvent` update, and a fast stroke's samples become coalesced touches. Each sample is stamped with
///   the server's time for it (``XI2ServerTime``), and so is the frame.
/// - A device that is removed, disabled or detached has its touches cancelled by the core
///   (`UIApplication.backendDeviceWasRemoved`). Xorg ends a disabled device's touches (`XI_TouchEnd`) before it
///   reports the device disabled; those ends, still in the pending frame, are turned into cancellations.
@MainActor
final class XI2DeviceManager {
    let display: OpaquePointer
    /// The XInput extension's major opcode: `GenericEvent`s carrying it are ours.
    let opcode: Int32
    weak var application: UIApplication?
    var clock: (any EventClock)?
    /// The `UIWindow` an X window shows, if any.
    var windowLookup: (Window) -> UIWindow? = { _ in nil } {
        didSet { forgetWindowLookups() }
    }
    /// The X window last looked up and its `UIWindow` (held weakly, as the backend holds it), so a stream of events
    /// for one window skips the lookup: a closure call, which checks its executor, and a hash.
    private var lastLookedUpXWindow: Window = 0
    private weak var lastLookedUpWindow: UIWindow?
    /// Every device the server has, by id; refreshed when the hierarchy changes.
    private(set) var devices: [Int32: X11InputDevice] = [:]
    var emulation = PointerTouchEmulation()
    /// Whether the server speaks XInput 2.4 (touchpad gesture events).
    private(set) var supportsGestures = false
    var scrollValuators = XI2ScrollValuators()
    /// Touchscreens' pressure and contact-size axes, by source device (`XI2DeviceManager+TouchValuators.swift`).
    var touchValuators: [Int32: XI2TouchValuators] = [:]
    /// Pens' axes, by source device: the devices whose events are pen events (`XI2DeviceManager+Pens.swift`).
    var penValuators: [Int32: XI2PenValuators] = [:]
    /// What each pen is doing (tip down, barrel buttons, latest reading).
    var pens = XI2PenTranslation()
    /// Pens opened through XInput 1 for their proximity events, by id; the event types the server gave those
    /// events (`XI2DeviceManager+Pens.swift`).
    var openedPens: [Int32: UnsafeMutablePointer<XDevice>] = [:]
    var proximityInType: Int32 = -1
    var proximityOutType: Int32 = -1
    /// The window each pen was last seen over: where its proximity out is sent.
    var penWindows: [Int32: UIWindow.Identifier] = [:]
    /// The server's event times on the application's clock.
    var serverTime = XI2ServerTime()

    /// Pointers whose Ctrl+Alt press selected a view in the hit-region overlay: their release is swallowed too.
    private var selectingPointers: Set<Int32> = []

    /// While `window` shows the hit-region overlay, a Ctrl+Alt press of the primary button selects the view under it
    /// (``HitRegionOverlay/select(at:in:)``, through `.debug(.selectView)`) instead of reaching the app, and its
    /// release is swallowed (even if the keys were let go first). Nil for every other event: the app's.
    private func overlaySelection(for record: XI2EventRecord, in window: UIWindow) -> [RawInput.Payload]? {
        guard record.detail == 1, record.flags & Int32(XIPointerEmulated) == 0 else { return nil }
        // Asked only while a selection is under way: every release would otherwise hash its device into the set.
        if record.type == XI_ButtonRelease, !selectingPointers.isEmpty,
            selectingPointers.remove(record.sourceDevice) != nil
        {
            return []
        }
        guard record.type == XI_ButtonPress, window.hitRegionOverlay != nil,
            KeyChords.selectsView(XI2EventTranslation.chordModifiers(record.modifiers))
        else { return nil }
        selectingPointers.insert(record.sourceDevice)
        let scale = window.screenScale
        return [.debug(.selectView, location: CGPoint(x: record.x / scale, y: record.y / scale))]
    }

    /// ``windowLookup``, remembering the last answer.
    func window(for xWindow: Window) -> UIWindow? {
        if xWindow == lastLookedUpXWindow, let window = lastLookedUpWindow { return window }
        let window = windowLookup(xWindow)
        if let window {
            lastLookedUpXWindow = xWindow
            lastLookedUpWindow = window
        }
        return window
    }

    /// Drops the remembered lookup: the backend's windows changed.
    func forgetWindowLookups() {
        lastLookedUpXWindow = 0
        lastLookedUpWindow = nil
    }

    /// Offers a key to the input method before XKB (``X11InputMethod/offer(_:type:in:)``); true when it took it.
    var offerToInputMethod: ((XIDeviceEvent, Int32, UIWindow) -> Bool)?

    /// The keyboard's translation through XKB; nil when the server has no XKB (keys then type nothing).
    lazy var keyTranslator: XKBKeyTranslator? = XKBKeyTranslator(display: display)

    private var pendingTouchSamples: [RawInput.TouchSample] = []
    private var pendingTouchWindow: UIWindow.Identifier?
    /// The server time of the pending frame's first sample.
    private var pendingFrameStart: UInt?
    /// The latest timestamp given to input sent to the core.
    private var latestStamp = -TimeInterval.infinity
    /// The server time of the newest touch event read.
    private var latestTouchServerTime: UInt = 0

    /// How long (in server milliseconds) a frame may keep growing while the loop reads the connection again for
    /// more of it: one display frame at 60 Hz.
    static let frameSpan: UInt = 16

    /// Whether touch samples wait to be sent, and reading the connection once more may still add to their frame:
    /// the backend then reads again before closing the frame, so events the server stamped together, and a
    /// stroke's samples written a few microseconds apart, stay in one frame.
    var mayExtendTouchFrame: Bool {
        guard let start = pendingFrameStart, !pendingTouchSamples.isEmpty else { return false }
        return latestTouchServerTime &- start < Self.frameSpan
    }

    /// Checks for XInput 2.2 or newer on `display`.
    init(display: OpaquePointer) throws {
        self.display = display
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else {
            throw X11BackendError.xinput2Unavailable(major: 0, minor: 0)
        }
        self.opcode = opcode
        // Ask for 2.4 (touchpad gestures); the server answers with what it has, and 2.2 (touch) is the minimum.
        var major: Int32 = 2, minor: Int32 = 4
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2) else {
            throw X11BackendError.xinput2Unavailable(major: major, minor: minor)
        }
        supportsGestures = major > 2 || minor >= 4
        refreshDevices()
    }

    // MARK: - Selection

    /// Pointer, touch and key events from every master device on `xWindow`. Touches are not grabbed.
    func selectInput(on xWindow: Window) {
        select(
            [
                XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd,
                XI_KeyPress, XI_KeyRelease, XI_Enter, XI_Leave,
            ] + (supportsGestures ? XI2GestureTranslation.eventTypes : []), devices: XIAllMasterDevices, on: xWindow)
    }

    /// Device hot-plug and enabling, on the root window.
    func selectHierarchyChanges() {
        select([XI_HierarchyChanged], devices: XIAllDevices, on: openuikit_default_root(display))
    }

    private func select(_ types: [Int32], devices: Int32, on xWindow: Window) {
        var mask = [UInt8](repeating: 0, count: Int(openuikit_xi_mask_length))
        for type in types { openuikit_xi_set_mask(&mask, type) }
        mask.withUnsafeMutableBufferPointer { buffer in
            var eventMask = XIEventMask(deviceid: devices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, xWindow, &eventMask, 1)
        }
    }

    // MARK: - The hierarchy

    /// Reads every device and its classes from the server.
    func refreshDevices() {
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(infos) }
        var found: [Int32: X11InputDevice] = [:]
        var scrollAxes: [Int32: [XI2ScrollValuators.Axis]] = [:]
        touchValuators.removeAll()
        penValuators.removeAll()
        let typeNames = readDeviceTypeNames()
        for index in 0..<Int(count) {
            let info = infos[index]
            let use: X11InputDevice.Use =
                switch info.use {
                case XIMasterPointer: .masterPointer
                case XIMasterKeyboard: .masterKeyboard
                case XISlavePointer: .slavePointer
                case XISlaveKeyboard: .slaveKeyboard
                default: .floating
                }
            var touchMode: X11InputDevice.TouchMode?
            for classIndex in 0..<Int(info.num_classes) {
                guard let anyClass = info.classes[classIndex] else { continue }
                if anyClass.pointee.type == XIScrollClass {
                    let scroll = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                    scrollAxes[info.deviceid, default: []].append(
                        .init(
                            number: scroll.number, isVertical: scroll.scroll_type == XIScrollTypeVertical,
                            increment: scroll.increment))
                }
                guard anyClass.pointee.type == XITouchClass else { continue }
                let touchClass = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XITouchClassInfo.self).pointee
                touchMode = touchClass.mode == XIDirectTouch ? .direct : .dependent
            }
            if touchMode != nil, let axes = readTouchValuators(of: info) { touchValuators[info.deviceid] = axes }
            if use == .slavePointer || use == .floating,
                let pen = readPenValuators(
                    of: info, hasTouchClass: touchMode != nil, typeName: typeNames[info.deviceid])
            {
                penValuators[info.deviceid] = pen
            }
            found[info.deviceid] = X11InputDevice(
                id: info.deviceid, name: String(cString: info.name), use: use,
                touchMode: touchMode, isEnabled: info.enabled != 0)
        }
        devices = found
        var scrollDevices: [Int32: XI2ScrollValuators.Device] = [:]
        for (id, axes) in scrollAxes {
            let device = found[id]
            scrollDevices[id] = .init(
                axes: axes,
                type: XI2ScrollValuators.scrollType(name: device?.name ?? "", touchMode: device?.touchMode))
        }
        scrollValuators.devices = scrollDevices
        selectPenProximity()
    }

    /// A device went away as a source of input (removed, disabled, or detached from its master, whose events are
    /// the only ones selected): its touches will never end normally.
    private func hierarchyChanged(_ change: XIHierarchyEvent) {
        var gone: [Int32] = []
        if let infos = change.info {
            for index in 0..<Int(change.num_info)
            where infos[index].flags & (XISlaveRemoved | XIDeviceDisabled | XISlaveDetached) != 0 {
                gone.append(infos[index].deviceid)
            }
        }
        refreshDevices()
        guard !gone.isEmpty else { return }
        // Xorg sends a disabled device's XI_TouchEnd first: in the frame not yet sent, those ends are cancellations.
        for index in pendingTouchSamples.indices
        where pendingTouchSamples[index].phase == .ended
            && gone.contains(Int32(pendingTouchSamples[index].identifier.device))
        {
            pendingTouchSamples[index].phase = .cancelled
        }
        flushTouchFrame()
        for device in gone {
            pens.forget(device: device)
            application?.backendDeviceWasRemoved(Int(device))
        }
    }

    // MARK: - Events

    /// Handles one XI2 event whose data Xlib has fetched.
    func handle(_ cookie: XGenericEventCookie) {
        guard let data = cookie.data, let application else { return }
        if cookie.evtype == XI_HierarchyChanged {
            hierarchyChanged(data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee)
            return
        }
        if XI2GestureTranslation.eventTypes.contains(cookie.evtype) {
            handleGesture(cookie.evtype, data)
            return
        }
        if cookie.evtype == XI_Enter || cookie.evtype == XI_Leave {
            let crossing = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            guard let window = window(for: crossing.event) else { return }
            if cookie.evtype == XI_Enter {
                scrollValuators.resetBaseline(device: crossing.sourceid)
            } else {
                flushTouchFrame()
                application.enqueue(
                    RawInput(
                        window: window.identifier, timestamp: now,
                        payload: .pointerExited(device: Int(crossing.sourceid))))
            }
            return
        }
        let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        guard let window = window(for: device.event) else { return }
        if cookie.evtype == XI_KeyPress || cookie.evtype == XI_KeyRelease {
            handleKey(device, type: cookie.evtype, in: window)  // XI2DeviceManager+Keys.swift
            return
        }
        var record = XI2EventRecord(
            type: cookie.evtype, sourceDevice: device.sourceid, detail: device.detail,
            flags: device.flags, x: device.event_x, y: device.event_y,
            modifiers: UInt32(bitPattern: device.mods.effective))
        let scale = window.screenScale
        if let pen = penValuators[device.sourceid], handlePen(&record, device, pen, in: window) { return }
        if cookie.evtype == XI_TouchBegin || cookie.evtype == XI_TouchUpdate || cookie.evtype == XI_TouchEnd {
            measureTouch(&record, device, scale: scale)
        }
        if let selection = overlaySelection(for: record, in: window) {
            flushTouchFrame()
            for payload in selection {
                application.enqueue(RawInput(window: window.identifier, timestamp: now, payload: payload))
            }
            return
        }
        if let emulated = emulation.payloads(for: record, scale: scale) {
            for payload in emulated { send(payload, from: window, to: application) }
        } else if let payload = XI2EventTranslation.pointerPayload(for: record, scale: scale) {
            // The usual event, without an array.
            send(payload, from: window, to: application)
        } else {
            for payload in XI2EventTranslation.payloads(for: record, scale: scale) {
                send(payload, from: window, to: application)
            }
        }
        // Valuator motion the server made from wheel buttons (flagged emulated) would scroll twice.
        if cookie.evtype == XI_Motion, device.flags & Int32(XIPointerEmulated) == 0,
            let scroll = scrollValuators.sample(
                device: device.sourceid, values: Self.valuatorValues(device.valuators), x: device.event_x,
                y: device.event_y, scale: scale)
        {
            send(.scroll(scroll), from: window, to: application)
        }
    }

    /// Touch samples join the pending frame (X reports each finger separately); anything else ends that frame and
    /// goes to the core's queue.
    func send(_ payload: RawInput.Payload, from window: UIWindow, to application: UIApplication) {
        if case .touches(let samples) = payload {
            if pendingTouchWindow != window.identifier { flushTouchFrame() }
            pendingTouchWindow = window.identifier
            if pendingTouchSamples.isEmpty { pendingFrameStart = latestTouchServerTime }
            pendingTouchSamples.append(contentsOf: samples)
        } else {
            flushTouchFrame()
            application.enqueue(RawInput(window: window.identifier, timestamp: now, payload: payload))
        }
    }

    /// A touchpad gesture event (XI 2.4), translated by ``XI2GestureTranslation``.
    private func handleGesture(_ type: Int32, _ data: UnsafeMutableRawPointer) {
        let record =
            type == XI_GesturePinchBegin || type == XI_GesturePinchUpdate || type == XI_GesturePinchEnd
            ? XI2GestureRecord(data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee)
            : XI2GestureRecord(data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee)
        guard let window = window(for: record.xWindow),
            let payload = XI2GestureTranslation.payload(for: record, scale: window.screenScale)
        else { return }
        flushTouchFrame()
        application?.enqueue(RawInput(window: window.identifier, timestamp: now, payload: payload))
    }

    /// The valuators an event carries, by number.
    static func valuatorValues(_ state: XIValuatorState) -> [Int32: Double] {
        guard let mask = state.mask, let values = state.values else { return [:] }
        var result: [Int32: Double] = [:]
        var next = 0
        for number in 0..<Int32(state.mask_len * 8) where openuikit_xi_mask_is_set(mask, number) != 0 {
            result[number] = values[next]
            next += 1
        }
        return result
    }

    /// Records the server time of a touch event just read (``mayExtendTouchFrame``).
    func noteTouchServerTime(_ time: UInt) {
        latestTouchServerTime = time
    }

    /// Enqueues the touch samples read so far as one frame.
    func flushTouchFrame() {
        defer {
            pendingTouchSamples.removeAll(keepingCapacity: true)
            pendingTouchWindow = nil
            pendingFrameStart = nil
        }
        guard let window = pendingTouchWindow, !pendingTouchSamples.isEmpty else { return }
        // The frame happened when its newest sample was taken: recognizers' velocities follow the device's pace.
        let timestamp = max(pendingTouchSamples.last?.timestamp ?? now, latestStamp)
        latestStamp = timestamp
        application?.enqueue(RawInput(window: window, timestamp: timestamp, payload: .touches(pendingTouchSamples)))
    }

    /// The clock's time, for input stamped when it is read; remembered, so a touch frame stamped with its (earlier)
    /// server time never goes before input already sent.
    var now: TimeInterval {
        let time = clock?.now ?? 0
        latestStamp = max(latestStamp, time)
        return time
    }
}
