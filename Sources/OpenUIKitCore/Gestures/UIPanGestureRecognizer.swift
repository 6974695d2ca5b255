import Foundation

/// Recognizes fingers dragging: a continuous gesture.
///
/// Mirrors `UIPanGestureRecognizer`. It begins only once the centroid of between ``minimumNumberOfTouches`` and
/// ``maximumNumberOfTouches`` fingers has moved ``minimumTranslation`` points (10) from where they went down —
/// not at touch-down, so taps stay taps — then reports every move and ends when the last finger lifts (or fewer
/// than the minimum remain). Fingers beyond the maximum are ignored and handed back to the view. If the fingers
/// lift before it began, it fails.
///
/// ``translation(in:)`` is the centroid's movement since the pan started (continuous when fingers are added or
/// lifted), ``velocity(in:)`` the centroid's speed over the latest move, in points per second.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// How far (points) the centroid must move before the pan begins. OpenUIKit extension; 10.
    public var minimumTranslation: CGFloat = 10
    /// The kinds of scrolling (mouse wheel, touchpad) that drive this recognizer besides touches. Mirrors
    /// `allowedScrollTypesMask`: none by default, as in UIKit. A scroll it allows is hit-tested at the pointer and
    /// drives it like a one-finger drag that no view sees: it begins at the first step (no ``minimumTranslation``),
    /// ``translation(in:)`` and ``velocity(in:)`` follow the scroll, and it ends ``UIScrollTypeMask/idleInterval``
    /// after the last step. ``numberOfTouches`` is 1 while it scrolls (UIKit reports 0).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    private var hasBegun = false
    /// Where the centroid would be now had it not moved, in window coordinates.
    private var origin = CGPoint.zero
    private var lastCentroid = CGPoint.zero
    private var lastTime: TimeInterval = 0
    private var windowVelocity = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The latest fingers beyond the maximum go back to the view (in the order they began, for determinism).
        for touch in activeTouches.dropFirst(maximumNumberOfTouches) where touches.contains(touch) {
            ignore(touch, for: event)
        }
        rebaseCentroid(event: event, excluding: [])
    }

    /// Whether a wheel or a touchpad's scrolling drives the pan (it begins at the first step, with no threshold).
    var isDrivenByScrolling: Bool {
        activeTouches.first.map { if case .scroll = $0.indirectKind { true } else { false } } ?? false
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = location(in: nil)
        let dt = event.timestamp - lastTime
        if dt > 0 {
            windowVelocity = CGPoint(x: (centroid.x - lastCentroid.x) / dt, y: (centroid.y - lastCentroid.y) / dt)
        }
        lastCentroid = centroid
        lastTime = event.timestamp
        if hasBegun {
            state = .changed
        } else if isDrivenByScrolling {
            hasBegun = true
            state = .began
        } else if numberOfTouches >= minimumNumberOfTouches && numberOfTouches <= maximumNumberOfTouches,
            hypot(centroid.x - origin.x, centroid.y - origin.y) >= minimumTranslation
        {
            hasBegun = true
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = activeTouches.count - touches.count
        if hasBegun {
            if remaining < max(minimumNumberOfTouches, 1) {
                // A scroll's end is its idle timer, not a lift: its last step's velocity stands.
                if !isDrivenByScrolling {
                    windowVelocity = Self.velocityAtLift(windowVelocity, restingFor: event.timestamp - lastTime)
                }
                state = .ended
            } else {
                rebaseCentroid(event: event, excluding: touches)
            }
        } else if remaining == 0 {
            state = .failed
        } else {
            rebaseCentroid(event: event, excluding: touches)
        }
    }

    /// How long fingers that stopped moving may rest before lifting with their whole velocity, and after how long
    /// they lift with none. UIKit publishes no figures; a drag held still for a moment does not fling there, and
    /// fingers lift a few milliseconds after their last move in a flick, so the velocity fades linearly between the
    /// two (Docs/UIKitParity.md, "Choices where the spec is silent").
    static let restBeforeFading: TimeInterval = 0.02
    static let restUntilStill: TimeInterval = 0.1

    /// The latest move's velocity, faded by how long the fingers rested before lifting.
    static func velocityAtLift(_ velocity: CGPoint, restingFor rest: TimeInterval) -> CGPoint {
        guard rest > restBeforeFading else { return velocity }
        let kept = max(0, 1 - (rest - restBeforeFading) / (restUntilStill - restBeforeFading))
        return CGPoint(x: velocity.x * kept, y: velocity.y * kept)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = hasBegun ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        hasBegun = false
        windowVelocity = .zero
    }

    /// Keeps the translation continuous when the set of fingers changes: the centroid jumps, so the origin jumps
    /// with it.
    private func rebaseCentroid(event: UIEvent, excluding leaving: Set<UITouch>) {
        let before = lastCentroid
        let fingers = activeTouches.filter { !leaving.contains($0) }
        guard !fingers.isEmpty else { return }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in fingers {
            let point = touch.location(in: nil)
            x += point.x
            y += point.y
        }
        let after = CGPoint(x: x / CGFloat(fingers.count), y: y / CGFloat(fingers.count))
        if fingers.count == 1 && leaving.isEmpty && !hasBegun && activeTouches.count == 1 {
            origin = after
        } else {
            origin = CGPoint(x: origin.x + after.x - before.x, y: origin.y + after.y - before.y)
        }
        lastCentroid = after
        lastTime = event.timestamp
    }

    /// The centroid's movement since the pan started, in `view`'s coordinate system (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        vector(CGPoint(x: lastCentroid.x - origin.x, y: lastCentroid.y - origin.y), into: view)
    }

    /// Makes the current translation read `translation` (in `view`'s coordinates), as apps do after applying it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vector(translation, from: view)
        origin = CGPoint(x: lastCentroid.x - inWindow.x, y: lastCentroid.y - inWindow.y)
    }

    /// The centroid's velocity over the latest move, in points per second of `view`'s coordinate system. At the end,
    /// fingers that rested before lifting have less or none (``velocityAtLift(_:restingFor:)``).
    open func velocity(in view: UIView?) -> CGPoint {
        vector(windowVelocity, into: view)
    }

    private func vector(_ vector: CGPoint, into view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return vector }
        let a = window.convert(CGPoint.zero, to: view)
        let b = window.convert(vector, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func vector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return vector }
        let a = view.convert(CGPoint.zero, to: window)
        let b = view.convert(vector, to: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
