import CX11
import Foundation
import OpenUIKitCore

/// Two-finger input for people without a touchscreen, like the iOS Simulator's Option key: holding Alt while
/// pressing the primary button puts down two touches, one under the pointer and one mirrored through the press's
/// window centre, and dragging moves them symmetrically — a pinch when the pointer moves toward or away from the
/// centre, a rotation when it circles it.
///
/// The touches are ordinary core touches (device `device`, numbers 1 and 2 of the emulated device) and go through
/// the same hit-testing and recognizers as a touchscreen's. Pure state machine: the backend feeds it records.
struct PointerTouchEmulation {
    /// The device number the emulated touches carry, apart from every real device.
    static let device = -2
    static let modifier = UInt32(Mod1Mask)

    private(set) var isActive = false
    private var center = CGPoint.zero

    /// Returns the payloads replacing `event` while emulation is on or starting, or nil to let the event through.
    mutating func payloads(for event: XI2EventRecord, windowCenter: CGPoint, scale: CGFloat) -> [RawInput.Payload]? {
        let point = CGPoint(x: event.x / scale, y: event.y / scale)
        switch event.type {
        case XI_ButtonPress where event.detail == 1 && event.modifiers & Self.modifier != 0 && !isActive:
            guard event.flags & Int32(XIPointerEmulated) == 0 else { return nil }
            isActive = true
            center = windowCenter
            return [.touches(samples(.began, at: point))]
        case XI_Motion where isActive:
            return [.touches(samples(.moved, at: point))]
        case XI_ButtonRelease where isActive && event.detail == 1:
            isActive = false
            return [.touches(samples(.ended, at: point))]
        default:
            return nil
        }
    }

    /// Forgets an emulated gesture whose button release will not come (its window went away).
    mutating func reset() {
        isActive = false
    }

    private func samples(_ phase: RawInput.TouchPhase, at point: CGPoint) -> [RawInput.TouchSample] {
        let mirrored = CGPoint(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
        return [
            .init(identifier: .init(device: Self.device, number: 1), phase: phase, location: point, type: .direct),
            .init(identifier: .init(device: Self.device, number: 2), phase: phase, location: mirrored, type: .direct),
        ]
    }
}
