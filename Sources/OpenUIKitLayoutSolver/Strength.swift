/// How much a constraint matters: required, or a weight that the solver trades against other weights.
///
/// UIKit's priorities map onto strengths with ``init(priority:)``: 1000 is required and 1...999 are optional. Cassowary
/// minimises the sum of each optional constraint's error times its weight, so weights decide which constraint gives
/// way. UIKit describes optional priorities as satisfied "from highest to lowest"; weights cannot make every one of
/// 999 levels dominate all the levels below it in a `Double`, so the mapping grows geometrically (each 100 points of
/// priority weigh ten times more): one constraint at 750 outweighs up to 100,000 violations of the same size at 250,
/// and one at 999 outweighs about 1.02 of the same size at 998. Docs/UIKitParity.md records the choice.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The objective weight; `.infinity` for required.
    public let weight: Double

    @inlinable
    init(weight: Double) { self.weight = weight }

    /// Must hold; adding a required constraint that cannot hold throws.
    public static let required = Strength(weight: .infinity)
    /// kiwi's symbolic strengths, for systems written in Cassowary's terms rather than UIKit's.
    public static let strong = Strength(weight: 1_000_000)
    public static let medium = Strength(weight: 1_000)
    public static let weak = Strength(weight: 1)

    /// An optional strength of the given weight (clamped to a positive, finite value).
    public static func weight(_ weight: Double) -> Strength {
        guard weight.isFinite, weight > 0 else { return Strength(weight: weight.isNaN || weight <= 0 ? 1e-6 : 1e15) }
        return Strength(weight: weight)
    }

    /// UIKit's `UILayoutPriority`: 1000 (or more) is required; below, the weight is `10^(priority / 100)`. Priorities
    /// below 1 are clamped to 1, as UIKit accepts only 1...1000. A NaN priority makes an invalid strength
    /// (``isValid`` false), which ``LayoutSolver/addConstraint(_:)`` refuses with
    /// ``LayoutSolverError/invalidStrength(_:)``.
    public init(priority: Float) {
        if priority.isNaN {
            self.init(weight: .nan)
        } else if priority >= 1000 {
            self = .required
        } else {
            let clamped = Double(Swift.max(priority, 1))
            self.init(weight: _pow10(clamped / 100))
        }
    }

    public var isRequired: Bool { weight == .infinity }

    /// False for a strength made from a NaN priority: no constraint can be added with it.
    public var isValid: Bool { !weight.isNaN }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String { isRequired ? "required" : isValid ? "weight \(weight)" : "invalid" }
}

/// 10^x without Foundation (the module depends on nothing): exp(x ln 10) by a short series after range reduction.
@usableFromInline
func _pow10(_ x: Double) -> Double {
    // 10^x = 10^n * 10^f with n = floor(x), f in [0, 1); 10^f = e^(f ln 10) with f ln 10 < 2.31, series to 30 terms.
    let n = x.rounded(.down)
    let f = (x - n) * 2.302585092994046
    var term = 1.0
    var sum = 1.0
    for k in 1...30 {
        term *= f / Double(k)
        sum += term
    }
    var scale = 1.0
    for _ in 0..<Int(n) { scale *= 10 }
    return sum * scale
}
