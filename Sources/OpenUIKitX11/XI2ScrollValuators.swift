import CX11
import Foundation
import OpenUIKitCore

/// XInput 2.1 smooth scrolling: turns changes of a device's scroll valuators into ``RawInput/ScrollSample``s.
///
/// A device with scroll classes reports scrolling as motion of those valuators (their values only grow or
/// shrink; the change since the last event is the scroll), and the server also sends wheel buttons 4–7 for old
/// clients, flagged `XIPointerEmulated`, which ``XI2EventTranslation`` drops. One valuator `increment` is one
/// wheel step. Like GTK, the last values are forgotten when the pointer enters a window (they moved while it was
/// elsewhere), so the first event after that only records where they are.
///
/// Discrete or continuous: X does not say. A device named like a touchpad ("touchpad", "trackpad"), or with a
/// dependent touch class, scrolls continuously (`continuousStep` points per increment: xf86-input-libinput's
/// default `ScrollPixelDistance`, so content follows the fingers); any other is a wheel (``RawInput/ScrollSample/
/// discreteStep`` points per step).
struct XI2ScrollValuators {
    struct Axis: Equatable {
        /// The valuator's number.
        var number: Int32
        var isVertical: Bool
        /// The value change of one wheel step.
        var increment: Double
    }

    struct Device: Equatable {
        var axes: [Axis]
        var type: UIScrollType
    }

    /// Pixels of scrolling per increment on a continuous device.
    static let continuousStep: CGFloat = 15

    /// Scroll axes by source device.
    var devices: [Int32: Device] = [:]
    private var lastValues: [Int32: [Int32: Double]] = [:]

    /// Whether `name` and `touchMode` describe a touchpad.
    static func scrollType(name: String, touchMode: X11InputDevice.TouchMode?) -> UIScrollType {
        let lowered = name.lowercased()
        return touchMode == .dependent || lowered.contains("touchpad") || lowered.contains("trackpad")
            ? .continuous : .discrete
    }

    /// The pointer entered a window: the next values are a new baseline.
    mutating func resetBaseline(device: Int32) {
        lastValues[device] = nil
    }

    /// The scroll made by an event of `device` carrying `values` (valuator number → value), at `x`, `y` pixels.
    mutating func sample(
        device: Int32, values: [Int32: Double], x: Double, y: Double, scale: CGFloat
    ) -> RawInput.ScrollSample? {
        guard let info = devices[device] else { return nil }
        var steps = (x: 0.0, y: 0.0)
        var last = lastValues[device] ?? [:]
        for axis in info.axes {
            guard let value = values[axis.number], value.isFinite else { continue }
            defer { last[axis.number] = value }
            guard let previous = last[axis.number], axis.increment != 0 else { continue }
            let change = (value - previous) / axis.increment
            if axis.isVertical { steps.y += change } else { steps.x += change }
        }
        lastValues[device] = last
        guard steps.x != 0 || steps.y != 0 else { return nil }
        let points: CGFloat =
            info.type == .discrete ? RawInput.ScrollSample.discreteStep : Self.continuousStep / scale
        // A step down shows what is further down: content moves up, as under a finger dragging up.
        return RawInput.ScrollSample(
            device: Int(device), location: CGPoint(x: x / scale, y: y / scale), dx: -steps.x * points,
            dy: -steps.y * points, type: info.type)
    }
}
