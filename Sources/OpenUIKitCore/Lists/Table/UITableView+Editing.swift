import Foundation

// Editing mode: rows show a delete or insert control at their leading edge (the delegate's `editingStyleForRowAt`,
// for rows the data source's `canEditRowAt` allows); tapping it commits the style to the data source, which
// updates its model and the table.

extension UITableView {
    /// What ``setEditing(_:animated:)`` does.
    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        cancelTracking(notify: true)
        storedEditing = editing
        for row in visibleOrder {
            guard let cell = visibleCellsByRow[row] else { continue }
            cell.editingStyle = editing ? editingStyle(for: row) : .none
            cell.setEditing(editing, animated: animated)
        }
        // Leaving editing mode keeps only a selection that normal mode allows.
        if !editing, !allowsSelection {
            for row in selectedRows { setRowSelected(row, false) }
        }
        setNeedsLayout()
    }

    /// The editing control a row shows while editing.
    func editingStyle(for indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// The user tapped a row's editing control: the data source commits it.
    func commitEditingControl(of cell: UITableViewCell) {
        guard let row = indexPath(for: cell), cell.editingStyle != .none else { return }
        dataSource?.tableView(self, commit: cell.editingStyle, forRowAt: row)
    }
}
