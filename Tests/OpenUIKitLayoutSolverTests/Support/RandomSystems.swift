@testable import OpenUIKitLayoutSolver

/// SplitMix64: a small, seeded, reproducible generator (the one the benchmarks use for point lists).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A constraint described independently of any solver, so the same system can be built in several solvers and
/// orders: `Σ coefficient · variable + constant  relation  0`.
struct ConstraintSpec: CustomStringConvertible {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var strength: Strength

    func make(_ variables: [Variable]) -> Constraint {
        let expression = LinearExpression(
            terms: terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
        return Constraint(expression, relation, 0.0, strength: strength)
    }

    /// How far `values` are from satisfying the constraint (zero if they do).
    func violation(_ values: [Double]) -> Double {
        let sum = terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
        switch relation {
        case .equal: return abs(sum)
        case .lessThanOrEqual: return max(0, sum)
        case .greaterThanOrEqual: return max(0, -sum)
        }
    }

    var description: String {
        let lhs = terms.map { "\($0.coefficient)*x\($0.variable)" }.joined(separator: " + ")
        return "\(lhs) + \(constant) \(relation) 0 [\(strength)]"
    }
}

/// Random systems built around a hidden solution that satisfies all of them.
struct RandomSystem {
    var variableCount: Int
    var hidden: [Double]
    var constraints: [ConstraintSpec]

    /// `count` constraints over `variableCount` variables, each of one to three terms with small integer coefficients,
    /// true of the hidden values (integers in 0...500); about a third are inequalities with room to spare, and a
    /// quarter are optional at a random strength.
    static func satisfiable(variables variableCount: Int, constraints count: Int, using rng: inout SplitMix64)
        -> RandomSystem
    {
        let hidden = (0..<variableCount).map { _ in Double(Int.random(in: 0...500, using: &rng)) }
        var constraints: [ConstraintSpec] = []
        for _ in 0..<count {
            let termCount = Int.random(in: 1...3, using: &rng)
            var terms: [(variable: Int, coefficient: Double)] = []
            for _ in 0..<termCount {
                var coefficient = Double(Int.random(in: -3...3, using: &rng))
                if coefficient == 0 { coefficient = 1 }
                terms.append((Int.random(in: 0..<variableCount, using: &rng), coefficient))
            }
            let value = terms.reduce(0.0) { $0 + $1.coefficient * hidden[$1.variable] }
            let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let room = relation == .equal ? 0 : Double(Int.random(in: 0...40, using: &rng))
            let constant: Double =
                switch relation {
                case .equal: -value
                case .lessThanOrEqual: -value - room
                case .greaterThanOrEqual: -value + room
                }
            let strength: Strength =
                Int.random(in: 0..<4, using: &rng) == 0
                ? [.weak, .medium, .strong, Strength(priority: 250), Strength(priority: 999)].randomElement(
                    using: &rng)!
                : .required
            constraints.append(ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: strength))
        }
        return RandomSystem(variableCount: variableCount, hidden: hidden, constraints: constraints)
    }

    /// A satisfiable system of 3 to 40 variables and `minimumConstraints` to 90 constraints.
    static func ofRandomSize(minimumConstraints: Int = 2, using rng: inout SplitMix64) -> RandomSystem {
        satisfiable(
            variables: Int.random(in: 3...40, using: &rng),
            constraints: Int.random(in: minimumConstraints...90, using: &rng), using: &rng)
    }

    /// A weak `x == hidden value` for every variable, which makes the hidden values the only optimum.
    var weakStaysAtHiddenValues: [ConstraintSpec] {
        hidden.indices.map { RandomSystem.stay($0, at: hidden[$0], .weak) }
    }

    /// `variable == target` at `strength`.
    static func stay(_ variable: Int, at target: Double, _ strength: Strength) -> ConstraintSpec {
        ConstraintSpec(terms: [(variable, 1)], constant: -target, relation: .equal, strength: strength)
    }
}

/// A solver holding some of a system's constraints, with what is needed to read and compare its solution.
struct SolvedSystem {
    let solver = LayoutSolver()
    let variables: [Variable]
    var added: [(spec: ConstraintSpec, constraint: Constraint)] = []

    init(variableCount: Int) {
        let solver = self.solver
        variables = (0..<variableCount).map { _ in solver.makeVariable() }
    }

    /// Adds the constraints in the given order; fails the caller's expectation through `Result` if any throws.
    mutating func add(_ specs: [ConstraintSpec]) throws(LayoutSolverError) {
        for spec in specs {
            let constraint = spec.make(variables)
            try solver.addConstraint(constraint)
            added.append((spec, constraint))
        }
    }

    var values: [Double] {
        solver.updateVariables()
        return variables.map(solver.value(of:))
    }

    /// Σ weight · violation over the optional constraints: what the solver minimises. Violations under 10⁻⁷ count as
    /// none: rounding leaves about 10⁻¹⁴ in a satisfied constraint, which a weight of 10¹⁰ (priority 999) would turn
    /// into a visible cost.
    func cost(_ values: [Double]) -> Double {
        added.reduce(0) { sum, entry in
            let violation = entry.spec.violation(values)
            return sum
                + (entry.spec.strength.isRequired || violation < 1e-7 ? 0 : entry.spec.strength.weight * violation)
        }
    }

    func worstRequiredViolation(_ values: [Double]) -> Double {
        added.filter { $0.spec.strength.isRequired }.map { $0.spec.violation(values) }.max() ?? 0
    }
}
