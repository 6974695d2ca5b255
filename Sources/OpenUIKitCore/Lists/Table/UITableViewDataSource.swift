import Foundation

/// Tells a table view what it shows: its sections, rows and cells, and what may be edited and moved.
///
/// Mirrors `UITableViewDataSource`. ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` are
/// required; every other method has UIKit's default (one section, no titles, rows editable, none movable). The
/// table asks for cells only for rows on screen (and a small margin), as UIKit does, and app code may change
/// anything from any of these calls (Docs/Architecture.md, "Re-entrancy").
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row: usually `tableView.dequeueReusableCell(withIdentifier:for:)`, configured.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row shows editing controls and swipe actions (true by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether a row shows a reorder grip in editing mode (false by default).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user tapped a row's delete or insert control (or swiped to delete); update the model, then the table.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user dragged a row to a new place; the table already shows it there, so only the model changes.
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.noteDefaultAnswer(.canEditRow)
        return true
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.noteDefaultAnswer(.commitEditing)
    }
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// Hears which rows are about to be needed, so their data can be loaded ahead of time.
///
/// Mirrors `UITableViewDataSourcePrefetching`: with ``UITableView/isPrefetchingEnabled`` the table asks for the
/// rows just beyond the screen in the direction of scrolling, and cancels the rows it no longer expects to show.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
