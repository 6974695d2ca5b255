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

    /// Every sample of `touch` since the previous frame, oldest first, each a separate touch with its own location,
    /// timestamp, force and (for a pen) tilt and precise location; the last one stands for the touch's current
    /// state.
    ///
    /// As in UIKit, a frame carries a finger's newest sample and this keeps the ones in between, for drawing apps
    /// that want every point of a fast stroke. When the frame applied a single sample (or left the touch
    /// stationary) the answer is `[touch]` itself; otherwise every element is a copy that is never delivered.
    /// Nil for a touch that is not part of this event.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, orderedTouches.contains(where: { $0 === touch }) else { return nil }
        let samples = touch.coalescedSamples
        guard samples.count > 1 else { return [touch] }
        var touches: [UITouch] = []
        touches.reserveCapacity(samples.count)
        for (index, sample) in samples.enumerated() {
            touches.append(
                UITouch(
                    sampleOf: touch, phase: touch.phase, location: sample.location,
                    timestamp: touch.coalescedTimestamps[index],
                    force: sample.force.map { $0.isFinite ? max(0, $0) : 0 } ?? touch.force, pen: sample.pen))
        }
        return touches
    }

    /// Where `touch` is expected next: one touch that continues its latest movement for the same time again.
    ///
    /// OpenUIKit's prediction is linear and short: while the touch moves, one sample at the current location plus
    /// the displacement of the latest frame (from where it was before the frame to where it is now), stamped as
    /// far after the current timestamp as that frame lasted. A touch that began, is stationary, or has lifted,
    /// and one that did not move in its frame, has no prediction (empty). UIKit's predictor is not documented
    /// beyond being an estimate; apps draw predicted samples tentatively and replace them next frame either way.
    /// Nil for a touch that is not part of this event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, orderedTouches.contains(where: { $0 === touch }) else { return nil }
        guard touch.phase == .moved else { return [] }
        let previous = touch.locationBeforeFrame
        let current = touch.locationInWindow
        let interval = touch.timestamp - touch.timestampBeforeFrame
        guard previous != current, interval.isFinite, interval >= 0 else { return [] }
        let predicted = CGPoint(x: current.x + (current.x - previous.x), y: current.y + (current.y - previous.y))
        return [
            UITouch(
                sampleOf: touch, phase: .moved, location: predicted, timestamp: touch.timestamp + interval,
                force: touch.force)
        ]
    }
}

extension UIEvent.EventSubtype {
    /// Whether this is one of the remote-control subtypes.
    public var isRemoteControl: Bool { rawValue >= 100 && rawValue <= 109 }
}
