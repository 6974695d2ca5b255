import Foundation

/// A table's rows as accessibility elements (``AccessibilityList``): the cells on screen in index-path order with
/// each section's header before its rows and its footer after them; every row, on screen or not, by index path;
/// selecting a row goes through `willSelectRowAt`/`didSelectRowAt` as a tap does.
@_spi(Accessibility) extension UITableView: AccessibilityList {
    public var accessibilityListItems: [AnyObject] {
        var items: [AnyObject] = []
        if let tableHeaderView { items.append(tableHeaderView) }
        let visible = indexPathsForVisibleRows ?? []
        let sections = Set(visible.map(\.section)).sorted()
        for section in sections {
            if let header = headerView(forSection: section) { items.append(header) }
            for indexPath in visible where indexPath.section == section {
                if let cell = cellForRow(at: indexPath) { items.append(cell) }
            }
            if let footer = footerView(forSection: section) { items.append(footer) }
        }
        if let tableFooterView { items.append(tableFooterView) }
        return items
    }

    public func accessibilityIndexPath(of item: AnyObject) -> IndexPath? {
        (item as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    public var accessibilityRowCount: Int {
        (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
    }

    public var accessibilitySectionCount: Int { numberOfSections }

    public func accessibilityRowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    public func accessibilityCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    public func accessibilityRowRect(at indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }

    public var accessibilitySelectedRows: [IndexPath] { indexPathsForSelectedRows ?? [] }

    public func accessibilityIsRowSelected(at indexPath: IndexPath) -> Bool {
        accessibilitySelectedRows.contains(indexPath)
    }

    public func accessibilitySelectRow(at indexPath: IndexPath) -> Bool {
        guard accessibilityIsValid(indexPath), allowsSelectionNow else { return false }
        if !accessibilityIsRowSelected(at: indexPath) { userSelect(indexPath) }
        return accessibilityIsRowSelected(at: indexPath)
    }

    public func accessibilityDeselectRow(at indexPath: IndexPath) -> Bool {
        guard accessibilityIsValid(indexPath) else { return false }
        if accessibilityIsRowSelected(at: indexPath) { userDeselect(indexPath) }
        return !accessibilityIsRowSelected(at: indexPath)
    }

    public func accessibilityScrollToRow(at indexPath: IndexPath) {
        guard accessibilityIsValid(indexPath) else { return }
        scrollToRow(at: indexPath, at: .none, animated: false)
        layoutIfNeeded()
    }
}
