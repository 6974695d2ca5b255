/// Names constraints for diagnostics, only when a diagnostic reads a name (``Constraint/identifier``).
///
/// A caller that makes many constraints whose names are almost never read (a layout engine's, for every view of a
/// screen) hands each one a namer it already has and a number of its choosing, instead of a closure: a closure that
/// captures anything is a heap allocation per constraint.
public protocol ConstraintNamer: AnyObject, Sendable {
    /// The name of `constraint`, which was made with this namer and `tag`.
    func name(of constraint: Constraint, tag: Int) -> String
}

/// The namer of a constraint named by a closure.
final class ClosureNamer: ConstraintNamer {
    let make: @Sendable () -> String

    init(_ make: @escaping @Sendable () -> String) { self.make = make }

    func name(of constraint: Constraint, tag: Int) -> String { make() }
}
