import CX11
import Foundation
import OpenUIKitCore

/// Turns a pen's XInput2 pointer events into what UIKit apps see of a pen: `.pencil` touches while the tip is down,
/// hover while it is near the screen, and the end of hover when it leaves the range the tablet senses.
///
/// X reports a pen as a pointer: the tip touching the surface is button 1, the barrel buttons are 2 and 3, and every
/// event carries the pen's valuators (``XI2PenValuators``). So:
/// - Button 1 pressed, moved with, released: a touch of type `.pencil` on the pen's device (its number is 0)
///   began, moved, ended, with force, tilt and the sub-pixel position (the touch's location is that position
///   rounded to the screen's pixels, its precise location the position itself, as on iPadOS).
/// - Motion with the tip up: the pen hovers (`RawInput.PointerSample` with a ``RawInput/PenState``, its height in
///   `zOffset`), which drives ``UIHoverGestureRecognizer``; the core ends the hover when the tip comes down.
/// - Proximity out (``proximityOut(device:)``) ends the hover, and a touch still down (a tablet that lost the pen).
/// - Barrel buttons held are the touch's event's `buttonMask`: button 2 (the lower barrel button) as the middle
///   button `.button(3)`, button 3 as `.secondary`, as a mouse's. UIKit's pencil has no barrel buttons.
/// - Events the server made from another device (flagged emulated) and the wheel buttons (4–7) produce nothing.
struct XI2PenTranslation {
    /// What is known of one pen device between events.
    struct Tool: Equatable {
        var isTipDown = false
        var barrelButtons: UIEvent.ButtonMask = []
        var reading = XI2PenValuators.Reading()
        /// Where the pen was last, in points (precise), for ending its touch on proximity out.
        var location = CGPoint.zero
    }

    private(set) var tools: [Int32: Tool] = [:]

    /// The pen's latest reading (for measuring the next event, whose valuators may be partial).
    func reading(of device: Int32) -> XI2PenValuators.Reading {
        tools[device]?.reading ?? .init()
    }

    /// The payloads a pen's button or motion event makes. `reading` is what the event's valuators measured;
    /// `isEraser` whether the device is an eraser.
    mutating func payloads(
        for record: XI2EventRecord, reading: XI2PenValuators.Reading, isEraser: Bool, scale: CGFloat
    ) -> [RawInput.Payload] {
        guard record.flags & Int32(XIPointerEmulated) == 0 else { return [] }
        let device = record.sourceDevice
        var tool = tools[device] ?? Tool()
        tool.reading = reading
        let scale = scale > 0 ? scale : 1
        let precise = CGPoint(x: record.x / scale, y: record.y / scale)
        let onPixel = CGPoint(x: record.x.rounded() / scale, y: record.y.rounded() / scale)
        tool.location = precise
        defer { tools[device] = tool }
        let angles = reading.angles
        func penState(zOffset: CGFloat) -> RawInput.PenState {
            .init(
                preciseLocation: precise, altitudeAngle: angles.altitude, azimuthAngle: angles.azimuth,
                zOffset: zOffset, isEraser: isEraser, barrelButtons: tool.barrelButtons)
        }
        func touch(_ phase: RawInput.TouchPhase, force: CGFloat) -> RawInput.Payload {
            .touches([
                .init(
                    identifier: Self.identifier(device), phase: phase, location: onPixel, type: .pencil,
                    timestamp: record.timestamp, force: force,
                    maximumPossibleForce: XI2TouchValuators.maximumPossibleForce, pen: penState(zOffset: 0))
            ])
        }
        switch record.type {
        case XI_ButtonPress, XI_ButtonRelease:
            let isPress = record.type == XI_ButtonPress
            switch record.detail {
            case 1:
                // A press while down (or a release while up) is a driver's repeat: nothing changes.
                guard isPress != tool.isTipDown else { return [] }
                tool.isTipDown = isPress
                return [touch(isPress ? .began : .ended, force: isPress ? reading.force : 0)]
            case 2, 3:
                let button: UIEvent.ButtonMask = record.detail == 2 ? .button(3) : .secondary
                if isPress { tool.barrelButtons.insert(button) } else { tool.barrelButtons.remove(button) }
                return []
            default:
                return []
            }
        case XI_Motion:
            if tool.isTipDown { return [touch(.moved, force: reading.force)] }
            return [
                .pointer(
                    .init(
                        device: Int(device), action: .moved, location: precise,
                        pen: penState(zOffset: reading.zOffset)))
            ]
        default:
            return []
        }
    }

    /// The pen left the range its tablet senses: its hover ends, and a touch the tablet never lifted is cancelled.
    mutating func proximityOut(device: Int32) -> [RawInput.Payload] {
        guard let tool = tools.removeValue(forKey: device) else { return [.pointerExited(device: Int(device))] }
        var payloads: [RawInput.Payload] = []
        if tool.isTipDown {
            payloads.append(
                .touches([
                    .init(
                        identifier: Self.identifier(device), phase: .cancelled, location: tool.location, type: .pencil)
                ]))
        }
        payloads.append(.pointerExited(device: Int(device)))
        return payloads
    }

    /// Forgets a device that went away (the core cancels its touches).
    mutating func forget(device: Int32) {
        tools.removeValue(forKey: device)
    }

    /// The touch identifier of a pen's tip.
    static func identifier(_ device: Int32) -> RawInput.TouchIdentifier {
        RawInput.TouchIdentifier(device: Int(device), number: 0)
    }
}
