/// Changing the constant of a constraint in place: the dual simplex after moving row constants, as an edit does.
extension Tableau {
    /// The coefficient the constraint's marker has in the row ``makeRow(_:_:_:slot:)`` made for it.
    static func markerCoefficient(_ relation: Relation, _ strength: Strength) -> Double {
        switch relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: strength.isRequired ? 1 : -1
        }
    }

    /// Moves the constant of the constraint tracked by `tag` by `delta` (its expression `E` becomes `E + delta`) and
    /// re-solves with the dual simplex. Writing the constraint's row as `E + s·m + … = 0` for its marker `m`, the new
    /// row is the old one with `m` replaced by `m - delta / s`: so only the constants of the rows `m` appears in move
    /// (or of its own row, if it is basic), and the objective stays optimal.
    ///
    /// Returns nil, or when the new constant contradicts required constraints, the markers that name them; the
    /// change is then undone (the tableau holds the same system as before).
    mutating func shiftConstant(
        by delta: Double, tag: ConstraintTag, relation: Relation, strength: Strength
    ) throws(LayoutSolverError) -> [Int32]? {
        let coefficient = Self.markerCoefficient(relation, strength)
        // Through whichever of the two symbols is basic (one row), else through the marker's column.
        var symbol = tag.marker
        var shift = delta / coefficient
        if basicRow[Int(symbol)] < 0 && tag.other >= 0 && basicRow[Int(tag.other)] >= 0 {
            symbol = tag.other
            shift = -shift
        }
        if kinds[Int(symbol)] == .dummy, basicRow[Int(symbol)] >= 0 {
            // A redundant required equality (its row holds only other equalities' markers): any change contradicts
            // the equalities it follows from.
            if nearZero(shift) { return nil }
            return rows[Int(basicRow[Int(symbol)])].cells.map(\.symbol) + [symbol]
        }
        let contradicted = shiftMarker(symbol, by: shift)
        if contradicted >= 0 {
            // A redundant equality that follows from this one (its row of markers) no longer holds.
            let markers = [rowBasic[Int(contradicted)]] + rows[Int(contradicted)].cells.map(\.symbol)
            infeasible.removeAll()
            shiftMarker(symbol, by: -shift)
            return markers
        }
        let failed = dualPivots()
        guard failed >= 0 else { return nil }
        // The row proves the new system infeasible: its restricted basic symbol equals a negative constant plus
        // non-positive multiples of symbols that are at least zero. Its required markers are the conflict.
        let markers = [rowBasic[Int(failed)]] + rows[Int(failed)].cells.map(\.symbol)
        infeasible.removeAll()
        shiftMarker(symbol, by: -shift)
        if dualPivots() >= 0 {
            infeasible.removeAll()
            throw .internalInconsistency("undoing a constant change left an infeasible row")
        }
        return markers.filter { kinds[Int($0)] == .slack || kinds[Int($0)] == .dummy }
    }

    /// Substitutes `symbol - shift` for `symbol` in the tableau: its own row's constant if it is basic, else the
    /// constants of the rows it appears in. Restricted rows that go negative are queued for the dual simplex. Returns
    /// a row whose basic symbol is a dummy (a redundant equality, which must stay exactly zero) and whose constant
    /// moved away from zero, or -1.
    @discardableResult
    mutating func shiftMarker(_ symbol: Int32, by shift: Double) -> Int32 {
        let own = basicRow[Int(symbol)]
        if own >= 0 {
            rows[Int(own)].constant -= shift
            if rows[Int(own)].constant < 0 { infeasible.append(symbol) }
            return -1
        }
        var contradicted = -1 as Int32
        for id in rows(containing: symbol) {
            rows[Int(id)].constant += shift * rows[Int(id)].coefficient(for: symbol)
            let basic = rowBasic[Int(id)]
            if kinds[Int(basic)] == .dummy {
                if !nearZero(rows[Int(id)].constant) { contradicted = id }
            } else if isRestricted(basic) && rows[Int(id)].constant < 0 {
                infeasible.append(basic)
            }
        }
        return contradicted
    }
}
