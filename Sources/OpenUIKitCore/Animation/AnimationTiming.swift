import Foundation

/// How an animation's progress (0 at its start, 1 at its end) moves with time: one of UIKit's four cubic curves,
/// or a damped spring.
///
/// The cubic curves are the control points UIKit documents for `UIView.AnimationCurve` (the CSS `ease-in`,
/// `ease-out`, `ease-in-out` and `linear` curves). The spring is a damped harmonic oscillator whose stiffness is
/// chosen so it settles within the animation's duration, as `animate(withDuration:…usingSpringWithDamping:…)`
/// promises; a damping ratio of 1 or more is critically damped (UIKit's overdamped springs settle the same way).
struct AnimationTiming: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
        case linear
        case spring(damping: Double, velocity: Double)
    }

    let kind: Kind

    static let linear = AnimationTiming(kind: .linear)
    static let easeIn = AnimationTiming(kind: .cubic(x1: 0.42, y1: 0, x2: 1, y2: 1))
    static let easeOut = AnimationTiming(kind: .cubic(x1: 0, y1: 0, x2: 0.58, y2: 1))
    static let easeInOut = AnimationTiming(kind: .cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1))

    init(kind: Kind) {
        self.kind = kind
    }

    init(curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }

    /// The eased progress at linear progress `t` (clamped to 0...1); 0 at 0 and exactly 1 at 1. A spring may
    /// overshoot 1 in between.
    func value(at t: Double, duration: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch kind {
        case .linear: return t
        case .cubic(let x1, let y1, let x2, let y2):
            return Self.cubicBezier(x: t, x1: x1, y1: y1, x2: x2, y2: y2)
        case .spring(let damping, let velocity):
            return Self.spring(
                at: t * max(duration, 1e-6), duration: max(duration, 1e-6), damping: damping,
                velocity: velocity)
        }
    }

    /// y of the curve through (0,0), (x1,y1), (x2,y2), (1,1) where its x is `x`: Newton steps on the parameter,
    /// then bisection if they stall (flat spots of x(s)).
    private static func cubicBezier(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = component(s, x1, x2) - x
            if abs(error) < 1e-9 { return component(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = component(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return component(s, y1, y2)
    }

    /// Progress of a spring released at 0 towards 1 with `velocity` (in whole distances per second) after
    /// `time` seconds. Its natural frequency makes a critically damped spring come within 1/1000 of the distance
    /// at `duration` ((1 + x)·e^−x = 0.001 at x ≈ 9.23), and gives a lighter one the same decay rate.
    private static func spring(at time: Double, duration: Double, damping: Double, velocity: Double) -> Double {
        let zeta = min(max(damping, 0.01), 1)
        let omega = 9.233 / (zeta * duration)
        let decay = exp(-zeta * omega * time)
        if zeta >= 1 {
            return 1 - decay * (1 + (omega - velocity) * time)
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - decay * (cos(damped * time) + (zeta * omega - velocity) / damped * sin(damped * time))
    }
}
