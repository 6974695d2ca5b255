import Testing

@testable import OpenUIKitLayoutSolver

/// Edit variables: suggested values re-solved by the dual simplex, bounded by required constraints.
@Suite struct EditVariableTests {
    @Test func suggestedValuesPropagateThroughRequiredConstraints() throws {
        let solver = LayoutSolver()
        let width = solver.makeVariable()
        let half = solver.makeVariable()
        let label = solver.makeVariable()
        try solver.addConstraint(Constraint(2 * half, .equal, width))
        try solver.addConstraint(Constraint(label, .lessThanOrEqual, half - 16))
        try solver.addConstraint(Constraint(label, .equal, 120, strength: .medium))
        try solver.addEditVariable(width, strength: .strong)
        var log: [[Double]] = []
        for suggestion in [400.0, 200, 100, 300, 272] {
            try solver.suggestValue(width, suggestion)
            solver.updateVariables()
            log.append([width, half, label].map(solver.value(of:)))
        }
        #expect(log == [[400, 200, 120], [200, 100, 84], [100, 50, 34], [300, 150, 120], [272, 136, 120]])
    }

    @Test func aRequiredBoundStopsAnEdit() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 30))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, -5))
        try solver.addEditVariable(x, strength: .strong)
        var log: [Double] = []
        for suggestion in [10.0, 42, -40, 29.5] {
            try solver.suggestValue(x, suggestion)
            solver.updateVariables()
            log.append(solver.value(of: x))
        }
        #expect(log == [10, 30, -5, 29.5])
    }

    @Test func removingTheEditLetsWeakerPreferencesBack() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.addConstraint(Constraint(x, .equal, 7, strength: .weak))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(x, 90)
        solver.updateVariables()
        let edited = solver.value(of: x)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect([edited, solver.value(of: x)] == [90, 7])
        #expect(!solver.hasEditVariable(x))
        #expect(solver.allConstraints.count == 1)
    }

    @Test func editErrorsAreTyped() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        var log: [String] = []
        func attempt(_ name: String, _ body: () throws(LayoutSolverError) -> Void) {
            do {
                try body()
                log.append("\(name): ok")
            } catch {
                switch error {
                case .requiredEditStrength(let v): log.append("\(name): requiredEditStrength(\(v))")
                case .duplicateEditVariable(let v): log.append("\(name): duplicateEditVariable(\(v))")
                case .unknownEditVariable(let v): log.append("\(name): unknownEditVariable(\(v))")
                default: log.append("\(name): \(error)")
                }
            }
        }
        attempt("required") { () throws(LayoutSolverError) in try solver.addEditVariable(x, strength: .required) }
        attempt("suggest before add") { () throws(LayoutSolverError) in try solver.suggestValue(x, 1) }
        attempt("add") { () throws(LayoutSolverError) in try solver.addEditVariable(x, strength: .strong) }
        attempt("add again") { () throws(LayoutSolverError) in try solver.addEditVariable(x, strength: .weak) }
        attempt("remove") { () throws(LayoutSolverError) in try solver.removeEditVariable(x) }
        attempt("remove again") { () throws(LayoutSolverError) in try solver.removeEditVariable(x) }
        #expect(
            log == [
                "required: requiredEditStrength(v0)", "suggest before add: unknownEditVariable(v0)", "add: ok",
                "add again: duplicateEditVariable(v0)", "remove: ok", "remove again: unknownEditVariable(v0)",
            ])
    }
}
