import Testing

@testable import OpenUIKitLayoutSolver

/// Re-solving touches only what a change reaches: an edit or a new view in one part of a system leaves the tableau
/// rows of an unrelated part exactly as they were (the same constants, symbols and coefficients).
@Suite struct IncrementalityTests {
    /// Two rows of views, each with its own edited leading edge, in one solver.
    struct TwoRows {
        let solver = LayoutSolver()
        var first: [(x: Variable, width: Variable)] = []
        var second: [(x: Variable, width: Variable)] = []

        init(count: Int) throws {
            for index in 0..<2 {
                var row: [(x: Variable, width: Variable)] = []
                for i in 0..<count {
                    let view = (x: solver.makeVariable(), width: solver.makeVariable())
                    try solver.addConstraint(Constraint(view.width, .greaterThanOrEqual, 20))
                    try solver.addConstraint(Constraint(view.width, .equal, Double(40 + i), strength: .medium))
                    if let previous = row.last {
                        try solver.addConstraint(Constraint(view.x, .equal, previous.x + previous.width + 8))
                    }
                    row.append(view)
                }
                try solver.addEditVariable(row[0].x, strength: .strong)
                if index == 0 { first = row } else { second = row }
            }
        }

        /// The rows the second group's variables are basic in, as plain values.
        func secondRows() -> [String] {
            let tableau = solver.tableau
            return second.flatMap { [$0.x, $0.width] }.map { variable in
                let id = tableau.basicRow[Int(variable.id)]
                guard id >= 0 else { return "\(variable) parametric" }
                let row = tableau.rows[Int(id)]
                return "\(variable) = \(row.constant) " + row.cells.map { "\($0.coefficient)*s\($0.symbol)" }.joined(separator: " ")
            }
        }
    }

    @Test func anEditLeavesUnrelatedRowsAlone() throws {
        let system = try TwoRows(count: 12)
        try system.solver.suggestValue(system.second[0].x, 5)
        let before = system.secondRows()
        var firstXs: [[Double]] = []
        for leading in [10.0, 200, -3] {
            try system.solver.suggestValue(system.first[0].x, leading)
            system.solver.updateVariables()
            firstXs.append(system.first.map { system.solver.value(of: $0.x) })
            #expect(system.secondRows() == before)
        }
        #expect(firstXs.map { $0[0] } == [10, 200, -3])
        // Views 0...10 are 40...50 wide with 8 between: the twelfth starts 11 · 45 + 11 · 8 = 583 after the first.
        let span: Double = 583
        #expect(firstXs.map { $0[11] - $0[0] } == [span, span, span])
        #expect(system.second.map { system.solver.value(of: $0.x) }.first == 5)
    }

    @Test func aNewViewLeavesUnrelatedRowsAlone() throws {
        let system = try TwoRows(count: 12)
        let before = system.secondRows()
        let last = system.first.last!
        let extra = (x: system.solver.makeVariable(), width: system.solver.makeVariable())
        let constraints = [
            Constraint(extra.x, .equal, last.x + last.width + 8), Constraint(extra.width, .equal, 30, strength: .medium),
        ]
        for constraint in constraints { try system.solver.addConstraint(constraint) }
        system.solver.updateVariables()
        let placed = system.solver.value(of: extra.x) - system.solver.value(of: last.x)
        #expect(system.secondRows() == before)
        for constraint in constraints { try system.solver.removeConstraint(constraint) }
        #expect(system.secondRows() == before)
        #expect(placed == 51 + 8)
    }
}
