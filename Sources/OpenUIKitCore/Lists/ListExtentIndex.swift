import Foundation

/// The heights (or widths) of a list's items and where each one starts, in memory that does not grow with the
/// number of items: every item is assumed to have the estimated extent until it is measured, and only measured
/// items that differ from the estimate are stored, as corrections.
///
/// The start of item `i` is `i × estimate` plus the corrections of the items before it. Corrections are kept in
/// blocks of ``blockSize`` consecutive items, blocks sorted by their first item, with a running total per block
/// that is brought up to date lazily; so a query is two binary searches and a short walk inside one block, and
/// recording a measurement touches one block. A table of a million rows with an estimate holds nothing but the
/// corrections of the rows that have been on screen.
struct ListExtentIndex {
    /// Items per block of corrections.
    static let blockSize = 64

    /// A run of ``ListExtentIndex/blockSize`` items with at least one correction.
    private struct Block {
        /// The block's number: its first item is `number × blockSize`.
        var number: Int
        /// Offsets inside the block, ascending, with the matching corrections.
        var offsets: [UInt8] = []
        var corrections: [CGFloat] = []
        var sum: CGFloat = 0
    }

    private(set) var count: Int
    private(set) var estimate: CGFloat
    private var blocks: [Block] = []
    /// `before[k]`: the sum of the corrections of blocks `0..<k`; valid for `k < validPrefix`.
    private var before: [CGFloat] = []
    private var validPrefix = 0

    init(count: Int, estimate: CGFloat) {
        self.count = max(0, count)
        self.estimate = estimate.isFinite && estimate >= 0 ? estimate : 0
    }

    /// The number of stored corrections (for memory figures and tests).
    var correctionCount: Int { blocks.reduce(0) { $0 + $1.offsets.count } }

    /// The extent of all items.
    var total: CGFloat { start(of: count) }

    /// Where item `index` starts (for `index == count`, where the last one ends).
    func start(of index: Int) -> CGFloat {
        let index = min(max(index, 0), count)
        return CGFloat(index) * estimate + corrections(before: index)
    }

    /// The extent of item `index`.
    func extent(of index: Int) -> CGFloat {
        guard index >= 0, index < count else { return 0 }
        let (number, offset) = index.quotientAndRemainder(dividingBy: Self.blockSize)
        guard let k = blockPosition(number), let at = blocks[k].offsets.firstIndex(of: UInt8(offset)) else {
            return estimate
        }
        return estimate + blocks[k].corrections[at]
    }

    /// The item whose extent contains `position` (clamped: 0 before the first, `count - 1` after the last), or nil
    /// when there are no items.
    func index(at position: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if start(of: middle) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Records that item `index` measured `extent`. Returns the change to the total.
    @discardableResult
    mutating func setExtent(_ extent: CGFloat, of index: Int) -> CGFloat {
        guard index >= 0, index < count, extent.isFinite else { return 0 }
        let extent = max(0, extent)
        let correction = extent - estimate
        let (number, offset) = index.quotientAndRemainder(dividingBy: Self.blockSize)
        let small = UInt8(offset)
        let k: Int
        if let found = blockPosition(number) {
            k = found
        } else {
            guard correction != 0 else { return 0 }
            k = insertionPosition(number)
            blocks.insert(Block(number: number), at: k)
        }
        let change: CGFloat
        if let at = blocks[k].offsets.firstIndex(of: small) {
            change = correction - blocks[k].corrections[at]
            if correction == 0 {
                blocks[k].offsets.remove(at: at)
                blocks[k].corrections.remove(at: at)
            } else {
                blocks[k].corrections[at] = correction
            }
        } else {
            change = correction
            let at = blocks[k].offsets.firstIndex { $0 > small } ?? blocks[k].offsets.count
            blocks[k].offsets.insert(small, at: at)
            blocks[k].corrections.insert(correction, at: at)
        }
        blocks[k].sum += change
        if blocks[k].offsets.isEmpty { blocks.remove(at: k) }
        validPrefix = min(validPrefix, k)
        return change
    }

    /// Inserts `number` items at `index`, each of `extent` (the estimate when nil); later items move up.
    mutating func insert(_ number: Int, at index: Int, extent: CGFloat? = nil) {
        guard number > 0, index >= 0, index <= count else { return }
        rebuild(newCount: count + number) { pairs in
            pairs.map { $0.index >= index ? ($0.index + number, $0.correction) : $0 }
        }
        if let extent { for item in index..<(index + number) { setExtent(extent, of: item) } }
    }

    /// Removes the items in `range`; later items move down.
    mutating func remove(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        rebuild(newCount: count - range.count) { pairs in
            pairs.compactMap { pair in
                if range.contains(pair.index) { return nil }
                return pair.index >= range.upperBound ? (pair.index - range.count, pair.correction) : pair
            }
        }
    }

    /// Forgets every measurement and takes a new count and estimate.
    mutating func reset(count: Int, estimate: CGFloat) {
        self = ListExtentIndex(count: count, estimate: estimate)
    }

    // MARK: Internals

    private func corrections(before index: Int) -> CGFloat {
        guard !blocks.isEmpty else { return 0 }
        let (number, offset) = index.quotientAndRemainder(dividingBy: Self.blockSize)
        let k = insertionPosition(number)
        var sum = prefix(k)
        if k < blocks.count, blocks[k].number == number {
            for (at, small) in blocks[k].offsets.enumerated() where Int(small) < offset {
                sum += blocks[k].corrections[at]
            }
        }
        return sum
    }

    /// The sum of the corrections of blocks `0..<k`, from the lazily kept running totals.
    private func prefix(_ k: Int) -> CGFloat {
        if k < validPrefix { return before[k] }
        // A non-mutating query past the valid part: sum from the last valid total (rare: updates refresh first).
        var sum: CGFloat = validPrefix > 0 ? before[validPrefix - 1] + blocks[validPrefix - 1].sum : 0
        var j = validPrefix
        while j < k {
            sum += blocks[j].sum
            j += 1
        }
        return sum
    }

    /// Brings the running totals up to date (called after a batch of measurements, so queries stay logarithmic).
    mutating func refreshTotals() {
        // Entries before `validPrefix` are still right: every change since was at or after it.
        if before.count < blocks.count {
            before.append(contentsOf: repeatElement(0, count: blocks.count - before.count))
        }
        if before.count > blocks.count { before.removeLast(before.count - blocks.count) }
        guard validPrefix < blocks.count else { return }
        var sum: CGFloat = validPrefix > 0 ? before[validPrefix - 1] + blocks[validPrefix - 1].sum : 0
        for k in validPrefix..<blocks.count {
            before[k] = sum
            sum += blocks[k].sum
        }
        validPrefix = blocks.count
    }

    private func blockPosition(_ number: Int) -> Int? {
        let k = insertionPosition(number)
        return k < blocks.count && blocks[k].number == number ? k : nil
    }

    /// The position of the first block numbered `number` or higher.
    private func insertionPosition(_ number: Int) -> Int {
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func rebuild(
        newCount extentCount: Int,
        _ transform: ([(index: Int, correction: CGFloat)]) -> [(index: Int, correction: CGFloat)]
    ) {
        var pairs: [(index: Int, correction: CGFloat)] = []
        for block in blocks {
            for (at, small) in block.offsets.enumerated() {
                pairs.append((block.number * Self.blockSize + Int(small), block.corrections[at]))
            }
        }
        let moved = transform(pairs)
        self = ListExtentIndex(count: extentCount, estimate: estimate)
        for pair in moved { setExtent(estimate + pair.correction, of: pair.index) }
        refreshTotals()
    }
}
