#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// For each symbol, the ids of the rows it may appear in: the index that lets a pivot touch only the rows that hold
/// the entering symbol.
///
/// Appending a row id happens for every cell every merge creates, so it must cost a store and a compare: the lists live
/// in manually allocated buffers (one small growable buffer per symbol) rather than in nested arrays, whose appends
/// pay a uniqueness check and an exclusivity check each. The lists grow with C's `realloc`: `UnsafeMutablePointer`'s
/// `allocate` takes the runtime's aligned path (`posix_memalign` on Linux), several times slower than `malloc`, and a
/// new symbol's first row id allocates its list. The owner (``Tableau``, through ``LayoutSolver``) frees them
/// with ``deallocate()``; a `Columns` value is never copied with the intent to mutate both copies.
struct Columns {
    struct List {
        var entries: UnsafeMutablePointer<Int32>?
        var count: Int32
        var capacity: Int32
    }

    private(set) var lists: UnsafeMutablePointer<List>
    private(set) var symbolCapacity: Int
    private(set) var symbolCount: Int = 0

    init() {
        symbolCapacity = 64
        lists = .allocate(capacity: symbolCapacity)
    }

    /// Adds an empty list for a new symbol.
    mutating func appendSymbol() {
        if symbolCount == symbolCapacity {
            let bigger = UnsafeMutablePointer<List>.allocate(capacity: symbolCapacity * 2)
            bigger.moveInitialize(from: lists, count: symbolCount)
            lists.deallocate()
            lists = bigger
            symbolCapacity *= 2
        }
        (lists + symbolCount).initialize(to: List(entries: nil, count: 0, capacity: 0))
        symbolCount += 1
    }

    @inline(__always)
    func count(_ symbol: Int32) -> Int { Int(lists[Int(symbol)].count) }

    @inline(__always)
    func append(_ row: Int32, to symbol: Int32) {
        let list = lists + Int(symbol)
        if list.pointee.count == list.pointee.capacity { grow(list) }
        list.pointee.entries![Int(list.pointee.count)] = row
        list.pointee.count &+= 1
    }

    private func grow(_ list: UnsafeMutablePointer<List>) {
        let capacity = max(4, Int(list.pointee.capacity) * 2)
        // realloc moves the entries when it cannot extend the block in place.
        guard let block = realloc(UnsafeMutableRawPointer(list.pointee.entries), capacity * MemoryLayout<Int32>.stride)
        else { fatalError("out of memory for the layout solver's columns") }
        list.pointee.entries = block.assumingMemoryBound(to: Int32.self)
        list.pointee.capacity = Int32(capacity)
    }

    /// The entries of a list, valid until the list changes.
    @inline(__always)
    func entries(_ symbol: Int32) -> UnsafeMutableBufferPointer<Int32> {
        let list = lists[Int(symbol)]
        return UnsafeMutableBufferPointer(start: list.entries, count: Int(list.count))
    }

    /// Keeps the first `count` entries (after the caller compacted them in place).
    @inline(__always)
    func truncate(_ symbol: Int32, to count: Int) { lists[Int(symbol)].count = Int32(count) }

    func deallocate() {
        for index in 0..<symbolCount { free(lists[index].entries) }
        lists.deallocate()
    }
}
