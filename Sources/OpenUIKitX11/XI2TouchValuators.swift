import CX11
import Foundation
import OpenUIKitCore

/// A touchscreen's pressure and contact-size axes, found by their XInput2 valuator labels, and what a touch event's
/// values on them mean for ``UITouch/force`` and ``UITouch/majorRadius``.
///
/// Devices are recognised by the labels the X server's drivers give their valuators ("Abs MT Pressure",
/// "Abs MT Touch Major", "Abs MT Position X"), never by the device's name. The pressure axis's range maps to
/// 0...``maximumPossibleForce``: UIKit's scale has 1 for an average touch and documents no maximum, and X reports
/// no "average", so OpenUIKit takes a quarter of the device's range as average (a firm press reads about 2, the
/// axis's end 4). The touch-major axis is in the units of the position axis (the kernel's multitouch protocol), so
/// the radius is half of it, scaled from the X position axis's range to the screen's width in pixels, then to
/// points.
struct XI2TouchValuators: Equatable {
    /// One valuator as `XIQueryDevice` describes it.
    struct Axis: Equatable {
        var label: String
        var number: Int32
        var minimum: Double
        var maximum: Double
    }

    /// UIKit's force of the strongest press OpenUIKit reports (see the type's documentation).
    static let maximumPossibleForce: CGFloat = 4

    var pressure: Axis?
    var touchMajor: Axis?
    /// The horizontal position axis, whose units the touch-major axis shares.
    var positionX: Axis?

    /// The axes of a device with the given valuators, or nil when it has neither pressure nor contact size.
    init?(axes: [Axis]) {
        for axis in axes {
            switch axis.label {
            case "Abs MT Pressure": pressure = axis
            case "Abs MT Touch Major": touchMajor = axis
            case "Abs MT Position X": positionX = axis
            default: break
            }
        }
        // A degenerate range (a driver reporting 0...0) would divide by zero: such an axis measures nothing.
        if let axis = pressure, !(axis.maximum > axis.minimum) { pressure = nil }
        if let axis = touchMajor, !(axis.maximum > axis.minimum) { touchMajor = nil }
        if pressure == nil && touchMajor == nil { return nil }
    }

    /// The force, the force's maximum and the contact radius (in points) a touch event reports, given a lookup of
    /// the event's valuator values by number (nil when the event does not carry that valuator) and the screen's
    /// width in pixels. A measurement whose valuator the event lacks is nil: the touch keeps its previous one.
    func measurements(
        screenWidth: Double, scale: CGFloat, value: (Int32) -> Double?
    ) -> (force: CGFloat?, maximumPossibleForce: CGFloat?, majorRadius: CGFloat?) {
        var force: CGFloat?
        if let axis = pressure, let raw = value(axis.number), raw.isFinite {
            let fraction = min(1, max(0, (raw - axis.minimum) / (axis.maximum - axis.minimum)))
            force = CGFloat(fraction) * Self.maximumPossibleForce
        }
        var radius: CGFloat?
        if let axis = touchMajor, let raw = value(axis.number), raw.isFinite, raw >= 0 {
            // Without a position axis the units are unknown; take them as pixels.
            var pixelsPerUnit = 1.0
            if let position = positionX, position.maximum > position.minimum, screenWidth > 0 {
                pixelsPerUnit = screenWidth / (position.maximum - position.minimum + 1)
            }
            radius = CGFloat(raw * pixelsPerUnit / 2) / (scale > 0 ? scale : 1)
        }
        return (force, pressure == nil ? nil : Self.maximumPossibleForce, radius)
    }
}
