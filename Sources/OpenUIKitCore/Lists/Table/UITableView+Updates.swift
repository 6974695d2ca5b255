import Foundation

// Updates: insertions, deletions, moves and reloads of rows and sections, alone or batched. The table checks that
// the data source's new counts add up to the old counts plus the changes, as UIKit does; when they do not it
// reports an `invalidListUpdate` diagnostic with UIKit's explanation and reloads everything from the data source,
// so nothing is left half-updated. Cells of surviving rows slide to their new places, inserted rows fade in and
// deleted rows fade out, on the frame clock; selection and a finger on a row follow their rows.

extension UITableView {
    /// Runs `updates` (insertions, deletions, moves, reloads) as one change, then `completion` with true once the
    /// animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Starts a batch: changes are collected until the matching ``endUpdates()``.
    public func beginUpdates() {
        reloadIfNeeded()
        batchDepth += 1
    }

    /// Ends a batch and applies it. An empty batch recomputes the row heights (UIKit's way to resize rows).
    public func endUpdates() {
        endUpdates(completion: nil)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        guard batchDepth > 0 else {
            reportMisuse("endUpdates(): no beginUpdates() to end")
            return
        }
        batchDepth -= 1
        guard batchDepth == 0 else {
            if let completion { afterAnimations(completion) }
            return
        }
        let batch = pendingUpdates
        pendingUpdates = TableUpdateBatch()
        if batch.isEmpty {
            invalidateHeights()
        } else {
            apply(batch)
        }
        if let completion { afterAnimations(completion) }
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.insertedRows.formUnion(indexPaths) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Asks the data source for new cells for these rows (their heights are measured again).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Like ``reloadRows(at:with:)`` without animation (UIKit's `reconfigureRows` keeps the cell; OpenUIKit asks
    /// for a new one).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        update(.none) { $0.reloadedRows.formUnion(indexPaths) }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update(.automatic) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animation) { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animation) { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Adds to the batch in progress, or applies at once outside one.
    private func update(_ animation: RowAnimation, _ change: (inout TableUpdateBatch) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        if animation != .automatic { pendingUpdates.animation = animation }
        endUpdates()
    }

    private func afterAnimations(_ completion: @escaping (Bool) -> Void) {
        // Row animations last `rowAnimationDuration`; the completion runs on the first frame after they end.
        let end = clockNow + (window == nil ? 0 : Self.rowAnimationDuration)
        let link = CADisplayLink { link in
            guard link.timestamp >= end else { return }
            link.invalidate()
            completion(true)
        }
        link.add(to: .main, forMode: .common)
    }

    static let rowAnimationDuration: TimeInterval = 0.3

    // MARK: Applying a batch

    private func apply(_ batch: TableUpdateBatch) {
        guard let dataSource else { return }
        let old = geometry
        let startGeneration = generation
        let newSectionCount = max(0, dataSource.numberOfSections(in: self))
        var newCounts: [Int] = []
        for section in 0..<newSectionCount {
            newCounts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
        }
        guard generation == startGeneration else { return }
        if let problem = inconsistency(of: batch, old: old, newCounts: newCounts) {
            UIApplication.reportProgrammingError(
                .invalidListUpdate, "UITableView: Invalid update: \(problem)", about: self)
            reloadData()
            return
        }
        generation += 1

        // Where each old section and row goes.
        let insertedSections = Array(batch.insertedSections)
        let deletedSections = Array(batch.deletedSections)
        func newSection(_ section: Int) -> Int? {
            guard !batch.deletedSections.contains(section), !batch.reloadedSections.contains(section) else {
                return nil
            }
            let k = section - TableUpdateBatch.countBelow(section, in: deletedSections)
            return TableUpdateBatch.slot(k, skipping: insertedSections)
        }
        var leaving: [Int: [Int]] = [:]
        var arriving: [Int: [Int]] = [:]
        func newRow(_ row: IndexPath) -> IndexPath? {
            if let move = batch.movedRows.first(where: { $0.from == row }) { return move.to }
            guard let section = newSection(row.section), !batch.deletedRows.contains(row) else { return nil }
            let gone = leaving[row.section] ?? batch.rowsLeaving(row.section)
            leaving[row.section] = gone
            let come = arriving[section] ?? batch.rowsArriving(section)
            arriving[section] = come
            let k = row.row - TableUpdateBatch.countBelow(row.row, in: gone)
            return IndexPath(row: TableUpdateBatch.slot(k, skipping: come), section: section)
        }

        // The new geometry: surviving sections keep their measured heights, rows shift.
        var model = TableGeometry()
        model.tableHeaderHeight = old.tableHeaderHeight
        model.tableFooterHeight = old.tableFooterHeight
        model.sectionSpacing = old.sectionSpacing
        var oldFor: [Int: Int] = [:]
        for section in old.sections.indices { if let mapped = newSection(section) { oldFor[mapped] = section } }
        for section in 0..<newSectionCount {
            var entry: TableGeometry.Section
            if let source = oldFor[section] {
                entry = old.sections[source]
                for row in batch.rowsLeaving(source).reversed() { entry.rows.remove(row..<(row + 1)) }
                for row in batch.rowsArriving(section) {
                    let moved = batch.movedRows.first { $0.to == IndexPath(row: row, section: section) }
                    let extent = moved.map { old.sections[$0.from.section].rows.extent(of: $0.from.row) }
                    entry.rows.insert(1, at: row, extent: extent)
                }
                for row in batch.reloadedRows where row.section == source {
                    if let mapped = newRow(row) { entry.rows.setExtent(entry.rows.estimate, of: mapped.row) }
                }
                entry.rows.refreshTotals()
            } else {
                entry = TableGeometry.Section(
                    rows: ListExtentIndex(count: newCounts[section], estimate: uniformEstimate))
                entry.headerTitle = dataSource.tableView(self, titleForHeaderInSection: section)
                entry.footerTitle = dataSource.tableView(self, titleForFooterInSection: section)
                entry.headerHeight = headerHeight(section, title: entry.headerTitle)
                entry.footerHeight = footerHeight(section, title: entry.footerTitle)
            }
            model.sections.append(entry)
        }
        model.updateTops()

        // Cells, selection and the finger follow their rows.
        let animated = batch.animation != .none && window != nil
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        var remapped: [IndexPath: UITableViewCell] = [:]
        var departing: [(IndexPath, UITableViewCell)] = []
        for row in visibleOrder {
            guard let cell = visibleCellsByRow[row] else { continue }
            if let mapped = newRow(row), !batch.reloadedRows.contains(row) {
                remapped[mapped] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                departing.append((row, cell))
            }
        }
        selectedRows = selectedRows.compactMap { row in batch.reloadedRows.contains(row) ? row : newRow(row) }
        if let current = tracking {
            if let row = visibleOrder.first(where: { visibleCellsByRow[$0] === current.cell }),
                let mapped = newRow(row),
                !batch.reloadedRows.contains(row)
            {
                tracking?.row = mapped
            } else {
                // The row under the finger is gone: its highlight goes with it; the touch ends in nothing.
                tracking = nil
                current.cell.setHighlighted(false, animated: false)
            }
        }
        geometry = model
        visibleCellsByRow = remapped
        visibleOrder = remapped.keys.sorted()
        for (_, view) in visibleHeaders { view.removeFromSuperview() }
        for (_, view) in visibleFooters { view.removeFromSuperview() }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        for (row, cell) in departing { depart(cell, row: row, animated: animated) }
        guard animated else {
            setNeedsLayout()
            return
        }
        // Lay out now so the new places are known, then slide survivors from where they were.
        let before = Set(visibleCellsByRow.values.map(ObjectIdentifier.init))
        tile()
        for cell in visibleCells {
            let key = ObjectIdentifier(cell)
            if let from = oldFrames[key], from != cell.frame {
                let to = cell.frame
                cell.frame = from
                UIView.animate(
                    withDuration: Self.rowAnimationDuration, delay: 0, options: [.allowUserInteraction],
                    animations: { cell.frame = to })
            } else if !before.contains(key) {
                cell.alpha = 0
                UIView.animate(
                    withDuration: Self.rowAnimationDuration, delay: 0, options: [.allowUserInteraction],
                    animations: { cell.alpha = 1 })
            }
        }
    }

    /// A deleted (or reloaded) row's cell: it fades out and then goes to the pool; it takes no touches meanwhile.
    private func depart(_ cell: UITableViewCell, row: IndexPath, animated: Bool) {
        swipedCellDidLeave(cell)
        if reorder?.cell === cell { reorder = nil }
        guard animated else {
            retire(cell, row: row)
            return
        }
        cell.owningTable = nil
        cell.isUserInteractionEnabled = false
        departingCells.append(cell)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: row)
        UIView.animate(
            withDuration: Self.rowAnimationDuration, delay: 0, options: [],
            animations: { cell.alpha = 0 },
            completion: { [weak self, weak cell] _ in
                guard let self, let cell else { return }
                self.departingCells.removeAll { $0 === cell }
                cell.isUserInteractionEnabled = true
                cell.alpha = 1
                cell.removeFromSuperview()
                if let identifier = cell.reuseIdentifier { self.cellPool.enqueue(cell, identifier: identifier) }
            })
    }

    /// Why a batch does not add up, in UIKit's words; nil when it does.
    private func inconsistency(of batch: TableUpdateBatch, old: TableGeometry, newCounts: [Int]) -> String? {
        let oldCount = old.sections.count, newCount = newCounts.count
        for section in batch.deletedSections.union(batch.reloadedSections) where section >= oldCount {
            return
                "attempt to delete or reload section \(section), but there are only \(oldCount) sections before the update"
        }
        for section in batch.insertedSections where section >= newCount {
            return "attempt to insert section \(section), but there are only \(newCount) sections after the update"
        }
        let expectedSections = oldCount - batch.deletedSections.count + batch.insertedSections.count
        if newCount != expectedSections {
            return "invalid number of sections. The number of sections contained in the table view after the update "
                + "(\(newCount)) must be equal to the number of sections contained in the table view before the "
                + "update (\(oldCount)), plus or minus the number of sections inserted or deleted "
                + "(\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)."
        }
        for row in batch.deletedRows.union(batch.reloadedRows).union(batch.movedRows.map { $0.from })
        where !old.isValid(row) {
            return
                "attempt to delete, reload or move row \(row.row) from section \(row.section), which does not exist before the update"
        }
        for row in batch.insertedRows.union(batch.movedRows.map { $0.to })
        where row.count != 2 || row.section < 0 || row.section >= newCount || row.row < 0
            || row.row >= newCounts[row.section]
        {
            return "attempt to insert or move to row \(row.count == 2 ? row.row : -1) in section "
                + "\(row.count == 2 ? row.section : -1), which does not exist after the update"
        }
        let insertedSections = Array(batch.insertedSections), deletedSections = Array(batch.deletedSections)
        for section in 0..<oldCount where !batch.deletedSections.contains(section) {
            let k = section - TableUpdateBatch.countBelow(section, in: deletedSections)
            let target = TableUpdateBatch.slot(k, skipping: insertedSections)
            let gone = batch.rowsLeaving(section).count, come = batch.rowsArriving(target).count
            let before = old.sections[section].rowCount
            if batch.reloadedSections.contains(section) { continue }
            if newCounts[target] != before - gone + come {
                let inserted = batch.insertedRows.filter { $0.section == target }.count
                let deleted = batch.deletedRows.filter { $0.section == section }.count
                let movedIn = batch.movedRows.filter { $0.to.section == target }.count
                let movedOut = batch.movedRows.filter { $0.from.section == section }.count
                return "invalid number of rows in section \(target). The number of rows contained in an existing "
                    + "section after the update (\(newCounts[target])) must be equal to the number of rows "
                    + "contained in that section before the update (\(before)), plus or minus the number of rows "
                    + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
                    + "minus the number of rows moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out)."
            }
        }
        return nil
    }
}
