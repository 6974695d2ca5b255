/// The symbols that track one constraint in the tableau: its marker (slack, dummy or positive error) and, for optional
/// constraints, its other error symbol.
struct ConstraintTag {
    var marker: Int32
    var other: Int32
}

/// A term of a new constraint whose variable is basic: its row, coefficient and the row's length (``Tableau/makeRow``).
struct BasicTerm {
    var id: Int32
    var coefficient: Double
    var length: Int
}

/// What adding a row found.
enum RowAddition {
    case added
    /// The row contradicts the required constraints whose markers are listed (slack and dummy symbols).
    case unsatisfiable(markers: [Int32])
}

/// Adding and removing constraint rows, as Cassowary does (kiwi's sequence of steps, written anew).
extension Tableau {
    /// The row of `expression relation 0` with the current basic symbols substituted in, plus its slack, error or
    /// dummy symbols (made here and owned by `slot`). Its sign is left as it comes: ``add(_:_:)`` makes the constant
    /// non-negative only when it needs to (not when it solves for an external symbol, which rescales the row anyway).
    mutating func makeRow(
        _ expression: LinearExpression, _ relation: Relation, _ strength: Strength, slot: Int32
    ) -> (Row, ConstraintTag, solvedFor: Int32) {
        var row = Row(constant: expression.constant)
        // The basic terms, in a buffer on the stack (an array here was one allocation per constraint), each with its
        // row's length read here, so that ordering them needs no closure over the tableau (which would copy it).
        let termCount = expression.terms.count
        var solvedFor = -1 as Int32
        var scale = 1.0
        withUnsafeTemporaryAllocation(of: BasicTerm.self, capacity: termCount) { basics in
            var count = 0
            for term in expression.terms where !nearZero(term.coefficient) {
                let symbol = term.variable.id
                let id = basicRow[Int(symbol)]
                if id >= 0 {
                    // A variable named twice (an engine's `a.minX - origin.minX - (b.minX - origin.minX)`) is merged
                    // once, with its coefficients summed in term order, as a parametric one is by `insert`: each
                    // merge copies the row built so far, and opposite terms would only cancel, leaving rounding.
                    var existing = 0
                    while existing < count && basics[existing].id != id { existing &+= 1 }
                    if existing < count {
                        basics[existing].coefficient += term.coefficient
                        continue
                    }
                    // Kept in ascending length, equal lengths in term order (the order a stable sort gives).
                    let length = rows[Int(id)].cells.count
                    var position = count
                    while position > 0 && basics[position &- 1].length > length {
                        basics[position] = basics[position &- 1]
                        position &-= 1
                    }
                    basics[position] = BasicTerm(id: id, coefficient: term.coefficient, length: length)
                    count &+= 1
                } else {
                    // Room for the terms and the markers, so that a row of parametric terms is allocated once; none
                    // until a parametric term comes, as a merge of a basic row makes the row's cells anew.
                    if row.cells.capacity == 0 { row.cells.reserveCapacity(termCount &+ 2) }
                    markUsed(symbol)
                    row.insert(symbol, term.coefficient)
                }
            }
            // Each merge copies the row built so far: merging the longest basic row last copies it once, not once per
            // term (`x2 == x1 + w1 + 8` in a chain, where x1's row is long and w1's short).
            // Sums that cancelled drop out, as cells that cancel do.
            var kept = 0
            for index in 0..<count where !nearZero(basics[index].coefficient) {
                basics[kept] = basics[index]
                kept &+= 1
            }
            count = kept
            guard count > 0 else { return }
            for index in 0..<(count &- 1) { row.add(rows[Int(basics[index].id)], times: basics[index].coefficient) }
            // The last (longest) merge also solves the row for its subject when the subject is known beforehand, which
            // saves a pass over the longest row; ``add(_:_:solvedFor:)`` then skips solving.
            let last = basics[count &- 1]
            let subject = Self.fusableSubject(row, rows[Int(last.id)], kinds: kinds)
            if subject >= 0 {
                solvedFor = subject
                scale = -1 / row.coefficient(for: subject)
                row.add(rows[Int(last.id)], times: last.coefficient, solvingFor: subject)
            } else {
                row.add(rows[Int(last.id)], times: last.coefficient)
            }
        }
        /// A new marker (the largest symbol yet): inserted, or if the row is solved already, appended scaled as
        /// solving would have scaled it.
        func place(_ symbol: Int32, _ coefficient: Double) {
            if solvedFor >= 0 {
                row.cells.append(Cell(symbol: symbol, coefficient: coefficient * scale))
            } else {
                row.insert(symbol, coefficient)
            }
        }
        var tag = ConstraintTag(marker: -1, other: -1)
        if !strength.isRequired { objectiveScale = max(objectiveScale, strength.weight) }
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            place(slack, sign)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                place(error, -sign)
                objective.add(error, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                place(dummy, 1)
            } else {
                // expression = plus - minus
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                place(plus, -1)
                place(minus, 1)
                objective.add(plus, strength.weight)
                objective.add(minus, strength.weight)
            }
        }
        owner[Int(tag.marker)] = slot
        if tag.other >= 0 { owner[Int(tag.other)] = slot }
        return (row, tag, solvedFor)
    }

    /// The symbol ``add(_:_:solvedFor:)`` would solve `row + factor · basic` for, if it can be known before the
    /// merge: the row's first external symbol, when `basic` holds neither it nor an external symbol before it (so no
    /// cancellation or earlier external can change the choice); else -1.
    ///
    /// Static, with the symbol kinds passed in: a method of the tableau called from ``makeRow`` would copy the
    /// whole tableau for the call.
    static func fusableSubject(_ row: Row, _ basic: Row, kinds: ContiguousArray<SymbolKind>) -> Int32 {
        var subject = -1 as Int32
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            subject = cell.symbol
            break
        }
        if subject < 0 { return -1 }
        let (position, found) = basic.search(subject)
        if found { return -1 }
        for index in 0..<position where kinds[Int(basic.cells[index].symbol)] == .external { return -1 }
        return subject
    }

    /// The symbol to solve a new row (with a non-negative constant) for: a marker or error symbol with a negative
    /// coefficient, so that the row stays feasible; -1 if there is none. External symbols are tried before this.
    func restrictedSubject(of row: Row, _ tag: ConstraintTag) -> Int32 {
        // A plain loop over the two symbols: an array literal would allocate for every constraint.
        var symbol = tag.marker
        for _ in 0..<2 {
            if symbol >= 0 {
                let kind = kinds[Int(symbol)]
                if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
            }
            symbol = tag.other
        }
        return -1
    }

    /// Adds a constraint's row and re-optimises. On `.unsatisfiable` the tableau holds the same constraints as before.
    mutating func add(
        _ row: consuming Row, _ tag: ConstraintTag, solvedFor: Int32 = -1
    ) throws(LayoutSolverError) -> RowAddition {
        if solvedFor >= 0 {
            // ``makeRow`` solved it for its first external symbol already.
            substitute(solvedFor, by: row)
            insertRow(row, basic: solvedFor)
            try optimize(artificialObjective: false)
            return .added
        }
        // The first external symbol if there is one (an unrestricted row may have any constant), else a restricted one
        // once the constant is non-negative.
        var subject = row.cells.first { kinds[Int($0.symbol)] == .external }?.symbol ?? -1
        if subject < 0 {
            if row.constant < 0 { row.scale(by: -1) }
            subject = restrictedSubject(of: row, tag)
        }
        if subject < 0 && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Only required equalities' markers: redundant if the constant is zero, else contradictory.
            if !nearZero(row.constant) {
                return .unsatisfiable(markers: row.cells.map(\.symbol).filter { $0 != tag.marker })
            }
            subject = tag.marker
        }
        if subject < 0 {
            let outcome = try addWithArtificialVariable(row)
            try optimize(artificialObjective: false)
            return outcome
        }
        row.solve(for: subject)
        substitute(subject, by: row)
        insertRow(row, basic: subject)
        try optimize(artificialObjective: false)
        return .added
    }

    /// Phase one for a row with no valid subject: a new artificial slack takes the row, and minimising it finds a
    /// feasible basis if there is one. The artificial symbol is then removed from the tableau.
    mutating func addWithArtificialVariable(_ row: Row) throws(LayoutSolverError) -> RowAddition {
        let artificialSymbol = makeSymbol(.slack)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        try optimize(artificialObjective: true)
        var outcome = RowAddition.added
        if !nearZero(artificial!.constant) {
            // The minimum is positive: the artificial objective, in the parametric symbols it ended on, names the
            // constraints that hold the row away from zero.
            let markers = artificial!.cells.map(\.symbol).filter { symbol in
                let kind = kinds[Int(symbol)]
                return (kind == .slack || kind == .dummy) && symbol != artificialSymbol
            }
            outcome = .unsatisfiable(markers: markers)
        }
        artificial = nil
        let id = basicRow[Int(artificialSymbol)]
        if id >= 0 {
            var pending = takeRow(id)
            // On failure dropping the row drops the constraint: the artificial symbol is in no other row, and phase
            // one's pivots kept every other row feasible. On success the row must stay, solved for another symbol.
            if case .added = outcome, !pending.cells.isEmpty {
                let entering = pending.cells.first { cell in
                    kinds[Int(cell.symbol)] == .slack || kinds[Int(cell.symbol)] == .error
                }?.symbol
                if let entering {
                    pending.solve(for: entering, replacing: artificialSymbol)
                    substitute(entering, by: pending)
                    insertRow(pending, basic: entering)
                } else {
                    // Only external and dummy symbols are left to carry the row: it cannot be kept.
                    outcome = .unsatisfiable(markers: pending.cells.map(\.symbol).filter { kinds[Int($0)] == .dummy })
                }
            }
        }
        for id in rows(containing: artificialSymbol) { rows[Int(id)].remove(artificialSymbol) }
        columns.truncate(artificialSymbol, to: 0)
        objective.clear(artificialSymbol)
        return outcome
    }

    /// Removes the constraint tracked by `tag` (of the given strength) and re-optimises.
    mutating func remove(_ tag: ConstraintTag, strength: Strength) throws(LayoutSolverError) {
        // The errors leave the objective before any pivot, or the pivots would substitute them back in.
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            let id = basicRow[Int(symbol)]
            if id >= 0 {
                objective.add(rows[Int(id)], times: -strength.weight)
            } else {
                objective.add(symbol, -strength.weight)
            }
        }
        let marker = tag.marker
        let id = basicRow[Int(marker)]
        if id >= 0 {
            _ = takeRow(id)
        } else {
            let leaving = markerLeavingRow(marker)
            if leaving < 0 { throw .internalInconsistency("no row holds the marker of a constraint being removed") }
            let basic = rowBasic[Int(leaving)]
            var row = takeRow(leaving)
            row.solve(for: marker, replacing: basic)
            substitute(marker, by: row)
        }
        owner[Int(tag.marker)] = -1
        if tag.other >= 0 { owner[Int(tag.other)] = -1 }
        try optimize(artificialObjective: false)
    }
}
