import CX11
import Foundation
import OpenUIKitCore
@_spi(Platform) import OpenUIKitPlatform

// XInput2's pointer events as the platform's two-finger emulation takes them: Alt (Mod1) starts it, Shift moves the
// pivot, and pointer events the server made from a touch never start it.
extension PointerTouchEmulation {
    /// Returns the payloads replacing `event` while emulation is on or starting, or nil to let the event through.
    @_spi(Input) public mutating func payloads(for event: XI2EventRecord, scale: CGFloat) -> [RawInput.Payload]? {
        let kind: Event.Kind
        switch event.type {
        case XI_ButtonPress: kind = .press
        case XI_Motion: kind = .motion
        case XI_ButtonRelease: kind = .release
        default: return nil
        }
        return payloads(
            for: Event(
                kind: kind, isPrimaryButton: event.detail == 1,
                location: CGPoint(x: event.x / scale, y: event.y / scale),
                emulatesTwoTouches: event.modifiers & UInt32(Mod1Mask) != 0,
                movesPivot: event.modifiers & UInt32(ShiftMask) != 0,
                isFromTouch: event.flags & Int32(XIPointerEmulated) != 0))
    }
}
