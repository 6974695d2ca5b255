/// The solver's table from a constraint (by identity) to its slot: an open-addressing hash table keyed by the
/// constraint object's address.
///
/// Every constraint added is looked up (is it in the solver already?) and inserted, so the table is on the path of
/// every addition. A `Dictionary` keyed by `ObjectIdentifier` hashes each key with SipHash, about a hundred
/// instructions a lookup; an address is already unique, so a multiplicative hash of it spreads the keys well enough
/// at a tenth of the cost. Linear probing with the table at most half full; removal shifts the entries after the
/// removed one back (no tombstones).
struct ConstraintSlots {
    /// The keys (addresses), 0 for an empty entry, and the slots beside them.
    private var keys: ContiguousArray<UInt> = []
    private var values: ContiguousArray<Int32> = []
    /// log2 of the capacity.
    private var shift = 0
    private(set) var count = 0

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        // Fibonacci hashing: the top bits of the product depend on all the address's bits.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 &- shift))
    }

    @inline(__always)
    private static func key(_ object: ObjectIdentifier) -> UInt { UInt(bitPattern: object) }

    /// The entry holding `key`, or the empty entry where it would go.
    @inline(__always)
    private func find(_ key: UInt) -> Int {
        let mask = keys.count &- 1
        var index = home(key)
        while true {
            let current = keys[index]
            if current == key || current == 0 { return index }
            index = (index &+ 1) & mask
        }
    }

    /// The slot of the constraint with this identity, or nil.
    subscript(object: ObjectIdentifier) -> Int32? {
        if count == 0 { return nil }
        let index = find(Self.key(object))
        return keys[index] == 0 ? nil : values[index]
    }

    /// Inserts the constraint's slot, or replaces it; returns the slot it had, if any.
    @discardableResult
    mutating func updateValue(_ slot: Int32, forKey object: ObjectIdentifier) -> Int32? {
        if (count &+ 1) &* 2 > keys.count { grow() }
        let key = Self.key(object)
        let index = find(key)
        if keys[index] == key {
            let old = values[index]
            values[index] = slot
            return old
        }
        keys[index] = key
        values[index] = slot
        count &+= 1
        return nil
    }

    /// Removes the constraint and returns its slot, or nil if it is not in the table.
    @discardableResult
    mutating func removeValue(forKey object: ObjectIdentifier) -> Int32? {
        if count == 0 { return nil }
        let mask = keys.count &- 1
        var hole = find(Self.key(object))
        if keys[hole] == 0 { return nil }
        let removed = values[hole]
        count &-= 1
        // Shift back every following entry of the run that may move into the hole (its home is not between the
        // hole and its own place, cyclically).
        var index = hole
        while true {
            index = (index &+ 1) & mask
            let key = keys[index]
            if key == 0 { break }
            let wanted = home(key)
            let stays = hole <= index ? (hole < wanted && wanted <= index) : (hole < wanted || wanted <= index)
            if stays { continue }
            keys[hole] = key
            values[hole] = values[index]
            hole = index
        }
        keys[hole] = 0
        return removed
    }

    /// Every slot in the table, in no particular order.
    var slots: [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(count)
        for index in keys.indices where keys[index] != 0 { result.append(values[index]) }
        return result
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        shift = max(shift &+ 1, 6)
        keys = ContiguousArray(repeating: 0, count: 1 << shift)
        values = ContiguousArray(repeating: -1, count: 1 << shift)
        for index in oldKeys.indices where oldKeys[index] != 0 {
            let slot = find(oldKeys[index])
            keys[slot] = oldKeys[index]
            values[slot] = oldValues[index]
        }
    }
}
