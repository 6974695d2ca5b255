import Foundation

/// Values stored under string keys beside objects that have no room for them (key-value coding's undefined keys
/// on layers and animations), by the object's identity. Held for the object weakly: the entries of objects that are
/// gone are dropped every 256 stores (and when their address is met again), so the values they held are let go.
@MainActor
enum KeyedValueTable {
    private struct Entry {
        weak var owner: AnyObject?
        var values: [String: Any]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var storesSinceSweep = 0

    static func value(forKey key: String, of owner: AnyObject) -> Any? {
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.values[key]
    }

    static func setValue(_ value: Any?, forKey key: String, of owner: AnyObject) {
        storesSinceSweep += 1
        if storesSinceSweep >= 256 {
            storesSinceSweep = 0
            entries = entries.filter { $0.value.owner != nil }
        }
        let id = ObjectIdentifier(owner)
        var entry = entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner, values: [:])
        entry.values[key] = value
        entries[id] = entry.values.isEmpty ? nil : entry
    }
}
