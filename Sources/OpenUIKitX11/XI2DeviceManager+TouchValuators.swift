import CX11
import Foundation
import OpenUIKitCore

/// Touch measurements: the valuators of touch devices (pressure, contact size) and the server time of each touch
/// event, put on the event's record before translation.
extension XI2DeviceManager {
    /// The pressure and contact-size axes of a touch device, from its valuator classes' labels.
    func readTouchValuators(of info: XIDeviceInfo) -> XI2TouchValuators? {
        var axes: [XI2TouchValuators.Axis] = []
        for classIndex in 0..<Int(info.num_classes) {
            guard let anyClass = info.classes[classIndex], anyClass.pointee.type == XIValuatorClass else { continue }
            let valuator = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
            guard valuator.label != 0, let name = XGetAtomName(display, valuator.label) else { continue }
            defer { XFree(name) }
            axes.append(
                .init(
                    label: String(cString: name), number: valuator.number, minimum: valuator.min,
                    maximum: valuator.max))
        }
        return XI2TouchValuators(axes: axes)
    }

    /// Stamps a touch event's record with its time on the application's clock and with the force and contact
    /// radius its valuators report.
    func measureTouch(_ record: inout XI2EventRecord, _ event: XIDeviceEvent, scale: CGFloat) {
        noteTouchServerTime(UInt(event.time))
        // The clock itself, not `now`: reading the time for the mapping stamps nothing.
        record.timestamp = serverTime.time(ofServerTime: UInt(event.time), now: clock?.now ?? 0)
        guard let axes = touchValuators[event.sourceid] else { return }
        let screenWidth = Double(XDisplayWidth(display, openuikit_default_screen(display)))
        let state = event.valuators
        let measured = axes.measurements(screenWidth: screenWidth, scale: scale) { number in
            Self.valuatorValue(state, number: number)
        }
        record.force = measured.force
        record.maximumPossibleForce = measured.maximumPossibleForce
        record.majorRadius = measured.majorRadius
    }

    /// The value of valuator `number` in an event, or nil when the event does not carry it (no allocation: this runs
    /// for every touch event).
    static func valuatorValue(_ state: XIValuatorState, number: Int32) -> Double? {
        guard let mask = state.mask, let values = state.values, number >= 0, number < state.mask_len * 8,
            openuikit_xi_mask_is_set(mask, number) != 0
        else { return nil }
        var index = 0
        for earlier in 0..<number where openuikit_xi_mask_is_set(mask, earlier) != 0 { index += 1 }
        return values[index]
    }
}
