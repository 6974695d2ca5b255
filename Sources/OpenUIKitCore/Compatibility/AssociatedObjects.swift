import Foundation

// The Objective-C runtime's associated objects (`objc_setAssociatedObject`, `objc_getAssociatedObject`,
// `objc_removeAssociatedObjects`), with the runtime's Swift names, so UIKit extensions that keep state on views
// (a toast's timer, a view's pending queue) port unchanged.
//
// Swift on Linux has no runtime to hang values on objects, so the values live in a table beside them, keyed by the
// object's identity and the key's address, and held weakly for the object: a value is found only while its object
// lives, and values of objects that are gone are dropped as the table is used (not at the object's deallocation, as
// the runtime does; code that relies on a value's `deinit` running with its object's sees it run later).

/// How an associated value is held, as the Objective-C runtime's `objc_AssociationPolicy`. Every policy but
/// `OBJC_ASSOCIATION_ASSIGN` keeps the value alive; copies are not made (the value is kept as it is).
// swift-format-ignore: TypeNamesShouldBeCapitalized
// The runtime's own name, which ported code spells.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// The table of associated values. Locked: the runtime's functions may be called from any thread.
private final class AssociatedObjectTable: @unchecked Sendable {
    /// One object's values, by key address.
    struct Values {
        weak var owner: AnyObject?
        var byKey: [UnsafeRawPointer: Value] = [:]
    }

    enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    static let shared = AssociatedObjectTable()

    private let lock = NSLock()
    private var objects: [ObjectIdentifier: Values] = [:]
    private var setsSinceSweep = 0

    func set(_ value: Any?, for key: UnsafeRawPointer, on owner: AnyObject, policy: objc_AssociationPolicy) {
        lock.lock()
        defer { lock.unlock() }
        sweepIfDue()
        let id = ObjectIdentifier(owner)
        var values = objects[id].flatMap { $0.owner === owner ? $0 : nil } ?? Values(owner: owner)
        if let value {
            if policy == .OBJC_ASSOCIATION_ASSIGN, type(of: value) is AnyClass {
                values.byKey[key] = .weak(WeakBox(value as AnyObject))
            } else {
                values.byKey[key] = .strong(value)
            }
        } else {
            values.byKey[key] = nil
        }
        objects[id] = values.byKey.isEmpty ? nil : values
    }

    func get(_ key: UnsafeRawPointer, on owner: AnyObject) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let values = objects[ObjectIdentifier(owner)], values.owner === owner else { return nil }
        switch values.byKey[key] {
        case .strong(let value)?: return value
        case .weak(let box)?: return box.object
        case nil: return nil
        }
    }

    func removeAll(on owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        objects[ObjectIdentifier(owner)] = nil
    }

    /// Drops the values of objects that are gone, every 64 sets.
    private func sweepIfDue() {
        setsSinceSweep += 1
        guard setsSinceSweep >= 64 else { return }
        setsSinceSweep = 0
        objects = objects.filter { $0.value.owner != nil }
    }
}

/// Associates `value` with `object` under `key` (the address of a variable of the caller's); nil removes it.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjectTable.shared.set(value, for: key, on: object as AnyObject, policy: policy)
}

/// The value associated with `object` under `key`; nil when there is none.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjectTable.shared.get(key, on: object as AnyObject)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjectTable.shared.removeAll(on: object as AnyObject)
}
