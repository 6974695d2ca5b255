/// How the two sides of a ``Constraint`` relate.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation between variables with a strength: `x2 == x1 + w1 + 8` at ``Strength/required``.
///
/// A constraint is an object: the solver knows it by identity, so the same constraint cannot be added twice
/// (``LayoutSolverError/duplicateConstraint(_:)``) and removing it needs the object that was added. It is immutable;
/// to change a constant live, use an edit variable (``LayoutSolver/addEditVariable(_:strength:)``) or remove the
/// constraint and add a new one.
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs - rhs`, compared with zero by ``relation``.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength
    /// A name for diagnostics (UIKit's `identifier`), made when it is read if the constraint was given a lazy
    /// name.
    public var identifier: String? { fixedName ?? namer?.name(of: self, tag: nameTag) }
    private let fixedName: String?
    /// What names the constraint lazily, and the number it tells this constraint apart by.
    private let namer: (any ConstraintNamer)?
    private let nameTag: Int

    /// `lhs relation rhs` at the given strength.
    public init(
        _ lhs: some LinearExpressible, _ relation: Relation, _ rhs: some LinearExpressible,
        strength: Strength = .required, identifier: String? = nil
    ) {
        self.expression = lhs.linearExpression - rhs.linearExpression
        self.relation = relation
        self.strength = strength
        self.fixedName = identifier
        self.namer = nil
        self.nameTag = 0
    }

    /// `lhs relation rhs` at the given strength, named by `name` only when a diagnostic reads ``identifier``:
    /// formatting a name for every constraint costs more than solving a typical screen.
    public convenience init(
        _ lhs: some LinearExpressible, _ relation: Relation, _ rhs: some LinearExpressible,
        strength: Strength = .required, name: @escaping @Sendable () -> String
    ) {
        self.init(lhs, relation, rhs, strength: strength, namer: ClosureNamer(name))
    }

    /// `lhs relation rhs` at the given strength, named by `namer` (with `tag`) only when a diagnostic reads
    /// ``identifier``. One namer can name many constraints, so a caller that makes many allocates no closure context
    /// or other object per constraint for its names.
    public init(
        _ lhs: some LinearExpressible, _ relation: Relation, _ rhs: some LinearExpressible,
        strength: Strength = .required, namer: some ConstraintNamer, tag: Int = 0
    ) {
        self.expression = lhs.linearExpression - rhs.linearExpression
        self.relation = relation
        self.strength = strength
        self.fixedName = nil
        self.namer = namer
        self.nameTag = tag
    }

    public var description: String {
        var text = ""
        for term in expression.terms {
            let sign = term.coefficient < 0 ? " - " : (text.isEmpty ? "" : " + ")
            let magnitude = abs(term.coefficient)
            text += sign + (magnitude == 1 ? "" : "\(magnitude)*") + term.variable.description
        }
        if expression.constant != 0 || text.isEmpty {
            text += (expression.constant < 0 ? " - " : (text.isEmpty ? "" : " + ")) + "\(abs(expression.constant))"
        }
        let name = identifier.map { "\($0): " } ?? ""
        return "\(name)\(text) \(relation) 0 (\(strength))"
    }
}
