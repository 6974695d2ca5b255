/// Cassowary's tolerance: coefficients and constants smaller than this are zero (the same as kiwi's).
@inline(__always)
func nearZero(_ value: Double) -> Bool { value < 1.0e-8 && value > -1.0e-8 }

/// One coefficient of a row: a symbol and its multiplier.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A linear form `constant + Σ coefficient · symbol`, kept sorted by symbol.
///
/// Sorted, contiguous cells (16 bytes each) make the operation the simplex spends its time in, adding a multiple of
/// one row to another, a single linear merge with one allocation, and a coefficient lookup a binary search. A row
/// of the tableau reads `basic = constant + Σ coefficient · parametric`; the objective is a row too.
struct Row {
    var constant: Double
    var cells: ContiguousArray<Cell>

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    /// The position of `symbol`, or where it would be inserted, and whether it is present.
    @inline(__always)
    func search(_ symbol: Int32) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low &+ high) >> 1
                let current = buffer[middle].symbol
                if current == symbol { return (middle, true) }
                if current < symbol { low = middle &+ 1 } else { high = middle }
            }
            return (low, false)
        }
    }

    @inline(__always)
    func coefficient(for symbol: Int32) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    @inline(__always)
    func contains(_ symbol: Int32) -> Bool { search(symbol).found }

    /// Adds `coefficient · symbol`, dropping the cell if the sum is zero. Returns true if the symbol is new to the row.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
            return false
        }
        if nearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    mutating func remove(_ symbol: Int32) {
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    /// `self += factor · other`, leaving out `skipping` (the symbol being substituted away). If `index` is given, the
    /// symbols that were not in the row before get row `id` appended to their columns.
    mutating func add(
        _ other: Row, times factor: Double, skipping: Int32 = -1, index: Columns? = nil, id: Int32 = -1
    ) {
        constant += other.constant * factor
        if cells.isEmpty && factor == 1 && skipping < 0 && index == nil {
            // A new row starting from a basic row: share its cells (copied on the next write, if any).
            cells = other.cells
            return
        }
        if cells.capacity - cells.count < other.cells.count {
            // Room for the other row's cells, and for the few a new row still gets after its merges (slack, error,
            // dummy) without a regrowth.
            cells.reserveCapacity(cells.count + other.cells.count + 8)
        }
        merge(other, times: factor, skipping: skipping, index: index, id: id)
    }

    /// The merge of ``add(_:times:skipping:index:id:)``, in the row's own buffer, which has room for all of `other`'s
    /// cells: a row that has room merges without allocating (a new buffer's `malloc`, `free` and generic-metadata
    /// lookup cost more than the merge of a short row).
    ///
    /// The row's cells are moved to the end of the room first; the merge then writes from the start, never past the
    /// cell it reads next (each written cell consumes at least one cell of either row).
    private mutating func merge(_ other: Row, times factor: Double, skipping: Int32, index: Columns?, id: Int32) {
        let mineCount = cells.count
        let theirCount = other.cells.count
        // Grows the count into the room (copying the buffer first only if it is shared, as any write would). The
        // other row's cells stand in for the cells to come: appending a contiguous array is a copy of its bytes,
        // where a repeated element is appended one element at a time.
        cells.append(contentsOf: other.cells)
        var k = 0
        other.cells.withUnsafeBufferPointer { b in
            cells.withUnsafeMutableBufferPointer { buffer in
                let output = buffer.baseAddress!
                let a = output + theirCount
                // Overlapping regions: `moveInitialize` allows them, and cells are trivial.
                a.moveInitialize(from: output, count: mineCount)
                var i = 0
                var j = 0
                while i < mineCount && j < b.count {
                    let sa = a[i].symbol
                    let sb = b[j].symbol
                    if sa < sb {
                        if sa != skipping {
                            output[k] = a[i]
                            k &+= 1
                        }
                        i &+= 1
                    } else if sb < sa {
                        // A run of the other row's cells below `sa`, in a tight loop: when a short row meets a long
                        // one (a chain's next position), nearly all the work is here.
                        if let index {
                            repeat {
                                let value = b[j].coefficient * factor
                                if !nearZero(value) {
                                    output[k] = Cell(symbol: b[j].symbol, coefficient: value)
                                    k &+= 1
                                    index.append(id, to: b[j].symbol)
                                }
                                j &+= 1
                            } while j < b.count && b[j].symbol < sa
                        } else {
                            repeat {
                                let value = b[j].coefficient * factor
                                output[k] = Cell(symbol: b[j].symbol, coefficient: value)
                                k &+= nearZero(value) ? 0 : 1
                                j &+= 1
                            } while j < b.count && b[j].symbol < sa
                        }
                    } else {
                        let value = a[i].coefficient + b[j].coefficient * factor
                        if !nearZero(value) && sa != skipping {
                            output[k] = Cell(symbol: sa, coefficient: value)
                            k &+= 1
                        }
                        i &+= 1
                        j &+= 1
                    }
                }
                while i < mineCount {
                    if a[i].symbol != skipping {
                        output[k] = a[i]
                        k &+= 1
                    }
                    i &+= 1
                }
                while j < b.count {
                    let value = b[j].coefficient * factor
                    if !nearZero(value) {
                        output[k] = Cell(symbol: b[j].symbol, coefficient: value)
                        k &+= 1
                        index?.append(id, to: b[j].symbol)
                    }
                    j &+= 1
                }
            }
        }
        cells.removeLast(mineCount + theirCount - k)
    }

    /// `self += factor · other`, then solved for `subject` as ``solve(for:)`` would (the same operations in the same
    /// order, so the same bits), in one pass: `subject` must be in `self` and not in `other`.
    mutating func add(_ other: Row, times factor: Double, solvingFor subject: Int32) {
        let scale = -1 / coefficient(for: subject)
        constant = (constant + other.constant * factor) * scale
        let mine = cells
        let theirs = other.cells
        cells = ContiguousArray(unsafeUninitializedCapacity: mine.count + theirs.count + 8) { output, count in
            mine.withUnsafeBufferPointer { a in
                theirs.withUnsafeBufferPointer { b in
                    var i = 0
                    var j = 0
                    var k = 0
                    while i < a.count && j < b.count {
                        let sa = a[i].symbol
                        let sb = b[j].symbol
                        if sa < sb {
                            if sa != subject {
                                output[k] = Cell(symbol: sa, coefficient: a[i].coefficient * scale)
                                k &+= 1
                            }
                            i &+= 1
                        } else if sb < sa {
                            repeat {
                                let value = b[j].coefficient * factor
                                output[k] = Cell(symbol: b[j].symbol, coefficient: value * scale)
                                k &+= nearZero(value) ? 0 : 1
                                j &+= 1
                            } while j < b.count && b[j].symbol < sa
                        } else {
                            let value = a[i].coefficient + b[j].coefficient * factor
                            if !nearZero(value) {
                                output[k] = Cell(symbol: sa, coefficient: value * scale)
                                k &+= 1
                            }
                            i &+= 1
                            j &+= 1
                        }
                    }
                    while i < a.count {
                        if a[i].symbol != subject {
                            output[k] = Cell(symbol: a[i].symbol, coefficient: a[i].coefficient * scale)
                            k &+= 1
                        }
                        i &+= 1
                    }
                    while j < b.count {
                        let value = b[j].coefficient * factor
                        output[k] = Cell(symbol: b[j].symbol, coefficient: value * scale)
                        k &+= nearZero(value) ? 0 : 1
                        j &+= 1
                    }
                    count = k
                }
            }
        }
    }

    /// Multiplies the constant and every coefficient.
    mutating func scale(by factor: Double) {
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient *= factor }
        }
    }

    /// Solves `0 = self` for `symbol`, which must be in the row: afterwards the row reads `symbol = …`. One pass that
    /// scales the cells and closes the gap.
    mutating func solve(for symbol: Int32) {
        let (index, _) = search(symbol)
        let factor = -1 / cells[index].coefficient
        constant *= factor
        let count = cells.count
        cells.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<index { buffer[i].coefficient *= factor }
            for i in (index &+ 1)..<count {
                buffer[i &- 1] = Cell(symbol: buffer[i].symbol, coefficient: buffer[i].coefficient * factor)
            }
        }
        cells.removeLast()
    }

    /// Turns `lhs = self` into `rhs = …`: `lhs` joins the parametric side and `rhs`, which must be in the row, leaves it.
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
