/// The objective, Σ weight · error, kept dense: one coefficient per symbol, plus the symbols that may be priced in.
///
/// A pivot substitutes the entering symbol into the objective. As a sorted row (kiwi's form) that is a merge over the
/// whole objective, which holds an error symbol for every optional constraint, so adding n views would cost O(n²).
/// Dense, it costs the length of the pivot row. Pricing (finding a negative coefficient) reads `candidates`, the
/// symbols whose coefficient went below zero since they were last looked at, instead of scanning every symbol.
struct Objective {
    private(set) var coefficients: ContiguousArray<Double> = []
    private var isCandidate: ContiguousArray<Bool> = []
    /// Symbols whose coefficient went negative; some may have gone back up since (pricing drops those).
    var candidates: ContiguousArray<Int32> = []

    mutating func appendSymbol() {
        coefficients.append(0)
        isCandidate.append(false)
    }

    @inline(__always)
    func coefficient(for symbol: Int32) -> Double { coefficients[Int(symbol)] }

    @inline(__always)
    mutating func add(_ symbol: Int32, _ delta: Double) {
        let index = Int(symbol)
        var value = coefficients[index] + delta
        if nearZero(value) { value = 0 }
        coefficients[index] = value
        if value < 0 && !isCandidate[index] {
            isCandidate[index] = true
            candidates.append(symbol)
        }
    }

    mutating func clear(_ symbol: Int32) { coefficients[Int(symbol)] = 0 }

    /// `self += factor · row`, with `skipping` (the symbol the row replaces) set to zero.
    mutating func add(_ row: Row, times factor: Double, skipping: Int32 = -1) {
        for cell in row.cells { add(cell.symbol, cell.coefficient * factor) }
        if skipping >= 0 { coefficients[Int(skipping)] = 0 }
    }

    /// Keeps only the candidates below `-tolerance` that `eligible` accepts, and returns them.
    mutating func pricedCandidates(tolerance: Double, eligible: (Int32) -> Bool) -> ContiguousArray<Int32> {
        var kept = 0
        for index in candidates.indices {
            let symbol = candidates[index]
            if coefficients[Int(symbol)] < -tolerance && eligible(symbol) {
                candidates[kept] = symbol
                kept += 1
            } else {
                isCandidate[Int(symbol)] = false
            }
        }
        candidates.removeLast(candidates.count - kept)
        return candidates
    }
}
