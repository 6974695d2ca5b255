/// The `Set<UITouch>` handed to `touchesBegan(_:with:)` and its siblings, built in storage kept from the call before.
///
/// A new set per callback costs an allocation and, inside the standard library's generic set code, a look-up of the
/// set's type metadata under a lock; on a click, 20 ms after the last event, both run from cold caches. The storage
/// is reused whenever the last callee let its set go. A callee that keeps its set, or a delivery nested inside a
/// callback while the outer set is still held, just gets new storage: sets are values, so nobody sees a set change.
///
/// Build, call, then ``clear()`` once the set is out of scope, so the touches are not kept alive by the storage.
@MainActor
struct ReusableTouchSet {
    private var storage = Set<UITouch>(minimumCapacity: 4)

    /// `touches` as a set, in the kept storage when nobody else holds it.
    mutating func make<Touches: Sequence<UITouch>>(_ touches: Touches) -> Set<UITouch> {
        storage.removeAll(keepingCapacity: true)
        for touch in touches { storage.insert(touch) }
        return storage
    }

    /// Lets the last set's touches go; the storage stays for the next call.
    mutating func clear() {
        storage.removeAll(keepingCapacity: true)
    }
}
