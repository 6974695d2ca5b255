import Testing

@testable import OpenUIKitLayoutSolver

/// `row += factor · other`, the merge the simplex spends its time in: done in the row's own buffer when it has room
/// for the other row's cells, in a new buffer otherwise. Both give exactly the cells (same symbols, same bits, same
/// order) and the column entries a plain reading of the sum gives.
@Suite struct RowMergeTests {
    /// Up to `count` cells on distinct symbols below 40, sorted, with small coefficients.
    func cells(_ count: Int, _ generator: inout SplitMix64) -> [Cell] {
        var symbols = Set<Int32>()
        while symbols.count < count { symbols.insert(Int32.random(in: 0..<40, using: &generator)) }
        return symbols.sorted().map {
            Cell(symbol: $0, coefficient: Double(Int.random(in: 1...9, using: &generator)) / 4)
        }
    }

    /// The sum read plainly: every symbol of either row with `a + b × factor` (or `b × factor`), near-zero sums and
    /// `skipping` left out, by symbol; and the symbols new to the row that got a cell, in order.
    func expected(_ mine: [Cell], _ theirs: [Cell], factor: Double, skipping: Int32) -> ([Cell], [Int32]) {
        var result: [Cell] = []
        var added: [Int32] = []
        let symbols = Set(mine.map(\.symbol) + theirs.map(\.symbol)).sorted()
        for symbol in symbols {
            let a = mine.first { $0.symbol == symbol }
            let b = theirs.first { $0.symbol == symbol }
            let value: Double
            if let a, let b {
                value = a.coefficient + b.coefficient * factor
            } else if let a {
                value = a.coefficient
            } else {
                value = b!.coefficient * factor
            }
            if symbol == skipping || nearZero(value) { continue }
            result.append(Cell(symbol: symbol, coefficient: value))
            if a == nil { added.append(symbol) }
        }
        return (result, added)
    }

    @Test(arguments: 0..<200)
    func bothMergesGiveThePlainSum(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        let mine = cells(Int.random(in: 0..<12, using: &generator), &generator)
        // The other row: some of the same symbols with coefficients that cancel exactly, some new ones.
        var theirs = cells(Int.random(in: 0..<12, using: &generator), &generator)
        for index in theirs.indices where Int.random(in: 0..<3, using: &generator) == 0 {
            if let same = mine.first(where: { $0.symbol == theirs[index].symbol }) {
                theirs[index].coefficient = -same.coefficient / 2
            }
        }
        let factor: Double = Bool.random(using: &generator) ? 2 : -0.5
        let skipping: Int32 =
            Bool.random(using: &generator) ? -1 : (mine.randomElement(using: &generator)?.symbol ?? -1)
        let (cellsWanted, addedWanted) = expected(mine, theirs, factor: factor, skipping: skipping)
        let other = Row(constant: 1.5, cells: ContiguousArray(theirs))

        for inPlace in [true, false] {
            var columns = Columns()
            defer { columns.deallocate() }
            for _ in 0..<40 { columns.appendSymbol() }
            var row = Row(constant: 0.25, cells: ContiguousArray(mine))
            if inPlace {
                row.cells.reserveCapacity(mine.count + theirs.count + 4)
            } else {
                // A row whose buffer has no room for the other's cells takes a new one.
                row.cells = ContiguousArray(mine)
                guard row.cells.capacity - row.cells.count < theirs.count else { continue }
            }
            row.add(other, times: factor, skipping: skipping, index: columns, id: 7)
            let added = (0..<Int32(40)).filter { columns.count($0) > 0 }
            #expect(row.cells.map(\.symbol) == cellsWanted.map(\.symbol), "seed \(seed), in place: \(inPlace)")
            #expect(
                row.cells.map(\.coefficient.bitPattern) == cellsWanted.map(\.coefficient.bitPattern),
                "seed \(seed), in place: \(inPlace)")
            #expect(added == addedWanted, "seed \(seed), in place: \(inPlace)")
            #expect(added.allSatisfy { Array(columns.entries($0)) == [7] })
            #expect(row.constant == 0.25 + 1.5 * factor)
        }
    }
}

extension Row {
    init(constant: Double, cells: ContiguousArray<Cell>) {
        self.init(constant: constant)
        self.cells = cells
    }
}
