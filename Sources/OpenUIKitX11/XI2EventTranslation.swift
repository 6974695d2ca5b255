import CX11
import Foundation
import OpenUIKitCore
@_spi(Platform) import OpenUIKitPlatform

/// The fields of an XInput2 device event (or a core key press) that matter to OpenUIKit, copied out of Xlib's
/// structs so translation is a pure function, testable from recorded fixtures with no X server.
public struct XI2EventRecord: Sendable, Equatable {
    /// `XI_ButtonPress`, `XI_Motion`, `XI_TouchBegin`, `XI_KeyPress`, …
    public var type: Int32
    /// The physical (slave) device the event came from.
    public var sourceDevice: Int32
    /// The button, touch id or keycode.
    public var detail: Int32
    /// `XIPointerEmulated`, `XITouchEmulatingPointer`, …
    public var flags: Int32
    /// Position in the window, in pixels.
    public var x: Double
    public var y: Double
    /// Effective modifier mask (`ControlMask`, `Mod1Mask`, …).
    public var modifiers: UInt32
    /// For key events: the keysym of the key (level 0).
    public var keysym: UInt
    /// For touch events: when the sample was taken, on the application's clock (from the server's time); nil
    /// means the frame's time.
    public var timestamp: TimeInterval?
    /// For touch events: the force, its maximum and the contact radius in points from the device's pressure and
    /// touch-major valuators (``XI2TouchValuators``); nil when the event carries none.
    public var force: CGFloat?
    public var maximumPossibleForce: CGFloat?
    public var majorRadius: CGFloat?

    public init(
        type: Int32, sourceDevice: Int32 = 0, detail: Int32 = 0, flags: Int32 = 0, x: Double = 0, y: Double = 0,
        modifiers: UInt32 = 0, keysym: UInt = 0, timestamp: TimeInterval? = nil, force: CGFloat? = nil,
        maximumPossibleForce: CGFloat? = nil, majorRadius: CGFloat? = nil
    ) {
        self.timestamp = timestamp
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.type = type
        self.sourceDevice = sourceDevice
        self.detail = detail
        self.flags = flags
        self.x = x
        self.y = y
        self.modifiers = modifiers
        self.keysym = keysym
    }
}

/// Turns XInput2 events into backend-neutral ``RawInput`` payloads (Docs/EventModel.md, "Event kinds").
///
/// - Touches (`XI_TouchBegin/Update/End`) become touch samples keyed by the server's touch id on the source
///   device, with the record's sample time, force and contact radius. The touch that emulates the pointer keeps its flag in the record; it changes nothing here.
/// - Pointer events flagged `XIPointerEmulated` were made from a touch and are dropped, or every tap would arrive
///   twice. Button 1 is the primary button (a touch); 2 and 3 are middle and secondary; 4–7 are the wheel
///   (scroll by one step, negative up/left) and produce nothing on release.
/// - Key presses that are the toolkit's chords (the platform's `KeyChords`: media keys, Ctrl+Alt+Z's shake,
///   Ctrl+Alt+H's hit-region overlay) become what they stand for. Other keys produce nothing here (XKB translates
///   them).
public enum XI2EventTranslation {
    /// The chord modifiers held in an X modifier mask.
    static func chordModifiers(_ mask: UInt32) -> KeyChords.Modifiers {
        var modifiers: KeyChords.Modifiers = []
        if mask & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if mask & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    public static func payloads(for event: XI2EventRecord, scale: CGFloat = 1) -> [RawInput.Payload] {
        let location = CGPoint(x: event.x / scale, y: event.y / scale)
        switch event.type {
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let phase: RawInput.TouchPhase =
                event.type == XI_TouchBegin ? .began : (event.type == XI_TouchEnd ? .ended : .moved)
            let identifier = RawInput.TouchIdentifier(device: Int(event.sourceDevice), number: Int(event.detail))
            return [
                .touches([
                    .init(
                        identifier: identifier, phase: phase, location: location, type: .direct,
                        timestamp: event.timestamp, force: event.force,
                        maximumPossibleForce: event.maximumPossibleForce, majorRadius: event.majorRadius)
                ])
            ]
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
            return pointerPayload(for: event, scale: scale).map { [$0] } ?? []
        case XI_KeyPress:
            return KeyChords.payloads(
                forKeysym: UInt32(truncatingIfNeeded: event.keysym), modifiers: chordModifiers(event.modifiers))
        default:
            return []
        }
    }

    /// The one payload of a pointer button or motion event, or nil when it makes none (an emulated pointer event,
    /// a wheel button's release, an unknown button) or is not a pointer event. ``payloads(for:scale:)`` uses it;
    /// the backend calls it first, so the usual event costs no array.
    public static func pointerPayload(for event: XI2EventRecord, scale: CGFloat = 1) -> RawInput.Payload? {
        guard event.type == XI_ButtonPress || event.type == XI_ButtonRelease || event.type == XI_Motion,
            event.flags & Int32(XIPointerEmulated) == 0
        else { return nil }
        let location = CGPoint(x: event.x / scale, y: event.y / scale)
        let device = Int(event.sourceDevice)
        if event.type == XI_Motion { return .pointer(.init(device: device, action: .moved, location: location)) }
        let isPress = event.type == XI_ButtonPress
        switch event.detail {
        case 1, 2, 3:
            let button: RawInput.PointerButton =
                event.detail == 1 ? .primary : (event.detail == 2 ? .middle : .secondary)
            return .pointer(
                .init(device: device, action: isPress ? .buttonDown(button) : .buttonUp(button), location: location))
        case 4, 5, 6, 7:
            guard isPress else { return nil }
            let dx: CGFloat = event.detail == 6 ? -1 : (event.detail == 7 ? 1 : 0)
            let dy: CGFloat = event.detail == 4 ? -1 : (event.detail == 5 ? 1 : 0)
            return .pointer(.init(device: device, action: .scroll(dx: dx, dy: dy), location: location))
        default:
            return nil
        }
    }

    /// The remote-control subtype of a media key, or nil.
    public static func remoteControlSubtype(forKeysym keysym: UInt) -> UIEvent.EventSubtype? {
        KeyChords.remoteControlSubtype(forKeysym: UInt32(truncatingIfNeeded: keysym))
    }
}
