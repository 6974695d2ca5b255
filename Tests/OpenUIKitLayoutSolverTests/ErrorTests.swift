import Testing

@testable import OpenUIKitLayoutSolver

/// Typed errors: each leaves the solver as it was.
@Suite struct ErrorTests {
    @Test func duplicateUnknownAndForeignAreReported() throws {
        let solver = LayoutSolver()
        let other = LayoutSolver()
        let x = solver.makeVariable()
        _ = other.makeVariable()
        let foreign = other.makeVariable()  // v1, which `solver` never made
        let constraint = Constraint(x, .equal, 5)
        try solver.addConstraint(constraint)
        var log: [String] = []
        do { try solver.addConstraint(constraint) } catch {
            if case .duplicateConstraint(let c) = error, c === constraint { log.append("duplicate") }
        }
        let never = Constraint(x, .equal, 6)
        do { try solver.removeConstraint(never) } catch {
            if case .unknownConstraint(let c) = error, c === never { log.append("unknown") }
        }
        do { try solver.addConstraint(Constraint(x + foreign, .equal, 6)) } catch {
            if case .unknownVariable(let v) = error, v == foreign { log.append("foreign \(v)") }
        }
        solver.updateVariables()
        #expect(log == ["duplicate", "unknown", "foreign v1"])
        #expect(solver.value(of: x) == 5 && solver.allConstraints.count == 1)
    }

    /// x == 10, y == x + 5, then y == 20: the conflict names both earlier constraints and the rejected one, and the
    /// solver keeps its previous solution and accepts more constraints.
    @Test func anUnsatisfiableEqualityNamesTheConstraintsItContradicts() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        let pinX = Constraint(x, .equal, 10, identifier: "pinX")
        let link = Constraint(y, .equal, x + 5, identifier: "link")
        let unrelated = Constraint(z, .equal, 1, identifier: "unrelated")
        let pinY = Constraint(y, .equal, 20, identifier: "pinY")
        for constraint in [pinX, unrelated, link] { try solver.addConstraint(constraint) }
        var names: [String] = []
        do { try solver.addConstraint(pinY) } catch {
            if case .unsatisfiableConstraint(let rejected, let conflicting) = error, rejected === pinY {
                names = conflicting.map { $0.identifier ?? "?" }
            }
        }
        #expect(names == ["pinX", "link", "pinY"])
        solver.updateVariables()
        #expect([x, y, z].map(solver.value(of:)) == [10, 15, 1])
        #expect(!solver.hasConstraint(pinY))
        try solver.addConstraint(Constraint(z, .lessThanOrEqual, y, strength: .weak))
        try solver.removeConstraint(pinX)
        try solver.addConstraint(pinY)
        solver.updateVariables()
        #expect([x, y, z].map(solver.value(of:)) == [15, 20, 1])
    }

    /// An inequality that contradicts required inequalities goes through phase one (the artificial variable), which
    /// fails; the conflict names the bounds involved, not the unrelated ones.
    @Test func anUnsatisfiableInequalityNamesTheBoundsItContradicts() throws {
        let solver = LayoutSolver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        let other = solver.makeVariable()
        let edge = Constraint(right, .equal, left + width, identifier: "edge")
        let leftMin = Constraint(left, .greaterThanOrEqual, 20, identifier: "leftMin")
        let widthMin = Constraint(width, .greaterThanOrEqual, 50, identifier: "widthMin")
        let otherMin = Constraint(other, .greaterThanOrEqual, 3, identifier: "otherMin")
        let preference = Constraint(right, .equal, 500, strength: .weak, identifier: "preference")
        for constraint in [edge, otherMin, leftMin, widthMin, preference] { try solver.addConstraint(constraint) }
        solver.updateVariables()
        let before = [left, width, right, other].map(solver.value(of:))
        let tooNarrow = Constraint(right, .lessThanOrEqual, 60, identifier: "tooNarrow")
        var names: [String] = []
        do { try solver.addConstraint(tooNarrow) } catch {
            if case .unsatisfiableConstraint(_, let conflicting) = error {
                names = conflicting.map { $0.identifier ?? "?" }
            }
        }
        solver.updateVariables()
        #expect(names == ["edge", "leftMin", "widthMin", "tooNarrow"])
        #expect([left, width, right, other].map(solver.value(of:)) == before)
        #expect(before[2] == 500 && before[0] + before[1] == 500)
        try solver.addConstraint(Constraint(right, .lessThanOrEqual, 70))
        solver.updateVariables()
        #expect(solver.value(of: right) == 70)
    }

    @Test func infiniteAndNaNNumbersAreRefused() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .equal, 3, strength: .weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 8)
        var log: [String] = []
        for constraint in [
            Constraint(x, .lessThanOrEqual, Double.infinity), Constraint(Double.nan * x, .equal, 1),
            Constraint(x, .greaterThanOrEqual, -Double.infinity, strength: .weak),
        ] {
            do { try solver.addConstraint(constraint) } catch {
                if case .nonFiniteConstraint(let c) = error, c === constraint { log.append("constraint refused") }
            }
        }
        do { try solver.suggestValue(x, .nan) } catch {
            if case .nonFiniteSuggestion(let v, let value) = error, v == x, value.isNaN { log.append("NaN refused") }
        }
        solver.updateVariables()
        #expect(log == ["constraint refused", "constraint refused", "constraint refused", "NaN refused"])
        #expect(solver.value(of: x) == 8 && solver.allConstraints.count == 1)
        try solver.suggestValue(x, 9)
        solver.updateVariables()
        #expect(solver.value(of: x) == 9)
    }

    @Test func descriptionsReadAsConstraints() {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let c = Constraint(x, .greaterThanOrEqual, 2 * y + 8, strength: .medium, identifier: "gap")
        #expect(c.description == "gap: v0 - 2.0*v1 - 8.0 >= 0 (weight 1000.0)")
        let error = LayoutSolverError.unsatisfiableConstraint(c, conflicting: [Constraint(x, .equal, 1), c])
        #expect(error.description == "Unable to satisfy \(c) together with:\n    v0 - 1.0 == 0 (required)")
    }
}
