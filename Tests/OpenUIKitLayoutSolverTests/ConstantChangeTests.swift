import Testing

@testable import OpenUIKitLayoutSolver

/// `replaceConstant(of:with:)`: a constraint's constant moved in place (UIKit's `constant` set live, a window resized),
/// re-solved by the dual simplex; contradictions refused with the solver unchanged.
@Suite struct ConstantChangeTests {
    @Test func requiredOptionalAndInequalityConstantsMoveInPlace() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        let pin = Constraint(x, .equal, 10)
        var size = Constraint(width, .equal, 100)
        let limit = Constraint(width, .lessThanOrEqual, 240)
        try solver.addConstraint(pin)
        try solver.addConstraint(size)
        try solver.addConstraint(limit)
        try solver.addConstraint(Constraint(right, .equal, x + width))
        var log: [[Double]] = []
        func record() {
            solver.updateVariables()
            log.append([x, width, right].map(solver.value(of:)))
        }
        record()
        // A required equality's constant.
        var next = Constraint(width, .equal, 150)
        try solver.replaceConstant(of: size, with: next)
        size = next
        record()
        // The same constraint made optional elsewhere: an optional equality and a required bound.
        try solver.removeConstraint(size)
        size = Constraint(width, .equal, 300, strength: .medium)
        try solver.addConstraint(size)
        record()
        next = Constraint(width, .equal, 120, strength: .medium)
        try solver.replaceConstant(of: size, with: next)
        size = next
        record()
        // An inequality's constant, which now binds.
        try solver.replaceConstant(of: limit, with: Constraint(width, .lessThanOrEqual, 90))
        record()
        #expect(log == [[10, 100, 110], [10, 150, 160], [10, 240, 250], [10, 120, 130], [10, 90, 100]])
        #expect(solver.hasConstraint(next) && !solver.hasConstraint(limit))
        #expect(solver.allConstraints.count == 4)
    }

    @Test func aContradictingConstantIsRefusedAndTheSolverIsUnchanged() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let bound = Constraint(x, .lessThanOrEqual, 120, identifier: "bound")
        let size = Constraint(x, .equal, 100, identifier: "size")
        let follow = Constraint(y, .equal, x, identifier: "follow")
        let redundant = Constraint(y, .equal, 100, identifier: "redundant")
        for constraint in [bound, size, follow, redundant] { try solver.addConstraint(constraint) }
        var log: [String] = []
        for (old, new) in [
            (size, Constraint(x, .equal, 130, identifier: "size 130")),
            // y == 100 follows from the others (its marker is basic): any other constant contradicts them.
            (redundant, Constraint(y, .equal, 101, identifier: "redundant 101")),
            (bound, Constraint(x, .lessThanOrEqual, 80, identifier: "bound 80")),
        ] {
            do {
                try solver.replaceConstant(of: old, with: new)
                log.append("replaced \(old.identifier!)")
            } catch {
                guard case .unsatisfiableConstraint(let rejected, let conflicting) = error, rejected === new else {
                    log.append("\(error)")
                    continue
                }
                log.append(conflicting.map { $0.identifier ?? "?" }.joined(separator: ", "))
                #expect(solver.hasConstraint(old) && !solver.hasConstraint(new))
            }
            solver.updateVariables()
            log.append("\(solver.value(of: x)) \(solver.value(of: y))")
        }
        #expect(
            log == [
                // x == 130 contradicts the redundant y == 100 through y == x before it reaches the bound.
                "follow, redundant, size 130", "100.0 100.0", "size, follow, redundant 101", "100.0 100.0",
                "size, bound 80",
                "100.0 100.0",
            ])
        // Still usable.
        try solver.replaceConstant(of: bound, with: Constraint(x, .lessThanOrEqual, 100))
        try solver.removeConstraint(redundant)
        try solver.replaceConstant(of: size, with: Constraint(x, .equal, 60))
        solver.updateVariables()
        #expect([solver.value(of: x), solver.value(of: y)] == [60, 60])
    }

    @Test func onlyAConstantCanChange() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let old = Constraint(x, .equal, 1)
        let other = Constraint(y, .equal, 2)
        try solver.addConstraint(old)
        try solver.addConstraint(other)
        var log: [String] = []
        for new in [
            Constraint(x, .greaterThanOrEqual, 1), Constraint(x, .equal, 1, strength: .strong),
            Constraint(y, .equal, 1),
            Constraint(x, .equal, Double.nan), other,
        ] {
            do { try solver.replaceConstant(of: old, with: new) } catch {
                switch error {
                case .notAConstantChange: log.append("not a constant change")
                case .nonFiniteConstraint: log.append("non-finite")
                case .duplicateConstraint: log.append("duplicate")
                default: log.append("\(error)")
                }
            }
        }
        do { try solver.replaceConstant(of: Constraint(x, .equal, 3), with: Constraint(x, .equal, 4)) } catch {
            if case .unknownConstraint = error { log.append("unknown") }
        }
        #expect(
            log == [
                "not a constant change", "not a constant change", "not a constant change", "non-finite", "duplicate",
                "unknown",
            ])
        solver.updateVariables()
        #expect([solver.value(of: x), solver.value(of: y)] == [1, 2])
    }

    /// Random systems: moving one constraint's constant gives the optimum a fresh solver finds for the changed system
    /// (the same cost), or, where the changed system's required constraints contradict each other, a refusal that
    /// leaves the solution as it was. Several moves in a row, interleaved with an edit variable's suggestions.
    @Test(arguments: Array(UInt64(1)...150)) func movedConstantsAgreeWithSolvingFromScratch(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 5000)
        var system = RandomSystem.ofRandomSize(minimumConstraints: 3, using: &rng)
        let stays = system.hidden.indices.map {
            RandomSystem.stay($0, at: system.hidden[$0] + Double(Int.random(in: -20...20, using: &rng)), .weak)
        }
        var solved = SolvedSystem(variableCount: system.variableCount)
        try solved.add(system.constraints + stays)
        for step in 0..<6 {
            let index = Int.random(in: 0..<system.constraints.count, using: &rng)
            var spec = system.constraints[index]
            spec.constant += Double(Int.random(in: -30...30, using: &rng))
            var changed = system
            changed.constraints[index] = spec
            var fresh = SolvedSystem(variableCount: system.variableCount)
            var freshFails = false
            do { try fresh.add(changed.constraints + stays) } catch { freshFails = true }

            let before = solved.values
            let new = spec.make(solved.variables)
            var refused = false
            do {
                try solved.solver.replaceConstant(of: solved.added[index].constraint, with: new)
                solved.added[index] = (spec, new)
                system = changed
            } catch {
                guard case .unsatisfiableConstraint(let rejected, _) = error, rejected === new else { throw error }
                refused = true
            }
            #expect(refused == freshFails, "seed \(seed) step \(step)")
            let values = solved.values
            #expect(solved.worstRequiredViolation(values) <= 1e-6, "seed \(seed) step \(step)")
            if refused {
                #expect(solved.cost(values) - solved.cost(before) <= 1e-9 * max(1, solved.cost(before)))
            } else if !freshFails {
                let scratch = fresh.cost(fresh.values)
                #expect(abs(solved.cost(values) - scratch) <= 1e-9 * max(1, scratch), "seed \(seed) step \(step)")
            }
        }
    }
}
