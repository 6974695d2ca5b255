import CX11
import Foundation
import OpenUIKitCore

/// The fields of an XInput 2.4 touchpad gesture event (`XIGesturePinchEvent`, `XIGestureSwipeEvent`) that matter
/// to OpenUIKit, copied out of Xlib's structs so translation is a pure function, testable from fixtures.
public struct XI2GestureRecord: Sendable, Equatable {
    /// `XI_GesturePinchBegin` … `XI_GestureSwipeEnd`.
    public var type: Int32
    /// The physical (slave) device the event came from.
    public var sourceDevice: Int32
    /// The number of fingers on the touchpad.
    public var fingers: Int32
    /// `XIGesturePinchEventCancelled` / `XIGestureSwipeEventCancelled`.
    public var flags: Int32
    /// The pointer's position in the window, in pixels.
    public var x: Double
    public var y: Double
    /// The fingers' movement since the previous event, in pixels (accelerated, as the pointer moves).
    public var dx: Double
    public var dy: Double
    /// Pinches only: the scale since the gesture began, and the rotation since the previous event in degrees,
    /// clockwise.
    public var scale: Double
    public var angleDelta: Double
    /// The X window the event is for (set when copied from Xlib).
    var xWindow: Window = 0

    public init(
        type: Int32, sourceDevice: Int32 = 0, fingers: Int32 = 2, flags: Int32 = 0, x: Double = 0, y: Double = 0,
        dx: Double = 0, dy: Double = 0, scale: Double = 1, angleDelta: Double = 0
    ) {
        self.type = type
        self.sourceDevice = sourceDevice
        self.fingers = fingers
        self.flags = flags
        self.x = x
        self.y = y
        self.dx = dx
        self.dy = dy
        self.scale = scale
        self.angleDelta = angleDelta
    }

    /// Copies a pinch event.
    init(_ event: XIGesturePinchEvent) {
        self.init(
            type: event.evtype, sourceDevice: event.sourceid, fingers: event.detail, flags: event.flags,
            x: event.event_x, y: event.event_y, dx: event.delta_x, dy: event.delta_y, scale: event.scale,
            angleDelta: event.delta_angle)
        xWindow = event.event
    }

    /// Copies a swipe event.
    init(_ event: XIGestureSwipeEvent) {
        self.init(
            type: event.evtype, sourceDevice: event.sourceid, fingers: event.detail, flags: event.flags,
            x: event.event_x, y: event.event_y, dx: event.delta_x, dy: event.delta_y)
        xWindow = event.event
    }
}

/// Turns XInput 2.4 touchpad gestures into ``RawInput/TouchpadGestureSample``s (Docs/UIKitParity.md, "Gesture
/// recognizers", touchpad rows): begin → began, update → changed, end → ended, or cancelled when the event carries
/// the cancelled flag (libinput cancels a gesture that turns out to be something else). Positions and deltas go
/// from pixels to points, the angle from degrees to radians (both clockwise on screen, as UIKit's rotation).
public enum XI2GestureTranslation {
    /// The event types this translates, for selection.
    public static let eventTypes: [Int32] = [
        XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd, XI_GestureSwipeBegin,
        XI_GestureSwipeUpdate, XI_GestureSwipeEnd,
    ]

    public static func payload(for event: XI2GestureRecord, scale: CGFloat = 1) -> RawInput.Payload? {
        let kind: RawInput.TouchpadGestureSample.Kind
        let phase: RawInput.TouchpadGestureSample.Phase
        let cancelled: Bool
        switch event.type {
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            kind = .pinch
            cancelled = event.flags & Int32(XIGesturePinchEventCancelled) != 0
            phase =
                event.type == XI_GesturePinchBegin ? .began : (event.type == XI_GesturePinchUpdate ? .changed : .ended)
        case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
            kind = .swipe
            cancelled = event.flags & Int32(XIGestureSwipeEventCancelled) != 0
            phase =
                event.type == XI_GestureSwipeBegin ? .began : (event.type == XI_GestureSwipeUpdate ? .changed : .ended)
        default:
            return nil
        }
        return .touchpadGesture(
            .init(
                device: Int(event.sourceDevice), kind: kind, phase: phase == .ended && cancelled ? .cancelled : phase,
                location: CGPoint(x: event.x / scale, y: event.y / scale), fingerCount: Int(event.fingers),
                dx: event.dx / scale, dy: event.dy / scale, scale: kind == .pinch ? event.scale : 1,
                angleDelta: kind == .pinch ? event.angleDelta * .pi / 180 : 0))
    }
}
