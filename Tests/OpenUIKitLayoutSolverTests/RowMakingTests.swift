import Testing

@testable import OpenUIKitLayoutSolver

/// How a constraint's row is made from its terms: a basic variable named more than once (a layout engine writes
/// `x − origin − (y − origin)` for two views in one superview) is substituted once, with its coefficients summed,
/// so terms that cancel leave neither work nor rounding behind.
@Suite struct RowMakingTests {
    /// A solver where `origin` is basic (`origin == 0.2`), and `x`, `y` are new, then `terms` with `constant` added
    /// as a required equality; returns the row `x` is basic in, as text, and `x`'s value.
    func solve(_ terms: (Variable, Variable, Variable) -> [Term], constant: Double) throws -> (String, Double) {
        let solver = LayoutSolver()
        let origin = solver.makeVariable()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(Constraint(origin, .equal, 0.2))
        try solver.addConstraint(
            Constraint(LinearExpression(terms: terms(origin, x, y), constant: constant), .equal, 0))
        solver.updateVariables()
        let tableau = solver.tableau
        let id = tableau.basicRow[Int(x.id)]
        let row =
            id < 0
            ? "x parametric"
            : tableau.rows[Int(id)].cells.map { "\($0.coefficient)*s\($0.symbol)" }
                .joined(separator: " ") + " + \(tableau.rows[Int(id)].constant)"
        return (row, solver.value(of: x))
    }

    @Test func aBasicVariableNamedTwiceWithOppositeSignsLeavesTheRowAsIfItWereNotNamed() throws {
        // x − origin − (y − origin) + 0.9 == 0, and x − y + 0.9 == 0: merging origin's row twice would leave
        // (0.9 − 0.2) + 0.2 = 0.8999999999999999 in the constant.
        let named = try solve(
            { origin, x, y in [Term(x), Term(origin, -1), Term(y, -1), Term(origin)] }, constant: 0.9)
        let plain = try solve({ _, x, y in [Term(x), Term(y, -1)] }, constant: 0.9)
        #expect(named.0 == plain.0)
        #expect([named.1, plain.1] == [-0.9, -0.9])
    }

    @Test func aBasicVariableNamedTwiceIsSubstitutedWithItsSummedCoefficient() throws {
        // x + origin + origin − y == 0 is x + 2·origin − y == 0: x = y − 0.4.
        let twice = try solve({ origin, x, y in [Term(x), Term(origin), Term(origin), Term(y, -1)] }, constant: 0)
        let summed = try solve({ origin, x, y in [Term(x), Term(origin, 2), Term(y, -1)] }, constant: 0)
        #expect(twice.0 == summed.0)
        #expect([twice.1, summed.1] == [-0.4, -0.4])
    }
}
