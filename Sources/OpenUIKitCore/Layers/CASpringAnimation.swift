import Foundation

/// A basic animation moved by a damped spring, as Core Animation's `CASpringAnimation`.
///
/// Mirrors `mass` (1), `stiffness` (100), `damping` (10), `initialVelocity` (0, in units of the whole change per
/// second) and `settlingDuration` (when the spring comes within 0.1 % of its end for good). The spring runs on the
/// animation's own time: set `duration` to `settlingDuration`, as Core Animation code does, or it is cut off.
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0

    public override init() {
        super.init()
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity) = (
            other.mass, other.stiffness, other.damping, other.initialVelocity
        )
    }

    /// The spring's progress (0 at rest at the start, 1 at rest at the end) `t` seconds in.
    func springProgress(at t: Double) -> Double {
        let m = max(Double(mass), 1e-6), k = max(Double(stiffness), 1e-6), c = max(Double(damping), 0)
        let omega = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let (x0, v0) = (-1.0, Double(initialVelocity))
        let x: Double
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * omega * t) * (x0 * cos(omegaD * t) + (v0 + zeta * omega * x0) / omegaD * sin(omegaD * t))
        } else if zeta == 1 {
            x = (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            x = (x0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + x
    }

    /// How long the spring takes to stay within 0.1 % of its end, found in steps of 1/1000 s (up to 60 s).
    public var settlingDuration: CFTimeInterval {
        var last = 0.0
        var t = 0.0
        while t < 60 {
            if abs(springProgress(at: t) - 1) > 0.001 { last = t }
            t += 0.001
        }
        return (last * 1000).rounded(.up) / 1000
    }

    override func values(at progress: Double, local: CFTimeInterval, for layer: CALayer, into values: inout LayerValues)
    {
        guard let property, let model = values[property] ?? layer.layerValue(property),
            let (from, to) = endpoints(model: model, property: property)
        else { return }
        // The spring's own clock: the fraction of the duration reached, in seconds.
        let value = LayerValue.interpolate(from, to, springProgress(at: progress * effectiveDuration))
        values[property] = isAdditive ? .add(model, value) : value
    }
}
