import Foundation

// Highlight and selection: the touches a cell gets (after the scroll view's content-touch delay) come here. A
// finger on a row highlights it; lifting it selects the row; a drag (the scroll view's pan cancels the cell's
// touch) or a finger that leaves the row unhighlights it. Every delegate call may change the table (reload it,
// delete the row, remove the table): after each one the table checks that the row is still the one the finger is
// on before going on.

extension UITableView {
    // MARK: Selection state

    /// The selected row (the first selected, with multiple selection); nil when none.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in the order they were selected; nil when none, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects a row without asking or telling the delegate, as in UIKit; with single selection the previously
    /// selected row is deselected. A nil row deselects every row. The table then scrolls to show it as asked.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for row in selectedRows { setRowSelected(row, false) }
            return
        }
        guard geometry.isValid(indexPath) else {
            reportMisuse("selectRow(at: \(indexPath)): no such row")
            return
        }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != indexPath { setRowSelected(row, false) }
        }
        setRowSelected(indexPath, true)
        if scrollPosition != .none || !isRowFullyVisible(indexPath) {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row without asking or telling the delegate, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRowSelected(indexPath, false)
    }

    var allowsMultipleSelectionNow: Bool {
        storedEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var allowsSelectionNow: Bool {
        storedEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Records the selection of one row and shows it on its cell, if visible.
    func setRowSelected(_ indexPath: IndexPath, _ selected: Bool) {
        if selected {
            if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        } else {
            selectedRows.removeAll { $0 == indexPath }
        }
        visibleCellsByRow[indexPath]?.setSelected(selected, animated: false)
    }

    private func isRowFullyVisible(_ indexPath: IndexPath) -> Bool {
        let frame = rowFrame(indexPath)
        return frame.minY >= bounds.minY + adjustedContentInset.top && frame.maxY <= bounds.maxY
    }

    /// The user chose a row (tap, Return): `willSelectRowAt` (which may pick another row or none), then the
    /// rows it replaces are deselected with their `willDeselectRowAt`/`didDeselectRowAt`, then `didSelectRowAt`.
    /// With multiple selection, choosing a selected row deselects it instead.
    func userSelect(_ indexPath: IndexPath) {
        let startGeneration = generation
        guard geometry.isValid(indexPath) else { return }
        if allowsMultipleSelectionNow, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let asked: IndexPath? =
            if let tableDelegate { tableDelegate.tableView(self, willSelectRowAt: indexPath) } else { indexPath }
        guard let chosen = asked else { return }
        guard generation == startGeneration, geometry.isValid(chosen) else { return }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != chosen {
                userDeselect(row)
                guard generation == startGeneration else { return }
            }
        }
        guard geometry.isValid(chosen) else { return }
        setRowSelected(chosen, true)
        tableDelegate?.tableView(self, didSelectRowAt: chosen)
    }

    /// The user deselected a row: `willDeselectRowAt` (which may pick another row or none), `didDeselectRowAt`.
    func userDeselect(_ indexPath: IndexPath) {
        let startGeneration = generation
        let asked: IndexPath? =
            if let tableDelegate { tableDelegate.tableView(self, willDeselectRowAt: indexPath) } else { indexPath }
        guard let chosen = asked else { return }
        guard generation == startGeneration, selectedRows.contains(chosen) else { return }
        setRowSelected(chosen, false)
        tableDelegate?.tableView(self, didDeselectRowAt: chosen)
    }

    // MARK: Touches from cells

    func cellTouchesBegan(_ cell: UITableViewCell, _ touches: Set<UITouch>) {
        guard tracking == nil, let touch = touches.first, cell.owningTable === self, let row = indexPath(for: cell)
        else { return }
        if swipe != nil {
            // A touch anywhere while a row is open only closes it, as in UIKit.
            closeSwipe(animated: true)
            return
        }
        if storedEditing, cell.editingStyle != .none, touch.location(in: cell).x < cell.editingIndent {
            // The delete or insert control: no highlight; lifting on it commits.
            tracking = TouchTracking(cell: cell, row: row, isHighlighted: false, touch: touch, onEditingControl: true)
            return
        }
        guard allowsSelectionNow else { return }
        tracking = TouchTracking(cell: cell, row: row, isHighlighted: false, touch: touch)
        let startGeneration = generation
        let should = tableDelegate?.tableView(self, shouldHighlightRowAt: row) ?? true
        guard generation == startGeneration, tracking?.cell === cell else { return }
        guard should else {
            // UIKit: a row that may not highlight is not selected by a tap either.
            tracking = nil
            return
        }
        tracking?.isHighlighted = true
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: row)
    }

    func cellTouchesMoved(_ cell: UITableViewCell, _ touches: Set<UITouch>) {
        guard let current = tracking, current.cell === cell, touches.contains(current.touch) else { return }
        // A finger that slides off the row (when the table cannot scroll) lets it go.
        if !cell.bounds.contains(current.touch.location(in: cell)) { cancelTracking(notify: true) }
    }

    func cellTouchesEnded(_ cell: UITableViewCell, _ touches: Set<UITouch>) {
        guard let current = tracking, current.cell === cell, touches.contains(current.touch) else { return }
        if current.onEditingControl {
            tracking = nil
            if cell.bounds.contains(current.touch.location(in: cell)) { commitEditingControl(of: cell) }
            return
        }
        guard current.isHighlighted, let row = indexPath(for: cell) else {
            tracking = nil
            return
        }
        let startGeneration = generation
        let point = current.touch.location(in: cell)
        if cell.accessoryView == nil,
            cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton,
            cell.accessoryFrame.insetBy(dx: -8, dy: 0).contains(point)
        {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: row)
        } else {
            userSelect(row)
        }
        // The row may be gone (deleted or reloaded from didSelect): then its highlight was already cleared.
        guard tracking?.cell === cell else { return }
        let unhighlighted = generation == startGeneration ? row : indexPath(for: cell)
        tracking = nil
        cell.setHighlighted(false, animated: false)
        if let unhighlighted { tableDelegate?.tableView(self, didUnhighlightRowAt: unhighlighted) }
    }

    func cellTouchesCancelled(_ cell: UITableViewCell, _ touches: Set<UITouch>) {
        guard let current = tracking, current.cell === cell, touches.contains(current.touch) else { return }
        cancelTracking(notify: true)
    }

    /// Lets go of the row under the finger: unhighlights it and (when `notify` and the row still exists) tells
    /// the delegate.
    func cancelTracking(notify: Bool) {
        guard let current = tracking else { return }
        tracking = nil
        guard current.isHighlighted else { return }
        current.cell.setHighlighted(false, animated: false)
        if notify, current.cell.owningTable === self, let row = indexPath(for: current.cell) {
            tableDelegate?.tableView(self, didUnhighlightRowAt: row)
        }
    }
}
