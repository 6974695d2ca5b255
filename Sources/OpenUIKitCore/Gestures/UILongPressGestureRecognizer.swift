import Foundation

/// Recognizes a press held still for a while: a continuous gesture.
///
/// Mirrors `UILongPressGestureRecognizer`: after ``numberOfTapsRequired`` quick taps, ``numberOfTouchesRequired``
/// fingers must stay down for ``minimumPressDuration`` seconds (0.5) without moving more than
/// ``allowableMovement`` points (10); then it begins, reports changes as the fingers move (they may now move
/// freely), and ends when a finger lifts. Lifting, straying or adding a finger too early fails it. Taps before
/// the press must each be shorter than the press duration and follow within 0.35 s.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1

    private var tapsDone = 0
    private var pressStarted = false
    private var hasBegun = false
    private var startCentroid = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !hasBegun else { return }
        cancelTimers()
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        startCentroid = location(in: nil)
        pressStarted = true
        let isPress = tapsDone >= numberOfTapsRequired
        scheduleTimer(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            if isPress {
                self.hasBegun = true
                self.state = .began
            } else {
                // A tap before the press lasted too long.
                self.state = .failed
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun {
            state = .changed
            return
        }
        guard pressStarted else { return }
        let now = location(in: nil)
        if hypot(now.x - startCentroid.x, now.y - startCentroid.y) > allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun {
            state = .ended
            return
        }
        cancelTimers()
        guard pressStarted, tapsDone < numberOfTapsRequired else {
            state = .failed
            return
        }
        // One of the preliminary taps: wait for the next one.
        tapsDone += 1
        pressStarted = false
        scheduleTimer(after: 0.35) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = hasBegun ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        pressStarted = false
        hasBegun = false
    }
}
