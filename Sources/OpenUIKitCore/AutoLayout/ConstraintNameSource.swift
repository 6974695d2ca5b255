import Foundation

/// Where a solver constraint's lazily built name finds its app constraint: the constraint itself until it is
/// released (its `deinit` clears the reference), then nothing.
///
/// A `weak` capture would do the same, but a weak reference gives the constraint a side table, and from then on
/// every retain and release of it takes the runtime's slow path, which the engine pays for each constraint on
/// every layout pass. This box is held strongly by its constraint and by the name closures, and refers back
/// without any count.
final class ConstraintNameSource: @unchecked Sendable {
    /// The constraint, or nil once it is released. Read and written on the main actor only (the name closures run
    /// there, and the constraint's `deinit` runs where its last release is, the main actor for app constraints).
    nonisolated(unsafe) unowned(unsafe) var constraint: NSLayoutConstraint?

    init(_ constraint: NSLayoutConstraint) { self.constraint = constraint }
}
