import Foundation

/// A reference to an object that does not keep it alive and reads nil once the object is released, as a weak
/// reference does, but without the weak reference's side table.
///
/// Why: the first weak reference to an object moves its reference counts into a side table for good, and from then
/// on every retain and release of it takes the runtime's slow path. Objects that hot paths retain many times a pass
/// (an `NSLayoutConstraint` named by its solver form, a window's layout engine named by its constraints) are
/// referred to through one of these boxes instead: the holders keep the box strongly, the box refers to the object
/// without any count, and the object's `deinit` calls ``clear()`` before its memory goes. (Views and layout guides
/// have their own box, ``LayoutItemReference``, which also tells the two kinds apart without a cast.)
///
/// Read and cleared on the main actor: the objects boxed are main-actor objects, released there (a `deinit` runs
/// where the last release is).
final class ZeroingReference<Object: AnyObject>: @unchecked Sendable {
    /// The object, or nil once it is released.
    nonisolated(unsafe) unowned(unsafe) private(set) var object: Object?

    init(_ object: Object) { self.object = object }

    /// Called by the object's `deinit`: from now on the box reads nil.
    nonisolated func clear() { object = nil }
}
