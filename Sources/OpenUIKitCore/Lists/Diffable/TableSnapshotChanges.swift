import Foundation

/// A snapshot difference in the table's terms: the table has no section moves, so a moved section is deleted and
/// inserted again, and item moves into or out of such a section become insertions or deletions.
struct TableSnapshotChanges {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    init(_ update: BatchUpdate) {
        deletedSections = update.deletedSections
        insertedSections = update.insertedSections
        for move in update.movedSections {
            deletedSections.insert(move.from)
            insertedSections.insert(move.to)
        }
        reloadedSections = update.reloadedSections.subtracting(deletedSections)
        func row(_ path: IndexPath) -> IndexPath { IndexPath(row: path.item, section: path.section) }
        deletedRows = update.deletedItems.filter { !deletedSections.contains($0.section) }.map(row)
        insertedRows = update.insertedItems.filter { !insertedSections.contains($0.section) }.map(row)
        reloadedRows = update.reloadedItems.filter { !deletedSections.contains($0.section) }.map(row)
        for move in update.movedItems {
            let leaves = deletedSections.contains(move.from.section)
            let arrives = insertedSections.contains(move.to.section)
            switch (leaves, arrives) {
            case (false, false): movedRows.append((row(move.from), row(move.to)))
            case (true, false): insertedRows.append(row(move.to))
            case (false, true): deletedRows.append(row(move.from))
            case (true, true): break
            }
        }
    }

    /// Records the changes in the table's batch in progress.
    @MainActor
    func record(in tableView: UITableView, animation: UITableView.RowAnimation) {
        if !deletedSections.isEmpty { tableView.deleteSections(deletedSections, with: animation) }
        if !insertedSections.isEmpty { tableView.insertSections(insertedSections, with: animation) }
        if !reloadedSections.isEmpty { tableView.reloadSections(reloadedSections, with: animation) }
        if !deletedRows.isEmpty { tableView.deleteRows(at: deletedRows, with: animation) }
        if !insertedRows.isEmpty { tableView.insertRows(at: insertedRows, with: animation) }
        if !reloadedRows.isEmpty { tableView.reloadRows(at: reloadedRows, with: animation) }
        for move in movedRows { tableView.moveRow(at: move.from, to: move.to) }
        // Moves alone name no animation; the batch takes the one asked for.
        tableView.pendingUpdates.animation = animation
    }
}
