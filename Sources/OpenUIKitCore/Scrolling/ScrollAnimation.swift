import Foundation

/// One movement of a scroll view's offset over time, as a pure function of the frame time.
///
/// Two curves: UIKit-like exponential deceleration (each millisecond the remaining distance shrinks by the
/// deceleration rate, so the content starts at the finger's speed and glides to a stop; used after a drag, for
/// paging and for springing back into the content) and an ease-in-out of fixed duration (for
/// `setContentOffset(_:animated:)`).
struct ScrollAnimation {
    enum Curve: Equatable {
        /// The remaining distance is multiplied by `rate` every millisecond.
        case decay(rate: CGFloat)
        case easeInOut(duration: TimeInterval)
    }

    /// Which delegate callback ends it.
    enum Ending {
        /// `scrollViewDidEndDecelerating` (a drag let go).
        case deceleration
        /// `scrollViewDidEndScrollingAnimation` (the app asked for an animated move).
        case scrollingAnimation
    }

    let from: CGPoint
    let to: CGPoint
    let start: TimeInterval
    let curve: Curve
    let ending: Ending

    /// The movement stops (at exactly its target) when less than this much remains: half a point, a pixel on a
    /// 2× display. A 500-point fling at the normal rate takes about 3.4 s, as long as UIKit's.
    static let restDistance: CGFloat = 0.5

    /// The offset at `time` and whether the movement is over (the offset is then exactly `to`).
    func offset(at time: TimeInterval) -> (offset: CGPoint, isFinished: Bool) {
        let elapsed = max(0, time - start)
        let remaining: CGFloat
        switch curve {
        case .decay(let rate):
            remaining = pow(rate, CGFloat(elapsed * 1000))
            let distance = hypot(to.x - from.x, to.y - from.y)
            if distance * remaining < Self.restDistance { return (to, true) }
        case .easeInOut(let duration):
            guard duration > 0, elapsed < duration else { return (to, true) }
            let t = CGFloat(elapsed / duration)
            remaining = 1 - t * t * (3 - 2 * t)
        }
        return (CGPoint(x: to.x - (to.x - from.x) * remaining, y: to.y - (to.y - from.y) * remaining), false)
    }

    /// How far a fling at `velocity` (points per second) travels before the decay at `rate` stops it: the sum of
    /// the geometric series of per-millisecond steps.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        (velocity / 1000) * rate / (1 - rate)
    }
}
