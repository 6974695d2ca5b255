/// What a symbol of the tableau stands for, as in Cassowary.
enum SymbolKind: UInt8 {
    /// A variable the caller made; unrestricted in sign.
    case external
    /// The slack of an inequality (restricted to ≥ 0), also the artificial variable of phase one.
    case slack
    /// One of an optional constraint's error variables (≥ 0), weighted in the objective.
    case error
    /// The marker of a required equality (≥ 0 and never pivoted in: it must stay zero).
    case dummy
}

/// The simplex tableau: every row, which symbol each row is basic in, and which rows each symbol appears in.
///
/// Symbols are integers indexing flat arrays (kind, row, column, value), never dictionaries. Rows have stable ids,
/// so a pivot changes two integers instead of moving a row. The column of a symbol lists the rows it appears in so
/// that substituting it, pricing it and finding its leaving row touch only those rows; kiwi scans every row of the
/// tableau for each of these. Columns are maintained lazily: a symbol leaving a row does not remove the row from its
/// column, and readers drop stale entries (checked against the row, which is authoritative) as they go.
///
/// Long rows are not indexed when they are inserted ("pending" rows): a chain of n views has rows of up to 3n cells,
/// about as many column entries as the rows have cells, most of them never read. A lookup of a symbol instead
/// searches the pending rows that could hold it (those inserted since the symbol first appeared in any row, usually
/// none for the fresh symbols a new constraint brings) and adds those that do to its column; a pending row searched
/// often enough to have cost a tenth of its indexing is indexed (rent or buy, so a lookup-heavy system never pays
/// more than about twice what indexing up front would have cost).
struct Tableau {
    /// A pending row: its id and its insertion time (stale once the row is indexed, dropped or reused).
    struct PendingRow {
        var id: Int32
        var since: Int32
    }

    /// Rows up to this long are indexed as they are inserted (cheaper than tracking them).
    static let indexedRowLength = 16
    var kinds: ContiguousArray<SymbolKind> = []
    /// For each symbol, the row it is basic in, or -1 if it is parametric.
    var basicRow: ContiguousArray<Int32> = []
    /// For each symbol, the rows it may appear in (a superset, possibly with repeats).
    var columns = Columns()
    /// For each symbol that marks a constraint (its marker or other error), the constraint's slot, or -1.
    var owner: ContiguousArray<Int32> = []

    var rows: ContiguousArray<Row> = []
    /// For each row, its basic symbol, or -1 if the row id is free.
    var rowBasic: ContiguousArray<Int32> = []
    var freeRows: [Int32] = []
    /// Visit stamps per row, so a column with repeats visits each row once.
    var marks: ContiguousArray<UInt32> = []
    var epoch: UInt32 = 0

    /// Rows inserted so far: the clock of ``usedAt`` and of pending rows.
    var insertions: Int32 = 0
    /// For each symbol, the clock when it could first have appeared in a row (`Int32.max`: not yet). A pending row
    /// inserted before that cannot hold the symbol among its unindexed cells.
    var usedAt: ContiguousArray<Int32> = []
    /// For each row, its insertion time while its cells are not in the columns, else -1.
    var pendingSince: ContiguousArray<Int32> = []
    /// For each pending row, how many lookups have searched it.
    var pendingScans: ContiguousArray<Int32> = []
    /// The pending rows in insertion order, with stale entries that ``compactPending()`` drops now and then.
    var pending: ContiguousArray<PendingRow> = []
    var stalePending = 0

    /// Σ strength · error over the optional constraints, to be minimised.
    var objective = Objective()
    /// The largest weight of any optional constraint added, which sets the scale of rounding in the objective.
    var objectiveScale: Double = 1
    /// Phase one's objective while a row is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose row constant went negative after an edit, for the dual simplex.
    var infeasible: [Int32] = []

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        basicRow.append(-1)
        columns.appendSymbol()
        objective.appendSymbol()
        owner.append(-1)
        // Slack, error, dummy and artificial symbols go into a row as they are made; a variable when a constraint
        // first names it (``markUsed(_:)``).
        usedAt.append(kind == .external ? Int32.max : insertions)
        return symbol
    }

    /// Records that `symbol` is about to be placed in a row, for ``usedAt``.
    @inline(__always)
    mutating func markUsed(_ symbol: Int32) {
        if usedAt[Int(symbol)] == Int32.max { usedAt[Int(symbol)] = insertions }
    }

    /// The number of rows `symbol` may appear in, for choosing an entering symbol: its column, and the pending rows
    /// inserted since it was first used (an upper bound, found by a binary search of the pending list, which is in
    /// insertion order).
    func rowCount(_ symbol: Int32) -> Int {
        let since = usedAt[Int(symbol)]
        var low = 0
        var high = pending.count
        while low < high {
            let middle = (low &+ high) >> 1
            if pending[middle].since < since { low = middle &+ 1 } else { high = middle }
        }
        return columns.count(symbol) &+ (pending.count &- low)
    }

    @inline(__always)
    func isRestricted(_ symbol: Int32) -> Bool { kinds[Int(symbol)] != .external }

    /// Stores `row` as the row of basic symbol `basic` and indexes its cells. The row is consumed and moved into
    /// the table last (indexed first), so storing it retains nothing.
    @discardableResult
    mutating func insertRow(_ row: consuming Row, basic: Int32) -> Int32 {
        let id: Int32
        let reused = freeRows.popLast()
        if let reused {
            id = reused
            rowBasic[Int(id)] = basic
        } else {
            id = Int32(rows.count)
            rowBasic.append(basic)
            marks.append(0)
            pendingSince.append(-1)
            pendingScans.append(0)
        }
        basicRow[Int(basic)] = id
        let time = insertions
        insertions &+= 1
        if row.cells.count <= Self.indexedRowLength {
            pendingSince[Int(id)] = -1
            for cell in row.cells { columns.append(id, to: cell.symbol) }
        } else {
            pendingSince[Int(id)] = time
            pendingScans[Int(id)] = 0
            pending.append(PendingRow(id: id, since: time))
        }
        if reused != nil {
            rows[Int(id)] = row
        } else {
            rows.append(row)
        }
        return id
    }

    /// Puts a pending row's cells in the columns.
    mutating func index(pendingRow id: Int32) {
        pendingSince[Int(id)] = -1
        stalePending += 1
        let columns = self.columns
        rows[Int(id)].cells.withUnsafeBufferPointer { cells in
            for cell in cells { columns.append(id, to: cell.symbol) }
        }
    }

    /// Adds the pending rows that hold `symbol` to its column (and indexes those searched often enough).
    mutating func collectPendingRows(containing symbol: Int32) {
        let since = usedAt[Int(symbol)]
        var k = pending.count - 1
        while k >= 0 && pending[k].since >= since {
            let entry = pending[k]
            k -= 1
            let id = Int(entry.id)
            guard pendingSince[id] == entry.since else { continue }
            if rows[id].contains(symbol) {
                columns.append(entry.id, to: symbol)
            }
            pendingScans[id] &+= 1
            if Int(pendingScans[id]) &* 10 >= rows[id].cells.count { index(pendingRow: entry.id) }
        }
        if stalePending > 64 && stalePending * 2 > pending.count { compactPending() }
    }

    /// Drops the stale entries of ``pending``.
    mutating func compactPending() {
        let since = pendingSince
        pending.removeAll { since[Int($0.id)] != $0.since }
        stalePending = 0
    }

    /// Drops a row from the tableau and returns it.
    mutating func takeRow(_ id: Int32) -> Row {
        let basic = rowBasic[Int(id)]
        basicRow[Int(basic)] = -1
        rowBasic[Int(id)] = -1
        if pendingSince[Int(id)] >= 0 {
            pendingSince[Int(id)] = -1
            stalePending += 1
        }
        let row = rows[Int(id)]
        rows[Int(id)] = Row()
        freeRows.append(id)
        return row
    }

    /// The live rows `symbol` appears in, each once; the column is compacted to them on the way. Valid until the
    /// column of `symbol` changes (appending to other columns is fine).
    mutating func rows(containing symbol: Int32) -> UnsafeMutableBufferPointer<Int32> {
        if !pending.isEmpty { collectPendingRows(containing: symbol) }
        epoch &+= 1
        let stamp = epoch
        let entries = columns.entries(symbol)
        var kept = 0
        for index in entries.indices {
            let id = Int(entries[index])
            if rowBasic[id] >= 0 && marks[id] != stamp && rows[id].contains(symbol) {
                marks[id] = stamp
                entries[kept] = entries[index]
                kept &+= 1
            }
        }
        columns.truncate(symbol, to: kept)
        return UnsafeMutableBufferPointer(rebasing: entries[0..<kept])
    }

    /// Replaces `symbol` by `row` (what it equals) in every row, the objective and phase one's objective. Restricted
    /// rows that go negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Int32, by row: Row) {
        let targets = rows(containing: symbol)
        for id in targets {
            let coefficient = rows[Int(id)].coefficient(for: symbol)
            rows[Int(id)].add(row, times: coefficient, skipping: symbol, index: columns, id: id)
            let basic = rowBasic[Int(id)]
            if isRestricted(basic) && rows[Int(id)].constant < 0 { infeasible.append(basic) }
        }
        // Once substituted, the symbol is basic and appears in no row: its column is empty.
        columns.truncate(symbol, to: 0)
        let objectiveCoefficient = objective.coefficient(for: symbol)
        if objectiveCoefficient != 0 {
            objective.add(row, times: objectiveCoefficient, skipping: symbol)
        }
        if artificial != nil {
            let artificialCoefficient = artificial!.coefficient(for: symbol)
            if artificialCoefficient != 0 {
                artificial!.add(row, times: artificialCoefficient, skipping: symbol)
            }
        }
    }

    /// Makes `entering` basic in row `id` in place of its current basic symbol, and substitutes it everywhere.
    mutating func pivot(_ id: Int32, entering: Int32) {
        let leaving = rowBasic[Int(id)]
        basicRow[Int(leaving)] = -1
        rows[Int(id)].solve(for: entering, replacing: leaving)
        columns.append(id, to: leaving)
        rowBasic[Int(id)] = entering
        basicRow[Int(entering)] = id
        let row = rows[Int(id)]
        substitute(entering, by: row)
    }

    /// The current value of a symbol: its row's constant if basic, else zero.
    @inline(__always)
    func value(of symbol: Int32) -> Double {
        let id = basicRow[Int(symbol)]
        return id >= 0 ? rows[Int(id)].constant : 0
    }
}
