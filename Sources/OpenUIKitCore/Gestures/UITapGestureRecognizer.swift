import Foundation

/// Recognizes one or more taps with a given number of fingers: a discrete gesture.
///
/// Mirrors `UITapGestureRecognizer`. A tap is every required finger down and up again without straying more than
/// ``allowableMovement`` points; more fingers than required, or a finger that strays, fails the gesture. After a
/// tap, the next one must begin within ``maximumTapInterval`` seconds and ``maximumTapDistance`` points of the
/// first, or the recognizer fails — the delay a single tap that requires a double tap's failure waits for, and no
/// more. UIKit publishes none of these three numbers; OpenUIKit's choices are recorded in `Docs/UIKitParity.md`.
///
/// Like UIKit, a tap recognizer cannot be prevented by a tap recognizer that needs fewer taps, so without a
/// failure requirement a single tap fires before a double tap (Docs/EventModel.md, "How recognizers interact").
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// How far (points) a finger may move during a tap. OpenUIKit extension; 20.
    public var allowableMovement: CGFloat = 20
    /// Longest pause (seconds) between one tap's end and the next tap's start. OpenUIKit extension; 0.35.
    public var maximumTapInterval: TimeInterval = 0.35
    /// Farthest (points) a later tap may land from the first. OpenUIKit extension; 45.
    public var maximumTapDistance: CGFloat = 45

    private var tapsDone = 0
    private var fingersInThisTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimers()
        for touch in touches {
            let location = touch.location(in: nil)
            if let first = firstTapLocation, hypot(location.x - first.x, location.y - first.y) > maximumTapDistance {
                state = .failed
                return
            }
            startLocations[ObjectIdentifier(touch)] = location
        }
        fingersInThisTap = max(fingersInThisTap, numberOfTouches)
        if fingersInThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let location = touch.location(in: nil)
            if hypot(location.x - start.x, location.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        // The tap is over when its last finger lifts (this hook runs before the touches stop being tracked).
        let stillDown = activeTouches.filter { !touches.contains($0) }
        guard stillDown.isEmpty else { return }
        guard fingersInThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsDone += 1
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        fingersInThisTap = 0
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleTimer(after: maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        fingersInThisTap = 0
        startLocations.removeAll()
        firstTapLocation = nil
    }

    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventingGestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired < numberOfTapsRequired
        {
            return false
        }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }
}
