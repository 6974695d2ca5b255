import Foundation

/// The row and section changes of one batch of table updates, as UIKit collects them between `beginUpdates()` and
/// `endUpdates()` (or inside `performBatchUpdates`): deletions and reloads name rows and sections as they were
/// before the batch, insertions as they are after it, whatever order the calls came in.
struct TableUpdateBatch {
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    /// Moves from a row before the batch to a row after it.
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var animation: UITableView.RowAnimation = .automatic

    var isEmpty: Bool {
        deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
    }

    /// Rows leaving an old section (deleted or moved away), ascending.
    func rowsLeaving(_ section: Int) -> [Int] {
        var rows = Set<Int>()
        for row in deletedRows where row.section == section { rows.insert(row.row) }
        for move in movedRows where move.from.section == section { rows.insert(move.from.row) }
        return rows.sorted()
    }

    /// Rows arriving in a new section (inserted or moved in), ascending.
    func rowsArriving(_ section: Int) -> [Int] {
        var rows = Set<Int>()
        for row in insertedRows where row.section == section { rows.insert(row.row) }
        for move in movedRows where move.to.section == section { rows.insert(move.to.row) }
        return rows.sorted()
    }

    /// Where the `k`-th survivor goes when `taken` (ascending) are filled by newcomers: survivors keep their order
    /// and fill the free places.
    static func slot(_ k: Int, skipping taken: [Int]) -> Int {
        var slot = k
        for index in taken {
            if index <= slot { slot += 1 } else { break }
        }
        return slot
    }

    /// The number of entries of `sorted` below `value`.
    static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
