/// The two simplex loops: the primal, after a constraint is added or removed, and the dual, after edits.
extension Tableau {
    /// The primal simplex on the objective (or phase one's artificial objective) until no cell of it is negative.
    ///
    /// Of the negative cells, the entering symbol is the one in the fewest rows, since a pivot substitutes it into
    /// every row it appears in: phase one for a row such as `w2 == w1` would otherwise pick whichever symbol is oldest,
    /// typically an error that half the tableau depends on. After `blandAfter` pivots in one call the choice falls back
    /// to Bland's rule (the lowest-numbered negative symbol, kiwi's only rule), which cannot cycle.
    mutating func optimize(artificialObjective: Bool) throws(LayoutSolverError) {
        let blandAfter = 64
        var pivots = 0
        while true {
            let entering =
                artificialObjective
                ? phaseOneEnteringSymbol(bland: pivots >= blandAfter) : enteringSymbol(bland: pivots >= blandAfter)
            if entering < 0 { return }
            let leaving = leavingRow(for: entering)
            if leaving < 0 {
                // A minimum of Σ weight · error ≥ 0 is never unbounded: a direction that seems to lower it forever
                // is rounding in a cell of the objective, left over from weights ten orders of magnitude apart.
                guard !artificialObjective, objective.coefficient(for: entering) > -1e-9 * objectiveScale else {
                    throw .internalInconsistency("the objective is unbounded")
                }
                objective.clear(entering)
                continue
            }
            pivot(leaving, entering: entering)
            pivots += 1
        }
    }

    /// How negative an objective coefficient must be to count: rounding leaves about 10⁻¹⁶ of the largest weight in
    /// coefficients that should be zero, so the tolerance grows with the weights in use (10⁻⁸, kiwi's fixed tolerance,
    /// up to weights of 10⁴; 10⁻² at priority 999's 10¹⁰, still far below any real reduced cost, which is a weight of
    /// at least one times a tableau coefficient).
    var pricingTolerance: Double { max(1e-8, 1e-12 * objectiveScale) }

    /// The objective's entering symbol: of the negative, non-dummy coefficients, the symbol in the fewest rows (ties to
    /// the lowest-numbered), or with `bland` the lowest-numbered; -1 at the optimum.
    mutating func enteringSymbol(bland: Bool) -> Int32 {
        let kinds = self.kinds
        let candidates = objective.pricedCandidates(tolerance: pricingTolerance) { kinds[Int($0)] != .dummy }
        var best = -1 as Int32
        var bestCount = Int.max
        for symbol in candidates {
            let count = bland ? Int(symbol) : rowCount(symbol)
            if count < bestCount || (count == bestCount && symbol < best) {
                best = symbol
                bestCount = count
            }
        }
        return best
    }

    /// The same choice over phase one's objective, a sparse row whose rounding is the tableau's (tolerance 10⁻⁸).
    func phaseOneEnteringSymbol(bland: Bool) -> Int32 {
        var best = -1 as Int32
        var bestCount = Int.max
        for cell in artificial!.cells where cell.coefficient < -1e-8 && kinds[Int(cell.symbol)] != .dummy {
            if bland { return cell.symbol }
            let count = rowCount(cell.symbol)
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        return best
    }

    /// The restricted row that bounds `entering` first (least `-constant / coefficient` over negative coefficients);
    /// ties go to the lowest basic symbol.
    mutating func leavingRow(for entering: Int32) -> Int32 {
        var best = -1 as Int32
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Int32.max
        for id in rows(containing: entering) {
            let basic = rowBasic[Int(id)]
            guard isRestricted(basic) else { continue }
            let coefficient = rows[Int(id)].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[Int(id)].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = id
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// The dual simplex: pivots each queued infeasible row back to a non-negative constant while keeping the
    /// objective optimal. Edits only touch constants, so the objective stays optimal and only their rows move.
    mutating func dualOptimize() throws(LayoutSolverError) {
        if dualPivots() >= 0 {
            infeasible.removeAll()
            throw .internalInconsistency("an infeasible row has no entering symbol")
        }
    }

    /// The dual simplex's pivots: -1 once every queued row is feasible, else the id of an infeasible row that no
    /// symbol can enter (the system has no solution; the queue keeps the rows not yet looked at).
    mutating func dualPivots() -> Int32 {
        while let leaving = infeasible.popLast() {
            let id = basicRow[Int(leaving)]
            guard id >= 0 else { continue }
            let constant = rows[Int(id)].constant
            guard constant < 0 && !nearZero(constant) else { continue }
            let entering = dualEnteringSymbol(rows[Int(id)])
            if entering < 0 { return id }
            pivot(id, entering: entering)
        }
        return -1
    }

    /// Among the row's positive, non-dummy cells, the one with the least objective coefficient per unit.
    func dualEnteringSymbol(_ row: Row) -> Int32 {
        var entering = -1 as Int32
        var best = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if ratio < best {
                best = ratio
                entering = cell.symbol
            }
        }
        return entering
    }

    /// The row to pivot a parametric constraint marker into before dropping it: a restricted row that the marker
    /// bounds first (negative coefficient), else the restricted row with the least `constant / coefficient`, else an
    /// unrestricted row (the one with the highest basic symbol, as kiwi's map order gives).
    mutating func markerLeavingRow(_ marker: Int32) -> Int32 {
        var first = -1 as Int32
        var second = -1 as Int32
        var third = -1 as Int32
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        var b1 = Int32.max
        var b2 = Int32.max
        var b3 = Int32.min
        for id in rows(containing: marker) {
            let basic = rowBasic[Int(id)]
            let coefficient = rows[Int(id)].coefficient(for: marker)
            let constant = rows[Int(id)].constant
            if !isRestricted(basic) {
                if basic > b3 {
                    third = id
                    b3 = basic
                }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < r1 || (ratio == r1 && basic < b1) {
                    first = id
                    r1 = ratio
                    b1 = basic
                }
            } else {
                let ratio = constant / coefficient
                if ratio < r2 || (ratio == r2 && basic < b2) {
                    second = id
                    r2 = ratio
                    b2 = basic
                }
            }
        }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }
}
