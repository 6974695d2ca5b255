import Foundation

// Swipe actions of list rows: in a section laid out by a list configuration with swipe-action providers, a
// horizontal drag on a `UICollectionViewListCell` (touch, mouse drag, or a two-finger touchpad swipe) slides its
// content aside over the provider's actions, with the table's rules (the same recognizer arbitrates with the
// collection view's pan): let go past half the buttons' width (or with a flick) and the row stays open; past 60 % of
// the row with `performsFirstActionWithFullSwipe` and the first action runs; a tap on a button runs its action, whose
// completion closes the row. A touch anywhere else, a scroll, or a swipe on another row closes the open row first.

extension UICollectionView: SwipeActionsHost {
    /// A list row being swiped or left open.
    struct ListSwipe {
        let cell: UICollectionViewListCell
        let configuration: UISwipeActionsConfiguration
        let trailing: Bool
        var startOffset: CGFloat
        var isOpen: Bool
    }

    /// Adds the swipe recognizer the first time a layout with swipe-action providers is prepared (other collection
    /// views never have it).
    func installSwipeRecognizerIfNeeded() {
        guard swipeRecognizer.view == nil, collectionViewLayout.hasSwipeActionsProviders else { return }
        swipeRecognizer.install(on: self) { [weak self] recognizer in self?.swipeDidChange(recognizer) }
    }

    func swipeMayBegin(at point: CGPoint, leftward: Bool) -> Bool {
        guard let hit = listCell(at: point) else { return false }
        let (cell, indexPath) = hit
        if let open = listSwipe, open.cell !== cell {
            // The drag only closes the open row.
            closeListSwipe(animated: true)
            swipeOnlyCloses = true
            return true
        }
        if let open = listSwipe, open.cell === cell { return open.trailing == leftward || open.isOpen }
        return swipeConfiguration(for: indexPath, trailing: leftward) != nil
    }

    /// The list cell on screen under `point` (collection view coordinates) and its item.
    private func listCell(at point: CGPoint) -> (UICollectionViewListCell, IndexPath)? {
        guard let indexPath = indexPathForItem(at: point),
            let cell = cellForItem(at: indexPath) as? UICollectionViewListCell
        else { return nil }
        return (cell, indexPath)
    }

    /// The provider's actions for a swipe that way; a configuration with no actions turns swiping off, as in UIKit.
    private func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard
            let provider = collectionViewLayout.swipeActionsProvider(forSection: indexPath.section, trailing: trailing),
            let configuration = provider(indexPath), !configuration.actions.isEmpty
        else { return nil }
        return configuration
    }

    private func beginListSwipe(
        of cell: UICollectionViewListCell, with configuration: UISwipeActionsConfiguration, trailing: Bool
    ) {
        endHighlightTracking(notify: true)
        listSwipe = ListSwipe(
            cell: cell, configuration: configuration, trailing: trailing, startOffset: 0, isOpen: false)
        cell.showSwipeActions(configuration.actions, trailing: trailing) { [weak self] action, button in
            self?.performListSwipeAction(action, from: button)
        }
    }

    /// Shows a row's trailing actions fully open (a tap on its delete accessory).
    func revealTrailingSwipeActions(of cell: UICollectionViewListCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        if listSwipe != nil { closeListSwipe(animated: true) }
        guard let configuration = swipeConfiguration(for: indexPath, trailing: true), self.indexPath(for: cell) != nil
        else { return }
        beginListSwipe(of: cell, with: configuration, trailing: true)
        listSwipe?.isOpen = true
        cell.slideSwipe(to: -CGFloat(configuration.actions.count) * UITableView.swipeActionWidth)
    }

    func swipeDidChange(_ recognizer: TableSwipeRecognizer) {
        switch recognizer.state {
        case .began:
            guard !swipeOnlyCloses, let down = recognizer.downLocation else { return }
            let leftward = recognizer.translation(in: self).x < 0
            guard let hit = listCell(at: convert(down, from: nil)) else { return }
            let (cell, indexPath) = hit
            if let open = listSwipe, open.cell === cell {
                listSwipe?.startOffset = cell.swipeOffset
                return
            }
            // The provider is app code: it may have changed the data; the cell must still show the item.
            guard let configuration = swipeConfiguration(for: indexPath, trailing: leftward),
                self.indexPath(for: cell) == indexPath
            else { return }
            beginListSwipe(of: cell, with: configuration, trailing: leftward)
        case .changed:
            guard let current = listSwipe else { return }
            current.cell.swipeOffset = current.cell.draggedSwipeOffset(
                start: current.startOffset, translation: recognizer.translation(in: self).x, trailing: current.trailing)
        case .ended:
            guard !swipeOnlyCloses, let current = listSwipe else {
                swipeOnlyCloses = false
                return
            }
            let actions = current.configuration.actions
            let release = current.cell.swipeRelease(
                actions: actions.count, trailing: current.trailing, velocity: recognizer.velocity(in: self).x,
                fullSwipe: current.configuration.performsFirstActionWithFullSwipe)
            if release == .performFirstAction {
                performListSwipeAction(actions[0], from: current.cell)
            } else if case .open(let offset) = release {
                listSwipe?.isOpen = true
                current.cell.slideSwipe(to: offset)
            } else {
                closeListSwipe(animated: true)
            }
        case .cancelled, .failed:
            if listSwipe?.isOpen == false { closeListSwipe(animated: true) }
            swipeOnlyCloses = false
        default:
            break
        }
    }

    /// Runs an action's handler; its completion closes the row (a deletion is the handler's to make).
    private func performListSwipeAction(_ action: UIContextualAction, from view: UIView) {
        guard let cell = listSwipe?.cell else { return }
        action.handler(action, view) { [weak self] _ in
            guard let self, self.listSwipe?.cell === cell else { return }
            self.closeListSwipe(animated: true)
        }
    }

    /// A swiped row's cell left the screen (deleted, reloaded, scrolled off): its actions go with it.
    func swipedListCellDidLeave(_ cell: UICollectionReusableView) {
        guard let current = listSwipe, current.cell === cell else { return }
        listSwipe = nil
        current.cell.hideSwipeActions()
    }

    /// Slides an open or half-open row back.
    func closeListSwipe(animated: Bool) {
        guard let current = listSwipe else { return }
        listSwipe = nil
        let cell = current.cell
        guard animated, window != nil else {
            cell.hideSwipeActions()
            return
        }
        cell.slideSwipeClosed()
    }
}
