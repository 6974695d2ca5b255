import CX11
import Foundation
@_spi(Input) @_spi(Accessibility) import OpenUIKitCore

/// Pens: which devices are pens (``XI2PenValuators``), and their events, translated by ``XI2PenTranslation``.
extension XI2DeviceManager {
    /// Each device's XInput type atom's name ("ERASER", "STYLUS", "MOUSE", …), by id; only XInput 1's device list
    /// carries it.
    func readDeviceTypeNames() -> [Int32: String] {
        var count: Int32 = 0
        guard let list = XListInputDevices(display, &count) else { return [:] }
        defer { XFreeDeviceList(list) }
        var names: [Int32: String] = [:]
        for index in 0..<Int(count) where list[index].type != 0 {
            guard let name = XGetAtomName(display, list[index].type) else { continue }
            defer { XFree(name) }
            names[Int32(list[index].id)] = String(cString: name)
        }
        return names
    }

    /// The pen axes of a device, or nil when it is not a pen.
    func readPenValuators(of info: XIDeviceInfo, hasTouchClass: Bool, typeName: String?) -> XI2PenValuators? {
        var axes: [XI2PenValuators.Axis] = []
        var isAbsolute = false
        for classIndex in 0..<Int(info.num_classes) {
            guard let anyClass = info.classes[classIndex], anyClass.pointee.type == XIValuatorClass else { continue }
            let valuator = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
            guard valuator.label != 0, let name = XGetAtomName(display, valuator.label) else { continue }
            defer { XFree(name) }
            let label = String(cString: name)
            if label == "Abs X" && valuator.mode == XIModeAbsolute { isAbsolute = true }
            axes.append(.init(label: label, number: valuator.number, minimum: valuator.min, maximum: valuator.max))
        }
        return XI2PenValuators(axes: axes, hasTouchClass: hasTouchClass, isAbsolute: isAbsolute, typeName: typeName)
    }

    /// Handles a pen's button or motion event; false for other events (keys), which take the usual path.
    func handlePen(
        _ record: inout XI2EventRecord, _ event: XIDeviceEvent, _ pen: XI2PenValuators, in window: UIWindow
    ) -> Bool {
        guard record.type == XI_ButtonPress || record.type == XI_ButtonRelease || record.type == XI_Motion,
            let application
        else { return false }
        noteTouchServerTime(UInt(event.time))
        record.timestamp = serverTime.time(ofServerTime: UInt(event.time), now: clock?.now ?? 0)
        let state = event.valuators
        let reading = pen.measure(previous: pens.reading(of: event.sourceid)) { number in
            Self.valuatorValue(state, number: number)
        }
        penWindows[event.sourceid] = window.identifier
        let payloads = pens.payloads(
            for: record, reading: reading, isEraser: pen.isEraser, scale: window.screenScale)
        for payload in payloads { send(payload, from: window, to: application) }
        return true
    }

    /// Selects every pen's XInput 1 proximity events on the root window (XInput 2 has none; the events reach the
    /// root from whichever window the pen is over, as no other window selects them). Devices no longer pens are
    /// closed; a device the server already removed answers its close with an error, which is expected.
    func selectPenProximity() {
        let root = openuikit_default_root(display)
        var classes: [XEventClass] = []
        for id in penValuators.keys.sorted() {
            guard let device = openedPens[id] ?? XOpenDevice(display, XID(id)) else { continue }
            openedPens[id] = device
            var pair: [XEventClass] = [0, 0]
            let count = openuikit_xi1_proximity_classes(device, &proximityInType, &proximityOutType, &pair)
            classes.append(contentsOf: pair.prefix(Int(count)))
        }
        let stale = openedPens.filter { penValuators[$0.key] == nil }
        if !stale.isEmpty {
            _ = X11ProtocolErrors.shared.catchErrors(on: display) {
                for (id, device) in stale {
                    XCloseDevice(display, device)
                    openedPens[id] = nil
                }
            }
        }
        guard !classes.isEmpty || !stale.isEmpty else { return }
        _ = XSelectExtensionEvent(display, root, &classes, Int32(classes.count))
    }

    /// Handles an X event that is not XInput 2's: a pen's proximity out ends its hover. False when the event is
    /// not one of ours.
    func handleLegacyEvent(_ event: inout XEvent) -> Bool {
        guard proximityOutType >= 0, event.type == proximityOutType else { return false }
        let device = withUnsafePointer(to: &event) {
            $0.withMemoryRebound(to: XProximityNotifyEvent.self, capacity: 1) { Int32($0.pointee.deviceid) }
        }
        guard let window = penWindows.removeValue(forKey: device), let application else {
            pens.forget(device: device)
            return true
        }
        for payload in pens.proximityOut(device: device) {
            flushTouchFrame()
            application.enqueue(RawInput(window: window, timestamp: now, payload: payload))
        }
        return true
    }
}
