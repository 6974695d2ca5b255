/// A set of touches that remembers the order they began in, with fast insertion, removal and lookup and no
/// hashing.
///
/// Recognizers on a window's root view receive every finger of the window, so the bookkeeping behind
/// `numberOfTouches`, "is this touch mine?" and "which touches did I see begin?" must not be linear in the number
/// of fingers, or one frame of many fingers becomes quadratic. Touches are kept sorted by their process-wide serial
/// number, which is also the order they began in; new touches have the highest serials, so insertion is almost
/// always an append. Lookup is a binary search. Removal leaves a hole that is compacted away when the holes
/// outnumber the touches, or when ``ordered`` is read, so removing every touch one by one stays linear overall.
@MainActor
struct TouchSet {
    private var serials: [Int] = []
    private var slots: [UITouch?] = []
    private(set) var count = 0
    /// ``ordered`` as last computed; nil after any change.
    private var orderedCache: [UITouch]?

    init() {}

    var isEmpty: Bool { count == 0 }

    /// The slot holding `serial`, if any (live or a hole).
    private func slot(of serial: Int) -> Int? {
        var low = 0, high = serials.count
        while low < high {
            let middle = (low + high) / 2
            if serials[middle] < serial { low = middle + 1 } else { high = middle }
        }
        return low < serials.count && serials[low] == serial ? low : nil
    }

    func contains(_ touch: UITouch) -> Bool {
        guard let index = slot(of: touch.serial) else { return false }
        return slots[index] != nil
    }

    /// Adds `touch`; returns false if it was already there.
    @discardableResult
    mutating func insert(_ touch: UITouch) -> Bool {
        if let last = serials.last, touch.serial <= last {
            if let index = slot(of: touch.serial) {
                guard slots[index] == nil else { return false }
                orderedCache = nil
                slots[index] = touch
                count += 1
                return true
            }
            // Out of order (rare: a touch that began earlier joins later): insert in place.
            orderedCache = nil
            var low = 0, high = serials.count
            while low < high {
                let middle = (low + high) / 2
                if serials[middle] < touch.serial { low = middle + 1 } else { high = middle }
            }
            serials.insert(touch.serial, at: low)
            slots.insert(touch, at: low)
        } else {
            orderedCache = nil
            serials.append(touch.serial)
            slots.append(touch)
        }
        count += 1
        return true
    }

    /// Removes `touch`; returns false if it was not there.
    @discardableResult
    mutating func remove(_ touch: UITouch) -> Bool {
        guard let index = slot(of: touch.serial), slots[index] != nil else { return false }
        orderedCache = nil
        slots[index] = nil
        count -= 1
        if count == 0 {
            serials.removeAll(keepingCapacity: true)
            slots.removeAll(keepingCapacity: true)
        } else if slots.count > 2 * count + 8 {
            compact()
        }
        return true
    }

    private mutating func compact() {
        var keptSerials: [Int] = []
        var keptSlots: [UITouch?] = []
        keptSerials.reserveCapacity(count)
        keptSlots.reserveCapacity(count)
        for (serial, touch) in zip(serials, slots) where touch != nil {
            keptSerials.append(serial)
            keptSlots.append(touch)
        }
        serials = keptSerials
        slots = keptSlots
    }

    /// The touches in the order they began.
    var ordered: [UITouch] {
        mutating get {
            if let orderedCache { return orderedCache }
            if slots.count != count { compact() }
            let touches = slots.map { $0! }
            orderedCache = touches
            return touches
        }
    }
}
