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
/// in manually allocated buffers rather than in nested arrays, whose appends pay a uniqueness check and an exclusivity
/// check each. Each symbol's first ``inlineCapacity`` ids live in one shared block, a slice per symbol, as most symbols
/// appear in a few rows only; a longer list moves to a buffer of its own, grown with C's `realloc`
/// (`UnsafeMutablePointer`'s `allocate` takes the runtime's aligned path, `posix_memalign` on Linux, several times
/// slower than `malloc`). The owner (``Tableau``, through ``LayoutSolver``) frees them with ``deallocate()``; a
/// `Columns` value is never copied with the intent to mutate both copies.
struct Columns {
    struct List {
        var entries: UnsafeMutablePointer<Int32>?
        var count: Int32
        /// ``inlineCapacity`` while the list is in its slice of ``slices``; larger once it has a buffer of its own.
        var capacity: Int32
    }

    /// How many ids a symbol's list holds before it needs a buffer of its own.
    static let inlineCapacity = 4

    private(set) var lists: UnsafeMutablePointer<List>
    /// `symbolCapacity × inlineCapacity` ids: each symbol's slice.
    private(set) var slices: UnsafeMutablePointer<Int32>
    private(set) var symbolCapacity: Int
    private(set) var symbolCount: Int = 0

    init() {
        symbolCapacity = 64
        lists = .allocate(capacity: symbolCapacity)
        slices = .allocate(capacity: symbolCapacity * Self.inlineCapacity)
    }

    /// Adds an empty list for a new symbol.
    mutating func appendSymbol() {
        if symbolCount == symbolCapacity {
            let bigger = UnsafeMutablePointer<List>.allocate(capacity: symbolCapacity * 2)
            bigger.moveInitialize(from: lists, count: symbolCount)
            lists.deallocate()
            lists = bigger
            let biggerSlices = UnsafeMutablePointer<Int32>.allocate(capacity: symbolCapacity * 2 * Self.inlineCapacity)
            biggerSlices.moveInitialize(from: slices, count: symbolCount * Self.inlineCapacity)
            slices.deallocate()
            slices = biggerSlices
            // Lists still in their slices follow the block.
            for index in 0..<symbolCount where lists[index].capacity == Int32(Self.inlineCapacity) {
                lists[index].entries = slices + index * Self.inlineCapacity
            }
            symbolCapacity *= 2
        }
        (lists + symbolCount).initialize(
            to: List(
                entries: slices + symbolCount * Self.inlineCapacity, count: 0, capacity: Int32(Self.inlineCapacity)))
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
        // A list that outgrows its slice is a symbol many rows share (an edge many constraints reach): it leaves with
        // room for four times as many ids, which saves the reallocations at 8 and 16.
        let capacity = Int(list.pointee.capacity) * (list.pointee.capacity == Int32(Self.inlineCapacity) ? 4 : 2)
        let bytes = capacity * MemoryLayout<Int32>.stride
        if list.pointee.capacity == Int32(Self.inlineCapacity) {
            // Out of its slice into a buffer of its own.
            guard let block = malloc(bytes) else { fatalError("out of memory for the layout solver's columns") }
            let entries = block.assumingMemoryBound(to: Int32.self)
            entries.initialize(from: list.pointee.entries!, count: Int(list.pointee.count))
            list.pointee.entries = entries
        } else {
            // realloc moves the entries when it cannot extend the block in place.
            guard let block = realloc(UnsafeMutableRawPointer(list.pointee.entries), bytes) else {
                fatalError("out of memory for the layout solver's columns")
            }
            list.pointee.entries = block.assumingMemoryBound(to: Int32.self)
        }
        list.pointee.capacity = Int32(capacity)
    }

    /// The entries of a list, valid until the list changes or a symbol is added.
    @inline(__always)
    func entries(_ symbol: Int32) -> UnsafeMutableBufferPointer<Int32> {
        let list = lists[Int(symbol)]
        return UnsafeMutableBufferPointer(start: list.entries, count: Int(list.count))
    }

    /// Keeps the first `count` entries (after the caller compacted them in place).
    @inline(__always)
    func truncate(_ symbol: Int32, to count: Int) { lists[Int(symbol)].count = Int32(count) }

    func deallocate() {
        for index in 0..<symbolCount where lists[index].capacity > Int32(Self.inlineCapacity) {
            free(lists[index].entries)
        }
        lists.deallocate()
        slices.deallocate()
    }
}
