import Foundation
import OpenUIKitCore

/// A pen's axes (a tablet stylus or eraser, a pen display's or a 2-in-1's pen), found by their XInput2 valuator
/// labels, and what an event's values on them mean for ``UITouch``'s pencil properties.
///
/// A pen is recognised by what the device reports, never by its name: a pointer device with no touch class whose
/// position axes are absolute ("Abs X", "Abs Y") and which has a pressure or tilt axis ("Abs Pressure",
/// "Abs Tilt X", "Abs Tilt Y"). The X server's libinput and wacom drivers label a tool's axes this way; a touchscreen
/// has a touch class and "Abs MT" axes, a mouse relative axes, an absolute mouse (a virtual machine's tablet
/// pointer) no pressure or tilt. The drivers' XInput type atom says what kind of tool a device is: "ERASER" (both
/// drivers' eraser devices: xf86-input-libinput makes one per tool as it first comes near, "<tablet> Eraser
/// (<serial>)") is a pen's eraser end; "PAD" (a tablet's buttons and rings) and "CURSOR" (a puck) have a pressure
/// axis only for compatibility and are not pens.
///
/// - Pressure maps to force as a touchscreen's does (``XI2TouchValuators``): the axis's range to
///   0...``XI2TouchValuators/maximumPossibleForce``.
/// - Tilt is in degrees on both drivers (the tool's lean from upright towards +x and +y of the screen); the
///   direction of the barrel from the tip is (tan x, tan y, 1), from which the altitude (the angle to the screen's
///   plane) and the azimuth (its direction in the plane, 0 along +x, clockwise) follow. Without tilt axes the pen
///   reads upright.
/// - "Abs Distance" (the wacom driver's height above the surface) maps its range to ``UIHoverGestureRecognizer``'s
///   `zOffset` 0...1; without it a hovering pen reads 0.
struct XI2PenValuators: Equatable {
    typealias Axis = XI2TouchValuators.Axis

    var pressure: Axis?
    var tiltX: Axis?
    var tiltY: Axis?
    var distance: Axis?
    /// Whether the device is a pen's eraser end.
    var isEraser: Bool

    /// The XInput type atom's name the X drivers give an eraser.
    static let eraserTypeName = "ERASER"
    /// The XInput type atoms' names of tablet devices that are not pens though they have pressure axes.
    static let notPenTypeNames: Set<String> = ["PAD", "CURSOR"]

    /// The pen axes of a device with these valuators, or nil when the device is not a pen (see the type's
    /// documentation). `typeName` is the name of the device's XInput type atom, if it has one; `isAbsolute` says
    /// whether the device's position valuators are absolute.
    init?(axes: [Axis], hasTouchClass: Bool, isAbsolute: Bool, typeName: String?) {
        guard !hasTouchClass, isAbsolute, !(typeName.map(Self.notPenTypeNames.contains) ?? false) else { return nil }
        var hasX = false, hasY = false
        for axis in axes {
            switch axis.label {
            case "Abs X": hasX = true
            case "Abs Y": hasY = true
            case "Abs Pressure": pressure = axis
            case "Abs Tilt X": tiltX = axis
            case "Abs Tilt Y": tiltY = axis
            case "Abs Distance": distance = axis
            default: break
            }
        }
        // A degenerate range (0...0) measures nothing and would divide by zero.
        if let axis = pressure, !(axis.maximum > axis.minimum) { pressure = nil }
        if let axis = distance, !(axis.maximum > axis.minimum) { distance = nil }
        isEraser = typeName == Self.eraserTypeName
        guard hasX, hasY, pressure != nil || tiltX != nil || tiltY != nil else { return nil }
    }

    /// What one event of the pen reports, given a lookup of its valuator values by number (nil when the event does
    /// not carry that valuator; the pen then keeps its previous reading, passed as `previous`).
    func measure(previous: Reading, value: (Int32) -> Double?) -> Reading {
        var reading = previous
        if let axis = pressure, let raw = value(axis.number), raw.isFinite {
            let fraction = min(1, max(0, (raw - axis.minimum) / (axis.maximum - axis.minimum)))
            reading.force = CGFloat(fraction) * XI2TouchValuators.maximumPossibleForce
        }
        if let axis = tiltX, let raw = value(axis.number), raw.isFinite { reading.tiltX = raw }
        if let axis = tiltY, let raw = value(axis.number), raw.isFinite { reading.tiltY = raw }
        if let axis = distance, let raw = value(axis.number), raw.isFinite {
            reading.zOffset = CGFloat(min(1, max(0, (raw - axis.minimum) / (axis.maximum - axis.minimum))))
        }
        return reading
    }

    /// A pen's latest values on its axes.
    struct Reading: Equatable {
        /// UIKit's force: 0 when the pen has no pressure axis.
        var force: CGFloat = 0
        /// The lean from upright in degrees, towards +x and +y.
        var tiltX: Double = 0
        var tiltY: Double = 0
        var zOffset: CGFloat = 0

        /// The altitude and azimuth the tilt stands for (see ``XI2PenValuators``).
        var angles: (altitude: CGFloat, azimuth: CGFloat) {
            // Beyond 89° the tangent explodes; a pen lying flat reads almost flat.
            let x = tan(min(89, max(-89, tiltX)) * .pi / 180)
            let y = tan(min(89, max(-89, tiltY)) * .pi / 180)
            let lean = (x * x + y * y).squareRoot()
            guard lean > 0 else { return (.pi / 2, 0) }
            return (CGFloat(atan2(1, lean)), CGFloat(atan2(y, x)))
        }
    }
}
