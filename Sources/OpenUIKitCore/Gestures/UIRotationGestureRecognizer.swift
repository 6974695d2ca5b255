import Foundation

/// Recognizes two fingers turning around each other: a continuous gesture.
///
/// Mirrors `UIRotationGestureRecognizer`. It begins only when the line between the two fingers has turned
/// ``minimumRotation`` radians (0.12, about 7°) since the second finger went down, then reports ``rotation``
/// (radians turned since then, positive clockwise on screen, unbounded across full turns) and ``velocity``
/// (radians per second over the latest move), and ends when a finger lifts. Lifting before it began fails it; a
/// third finger is ignored.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open private(set) var velocity: CGFloat = 0
    /// OpenUIKit extension; UIKit does not publish its threshold.
    public var minimumRotation: CGFloat = 0.12

    private var last: TwoFingerSample?
    private var turned: CGFloat = 0
    private var hasBegun = false
    private var hasTwoFingers = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in activeTouches.dropFirst(2) where touches.contains(touch) { ignore(touch, for: event) }
        if !hasTwoFingers, let sample = TwoFingerSample(activeTouches, time: event.timestamp) {
            hasTwoFingers = true
            last = sample
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let previous = last, let sample = TwoFingerSample(activeTouches, time: event.timestamp) else { return }
        let delta = sample.turn(since: previous)
        turned += delta
        if sample.time > previous.time { velocity = delta / (sample.time - previous.time) }
        last = sample
        if hasBegun {
            rotation += delta
            state = .changed
        } else if abs(turned) >= minimumRotation {
            hasBegun = true
            rotation = turned
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
        rotation = 0
        velocity = 0
        last = nil
        turned = 0
        hasBegun = false
        hasTwoFingers = false
    }
}
