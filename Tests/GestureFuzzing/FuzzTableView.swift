import Foundation
import OpenUIKit

/// A world's table view: a scroll view of the world whose id is 2 more than a multiple of 5 is one of these instead
/// of a plain scroll view. Its touches are instrumented as every world view's are (then handled: rows highlight,
/// select, swipe open and, in editing mode, reorder by their grips), and so are its cells'.
final class FuzzTableView: UITableView {
    let source = FuzzTableSource()

    init(frame: CGRect, id: Int) {
        super.init(frame: frame, style: id % 3 == 0 ? .insetGrouped : .plain)
        rowHeight = id % 2 == 0 ? 30 : UITableView.automaticDimension
        estimatedRowHeight = 36
        register(FuzzTableCell.self, forCellReuseIdentifier: "cell")
        allowsMultipleSelectionDuringEditing = id % 4 == 1
        dataSource = source
        delegate = source
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesBegan, touches)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesMoved, touches)
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesEnded, touches)
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesCancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
}

/// A row that reports its touches to the world (so each touch it saw begin must end once), then hands them to its
/// table, as a UIKit cell does.
final class FuzzTableCell: UITableViewCell {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesBegan, touches)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesMoved, touches)
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesEnded, touches)
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesCancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
}

/// The data source and delegate of a world's table: two sections of rows with titles, swipe actions on both sides,
/// delete controls and reorder grips in editing mode. Every call but the counts is a `scrollDelegate` callback where
/// the world's mutations fire, and the data changes from inside the calls by a fixed rule on the call count (so a
/// world replays the same): every 7th call deletes the row it is about, every 11th inserts one at the start, every
/// 13th turns editing mode on or off, every 17th reloads the data, every 23rd moves the first row to the end.
final class FuzzTableSource: UITableViewDataSource, UITableViewDelegate {
    private var counts = [24, 9]
    private var calls = 0

    private func fire(_ table: UITableView, about indexPath: IndexPath?) {
        WorldRun.current?.scrollDelegateCallback(table)
        calls += 1
        if calls % 7 == 0, let indexPath {
            delete(indexPath, from: table)
        } else if calls % 11 == 0 {
            counts[0] += 1
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        } else if calls % 13 == 0 {
            table.setEditing(!table.isEditing, animated: calls % 2 == 0)
        } else if calls % 17 == 0 {
            counts[1] = (counts[1] + 5) % 13
            table.reloadData()
        } else if calls % 23 == 0, counts[0] > 1 {
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: counts[0] - 1, section: 0))
        }
    }

    /// Deletes a row that exists (an index path captured earlier may be stale by now).
    private func delete(_ indexPath: IndexPath, from table: UITableView) {
        guard indexPath.count == 2, counts.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < counts[indexPath.section]
        else { return }
        counts[indexPath.section] -= 1
        table.deleteRows(at: [indexPath], with: .automatic)
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        fire(tableView, about: indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        fire(tableView, about: nil)
        return true
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        fire(tableView, about: nil)
        return indexPath.row % 3 != 0
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        fire(tableView, about: nil)
        if editingStyle == .delete { delete(indexPath, from: tableView) }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if counts.indices.contains(sourceIndexPath.section), counts.indices.contains(destinationIndexPath.section) {
            counts[sourceIndexPath.section] -= 1
            counts[destinationIndexPath.section] += 1
        }
        fire(tableView, about: destinationIndexPath)
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        fire(tableView, about: nil)
        return proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        fire(tableView, about: indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        fire(tableView, about: nil)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        fire(tableView, about: indexPath)
        return true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        fire(tableView, about: indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        fire(tableView, about: indexPath)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        fire(tableView, about: indexPath)
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        fire(tableView, about: indexPath)
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        fire(tableView, about: nil)
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        fire(tableView, about: nil)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        fire(tableView, about: nil)
        return indexPath.row % 5 == 4 ? .insert : .delete
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        fire(tableView, about: indexPath)
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        fire(tableView, about: nil)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        fire(tableView, about: nil)
        // Every third row has none: the default Delete swipe from `commit`.
        guard indexPath.row % 3 != 2 else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") {
            [weak self, weak tableView] _, _, done in
            if let self, let tableView {
                self.fire(tableView, about: nil)
                self.delete(indexPath, from: tableView)
            }
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self, weak tableView] _, _, done in
            if let self, let tableView { self.fire(tableView, about: indexPath) }
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        fire(tableView, about: nil)
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Pin") { [weak self, weak tableView] _, _, done in
                if let self, let tableView { self.fire(tableView, about: indexPath) }
                done(false)
            }
        ])
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if let table = scrollView as? UITableView { fire(table, about: nil) }
    }
}
