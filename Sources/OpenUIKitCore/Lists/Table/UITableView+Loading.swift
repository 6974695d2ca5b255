import Foundation

// Loading: asking the data source and delegate for the table's shape (sections, row counts, titles, heights) and
// keeping it in the table's geometry. Only counts, titles and section heights are asked for every section; row
// heights are asked (or measured) when rows come on screen, unless estimation is off.

extension UITableView {
    /// What ``reloadData()`` does.
    func reloadEverything() {
        cancelTracking(notify: true)
        generation += 1
        selectedRows.removeAll()
        focusedRow = nil
        removeAllVisibleCells()
        loadGeometry()
        setNeedsLayout()
    }

    /// Recomputes the heights of every row (and the content size) without reloading cells: what UIKit does for an
    /// empty `beginUpdates()`/`endUpdates()` pair.
    func invalidateHeights() {
        for index in geometry.sections.indices {
            let section = geometry.sections[index]
            geometry.sections[index].rows.reset(count: section.rowCount, estimate: section.rows.estimate)
        }
        geometry.updateTops()
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        setNeedsLayout()
    }

    /// The table must ask its data source again before it next lays out or answers a question.
    func setNeedsReload(keepingCells: Bool = false) {
        needsReload = true
        setNeedsLayout()
    }

    func reloadIfNeeded() {
        guard needsReload, !isLoading else { return }
        needsReload = false
        reloadEverything()
    }

    /// Rebuilds the geometry from the data source and delegate.
    func loadGeometry() {
        needsReload = false
        isLoading = true
        defer { isLoading = false }
        let startGeneration = generation
        var model = TableGeometry()
        model.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        model.tableFooterHeight = tableFooterView?.frame.height ?? 0
        model.sectionSpacing = resolvedSectionSpacing
        guard let dataSource else {
            geometry = model
            contentSize = CGSize(width: bounds.width, height: model.contentHeight)
            return
        }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        heights = resolveRowHeightMode()
        for section in 0..<sectionCount {
            let rowCount = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            var entry = TableGeometry.Section(rows: ListExtentIndex(count: rowCount, estimate: uniformEstimate))
            entry.headerTitle = dataSource.tableView(self, titleForHeaderInSection: section)
            entry.footerTitle = dataSource.tableView(self, titleForFooterInSection: section)
            entry.headerHeight = headerHeight(section, title: entry.headerTitle)
            entry.footerHeight = footerHeight(section, title: entry.footerTitle)
            loadRowHeights(section, into: &entry.rows)
            model.sections.append(entry)
            // A data source that reloads or updates the table while being asked: the newer load wins.
            guard generation == startGeneration else { return }
        }
        model.updateTops()
        geometry = model
        contentSize = CGSize(width: bounds.width, height: model.contentHeight)
    }

    /// Where heights come from: a probe of the delegate's `heightForRowAt` tells whether it is implemented.
    private func resolveRowHeightMode() -> RowHeightMode {
        if let tableDelegate, let probe = firstRowForProbe() {
            defaultAnswers.remove(.heightForRow)
            _ = tableDelegate.tableView(self, heightForRowAt: probe)
            if !defaultAnswers.contains(.heightForRow) { return .delegate }
        }
        return rowHeight >= 0 ? .fixed(rowHeight) : .selfSizing
    }

    /// The first row of the first non-empty section, asking only for counts (for the delegate probes).
    private func firstRowForProbe() -> IndexPath? {
        guard let dataSource else { return nil }
        let sections = dataSource.numberOfSections(in: self)
        for section in 0..<max(0, min(sections, 16))
        where dataSource.tableView(self, numberOfRowsInSection: section) > 0 {
            return IndexPath(row: 0, section: section)
        }
        return nil
    }

    /// The estimate every row starts with.
    var uniformEstimate: CGFloat {
        if case .fixed(let height) = heights { return height }
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight >= 0 ? rowHeight : 44
    }

    /// Per-row estimates from the delegate, or every height when estimation is off (both cost a call per row, as
    /// in UIKit).
    private func loadRowHeights(_ section: Int, into rows: inout ListExtentIndex) {
        guard let tableDelegate, rows.count > 0 else { return }
        if estimatedRowHeight == 0, heights == .delegate {
            for row in 0..<rows.count {
                rows.setExtent(
                    tableDelegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section)), of: row)
            }
        } else if case .fixed = heights {
            return
        } else {
            defaultAnswers.remove(.estimatedHeightForRow)
            let first = tableDelegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: section))
            guard !defaultAnswers.contains(.estimatedHeightForRow) else { return }
            rows.setExtent(validHeight(first), of: 0)
            for row in 1..<max(1, rows.count) {
                let estimate = tableDelegate.tableView(
                    self, estimatedHeightForRowAt: IndexPath(row: row, section: section))
                rows.setExtent(validHeight(estimate), of: row)
            }
        }
        rows.refreshTotals()
    }

    /// A height from app code, made usable: negative, NaN and infinite heights become the estimate.
    func validHeight(_ height: CGFloat) -> CGFloat {
        guard height.isFinite, height >= 0 else { return uniformEstimate }
        return height
    }

    /// The gap above each section: UIKit's grouped spacing, or ``sectionHeaderTopPadding`` when set.
    var resolvedSectionSpacing: CGFloat {
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? 0 : 17
    }

    func headerHeight(_ section: Int, title: String?) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked >= 0, asked.isFinite { return asked }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            return fittingHeight(of: view)
        }
        guard let title, !title.isEmpty else { return style == .plain ? 0 : 18 }
        return style == .plain ? 28 : 38
    }

    func footerHeight(_ section: Int, title: String?) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked >= 0, asked.isFinite { return asked }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
            return fittingHeight(of: view)
        }
        guard let title, !title.isEmpty else { return 0 }
        return style == .plain ? 28 : 38
    }

    /// A header or footer view's height at the table's width: its fitting height for header-footer views, else
    /// its frame's.
    private func fittingHeight(of view: UIView) -> CGFloat {
        if let standard = view as? UITableViewHeaderFooterView {
            return standard.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        }
        return view.frame.height
    }
}
