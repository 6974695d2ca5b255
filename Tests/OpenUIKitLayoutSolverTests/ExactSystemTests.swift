import Testing

@testable import OpenUIKitLayoutSolver

/// Small systems whose answers are known by hand: relations, strengths, priorities, removal.
@Suite struct ExactSystemTests {
    @Test func equalitiesChainThroughSubstitution() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        try solver.addConstraint(Constraint(z, .equal, y + 8))
        try solver.addConstraint(Constraint(y, .equal, x + 5))
        try solver.addConstraint(Constraint(x, .equal, 10))
        solver.updateVariables()
        #expect([x, y, z].map(solver.value(of:)) == [10, 15, 23])
    }

    @Test func aMidpointIsTheAverageOfItsEnds() throws {
        let solver = LayoutSolver()
        let left = solver.makeVariable()
        let right = solver.makeVariable()
        let middle = solver.makeVariable()
        try solver.addConstraint(Constraint(2 * middle, .equal, left + right))
        try solver.addConstraint(Constraint(left, .equal, 10))
        try solver.addConstraint(Constraint(right - left, .equal, 50))
        solver.updateVariables()
        #expect([left, middle, right].map(solver.value(of:)) == [10, 35, 60])
    }

    @Test func aRequiredInequalityBoundsAWeakerPreference() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 100))
        try solver.addConstraint(Constraint(x, .equal, 50, strength: .weak))
        solver.updateVariables()
        #expect(solver.value(of: x) == 100)
        let y = solver.makeVariable()
        try solver.addConstraint(Constraint(y, .lessThanOrEqual, 20))
        try solver.addConstraint(Constraint(y, .equal, 50, strength: .strong))
        solver.updateVariables()
        #expect([solver.value(of: x), solver.value(of: y)] == [100, 20])
    }

    @Test func strongerPreferencesWinAndPrioritiesMapToStrengths() throws {
        // (a weaker constraint, a stronger one, the value the stronger gives)
        let pairs: [(Strength, Strength)] = [
            (.weak, .strong), (.medium, .strong), (Strength(priority: 250), Strength(priority: 750)),
            (Strength(priority: 998), Strength(priority: 999)), (Strength(priority: 999), Strength(priority: 1000)),
            (Strength(priority: 1), .required),
        ]
        var log: [String] = []
        for (weaker, stronger) in pairs {
            for strongerFirst in [false, true] {
                let solver = LayoutSolver()
                let x = solver.makeVariable()
                let weakConstraint = Constraint(x, .equal, 10, strength: weaker)
                let strongConstraint = Constraint(x, .equal, 20, strength: stronger)
                for constraint in strongerFirst ? [strongConstraint, weakConstraint] : [weakConstraint, strongConstraint] {
                    try solver.addConstraint(constraint)
                }
                solver.updateVariables()
                log.append("\(weaker) < \(stronger)\(strongerFirst ? " (stronger first)" : ""): \(solver.value(of: x))")
            }
        }
        #expect(
            log == pairs.flatMap { weaker, stronger in
                ["\(weaker) < \(stronger): 20.0", "\(weaker) < \(stronger) (stronger first): 20.0"]
            })
    }

    @Test func uikitPrioritiesBecomeGeometricWeights() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 1200) == .required)
        #expect(abs(Strength(priority: 100).weight - 10) < 1e-9)
        #expect(abs(Strength(priority: 250).weight - 316.22776601683796) < 1e-6)
        #expect(abs(Strength(priority: 750).weight / 31_622_776.601683795 - 1) < 1e-12)
        #expect(abs(Strength(priority: 999).weight / 9_772_372_209.558107 - 1) < 1e-12)
        #expect(Strength(priority: 0) == Strength(priority: 1))
        #expect(Strength(priority: 998) < Strength(priority: 999))
    }

    /// A label (80 wide, hugging 251, resisting compression 751) and a field (150 wide, hugging 250, resisting 750)
    /// fill a row 8 apart: too narrow, the field gives way; too wide, the field grows; the label keeps its width.
    @Test func theLowerPriorityGivesWayAtEitherEnd() throws {
        let solver = LayoutSolver()
        let labelX = solver.makeVariable()
        let labelWidth = solver.makeVariable()
        let fieldX = solver.makeVariable()
        let fieldWidth = solver.makeVariable()
        let rowWidth = solver.makeVariable()
        for constraint in [
            Constraint(labelX, .equal, 0), Constraint(fieldX, .equal, labelX + labelWidth + 8),
            Constraint(fieldX + fieldWidth, .equal, rowWidth),
            Constraint(labelWidth, .lessThanOrEqual, 80, strength: Strength(priority: 251)),
            Constraint(labelWidth, .greaterThanOrEqual, 80, strength: Strength(priority: 751)),
            Constraint(fieldWidth, .lessThanOrEqual, 150, strength: Strength(priority: 250)),
            Constraint(fieldWidth, .greaterThanOrEqual, 150, strength: Strength(priority: 750)),
        ] {
            try solver.addConstraint(constraint)
        }
        try solver.addEditVariable(rowWidth, strength: Strength(priority: 999))
        var log: [String] = []
        for width in [200.0, 238, 400] {
            try solver.suggestValue(rowWidth, width)
            solver.updateVariables()
            log.append("\(width): label \(solver.value(of: labelWidth)), field \(solver.value(of: fieldWidth))")
        }
        #expect(log == ["200.0: label 80.0, field 112.0", "238.0: label 80.0, field 150.0", "400.0: label 80.0, field 312.0"])
    }

    /// One stronger preference outweighs any number of weaker ones only as far as the weights say: two medium
    /// violations of 10 (2 · 1,000 · 10) cost less than one strong violation of 10 (1,000,000 · 10).
    @Test func weightsAddUpAcrossConstraints() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .medium))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .medium))
        try solver.addConstraint(Constraint(x, .equal, 10, strength: .strong))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        // 1,001 weak at 0 against one medium (1,000) at 10: the weak ones now weigh more.
        let y = solver.makeVariable()
        for _ in 0..<1001 { try solver.addConstraint(Constraint(y, .equal, 0, strength: .weak)) }
        try solver.addConstraint(Constraint(y, .equal, 10, strength: .medium))
        solver.updateVariables()
        #expect(solver.value(of: y) == 0)
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.addConstraint(Constraint(right, .equal, x + width))
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(width, .equal, 100, strength: .weak))
        solver.updateVariables()
        let before = [x, width, right].map(solver.value(of:))
        let narrow = Constraint(right, .lessThanOrEqual, 60)
        let strongWidth = Constraint(width, .equal, 30, strength: .strong)
        try solver.addConstraint(narrow)
        solver.updateVariables()
        let narrowed = [x, width, right].map(solver.value(of:))
        try solver.addConstraint(strongWidth)
        solver.updateVariables()
        let strong = [x, width, right].map(solver.value(of:))
        try solver.removeConstraint(narrow)
        solver.updateVariables()
        let withoutNarrow = [x, width, right].map(solver.value(of:))
        try solver.removeConstraint(strongWidth)
        solver.updateVariables()
        let after = [x, width, right].map(solver.value(of:))
        #expect(before == [10, 100, 110])
        #expect(narrowed == [10, 50, 60])
        #expect(strong == [10, 30, 40])
        #expect(withoutNarrow == [10, 30, 40])
        #expect(after == before)
        #expect(!solver.hasConstraint(narrow) && solver.allConstraints.count == 3)
    }

    @Test func redundantRequiredEqualitiesAreAccepted() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let first = Constraint(x, .equal, y + 4)
        try solver.addConstraint(first)
        try solver.addConstraint(Constraint(y, .equal, 6))
        try solver.addConstraint(Constraint(x - y, .equal, 4))  // the same as `first`
        solver.updateVariables()
        #expect([solver.value(of: x), solver.value(of: y)] == [10, 6])
        try solver.removeConstraint(first)
        try solver.addConstraint(Constraint(x, .equal, 1, strength: .weak))
        solver.updateVariables()
        // The duplicate still holds x to y + 4.
        #expect([solver.value(of: x), solver.value(of: y)] == [10, 6])
    }
}
