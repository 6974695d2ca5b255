import Foundation

/// Recognizes two fingers moving apart or together: a continuous gesture.
///
/// Mirrors `UIPinchGestureRecognizer`. It begins only when the distance between the two fingers has changed by
/// ``minimumDistanceChange`` points (10) since the second finger went down — not at the second finger down — then
/// reports ``scale`` (current distance ÷ distance at the second finger down) and ``velocity`` (scale per second over
/// the latest move), and ends when a finger lifts. Lifting before it began fails it; a third finger is ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale relative to the fingers' distance when the pinch started. Apps often reset it to 1 after applying it.
    open var scale: CGFloat = 1
    open private(set) var velocity: CGFloat = 0
    /// OpenUIKit extension; UIKit does not publish its threshold.
    public var minimumDistanceChange: CGFloat = 10

    private var initial: TwoFingerSample?
    private var last: TwoFingerSample?
    private var hasBegun = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in activeTouches.dropFirst(2) where touches.contains(touch) { ignore(touch, for: event) }
        if initial == nil, let sample = TwoFingerSample(activeTouches, time: event.timestamp) {
            initial = sample
            last = sample
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let initial, let previous = last, initial.distance > 0, previous.distance > 0,
            let sample = TwoFingerSample(activeTouches, time: event.timestamp)
        else { return }
        last = sample
        if hasBegun {
            // Multiplying by the latest step (rather than recomputing from the start) lets an app reset `scale`
            // to 1 after applying it, as UIKit apps do.
            let newScale = scale * sample.distance / previous.distance
            if sample.time > previous.time { velocity = (newScale - scale) / (sample.time - previous.time) }
            scale = newScale
            state = .changed
        } else if abs(sample.distance - initial.distance) >= minimumDistanceChange {
            hasBegun = true
            scale = sample.distance / initial.distance
            if sample.time > initial.time { velocity = (scale - 1) / (sample.time - initial.time) }
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = hasBegun ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = hasBegun ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
        initial = nil
        last = nil
        hasBegun = false
    }
}
