/// What a ``LayoutSolver`` reports instead of crashing. After any of these the solver is unchanged and usable.
public enum LayoutSolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints already added. `conflicting` lists
    /// those of them it contradicts, in the order they were added, ending with the rejected constraint itself.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint was never added, or was removed already.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could make suggested values contradict the system.
    case requiredEditStrength(Variable)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// A coefficient or constant of the constraint is infinite or NaN, which would poison every row it reached.
    case nonFiniteConstraint(Constraint)
    /// The constraint's strength was made from a NaN priority (``Strength/isValid`` is false).
    case invalidStrength(Constraint)
    /// ``LayoutSolver/replaceConstant(of:with:)`` was given constraints that differ in more than their constant.
    case notAConstantChange(Constraint, Constraint)
    /// The suggested value is infinite or NaN.
    case nonFiniteSuggestion(Variable, Double)
    /// The tableau broke an invariant (an unbounded objective or an infeasible row with no way out); this is a solver
    /// bug, reported rather than trapped.
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint): "The constraint is already in the solver: \(constraint)"
        case .unsatisfiableConstraint(let constraint, let conflicting):
            "Unable to satisfy \(constraint) together with:\n"
                + conflicting.dropLast().map { "    \($0)" }.joined(separator: "\n")
        case .unknownConstraint(let constraint): "The constraint is not in the solver: \(constraint)"
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditStrength(let variable): "An edit variable cannot be required (\(variable))"
        case .unknownVariable(let variable): "\(variable) was not made by this solver"
        case .nonFiniteConstraint(let constraint): "The constraint has an infinite or NaN number: \(constraint)"
        case .invalidStrength(let constraint):
            "The constraint's strength is not a number (a NaN priority): \(constraint)"
        case .notAConstantChange(let old, let new): "Not a change of constant only: \(old) to \(new)"
        case .nonFiniteSuggestion(let variable, let value): "Cannot suggest \(value) for \(variable)"
        case .internalInconsistency(let what): "Layout solver internal inconsistency: \(what)"
        }
    }
}
