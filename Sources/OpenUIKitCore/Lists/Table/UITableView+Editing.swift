import Foundation

// Editing mode: rows show a delete or insert control at their leading edge (the delegate's `editingStyleForRowAt`,
// for rows the data source's `canEditRowAt` allows). Tapping an insert control commits it at once; tapping a delete
// control slides the row aside to show a Delete confirmation button, as UIKit does, and tapping that commits the
// deletion to the data source, which updates its model and the table. Outside editing mode the same button is the
// default trailing swipe action of rows the delegate gives no actions for, when the data source implements
// `commit(_:forRowAt:)`.

extension UITableView {
    /// What ``setEditing(_:animated:)`` does.
    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        cancelTracking(notify: true)
        cancelReordering()
        if swipe != nil { closeSwipe(animated: animated) }
        storedEditing = editing
        for row in visibleOrder {
            guard let cell = visibleCellsByRow[row] else { continue }
            cell.editingStyle = editing ? editingStyle(for: row) : .none
            cell.showsSelectionCircle = editing && allowsMultipleSelectionDuringEditing
            cell.showsReorderGrip = editing && canMove(row)
            cell.setEditing(editing, animated: animated)
        }
        // Leaving editing mode keeps only a selection that normal mode allows.
        if !editing, !allowsSelection {
            for row in selectedRows { setRowSelected(row, false) }
        }
        setNeedsLayout()
    }

    /// The editing control a row shows while editing: none when several rows can be selected in editing mode (the
    /// rows show selection circles instead, as in UIKit).
    func editingStyle(for indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard !allowsMultipleSelectionDuringEditing, let dataSource, dataSource.tableView(self, canEditRowAt: indexPath)
        else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// The user tapped a row's editing control: an insertion is committed at once, a deletion asks for
    /// confirmation first.
    func commitEditingControl(of cell: UITableViewCell) {
        guard let row = indexPath(for: cell), cell.editingStyle != .none else { return }
        guard cell.editingStyle == .delete else {
            commitEdit(.insert, forRowAt: row)
            return
        }
        let configuration = UISwipeActionsConfiguration(actions: [deleteAction(for: cell, at: row)])
        configuration.performsFirstActionWithFullSwipe = false
        openSwipe(of: cell, at: row, with: configuration)
    }

    /// The red Delete button of a row (the delegate's `titleForDeleteConfirmationButtonForRowAt`, else "Delete"):
    /// it commits the deletion of whatever row its cell shows when tapped.
    func deleteAction(for cell: UITableViewCell, at indexPath: IndexPath) -> UIContextualAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, done in
            guard let self, let cell, let row = self.indexPath(for: cell) else {
                done(false)
                return
            }
            done(self.commitEdit(.delete, forRowAt: row))
        }
    }

    /// Sends the data source an edit the user committed, and learns from it whether the data source implements
    /// `commit(_:forRowAt:)` (the protocol's default tells the table when it runs). Returns whether it does.
    @discardableResult
    func commitEdit(_ style: UITableViewCell.EditingStyle, forRowAt row: IndexPath) -> Bool {
        guard let dataSource else { return false }
        defaultAnswers.remove(.commitEditing)
        dataSource.tableView(self, commit: style, forRowAt: row)
        let implements = !defaultAnswers.contains(.commitEditing)
        if self.dataSource === dataSource { commitsEditing = implements }
        return implements
    }

    /// Whether a row gets the default Delete swipe: UIKit gives it when the data source implements
    /// `commit(_:forRowAt:)`. Swift without the Objective-C runtime cannot tell an implementation from the protocol's
    /// default without calling it, and a call would delete a row of a data source that deletes whatever style it is
    /// given, so the table never calls it to find out. It knows after the first edit the user commits; until then a
    /// data source that answers `canEditRowAt` itself, or a delegate that answers `editingStyleForRowAt` itself,
    /// says that rows are meant to be edited. (A data source implementing `commit` alone gets the swipe only after
    /// its first committed edit: Docs/UIKitParity.md.)
    func offersDefaultDeleteSwipe(canEditAnswered: Bool, styleAnswered: Bool) -> Bool {
        commitsEditing ?? (canEditAnswered || styleAnswered)
    }
}
