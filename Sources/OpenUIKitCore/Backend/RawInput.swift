import Foundation

/// Backend-neutral input, the only thing a backend hands the event core.
///
/// A backend (X11, the embedded test backend) translates what its windowing system reports into `RawInput`
/// values and enqueues them on the application (`UIApplication.enqueue(_:)`, backend SPI); the core validates
/// them, turns them into ``UITouch`` and ``UIEvent`` objects and delivers them. Nothing in here refers to a windowing system,
/// and every value is `Sendable`, so a backend may build them on any thread. Every value is `Codable` too: input
/// recorded at this boundary replays exactly (``InputRecording``).
public struct RawInput: Sendable, Equatable, Codable {
    /// The window the input is for.
    public var window: UIWindow.Identifier
    /// Seconds on the application's clock (monotonic; the embedded backend's virtual clock in tests).
    public var timestamp: TimeInterval
    public var payload: Payload

    public init(window: UIWindow.Identifier, timestamp: TimeInterval, payload: Payload) {
        self.window = window
        self.timestamp = timestamp
        self.payload = payload
    }

    public enum Payload: Sendable, Equatable, Codable {
        /// One frame of touchscreen samples; several fingers may change in one frame.
        case touches([TouchSample])
        /// Mouse input. The primary button becomes a touch; see ``PointerSample``.
        case pointer(PointerSample)
        /// A motion event (OpenUIKit knows only shakes).
        case motion(MotionPhase, UIEvent.EventSubtype)
        /// A remote-control command such as play or next track.
        case remoteControl(UIEvent.EventSubtype)
        /// A hardware key went down, repeated or came up (see ``KeySample``).
        case key(KeySample)
        /// Scrolling in points, from a wheel or a touchpad; never a touch (``ScrollSample``).
        case scroll(ScrollSample)
        /// A touchpad's pinch or multi-finger swipe (XInput 2.4 gesture events; ``TouchpadGestureSample``).
        case touchpadGesture(TouchpadGestureSample)
        /// The mouse left the window: hover over its views ends.
        case pointerExited(device: Int)
        /// An input method's composition or committed text (``TextInputSample``), for the first responder.
        case textInput(TextInputSample)
        /// A debugging command from a backend's key chord (OpenUIKit extension; `Diagnostics/HitRegionOverlay.swift`).
        case debug(DebugCommand, location: CGPoint?)
    }

    /// Identifies one finger for as long as it is down: the input device plus the device's own number for it
    /// (the XInput2 touch id on X11).
    public struct TouchIdentifier: Hashable, Sendable, Codable, CustomStringConvertible {
        public var device: Int
        public var number: Int

        public init(device: Int, number: Int) {
            self.device = device
            self.number = number
        }

        public var description: String { "touch \(device):\(number)" }
    }

    /// The phase a touch sample reports.
    public enum TouchPhase: Sendable, Equatable, Codable {
        case began
        case moved
        case ended
        case cancelled
    }

    public struct TouchSample: Sendable, Equatable, Codable {
        public var identifier: TouchIdentifier
        public var phase: TouchPhase
        /// In the window's coordinate space, in points.
        public var location: CGPoint
        public var type: UITouch.TouchType
        /// When the device took this sample, on the application's clock; nil means the frame's timestamp. Samples a
        /// frame coalesces keep their own (``UIEvent/coalescedTouches(for:)``).
        public var timestamp: TimeInterval?
        /// The contact's force, 1 being an average touch (``UITouch/force``); nil when the device reports none.
        public var force: CGFloat?
        /// The force the device can report at most (``UITouch/maximumPossibleForce``); nil without force.
        public var maximumPossibleForce: CGFloat?
        /// The radius of the contact, in points (``UITouch/majorRadius``); nil when the device reports none.
        public var majorRadius: CGFloat?
        /// A pen's tilt, sub-pixel location, eraser and barrel buttons (``PenState``); nil for fingers and the mouse.
        public var pen: PenState?

        // Optional fields are left out of the encoding when nil, so recordings made before they existed, and
        // recordings of devices that report none of them, read and write the same.
        public init(
            identifier: TouchIdentifier, phase: TouchPhase, location: CGPoint, type: UITouch.TouchType = .direct,
            timestamp: TimeInterval? = nil, force: CGFloat? = nil, maximumPossibleForce: CGFloat? = nil,
            majorRadius: CGFloat? = nil, pen: PenState? = nil
        ) {
            self.identifier = identifier
            self.pen = pen
            self.phase = phase
            self.location = location
            self.type = type
            self.timestamp = timestamp
            self.force = force
            self.maximumPossibleForce = maximumPossibleForce
            self.majorRadius = majorRadius
        }
    }

    /// Mouse input. Only the primary button turns into a touch (``UITouch/TouchType/indirectPointer``); moving with
    /// no button down is hover (``UIHoverGestureRecognizer``), other buttons reach only recognizers whose
    /// ``UIGestureRecognizer/buttonMaskRequired`` asks for them, and `scroll` (wheel steps, positive down and right)
    /// reaches pan recognizers that allow discrete scrolling (see `Docs/UIKitParity.md`).
    public struct PointerSample: Sendable, Equatable, Codable {
        public enum Action: Sendable, Equatable, Codable {
            case buttonDown(PointerButton)
            case buttonUp(PointerButton)
            /// Movement; the touch moves when the primary button is down, otherwise it is hover.
            case moved
            case scroll(dx: CGFloat, dy: CGFloat)
        }

        public var device: Int
        public var action: Action
        public var location: CGPoint
        /// For a pen hovering over the screen (a move with its tip up): its height and tilt (``PenState``), for
        /// ``UIHoverGestureRecognizer``; nil for the mouse. Left out of the encoding when nil.
        public var pen: PenState?

        public init(device: Int = 0, action: Action, location: CGPoint, pen: PenState? = nil) {
            self.device = device
            self.action = action
            self.location = location
            self.pen = pen
        }
    }

    public enum PointerButton: Int, Sendable, Equatable, Codable {
        case primary = 1
        case middle = 2
        case secondary = 3
    }

    public enum MotionPhase: Sendable, Equatable, Codable {
        case began
        case ended
        case cancelled
    }
}
