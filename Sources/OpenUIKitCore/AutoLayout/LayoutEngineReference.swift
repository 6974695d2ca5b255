import Foundation

/// A window's layout engine as the constraints its solver holds name it, without keeping it alive: nil once the
/// engine is released (its `deinit` clears the box), as a weak reference would read.
///
/// A weak reference would give the engine a side table, and from then on every retain and release of it (one for
/// each constraint a window is told about) would take the runtime's slow path; LayoutItemReference.swift says the
/// same of views.
final class LayoutEngineReference: @unchecked Sendable {
    /// Read and cleared on the main actor, where engines live and are released.
    nonisolated(unsafe) unowned(unsafe) private(set) var engine: LayoutEngine?

    init(_ engine: LayoutEngine) { self.engine = engine }

    /// Called by the engine's `deinit`.
    nonisolated func clear() { engine = nil }
}
