import Foundation

/// One user event: a multitouch sequence, a shake, or a remote-control command.
///
/// Mirrors `UIEvent`. As in UIKit, one touches event object spans a whole multitouch sequence — from the first
/// finger down to the last finger up, across every window of the application — and its touches change as the
/// fingers do; motion and remote-control events are made one per occurrence.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event. Raw values match UIKit's.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The detail of a motion or remote-control event. Raw values match UIKit's.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    open internal(set) var type: EventType
    open internal(set) var subtype: EventSubtype
    /// Seconds on the application's clock when the event last changed.
    open internal(set) var timestamp: TimeInterval

    /// The touches of the current sequence, in the order they began. Kept ordered so that everything built on it
    /// (recognizers, logs) is deterministic.
    var orderedTouches: [UITouch] = []
    /// For motion events, the phase being delivered.
    var motionPhase: RawInput.MotionPhase = .began
    /// The mouse buttons down for this event (empty for touchscreen and keyboard input); see ``ButtonMask``.
    open internal(set) var buttonMask: ButtonMask = []

    public init(type: EventType = .touches, subtype: EventSubtype = .none, timestamp: TimeInterval = 0) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
    }

    /// Every touch of the sequence; nil for events that are not touch events.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(orderedTouches) : nil
    }

    /// The touches whose hit-test view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(orderedTouches.lazy.filter { $0.view === view })
    }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(orderedTouches.lazy.filter { $0.window === window })
    }

    /// The touches of this event that `gestureRecognizer` is receiving.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(orderedTouches.lazy.filter { gestureRecognizer.record?.tracking.contains($0) ?? false })
    }

    /// The samples the backend merged into `touch`'s latest update, oldest first, ending with the touch's current
    /// state. OpenUIKit's backends deliver every sample, so this is currently `[touch]` (partial: see
    /// `Docs/UIKitParity.md`).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, orderedTouches.contains(where: { $0 === touch }) else { return nil }
        return [touch]
    }

    /// Predicted future samples for `touch`. OpenUIKit makes no predictions: always empty for a known touch.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, orderedTouches.contains(where: { $0 === touch }) else { return nil }
        return []
    }
}

extension UIEvent.EventSubtype {
    /// Whether this is one of the remote-control subtypes.
    public var isRemoteControl: Bool { rawValue >= 100 && rawValue <= 109 }
}
