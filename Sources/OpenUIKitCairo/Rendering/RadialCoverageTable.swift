import Foundation

/// How much of each pixel around a small ring the band between its two circles covers, before any trim: the part
/// of an arc stroke's coverage that costs a square root per edge pixel, worked out once per ring shape.
///
/// Why: a spinner or a progress ring turns and trims about a centre that stays put, with a radius and a width that do
/// not change, so its pixels' distances to the circles are the same every frame; and rings of a list or a grid
/// usually share one shape and one position within the pixel grid. The table holds the coverage for the band's
/// radii at a centre with the given fraction of a pixel, for every pixel that can be reached; `ArcBand` reads it
/// instead of measuring distances. The values are those `ArcBand.radialCoverage` gives for the same pixel: a pixel's
/// offset from the centre is the same real number whether it is worked from the whole position or from its
/// fraction, and subtraction rounds it the same way, so the pixels drawn are identical.
final class RadialCoverageTable {
    /// The largest outer radius, in device pixels, that is kept in a table (2 × 35 columns and rows of 8 bytes
    /// each at most, about 39 KB); wider rings are measured pixel by pixel.
    static let largestRadius = 32.0

    /// The key: the band's radii and the fractions of a pixel its centre lies at, exactly.
    struct Shape: Hashable {
        let inner: Double
        let outer: Double
        let fractionX: Double
        let fractionY: Double
    }

    /// Columns and rows from the whole pixel the centre lies in to the table's first.
    let reach: Int
    /// Columns (and rows) the table has.
    let side: Int
    private let values: UnsafeMutableBufferPointer<Double>
    /// For each row, the table columns the band covers at all: up to the hole and after it (the second run empty
    /// when the row misses the hole), so a ring's rows are walked without working out where the circles cross them.
    let runs: [Runs]

    /// Two runs of columns, each from its first column up to (not including) its end.
    struct Runs {
        let first: Int32
        let firstEnd: Int32
        let second: Int32
        let secondEnd: Int32
    }

    init(_ shape: Shape) {
        reach = Int(shape.outer.rounded(.up)) + 2
        side = 2 * reach + 1
        values = .allocate(capacity: side * side)
        var runs: [Runs] = []
        runs.reserveCapacity(side)
        for row in 0..<side {
            let dy = (Double(row - reach) + 0.5) - shape.fractionY
            for column in 0..<side {
                let dx = (Double(column - reach) + 0.5) - shape.fractionX
                values[row * side + column] = ArcBand.radialCoverage(
                    dx: dx, dy: dy, inner: shape.inner, outer: shape.outer)
            }
            runs.append(Self.runs(of: UnsafeBufferPointer(rebasing: values[(row * side)..<(row * side + side)])))
        }
        self.runs = runs
    }

    /// The first and the last run of covered columns of `row` (a band's row has one or two); all of them as one
    /// run in the unexpected case of more.
    private static func runs(of row: UnsafeBufferPointer<Double>) -> Runs {
        var found: [(Int32, Int32)] = []
        var column = 0
        while column < row.count {
            guard row[column] > 0 else {
                column += 1
                continue
            }
            let start = column
            while column < row.count && row[column] > 0 { column += 1 }
            found.append((Int32(start), Int32(column)))
        }
        guard let first = found.first, let last = found.last else {
            return Runs(first: 0, firstEnd: 0, second: 0, secondEnd: 0)
        }
        if found.count == 1 { return Runs(first: first.0, firstEnd: first.1, second: first.1, secondEnd: first.1) }
        if found.count == 2 { return Runs(first: first.0, firstEnd: first.1, second: last.0, secondEnd: last.1) }
        return Runs(first: first.0, firstEnd: last.1, second: last.1, secondEnd: last.1)
    }

    deinit {
        values.deallocate()
    }

    /// The coverage of the pixels of the row `row - reach` rows from the centre's pixel, from `reach` columns left
    /// of it.
    func row(_ row: Int) -> UnsafePointer<Double> {
        UnsafePointer(values.baseAddress! + row * side)
    }
}
