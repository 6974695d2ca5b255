import Foundation
import OpenUIKitCore

extension EventDriver {
    /// The device number of the driver's pen.
    public static let penDevice = 3
    /// The finger number the pen's tip takes in ``TouchFrame`` (its touch identifier's number is 0 on
    /// ``penDevice``).
    public static let penFinger = 1_000

    /// Puts the pen's tip down at `point` with `force` and the pen's tilt (`pen`): a `.pencil` touch.
    public func penDown(
        at point: CGPoint, force: CGFloat = 1, pen: RawInput.PenState = .init(), in window: UIWindow? = nil
    ) throws {
        try frame(in: window) { try $0.penDown(at: point, force: force, pen: pen) }
    }

    /// Moves the pen's tip (it must be down).
    public func penMove(to point: CGPoint, force: CGFloat = 1, pen: RawInput.PenState = .init()) throws {
        try frame(in: try windowOfPen()) { try $0.penMove(to: point, force: force, pen: pen) }
    }

    /// Lifts the pen's tip, where it last was.
    public func penUp() throws {
        try frame(in: try windowOfPen()) { try $0.penUp() }
    }

    /// The pen hovers at `point` with its tip up: `pen` gives its height (`zOffset`) and tilt.
    public func penHover(to point: CGPoint, pen: RawInput.PenState = .init(), in window: UIWindow? = nil) throws {
        guard let window = window ?? defaultWindow else { throw EventDriverError.noWindow }
        sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: clock.now,
                payload: .pointer(.init(device: Self.penDevice, action: .moved, location: point, pen: pen))))
    }

    /// The pen leaves the range the tablet senses (proximity out): its hover ends.
    public func penLeave(in window: UIWindow? = nil) throws {
        guard let window = window ?? defaultWindow else { throw EventDriverError.noWindow }
        sendUnchecked(
            RawInput(window: window.identifier, timestamp: clock.now, payload: .pointerExited(device: Self.penDevice)))
    }

    private func windowOfPen() throws -> UIWindow {
        guard let window = fingersDown[Self.penFinger] else { throw EventDriverError.fingerNotDown(Self.penFinger) }
        return window
    }
}

extension TouchFrame {
    private static let penIdentifier = RawInput.TouchIdentifier(device: EventDriver.penDevice, number: 0)

    /// The pen's tip comes down in this frame (``EventDriver/penDown(at:force:pen:in:)``).
    public mutating func penDown(at point: CGPoint, force: CGFloat = 1, pen: RawInput.PenState = .init()) throws {
        guard fingersDown[EventDriver.penFinger] == nil else {
            throw EventDriverError.fingerAlreadyDown(EventDriver.penFinger)
        }
        fingersDown[EventDriver.penFinger] = window
        locations[EventDriver.penFinger] = point
        samples.append(penSample(.began, at: point, force: force, pen: pen))
    }

    /// The pen's tip moves in this frame; `timestamp` gives the sample its own time (several moves coalesce).
    public mutating func penMove(
        to point: CGPoint, force: CGFloat = 1, pen: RawInput.PenState = .init(), timestamp: TimeInterval? = nil
    ) throws {
        guard fingersDown[EventDriver.penFinger] != nil else {
            throw EventDriverError.fingerNotDown(EventDriver.penFinger)
        }
        locations[EventDriver.penFinger] = point
        var sample = penSample(.moved, at: point, force: force, pen: pen)
        sample.timestamp = timestamp
        samples.append(sample)
    }

    /// The pen's tip lifts in this frame, where it last was.
    public mutating func penUp() throws {
        guard fingersDown.removeValue(forKey: EventDriver.penFinger) != nil else {
            throw EventDriverError.fingerNotDown(EventDriver.penFinger)
        }
        let point = locations[EventDriver.penFinger] ?? .zero
        samples.append(penSample(.ended, at: point, force: 0, pen: .init()))
    }

    /// The backend cancels the pen's touch in this frame (its device went away), where it last was.
    public mutating func penCancel() throws {
        guard fingersDown.removeValue(forKey: EventDriver.penFinger) != nil else {
            throw EventDriverError.fingerNotDown(EventDriver.penFinger)
        }
        let point = locations[EventDriver.penFinger] ?? .zero
        samples.append(
            RawInput.TouchSample(identifier: Self.penIdentifier, phase: .cancelled, location: point, type: .pencil))
    }

    private func penSample(
        _ phase: RawInput.TouchPhase, at point: CGPoint, force: CGFloat, pen: RawInput.PenState
    ) -> RawInput.TouchSample {
        RawInput.TouchSample(
            identifier: Self.penIdentifier, phase: phase, location: point, type: .pencil, force: force,
            maximumPossibleForce: 4, pen: pen)
    }
}
