import Foundation
import OpenUIKitCore

/// A usage error of the test harness: input that no real device could produce. Thrown, with a message that says
/// what was wrong, instead of silently sending it (use ``EventDriver/sendUnchecked(_:)`` to send bad input on
/// purpose).
public enum EventDriverError: Error, Equatable, CustomStringConvertible {
    case fingerAlreadyDown(Int)
    case fingerNotDown(Int)
    case buttonAlreadyDown
    case buttonNotDown
    case motionAlreadyBegun
    case motionNotBegun
    case noWindow
    case keyAlreadyDown(Int)
    case keyNotDown(Int)

    public var description: String {
        switch self {
        case .fingerAlreadyDown(let finger): "finger \(finger) is already down; lift it before putting it down again"
        case .fingerNotDown(let finger):
            "finger \(finger) is not down; put it down before moving, lifting or cancelling it"
        case .buttonAlreadyDown: "the primary button is already down"
        case .buttonNotDown: "the primary button is not down"
        case .motionAlreadyBegun: "a motion already began; end or cancel it first"
        case .motionNotBegun: "no motion has begun"
        case .noWindow: "no window: make one with makeWindow(frame:) or pass one"
        case .keyAlreadyDown(let usage): "key \(usage) is already down; release it before pressing it again"
        case .keyNotDown(let usage): "key \(usage) is not down; press it before repeating or releasing it"
        }
    }
}

/// Drives an application headless: synthesises touches (one or several fingers per frame), mouse input, shakes
/// and remote-control presses, on a virtual clock that moves only when the test says so.
///
/// Creating a driver makes a fresh ``UIApplication`` (it becomes `UIApplication.shared`) attached to an
/// ``EmbeddedBackend`` (its clock and window host), and collects every diagnostic (``UIKitDiagnostic``: rejected
/// input and API misuse) in ``diagnostics``.
/// Each input is delivered before the call returns. Incoherent sequences (a move for a finger that is not down)
/// throw ``EventDriverError``; ``finish()`` reports what a test left behind.
@preconcurrency @MainActor
public final class EventDriver {
    /// The touch number the core gives the mouse's primary-button touch.
    public static let pointerTouchNumber = -1
    /// The device number the driver's fingers use.
    public static let touchscreenDevice = 1

    public let application: UIApplication
    public let backend: EmbeddedBackend
    public var clock: VirtualClock { backend.virtualClock }
    /// Every diagnostic the core reported since the driver was made.
    public private(set) var diagnostics: [UIKitDiagnostic] = []
    /// The window input goes to when none is named: the last one made by ``makeWindow(frame:)``.
    public var defaultWindow: UIWindow?

    var fingersDown: [Int: UIWindow] = [:]
    private var fingerLocations: [Int: CGPoint] = [:]
    /// For each mouse with its primary button down, the window the press went to.
    private var buttonWindows: [Int: UIWindow] = [:]
    private var motionBegun = false
    /// The keys down (``keyDown(_:characters:charactersIgnoringModifiers:modifiers:in:)``), in order, and what each
    /// typed.
    var keysDown: [UIKeyboardHIDUsage] = []
    var keySamples: [UIKeyboardHIDUsage: RawInput.KeySample] = [:]

    /// - Parameters:
    ///   - application: the application to drive; a fresh `UIApplication` by default. Pass a subclass to observe
    ///     `sendEvent(_:)` or `sendAction(_:to:from:for:)`; it must be the newest application made.
    ///   - delegate: the application delegate, the last link of the responder chain when it is a responder.
    public init(application: UIApplication? = nil, delegate: (any UIApplicationDelegate)? = nil) {
        backend = EmbeddedBackend()
        let application = application ?? UIApplication()
        self.application = application
        backend.attach(application)
        application.delegate = delegate
        application.diagnosticHandler = { [weak self] diagnostic in
            self?.diagnostics.append(diagnostic)
        }
    }

    /// Makes a window, makes it key and visible, and makes it the default target of input.
    @discardableResult
    public func makeWindow(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.makeKeyAndVisible()
        defaultWindow = window
        return window
    }

    /// Moves virtual time forward, firing due timers.
    public func advance(by interval: TimeInterval) {
        clock.advance(by: interval)
    }

    // MARK: - Touches

    /// Puts `finger` down at `point` (window coordinates).
    public func touchDown(_ finger: Int, at point: CGPoint, in window: UIWindow? = nil) throws {
        try frame(in: window) { try $0.down(finger, at: point) }
    }

    public func touchMove(_ finger: Int, to point: CGPoint) throws {
        try frame(in: windowOfFinger(finger)) { try $0.move(finger, to: point) }
    }

    /// Lifts `finger`, at `point` if given (a last move), else where it is.
    public func touchUp(_ finger: Int, at point: CGPoint? = nil) throws {
        try frame(in: windowOfFinger(finger)) { try $0.up(finger, at: point) }
    }

    /// The backend cancels `finger` (for instance, its device went away).
    public func touchCancel(_ finger: Int) throws {
        try frame(in: windowOfFinger(finger)) { try $0.cancel(finger) }
    }

    /// A finger down and up at one point.
    public func tap(at point: CGPoint, finger: Int = 1, in window: UIWindow? = nil) throws {
        try touchDown(finger, at: point, in: window)
        try touchUp(finger)
    }

    /// Several fingers changing in one frame (one backend event), e.g. two fingers landing together.
    public func frame(in window: UIWindow? = nil, _ build: (inout TouchFrame) throws -> Void) throws {
        guard let window = window ?? defaultWindow else { throw EventDriverError.noWindow }
        var frame = TouchFrame(fingersDown: fingersDown, locations: fingerLocations, window: window)
        try build(&frame)
        fingersDown = frame.fingersDown
        fingerLocations = frame.locations
        send(RawInput(window: window.identifier, timestamp: clock.now, payload: .touches(frame.samples)))
    }

    private func windowOfFinger(_ finger: Int) throws -> UIWindow {
        guard let window = fingersDown[finger] else { throw EventDriverError.fingerNotDown(finger) }
        return window
    }

    // MARK: - Mouse

    /// The mouse device the pointer methods use. Change it to simulate a second mouse.
    public var pointerDevice = 2

    public func pointerDown(at point: CGPoint, button: RawInput.PointerButton = .primary, in window: UIWindow? = nil)
        throws
    {
        guard let window = window ?? defaultWindow else { throw EventDriverError.noWindow }
        if button == .primary {
            guard buttonWindows[pointerDevice] == nil else { throw EventDriverError.buttonAlreadyDown }
            buttonWindows[pointerDevice] = window
        }
        sendPointer(.buttonDown(button), at: point, in: window)
    }

    /// Moves the mouse: a drag while the primary button is down, hover otherwise.
    public func pointerMove(to point: CGPoint, in window: UIWindow? = nil) throws {
        guard let window = buttonWindows[pointerDevice] ?? window ?? defaultWindow else {
            throw EventDriverError.noWindow
        }
        sendPointer(.moved, at: point, in: window)
    }

    public func pointerUp(at point: CGPoint, button: RawInput.PointerButton = .primary, in window: UIWindow? = nil)
        throws
    {
        var target = window ?? defaultWindow
        if button == .primary {
            guard let pressed = buttonWindows.removeValue(forKey: pointerDevice) else {
                throw EventDriverError.buttonNotDown
            }
            target = pressed
        }
        guard let target else { throw EventDriverError.noWindow }
        sendPointer(.buttonUp(button), at: point, in: target)
    }

    /// Turns the mouse wheel (or scrolls a touchpad) by `dx`, `dy`; never a touch.
    public func scroll(dx: CGFloat, dy: CGFloat, at point: CGPoint, in window: UIWindow? = nil) throws {
        guard let window = window ?? defaultWindow else { throw EventDriverError.noWindow }
        sendPointer(.scroll(dx: dx, dy: dy), at: point, in: window)
    }

    /// A click: primary button down and up at one point.
    public func click(at point: CGPoint, in window: UIWindow? = nil) throws {
        try pointerDown(at: point, in: window)
        try pointerUp(at: point)
    }

    private func sendPointer(_ action: RawInput.PointerSample.Action, at point: CGPoint, in window: UIWindow) {
        send(
            RawInput(
                window: window.identifier, timestamp: clock.now,
                payload: .pointer(.init(device: pointerDevice, action: action, location: point))))
    }

    // MARK: - Motion and remote control

    /// A whole shake: began then ended.
    public func shake(in window: UIWindow? = nil) throws {
        try motion(.began, in: window)
        try motion(.ended, in: window)
    }

    public func motion(_ phase: RawInput.MotionPhase, in window: UIWindow? = nil) throws {
        guard let window = window ?? defaultWindow else { throw EventDriverError.noWindow }
        switch phase {
        case .began:
            guard !motionBegun else { throw EventDriverError.motionAlreadyBegun }
            motionBegun = true
        case .ended, .cancelled:
            guard motionBegun else { throw EventDriverError.motionNotBegun }
            motionBegun = false
        }
        send(RawInput(window: window.identifier, timestamp: clock.now, payload: .motion(phase, .motionShake)))
    }

    public func remoteControl(_ subtype: UIEvent.EventSubtype, in window: UIWindow? = nil) throws {
        guard let window = window ?? defaultWindow else { throw EventDriverError.noWindow }
        send(RawInput(window: window.identifier, timestamp: clock.now, payload: .remoteControl(subtype)))
    }

    // MARK: - Raw input

    /// Sends input exactly as given, with no coherence checks: for testing how the core handles bad input. The
    /// driver's own idea of which fingers are down is not updated.
    public func sendUnchecked(_ input: RawInput) {
        send(input)
    }

    private func send(_ input: RawInput) {
        backend.send(input)
    }

    // MARK: - A clean end

    /// Reports fingers still down, timers still pending and recognizers still engaged
    /// (``EmbeddedBackend/finish()``): `#expect(driver.finish().isClean)`.
    public func finish() -> EmbeddedBackend.Leftovers {
        backend.finish()
    }
}

/// The fingers changing in one frame, built by ``EventDriver/frame(in:_:)``.
@preconcurrency @MainActor
public struct TouchFrame {
    var fingersDown: [Int: UIWindow]
    let window: UIWindow
    /// Where each finger is, so lifting or cancelling without a point happens where the finger last was.
    var locations: [Int: CGPoint]
    var samples: [RawInput.TouchSample] = []

    init(fingersDown: [Int: UIWindow], locations: [Int: CGPoint], window: UIWindow) {
        self.fingersDown = fingersDown
        self.locations = locations
        self.window = window
    }

    private func identifier(_ finger: Int) -> RawInput.TouchIdentifier {
        RawInput.TouchIdentifier(device: EventDriver.touchscreenDevice, number: finger)
    }

    public mutating func down(_ finger: Int, at point: CGPoint) throws {
        guard fingersDown[finger] == nil else { throw EventDriverError.fingerAlreadyDown(finger) }
        fingersDown[finger] = window
        locations[finger] = point
        samples.append(.init(identifier: identifier(finger), phase: .began, location: point))
    }

    /// Moves `finger`; `force` and `timestamp` give the sample the device's pressure and its own time (a frame
    /// may hold several moves of one finger, which the core coalesces).
    public mutating func move(
        _ finger: Int, to point: CGPoint, force: CGFloat? = nil, timestamp: TimeInterval? = nil
    ) throws {
        guard fingersDown[finger] != nil else { throw EventDriverError.fingerNotDown(finger) }
        locations[finger] = point
        samples.append(
            .init(
                identifier: identifier(finger), phase: .moved, location: point, timestamp: timestamp, force: force,
                maximumPossibleForce: force == nil ? nil : 4))
    }

    public mutating func up(_ finger: Int, at point: CGPoint? = nil) throws {
        guard fingersDown.removeValue(forKey: finger) != nil else { throw EventDriverError.fingerNotDown(finger) }
        let location = point ?? locations[finger] ?? .zero
        samples.append(.init(identifier: identifier(finger), phase: .ended, location: location))
    }

    public mutating func cancel(_ finger: Int) throws {
        guard fingersDown.removeValue(forKey: finger) != nil else { throw EventDriverError.fingerNotDown(finger) }
        let location = locations[finger] ?? .zero
        samples.append(.init(identifier: identifier(finger), phase: .cancelled, location: location))
    }
}
