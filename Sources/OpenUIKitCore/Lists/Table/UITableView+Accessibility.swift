import Foundation

/// A table's rows as accessibility elements (``AccessibilityList``): the cells on screen in index-path order with
/// each section's header before its rows and its footer after them; selecting a row goes through
/// `willSelectRowAt`/`didSelectRowAt` as a tap does.
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

    public func accessibilitySelect(_ item: AnyObject) -> Bool {
        guard let indexPath = accessibilityIndexPath(of: item), allowsSelectionNow else { return false }
        if !(indexPathsForSelectedRows ?? []).contains(indexPath) { userSelect(indexPath) }
        return (indexPathsForSelectedRows ?? []).contains(indexPath)
    }

    public func accessibilityDeselect(_ item: AnyObject) -> Bool {
        guard let indexPath = accessibilityIndexPath(of: item) else { return false }
        if (indexPathsForSelectedRows ?? []).contains(indexPath) { userDeselect(indexPath) }
        return !(indexPathsForSelectedRows ?? []).contains(indexPath)
    }
}
