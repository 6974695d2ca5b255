import Synchronization
import Testing

@testable import OpenUIKitLayoutSolver

/// A constraint named lazily makes its name only when a diagnostic reads it, each time it is read.
@Suite struct LazyNameTests {
    @Test func theNameIsMadeWhenReadAndNotBefore() throws {
        let made = Mutex<[String]>([])
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let named = Constraint(
            x, .equal, 5,
            name: {
                made.withLock { $0.append("x pin") }; return "x pin"
            })
        try solver.addConstraint(named)
        solver.updateVariables()
        #expect(made.withLock { $0 } == [])
        let conflict = Constraint(x, .equal, 6, identifier: "x six")
        var log: [String] = []
        do { try solver.addConstraint(conflict) } catch {
            if case .unsatisfiableConstraint(let rejected, let conflicting) = error {
                log = [rejected.identifier ?? "?"] + conflicting.map { $0.identifier ?? "?" }
            }
        }
        #expect(log == ["x six", "x pin", "x six"])
        #expect(made.withLock { $0 } == ["x pin"])
        #expect(named.description == "x pin: v0 - 5.0 == 0 (required)")
        #expect(made.withLock { $0 } == ["x pin", "x pin"])
    }
}
