import Foundation
import OpenUIKitCore

extension EventDriver {
    /// Scrolls by `dx`, `dy` points (a finger dragging content that way: negative `dy` shows what is further
    /// down) at `point`, as a touchpad (`.continuous`) or a wheel (`.discrete`) would; `isFinal` ends the scroll
    /// at once instead of after ``UIScrollTypeMask/idleInterval``.
    public func scroll(
        by dx: CGFloat, _ dy: CGFloat, at point: CGPoint, type: UIScrollType = .continuous, isFinal: Bool = false,
        in window: UIWindow? = nil
    ) throws {
        try sendIndirect(
            .scroll(
                .init(device: pointerDevice, location: point, dx: dx, dy: dy, type: type, isFinal: isFinal)),
            in: window)
    }

    /// One event of a touchpad gesture on the driver's pointer device (see ``RawInput/TouchpadGestureSample``).
    public func touchpadGesture(
        _ kind: RawInput.TouchpadGestureSample.Kind, _ phase: RawInput.TouchpadGestureSample.Phase, at point: CGPoint,
        fingers: Int = 2, dx: CGFloat = 0, dy: CGFloat = 0, scale: CGFloat = 1, angleDelta: CGFloat = 0,
        in window: UIWindow? = nil
    ) throws {
        try sendIndirect(
            .touchpadGesture(
                .init(
                    device: pointerDevice, kind: kind, phase: phase, location: point, fingerCount: fingers, dx: dx,
                    dy: dy, scale: scale, angleDelta: angleDelta)),
            in: window)
    }

    /// The mouse leaves the window: hovers end.
    public func pointerExit(in window: UIWindow? = nil) throws {
        try sendIndirect(.pointerExited(device: pointerDevice), in: window)
    }

    /// A click of `button` (down and up at one point).
    public func click(_ button: RawInput.PointerButton, at point: CGPoint, in window: UIWindow? = nil) throws {
        try pointerDown(at: point, button: button, in: window)
        try pointerUp(at: point, button: button, in: window)
    }

    private func sendIndirect(_ payload: RawInput.Payload, in window: UIWindow?) throws {
        guard let window = window ?? defaultWindow else { throw EventDriverError.noWindow }
        sendUnchecked(RawInput(window: window.identifier, timestamp: clock.now, payload: payload))
    }
}
