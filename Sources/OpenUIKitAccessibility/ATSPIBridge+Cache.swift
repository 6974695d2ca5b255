import CGIO
import Foundation
@_spi(Accessibility) import OpenUIKitCore

// The Cache interface, as GTK 4 publishes it at `/org/a11y/atspi/cache`: `GetItems` hands a client the whole tree in
// one reply (each object with its parent, index, child count, interfaces, name, role, description and states), so
// that Orca or Accerciser need not walk it call by call; `AddAccessible` and `RemoveAccessible` then tell it of each
// object added to or removed from a container it has seen.
extension ATSPIBridge {
    func cache(_ call: ATSPICall) -> OpaquePointer? {
        guard call.interface == ATSPIInterfaces.cache, call.method == "GetItems" else { return nil }
        var items: [OpaquePointer] = []
        var path: Set<ObjectIdentifier> = []
        func visit(_ object: AnyObject, parent: AnyObject, index: Int) {
            // An app's accessibilityElements may list an ancestor: an object already on the path is not entered.
            guard path.insert(ObjectIdentifier(object)).inserted else { return }
            defer { path.remove(ObjectIdentifier(object)) }
            let children = children(of: object)
            items.append(cacheItem(object, parent: parent, index: index, childCount: children.count))
            for (position, child) in children.enumerated() { visit(child, parent: object, index: position) }
        }
        for (index, window) in children(of: application).enumerated() {
            visit(window, parent: application, index: index)
        }
        return Variant.tuple([Variant.array("((so)(so)(so)iiassusau)", items)])
    }

    /// One object as the cache describes it: `((so)(so)(so)iiassusau)`, its reference, the application's, its
    /// parent's, its index in its parent, its child count, interfaces, name, role, description and states. A client
    /// that read it has seen it: its later changes are reported.
    func cacheItem(_ object: AnyObject, parent: AnyObject, index: Int, childCount: Int? = nil) -> OpaquePointer {
        let states = states(of: object)
        remember(object, states: states)
        return Variant.tuple([
            reference(object, parent: parent), reference(application), reference(parent),
            Variant.int32(Int32(index)), Variant.int32(Int32(childCount ?? children(of: object).count)),
            Variant.array("s", interfaces(of: object).map(Variant.string)), Variant.string(name(of: object)),
            Variant.uint32(role(of: object).rawValue),
            Variant.string((object as? UIResponder)?.accessibilityHint ?? ""),
            Variant.array("u", ATSPIState.bits(states).map(Variant.uint32)),
        ])
    }

    /// Tells cache clients that `child` was added to `parent` at `index`.
    func emitCacheAdd(_ child: AnyObject, parent: AnyObject, index: Int) {
        emitCacheSignal("AddAccessible", cacheItem(child, parent: parent, index: index))
    }

    /// Tells cache clients that the object at `path` was removed.
    func emitCacheRemove(path: String) {
        emitCacheSignal("RemoveAccessible", Variant.reference(busName: connectionName, path: path))
    }

    private func emitCacheSignal(_ member: String, _ argument: OpaquePointer) {
        let parameters = Variant.tuple([argument])
        guard let bus = connectionBus else {
            g_variant_unref(g_variant_ref_sink(parameters))
            return
        }
        _ = g_dbus_connection_emit_signal(
            bus, nil, ATSPIObjectRegistryPaths.cache, ATSPIInterfaces.cache, member, parameters, nil)
    }
}
