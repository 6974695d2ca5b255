import Testing

@testable import OpenUIKitLayoutSolver

/// Seeded random systems: required constraints hold, the answer does not depend on the order constraints were added
/// in, removal undoes addition, edits agree with solving from scratch, and contradictions are reported without harm.
@Suite struct PropertyTests {
    static let seeds: [UInt64] = Array(1...200)

    /// The system and `extra` added as generated, then in three shuffled orders; each solution's required constraints
    /// are checked to hold within 0.5.
    static func solveInFourOrders(
        _ system: RandomSystem, _ extra: [ConstraintSpec], _ rng: inout SplitMix64, seed: UInt64
    ) throws -> [(SolvedSystem, [Double])] {
        var solutions: [(SolvedSystem, [Double])] = []
        for order in 0..<4 {
            var specs = system.constraints + extra
            if order > 0 { specs.shuffle(using: &rng) }
            var solved = SolvedSystem(variableCount: system.variableCount)
            try solved.add(specs)
            let values = solved.values
            #expect(solved.worstRequiredViolation(values) <= 0.5, "seed \(seed) order \(order)")
            solutions.append((solved, values))
        }
        return solutions
    }

    /// With a weak stay on every variable at its hidden value, the hidden solution is the only optimum (any other
    /// feasible point pays for a stay): every order of the same constraints must give exactly it.
    @Test(arguments: seeds) func satisfiableSystemsGiveTheirUniqueSolutionInEveryOrder(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let system = RandomSystem.ofRandomSize(using: &rng)
        let stays = system.weakStaysAtHiddenValues
        for (order, (_, values)) in try Self.solveInFourOrders(system, stays, &rng, seed: seed).enumerated() {
            let distance = zip(values, system.hidden).map { abs($0 - $1) }.max() ?? 0
            #expect(distance < 1e-6, "seed \(seed) order \(order): \(values) vs \(system.hidden)")
        }
    }

    /// Stays pull each variable towards a random target (so optional constraints conflict with required ones): the
    /// required ones still hold within 0.5, and the optimum's cost is the same in every order (the values may differ
    /// only where several solutions cost the same).
    @Test(arguments: seeds) func conflictingPreferencesCostTheSameInEveryOrder(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 1000)
        let system = RandomSystem.ofRandomSize(using: &rng)
        let strengths: [Strength] = [.weak, .medium, .strong, Strength(priority: 251), Strength(priority: 749)]
        let stays = system.hidden.indices.map {
            RandomSystem.stay(
                $0, at: Double(Int.random(in: -200...700, using: &rng)), strengths.randomElement(using: &rng)!)
        }
        let costs = try Self.solveInFourOrders(system, stays, &rng, seed: seed).map { $0.cost($1) }
        let spread = (costs.max()! - costs.min()!) / max(1, costs.max()!)
        #expect(spread < 1e-9, "seed \(seed): costs \(costs)")
    }

    /// Removing constraints, in any order, gives back the solution of the system without them; adding them again gives
    /// back the solution with them.
    @Test(arguments: seeds) func removalUndoesAddition(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 2000)
        let system = RandomSystem.ofRandomSize(minimumConstraints: 4, using: &rng)
        let stays = system.hidden.indices.map {
            RandomSystem.stay($0, at: system.hidden[$0] + Double(Int.random(in: -30...30, using: &rng)), .weak)
        }
        let split = Int.random(in: 1..<system.constraints.count, using: &rng)
        let base = Array(system.constraints[..<split]) + stays
        let extra = Array(system.constraints[split...])

        var reference = SolvedSystem(variableCount: system.variableCount)
        try reference.add(base)
        let baseCost = reference.cost(reference.values)

        var solved = SolvedSystem(variableCount: system.variableCount)
        try solved.add(base)
        try solved.add(extra)
        let withExtraCost = solved.cost(solved.values)
        var removable = Array(solved.added[base.count...])
        removable.shuffle(using: &rng)
        for (_, constraint) in removable { try solved.solver.removeConstraint(constraint) }
        solved.added.removeLast(extra.count)
        let values = solved.values
        #expect(solved.worstRequiredViolation(values) <= 0.5, "seed \(seed)")
        #expect(abs(solved.cost(values) - baseCost) <= 1e-9 * max(1, baseCost), "seed \(seed)")
        try solved.add(extra)
        #expect(abs(solved.cost(solved.values) - withExtraCost) <= 1e-9 * max(1, withExtraCost), "seed \(seed)")
    }

    /// A sequence of suggested values gives what a fresh solver gives with the edit written as a constraint of the same
    /// strength at the last value.
    @Test(arguments: seeds) func editsAgreeWithSolvingFromScratch(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 3000)
        let system = RandomSystem.ofRandomSize(using: &rng)
        let stays = system.weakStaysAtHiddenValues
        let edited = Int.random(in: 0..<system.variableCount, using: &rng)
        var solved = SolvedSystem(variableCount: system.variableCount)
        try solved.add(system.constraints + stays)
        try solved.solver.addEditVariable(solved.variables[edited], strength: .strong)
        for step in 0..<6 {
            let suggestion = Double(Int.random(in: -100...600, using: &rng))
            try solved.solver.suggestValue(solved.variables[edited], suggestion)
            let values = solved.values
            var fresh = SolvedSystem(variableCount: system.variableCount)
            try fresh.add(system.constraints + stays + [RandomSystem.stay(edited, at: suggestion, .strong)])
            let freshValues = fresh.values
            #expect(solved.worstRequiredViolation(values) <= 0.5, "seed \(seed) step \(step)")
            // Compare costs including the edit (the optimum may be a tie between several points).
            let editCost = { (v: [Double]) in
                RandomSystem.stay(edited, at: suggestion, .strong).violation(v) < 1e-7
                    ? 0 : Strength.strong.weight * abs(v[edited] - suggestion)
            }
            let incremental = solved.cost(values) + editCost(values)
            let scratch = fresh.cost(freshValues)
            #expect(abs(incremental - scratch) <= 1e-9 * max(1, scratch), "seed \(seed) step \(step)")
        }
    }

    /// A required equality contradicting one already added is rejected with a conflict that names it; the
    /// conflicting set is itself unsatisfiable in a fresh solver; the solver's values are unchanged and it accepts
    /// further constraints.
    @Test(arguments: seeds) func contradictionsAreReportedAndTheSolverCarriesOn(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 4000)
        var system = RandomSystem.ofRandomSize(using: &rng)
        let anchor = ConstraintSpec(
            terms: [(0, 1), (system.variableCount - 1, 2)],
            constant: -(system.hidden[0] + 2 * system.hidden[system.variableCount - 1]), relation: .equal,
            strength: .required)
        system.constraints.insert(anchor, at: Int.random(in: 0...system.constraints.count, using: &rng))
        let stays = system.weakStaysAtHiddenValues
        var solved = SolvedSystem(variableCount: system.variableCount)
        try solved.add(system.constraints + stays)
        let before = solved.values

        var contradiction = anchor
        contradiction.constant += Double(Int.random(in: 1...50, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1)
        if Bool.random(using: &rng) {
            // An inequality that excludes the anchor's value instead.
            contradiction.relation = contradiction.constant > anchor.constant ? .lessThanOrEqual : .greaterThanOrEqual
        }
        let rejected = contradiction.make(solved.variables)
        var conflict: [Constraint]? = nil
        do { try solved.solver.addConstraint(rejected) } catch {
            if case .unsatisfiableConstraint(let constraint, let conflicting) = error, constraint === rejected {
                conflict = conflicting
            }
        }
        #expect(conflict?.last === rejected, "seed \(seed)")
        #expect(solved.values == before, "seed \(seed)")
        #expect(!solved.solver.hasConstraint(rejected))

        // The named constraints alone already contradict each other.
        if let conflict {
            let specs = conflict.map { named in
                named === rejected ? contradiction : solved.added.first { $0.constraint === named }!.spec
            }
            #expect(specs.allSatisfy { $0.strength.isRequired })
            var alone = SolvedSystem(variableCount: system.variableCount)
            var threw = false
            do { try alone.add(specs) } catch { threw = true }
            #expect(threw, "seed \(seed): \(specs)")
        }

        // Still usable: drop the anchor, and the contradiction is then satisfiable only if nothing else pins it; a
        // fresh optional constraint is always accepted.
        try solved.add([RandomSystem.stay(0, at: 42, .weak)])
        #expect(solved.worstRequiredViolation(solved.values) <= 0.5, "seed \(seed)")
    }
}
