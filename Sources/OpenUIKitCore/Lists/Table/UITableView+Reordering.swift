import Foundation

// Reordering: in editing mode, rows whose data source answers `canMoveRowAt` with true show a grip at their
// trailing edge. A finger or the mouse pressed on it lifts the row, which follows the drag while the rows it passes
// slide aside to open a gap; the delegate's `targetIndexPathForMoveFromRowAt` may redirect each proposed place.
// Letting go drops the row in the gap and tells the data source `moveRowAt`, which moves it in the model (the
// table already shows it there, as in UIKit). Held near the top or bottom edge, the row scrolls the table by itself
// (``EdgeAutoscroller``: faster the nearer the edge), the row staying under the finger and its place following. The
// table asks the data source for nothing else on the way: a data source that changes the table from any of these
// calls (or from `scrollViewDidScroll` while it scrolls) ends the drag, with the row where the change put it.

extension UITableView {
    /// A row being dragged by its grip.
    struct ReorderState {
        let cell: UITableViewCell
        /// Where the row was when it was picked up.
        let source: IndexPath
        /// Where it would land now (in the table's rows after the move).
        var destination: IndexPath
        /// The place last offered to the delegate (it may have chosen another).
        var proposed: IndexPath
        /// How far below the row's top the finger holds it.
        let grip: CGFloat
        let height: CGFloat
        let generation: Int
    }

    /// Whether the data source lets a row move.
    func canMove(_ indexPath: IndexPath) -> Bool {
        dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    }

    /// Whether a press at `point` (table coordinates) is on a visible row's reorder grip.
    func reorderMayBegin(at point: CGPoint) -> Bool {
        guard storedEditing, reorder == nil, let row = indexPathForRow(at: point), let cell = visibleCellsByRow[row],
            cell.showsReorderGrip
        else { return false }
        return cell.reorderGripFrame.contains(convert(point, to: cell))
    }

    func reorderDidChange(_ recognizer: TableReorderRecognizer) {
        switch recognizer.state {
        case .began:
            guard let point = recognizer.holdingLocation(in: self), let row = indexPathForRow(at: point),
                let cell = visibleCellsByRow[row]
            else { return }
            let startGeneration = generation
            cancelTracking(notify: true)
            if swipe != nil { closeSwipe(animated: true) }
            // The delegate calls those made may have changed the table: then the press picks up nothing.
            guard generation == startGeneration, visibleCellsByRow[row] === cell else { return }
            reorder = ReorderState(
                cell: cell, source: row, destination: row, proposed: row, grip: point.y - cell.frame.minY,
                height: cell.frame.height, generation: generation)
            bringSubviewToFront(cell)
        case .changed:
            guard let point = recognizer.holdingLocation(in: self) else { return }
            dragReorderedRow(to: point.y)
            autoscrollWhileReordering()
        case .ended:
            reorderAutoscroller?.stop()
            finishReordering()
        case .cancelled, .failed:
            cancelReordering()
        default:
            break
        }
    }

    /// Starts or stops scrolling by itself for where the held row's finger is.
    private func autoscrollWhileReordering() {
        guard reorder != nil else {
            reorderAutoscroller?.stop()
            return
        }
        if reorderAutoscroller == nil {
            reorderAutoscroller = EdgeAutoscroller(
                scrollView: self,
                location: { [weak self] in
                    guard let self, self.reorder != nil else { return nil }
                    return self.reorderRecognizer.holdingLocation(in: self)
                },
                didScroll: { [weak self] point in self?.dragReorderedRow(to: point.y) })
        }
        reorderAutoscroller?.update()
    }

    /// Moves the held row with the finger and finds where it would land.
    private func dragReorderedRow(to y: CGFloat) {
        guard let current = reorder else { return }
        guard current.generation == generation, geometry.isValid(current.source) else {
            // The data source changed the table under the drag: the drag is over.
            reorder = nil
            setNeedsLayout()
            return
        }
        let top = min(max(y - current.grip, 0), max(0, geometry.sectionsBottom - current.height))
        current.cell.frame.origin.y = top
        // The row's drawing stops at the content's ends, its place follows the finger: held above the first row's
        // middle it goes first, below the last one's it goes last.
        let proposed = proposedDestination(forCentreAt: y - current.grip + current.height / 2, source: current.source)
        guard proposed != current.proposed else { return }
        reorder?.proposed = proposed
        var target = proposed
        if let tableDelegate {
            let startGeneration = generation
            let asked = tableDelegate.tableView(
                self, targetIndexPathForMoveFromRowAt: current.source, toProposedIndexPath: proposed)
            guard generation == startGeneration, reorder != nil else {
                reorder = nil
                setNeedsLayout()
                return
            }
            if isValidDestination(asked, from: current.source) {
                target = asked
            } else {
                reportMisuse(
                    "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) returned \(asked), which is "
                        + "not a place the row can go; \(proposed) is used")
            }
        }
        guard target != reorder?.destination else { return }
        reorder?.destination = target
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { self.placeRowsAroundReorderedRow() })
    }

    /// The place the held row would take with its centre at `y`: after the rows of the section under it whose
    /// middles are above `y` (not counting the row itself).
    private func proposedDestination(forCentreAt y: CGFloat, source: IndexPath) -> IndexPath {
        let sectionIndex = geometry.section(at: y) ?? source.section
        let section = geometry.sections[sectionIndex]
        var above: Int
        if y < section.rowsTop || section.rowCount == 0 {
            above = 0
        } else if y >= section.rowsBottom {
            above = section.rowCount
        } else {
            let row = section.rows.index(at: y - section.rowsTop) ?? 0
            let middle = section.rowsTop + section.rows.start(of: row) + section.rows.extent(of: row) / 2
            above = row + (y >= middle ? 1 : 0)
        }
        if sectionIndex == source.section, source.row < above { above -= 1 }
        return IndexPath(row: above, section: sectionIndex)
    }

    /// Whether a row from `source` can land at `destination` (in the rows after the move).
    private func isValidDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard destination.count == 2, destination.section >= 0, destination.section < geometry.sections.count,
            destination.row >= 0
        else { return false }
        let count = geometry.sections[destination.section].rowCount
        return destination.row <= (destination.section == source.section ? count - 1 : count)
    }

    /// How far a row slides to open the gap for the held row: rows between where it was and where it would land
    /// move by its height.
    func reorderShift(of row: IndexPath) -> CGFloat {
        guard let current = reorder, row != current.source else { return 0 }
        let source = current.source, destination = current.destination
        let sameSection = source.section == destination.section
        if destination > source {
            let passed = row > source && (sameSection ? row <= destination : row < destination)
            return passed ? -current.height : 0
        }
        if destination < source {
            return row >= destination && row < source ? current.height : 0
        }
        return 0
    }

    /// Puts every visible row but the held one in its place around the gap.
    func placeRowsAroundReorderedRow() {
        for row in visibleOrder {
            guard let cell = visibleCellsByRow[row], cell !== reorder?.cell else { continue }
            cell.frame = rowFrame(row).offsetBy(dx: 0, dy: reorderShift(of: row))
        }
    }

    /// Drops the held row in the gap and tells the data source.
    private func finishReordering() {
        guard let current = reorder else { return }
        reorder = nil
        reorderAutoscroller?.stop()
        guard current.generation == generation, geometry.isValid(current.source) else {
            setNeedsLayout()
            return
        }
        let source = current.source, destination = current.destination
        guard source != destination else {
            settleRows()
            return
        }
        let startGeneration = generation
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        guard generation == startGeneration else { return }
        // The move slides every row from where it shows now (the held one from under the finger) to its place.
        moveRow(at: source, to: destination)
    }

    /// Ends a drag without moving the row: everything slides back to its place.
    func cancelReordering() {
        reorderAutoscroller?.stop()
        guard reorder != nil else { return }
        reorder = nil
        settleRows()
    }

    private func settleRows() {
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: {
                for row in self.visibleOrder {
                    self.visibleCellsByRow[row]?.frame = self.rowFrame(row)
                }
            })
    }
}
