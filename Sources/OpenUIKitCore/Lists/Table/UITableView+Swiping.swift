import Foundation

// Swipe actions: a horizontal drag (or a two-finger touchpad swipe) on a row slides its content aside and reveals
// the delegate's trailing (drag to the left) or leading (drag to the right) actions as buttons. Let go past half the
// buttons' width (or with a flick) and the row stays open; past 60 % of the row with
// `performsFirstActionWithFullSwipe` and the first action runs. Tapping a button runs its action; the handler's
// completion closes the row. A touch anywhere else on the table, a scroll, or a swipe on another row closes the
// open row first, as in UIKit. The delegate hears `willBeginEditingRowAt` when a row's actions appear and
// `didEndEditingRowAt` when they go.

extension UITableView {
    /// The width of one action's button.
    static let swipeActionWidth: CGFloat = 74

    /// A row being swiped or left open.
    struct SwipeState {
        let cell: UITableViewCell
        let configuration: UISwipeActionsConfiguration
        /// Trailing actions (the row slid left) or leading ones.
        let trailing: Bool
        /// Where the content sat when the drag began.
        var startOffset: CGFloat
        var isOpen: Bool
    }

    /// Whether a drag from `point` (table coordinates) to the left or right may open a row's actions. A row already
    /// open elsewhere closes instead, and the drag does nothing more.
    func swipeMayBegin(at point: CGPoint, leftward: Bool) -> Bool {
        guard !storedEditing, let row = indexPathForRow(at: point), let cell = visibleCellsByRow[row] else {
            return false
        }
        if let open = swipe, open.cell !== cell {
            // The drag only closes the open row: it begins, so the row under it is neither selected nor swiped.
            closeSwipe(animated: true)
            swipeOnlyCloses = true
            return true
        }
        if let open = swipe, open.cell === cell { return open.trailing == leftward || open.isOpen }
        return swipeConfiguration(for: row, trailing: leftward) != nil
    }

    /// The actions a swipe that way reveals: the delegate's, or (trailing, when the delegate gives none) the default
    /// Delete button of a row whose editing style is `.delete` and whose data source implements
    /// `commit(_:forRowAt:)`, as UIKit shows it. A configuration with no actions turns swiping off, as in UIKit.
    private func swipeConfiguration(for row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        defaultAnswers.subtract([.canEditRow, .editingStyleForRow])
        guard let dataSource, dataSource.tableView(self, canEditRowAt: row) else { return nil }
        let canEditAnswered = !defaultAnswers.contains(.canEditRow)
        let configuration =
            trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
        if let configuration { return configuration.actions.isEmpty ? nil : configuration }
        let startGeneration = generation
        guard trailing, (tableDelegate?.tableView(self, editingStyleForRowAt: row) ?? .delete) == .delete,
            generation == startGeneration,
            offersDefaultDeleteSwipe(
                canEditAnswered: canEditAnswered,
                styleAnswered: tableDelegate != nil && !defaultAnswers.contains(.editingStyleForRow)),
            let cell = visibleCellsByRow[row]
        else { return nil }
        return UISwipeActionsConfiguration(actions: [deleteAction(for: cell, at: row)])
    }

    /// Shows a row's actions fully open (the delete confirmation of editing mode).
    func openSwipe(of cell: UITableViewCell, at row: IndexPath, with configuration: UISwipeActionsConfiguration) {
        if swipe != nil { closeSwipe(animated: true) }
        beginSwipe(of: cell, at: row, with: configuration, trailing: true)
        guard swipe?.cell === cell else { return }
        swipe?.isOpen = true
        cell.slideSwipe(to: -CGFloat(configuration.actions.count) * Self.swipeActionWidth)
    }

    /// Puts a row's action buttons behind it and tells the delegate the row is being edited.
    private func beginSwipe(
        of cell: UITableViewCell, at row: IndexPath, with configuration: UISwipeActionsConfiguration, trailing: Bool
    ) {
        cancelTracking(notify: true)
        swipe = SwipeState(cell: cell, configuration: configuration, trailing: trailing, startOffset: 0, isOpen: false)
        cell.showSwipeActions(configuration.actions, trailing: trailing) { [weak self] action, button in
            self?.performSwipeAction(action, from: button)
        }
        tableDelegate?.tableView(self, willBeginEditingRowAt: row)
    }

    func swipeDidChange(_ recognizer: TableSwipeRecognizer) {
        switch recognizer.state {
        case .began:
            guard !swipeOnlyCloses, let down = recognizer.downLocation else { return }
            let start = convert(down, from: nil)
            let leftward = recognizer.translation(in: self).x < 0
            guard let row = indexPathForRow(at: start), let cell = visibleCellsByRow[row] else { return }
            if let open = swipe, open.cell === cell {
                swipe?.startOffset = cell.swipeOffset
                return
            }
            guard let configuration = swipeConfiguration(for: row, trailing: leftward),
                visibleCellsByRow[row] === cell
            else { return }
            beginSwipe(of: cell, at: row, with: configuration, trailing: leftward)
        case .changed:
            guard let current = swipe else { return }
            current.cell.swipeOffset = current.cell.draggedSwipeOffset(
                start: current.startOffset, translation: recognizer.translation(in: self).x, trailing: current.trailing)
        case .ended:
            guard !swipeOnlyCloses, let current = swipe else {
                swipeOnlyCloses = false
                return
            }
            let actions = current.configuration.actions
            switch current.cell.swipeRelease(
                actions: actions.count, trailing: current.trailing, velocity: recognizer.velocity(in: self).x,
                fullSwipe: current.configuration.performsFirstActionWithFullSwipe)
            {
            case .performFirstAction: performSwipeAction(actions[0], from: current.cell)
            case .open(let offset):
                swipe?.isOpen = true
                current.cell.slideSwipe(to: offset)
            case .close: closeSwipe(animated: true)
            }
        case .cancelled, .failed:
            if swipe?.isOpen == false { closeSwipe(animated: true) }
            swipeOnlyCloses = false
        default:
            break
        }
    }

    /// Runs an action's handler; its completion closes the row (UIKit leaves a deletion to the handler).
    private func performSwipeAction(_ action: UIContextualAction, from view: UIView) {
        guard let current = swipe else { return }
        let cell = current.cell
        action.handler(action, view) { [weak self] _ in
            guard let self, self.swipe?.cell === cell else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// A row with its actions showing left the table (deleted, reloaded, reused): its actions go with it, and the
    /// delegate hears that editing the row ended (with no row: it is gone).
    func swipedCellDidLeave(_ cell: UITableViewCell) {
        guard swipe?.cell === cell else { return }
        swipe = nil
        tableDelegate?.tableView(self, didEndEditingRowAt: nil)
    }

    /// Slides an open or half-open row back.
    func closeSwipe(animated: Bool) {
        guard let current = swipe else { return }
        swipe = nil
        let cell = current.cell
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath(for: cell))
        guard animated, window != nil else {
            cell.hideSwipeActions()
            return
        }
        cell.slideSwipeClosed()
    }
}
