import Testing

@testable import OpenUIKitLayoutSolver

/// A NaN priority is bad input from app code: the strength made from it is refused with a typed error when its
/// constraint is added (no trap while making it), and the solver carries on.
@Suite struct InvalidStrengthTests {
    @Test func aNaNPriorityMakesAnInvalidStrengthThatTheSolverRefuses() throws {
        let strength = Strength(priority: .nan)
        #expect(!strength.isValid)
        #expect(Strength(priority: 750).isValid && Strength(priority: 1000).isValid)
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let bad = Constraint(x, .equal, 5, strength: strength, identifier: "bad")
        var log: [String] = []
        do { try solver.addConstraint(bad) } catch {
            if case .invalidStrength(let c) = error, c === bad { log.append("invalid strength: \(error)") }
        }
        try solver.addConstraint(Constraint(x, .equal, 7))
        solver.updateVariables()
        #expect(
            log == [
                "invalid strength: The constraint's strength is not a number (a NaN priority): bad: v0 - 5.0 == 0 (invalid)"
            ])
        #expect(solver.value(of: x) == 7 && solver.allConstraints.count == 1)
    }
}
