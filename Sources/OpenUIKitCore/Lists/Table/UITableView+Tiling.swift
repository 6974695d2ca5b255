import Foundation

// Tiling: on every layout (every scroll) the table makes sure exactly the rows that intersect its bounds have
// cells, asking the data source for the rows that came on screen and sending the cells of rows that left to the
// reuse pool; then it places section headers and footers (pinned to the top and bottom edges in plain tables)
// and the table's header and footer views. Rows measured for the first time correct the height index; when a row above the rows already on screen
// turns out taller or shorter than its estimate, the offset moves by the difference so what is on screen stays put.

extension UITableView {
    func tile() {
        guard !isTiling, dataSource != nil || !visibleOrder.isEmpty else {
            placeTableHeaderAndFooter()
            return
        }
        isTiling = true
        defer { isTiling = false }
        // A pass that had to move the offset (a measured row above the screen) runs again from the new offset.
        var passes = 1
        while !tilePass() && passes < 4 { passes += 1 }
        placeSections()
        placeTableHeaderAndFooter()
        updatePrefetching()
    }

    /// One pass over the rows in the bounds; false when it moved the offset and the visible rows must be found
    /// again.
    private func tilePass() -> Bool {
        let startGeneration = generation
        let anchor = visibleOrder.first(where: { geometry.isValid($0) })
        // Rows that left the bounds give their cells back first, so the rows that came can reuse them.
        let band = tilingBand
        let stillVisible = visibleOrder.filter { row in
            guard geometry.isValid(row) else { return false }
            if visibleCellsByRow[row] === reorder?.cell { return true }
            let span = geometry.rowSpan(row)
            return span.top < band.maxY && span.top + span.height > band.minY
        }
        if stillVisible.count != visibleOrder.count {
            retireCells(keeping: Set(stillVisible))
            visibleOrder = stillVisible
            guard generation == startGeneration else {
                setNeedsLayout()
                return true
            }
        }
        var wanted: [IndexPath] = []
        var row = geometry.firstRow(atOrAfter: band.minY)
        var shifted = false
        while let current = row {
            let span = geometry.rowSpan(current)
            if span.top >= band.maxY { break }
            guard let cell = visibleCellsByRow[current] ?? makeCell(for: current) else {
                // The data source changed the table while making the cell: the newer state is laid out next time.
                if generation != startGeneration { setNeedsLayout() }
                return true
            }
            guard generation == startGeneration else {
                setNeedsLayout()
                return true
            }
            if visibleCellsByRow[current] == nil {
                let change = measure(current, cell)
                visibleCellsByRow[current] = cell
                if change != 0, let anchor, current < anchor {
                    shiftContent(by: change)
                    shifted = true
                }
                cell.frame = rowFrame(current)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: current)
                guard generation == startGeneration else {
                    setNeedsLayout()
                    return true
                }
            }
            wanted.append(current)
            row = geometry.row(after: current)
        }
        // The held row keeps its cell wherever its old place scrolled to.
        if let held = reorder, let heldRow = visibleOrder.first(where: { visibleCellsByRow[$0] === held.cell }),
            !wanted.contains(heldRow)
        {
            wanted.append(heldRow)
            wanted.sort()
        }
        retireCells(keeping: Set(wanted))
        visibleOrder = wanted
        for current in wanted {
            guard let cell = visibleCellsByRow[current] else { continue }
            // A row held by its grip stays under the finger; the others leave it a gap.
            if reorder?.cell !== cell { cell.frame = rowFrame(current).offsetBy(dx: 0, dy: reorderShift(of: current)) }
            decorate(cell, at: current)
        }
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        return !shifted
    }

    /// The part of the content whose rows have cells: the bounds, and while a row is held by its grip one held row's
    /// height beyond them on both sides, since rows sliding aside for it come into the bounds from there.
    private var tilingBand: CGRect {
        guard let held = reorder else { return bounds }
        return bounds.insetBy(dx: 0, dy: -held.height)
    }

    /// Asks the data source for the cell of a row coming on screen, and prepares it; nil when the data source
    /// changed the table meanwhile.
    private func makeCell(for indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let startGeneration = generation
        rowBeingMade = indexPath
        var cell = dataSource.tableView(self, cellForRowAt: indexPath)
        rowBeingMade = nil
        guard generation == startGeneration else { return nil }
        if visibleCellsByRow.values.contains(where: { $0 === cell }) || departingCells.contains(where: { $0 === cell })
        {
            reportMisuse(
                "tableView(_:cellForRowAt: \(indexPath)) returned a cell already showing another row; "
                    + "a blank cell is shown instead")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.owningTable = self
        cell.isHidden = false
        cell.alpha = 1
        cell.setHighlighted(false, animated: false)
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        cell.editingStyle = storedEditing ? editingStyle(for: indexPath) : .none
        cell.showsReorderGrip = storedEditing && canMove(indexPath)
        cell.showsSelectionCircle = storedEditing && allowsMultipleSelectionDuringEditing
        cell.setEditing(storedEditing, animated: false)
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        return cell
    }

    /// Works out a row's real height now that it is on screen; returns how much it differs from what the index
    /// held.
    private func measure(_ indexPath: IndexPath, _ cell: UITableViewCell) -> CGFloat {
        let height: CGFloat
        switch heights {
        case .fixed:
            return 0
        case .delegate:
            guard estimatedRowHeight != 0, let tableDelegate else { return 0 }
            height = validHeight(tableDelegate.tableView(self, heightForRowAt: indexPath))
        case .selfSizing:
            let width = rowFrame(indexPath).width
            cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
            height = ListCellSizing.fittingHeight(of: cell, width: width)
        }
        guard geometry.isValid(indexPath) else { return 0 }
        let change = geometry.sections[indexPath.section].rows.setExtent(height, of: indexPath.row)
        if change != 0 {
            geometry.sections[indexPath.section].rows.refreshTotals()
            geometry.updateTops(from: indexPath.section)
        }
        return change
    }

    /// Moves the content by `dy` without telling the delegate (the content itself moved, not the user's view of
    /// it): a drag or glide in progress carries on from the moved place.
    private func shiftContent(by dy: CGFloat) {
        bounds.origin.y += dy
        drag?.startOffset.y += dy
        if let moving = animation {
            animation = ScrollAnimation(
                from: CGPoint(x: moving.from.x, y: moving.from.y + dy),
                to: CGPoint(x: moving.to.x, y: moving.to.y + dy),
                start: moving.start, curve: moving.curve, ending: moving.ending)
        }
    }

    /// Sends the cells of rows not in `kept` to the reuse pool.
    private func retireCells(keeping kept: Set<IndexPath>) {
        for row in visibleOrder where !kept.contains(row) {
            if let cell = visibleCellsByRow.removeValue(forKey: row) { retire(cell, row: row) }
        }
        // Rows measured this pass but abandoned (their cells never listed) go too.
        for (row, cell) in visibleCellsByRow where !kept.contains(row) {
            visibleCellsByRow[row] = nil
            retire(cell, row: row)
        }
    }

    /// Takes a cell off screen: out of the hierarchy (a finger on it is cancelled by the window), into the pool.
    func retire(_ cell: UITableViewCell, row: IndexPath?) {
        if tracking?.cell === cell { cancelTracking(notify: true) }
        swipedCellDidLeave(cell)
        if reorder?.cell === cell { reorder = nil }
        cell.hideSwipeActions()
        cell.removeFromSuperview()
        cell.owningTable = nil
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: identifier) }
        if let row { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: row) }
    }

    /// Every visible cell goes to the pool (a reload).
    func removeAllVisibleCells() {
        let cells = visibleOrder.compactMap { row in visibleCellsByRow[row].map { (row, $0) } }
        visibleCellsByRow.removeAll()
        visibleOrder.removeAll()
        for (row, cell) in cells { retire(cell, row: row) }
        for (_, view) in visibleHeaders { view.removeFromSuperview() }
        for (_, view) in visibleFooters { view.removeFromSuperview() }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
    }

    /// The separator and group shape of a cell at a row.
    private func decorate(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let section = geometry.sections[indexPath.section]
        let isFirst = indexPath.row == 0, isLast = indexPath.row == section.rowCount - 1
        var look = UITableViewCell.RowLook()
        look.showsSeparator = separatorStyle != .none && !(style != .plain && isLast)
        look.separatorColor = separatorColor ?? .separator
        look.separatorInset = cell.hasOwnSeparatorInset ? cell.separatorInset : separatorInset
        look.roundsTop = style == .insetGrouped && isFirst
        look.roundsBottom = style == .insetGrouped && isLast
        look.isPlain = style == .plain
        cell.rowLook = look
        if storedEditing {
            cell.editingStyle = editingStyle(for: indexPath)
            cell.showsReorderGrip = canMove(indexPath)
        }
    }

    // MARK: Headers and footers

    private func placeSections() {
        let top = bounds.minY, bottom = bounds.maxY
        var headers: [Int: UIView] = [:], footers: [Int: UIView] = [:]
        if let first = geometry.section(at: top) {
            var index = first
            while index < geometry.sections.count, geometry.sections[index].top - geometry.sectionSpacing < bottom {
                let section = geometry.sections[index]
                if section.headerHeight > 0 {
                    var y = section.top
                    if style == .plain {
                        // Pinned under the top edge while the section's rows pass beneath it.
                        let pinned = top + adjustedContentInset.top
                        y = min(max(section.top, pinned), section.bottom - section.headerHeight)
                    }
                    let frame = CGRect(x: 0, y: y, width: bounds.width, height: section.headerHeight)
                    if frame.maxY > top, let view = visibleHeaders[index] ?? makeSupplementary(index, header: true) {
                        view.frame = frame
                        headers[index] = view
                    }
                }
                if section.footerHeight > 0 {
                    var y = section.rowsBottom
                    if style == .plain {
                        // Pinned above the bottom edge while the section's rows pass above it, never above them.
                        let pinned = bottom - adjustedContentInset.bottom - section.footerHeight
                        y = max(min(section.rowsBottom, pinned), section.rowsTop)
                    }
                    let frame = CGRect(x: 0, y: y, width: bounds.width, height: section.footerHeight)
                    if frame.maxY > top, frame.minY < bottom,
                        let view = visibleFooters[index] ?? makeSupplementary(index, header: false)
                    {
                        view.frame = frame
                        footers[index] = view
                    }
                }
                index += 1
            }
        }
        for (index, view) in visibleHeaders where headers[index] !== view { retireSupplementary(view) }
        for (index, view) in visibleFooters where footers[index] !== view { retireSupplementary(view) }
        visibleHeaders = headers
        visibleFooters = footers
        // Headers and footers float above the rows (a pinned one covers the rows passing under it).
        for index in headers.keys.sorted() { if let view = headers[index] { bringSubviewToFront(view) } }
        for index in footers.keys.sorted() { if let view = footers[index] { bringSubviewToFront(view) } }
    }

    private func makeSupplementary(_ section: Int, header: Bool) -> UIView? {
        let startGeneration = generation
        let custom =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        guard generation == startGeneration, section < geometry.sections.count else { return nil }
        let view: UIView
        if let custom {
            view = custom
        } else {
            let title = header ? geometry.sections[section].headerTitle : geometry.sections[section].footerTitle
            guard let title, !title.isEmpty else { return nil }
            let standard =
                headerFooterPool.takeIdle(UITableViewHeaderFooterView.titleIdentifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: UITableViewHeaderFooterView.titleIdentifier)
            standard.prepareForReuse()
            standard.configureTitle(title, tableStyle: style, isHeader: header)
            view = standard
        }
        if view.superview !== self { addSubview(view) }
        if header {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        return view
    }

    private func retireSupplementary(_ view: UIView) {
        view.removeFromSuperview()
        if let standard = view as? UITableViewHeaderFooterView, let identifier = standard.reuseIdentifier {
            headerFooterPool.enqueue(standard, identifier: identifier)
        }
    }

    private func placeTableHeaderAndFooter() {
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(
                x: 0, y: geometry.sectionsBottom, width: bounds.width, height: tableFooterView.frame.height)
        }
    }
}
