import CX11
import Foundation
import OpenUIKitCore

/// Two-finger input for people without a touchscreen, like the iOS Simulator's Option key: holding Alt while
/// pressing the primary button puts down two touches on either side of the press — the pivot — `offset` points
/// apart from it, and dragging moves them symmetrically about the pivot: a pinch when the pointer moves toward or
/// away from it, a rotation when it circles it. Holding Shift as well moves the pivot with the pointer (both touches
/// move together: a two-finger pan), as Shift+Option does in the Simulator.
///
/// Both touches begin within `offset` points of the press, so any view the press lands on (at least twice that
/// wide) gets both and can be pinched and rotated; the pivot used to be the window's centre, which gave a view
/// away from the centre one finger only. The touches are ordinary core touches (device `device`, numbers 1 and 2)
/// and go through the same hit-testing and recognizers as a touchscreen's. Pure state machine: the backend feeds
/// it records.
struct PointerTouchEmulation {
    /// The device number the emulated touches carry, apart from every real device.
    static let device = -2
    static let modifier = UInt32(Mod1Mask)
    static let pivotModifier = UInt32(ShiftMask)
    /// How far (points) each touch starts from the pivot: far enough apart for a pinch to measure a distance, close
    /// enough for both to land on a small view.
    static let offset: CGFloat = 20

    private(set) var isActive = false
    private var pivot = CGPoint.zero
    /// The pointer's last position, in points.
    private var pointer = CGPoint.zero
    /// The first touch's position relative to the pivot; the second is at the opposite.
    private var arm = CGPoint.zero

    /// Returns the payloads replacing `event` while emulation is on or starting, or nil to let the event through.
    mutating func payloads(for event: XI2EventRecord, scale: CGFloat) -> [RawInput.Payload]? {
        let point = CGPoint(x: event.x / scale, y: event.y / scale)
        switch event.type {
        case XI_ButtonPress where event.detail == 1 && event.modifiers & Self.modifier != 0 && !isActive:
            guard event.flags & Int32(XIPointerEmulated) == 0 else { return nil }
            isActive = true
            pivot = point
            pointer = point
            arm = CGPoint(x: Self.offset, y: 0)
            return [.touches(samples(.began))]
        case XI_Motion where isActive:
            let dx = point.x - pointer.x, dy = point.y - pointer.y
            pointer = point
            if event.modifiers & Self.pivotModifier != 0 {
                pivot.x += dx
                pivot.y += dy
            } else {
                arm.x += dx
                arm.y += dy
            }
            return [.touches(samples(.moved))]
        case XI_ButtonRelease where isActive && event.detail == 1:
            isActive = false
            return [.touches(samples(.ended))]
        default:
            return nil
        }
    }

    /// Forgets an emulated gesture whose button release will not come (its window went away).
    mutating func reset() {
        isActive = false
    }

    private func samples(_ phase: RawInput.TouchPhase) -> [RawInput.TouchSample] {
        let first = CGPoint(x: pivot.x + arm.x, y: pivot.y + arm.y)
        let second = CGPoint(x: pivot.x - arm.x, y: pivot.y - arm.y)
        return [
            .init(identifier: .init(device: Self.device, number: 1), phase: phase, location: first, type: .direct),
            .init(identifier: .init(device: Self.device, number: 2), phase: phase, location: second, type: .direct),
        ]
    }
}
