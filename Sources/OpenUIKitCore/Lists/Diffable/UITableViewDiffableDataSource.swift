import Foundation

/// A table view data source driven by snapshots: apply a new ``NSDiffableDataSourceSnapshot`` and the table
/// animates from the old rows to the new.
///
/// Mirrors `UITableViewDiffableDataSource`. It makes itself the table's `dataSource` (which, as in UIKit, does not
/// retain it: keep it in a property). Its cell provider is asked for the cell of each row on screen, with the row's
/// item identifier. ``apply(_:animatingDifferences:completion:)`` diffs the current snapshot against the new one
/// and runs the result as one batch update with ``defaultRowAnimation``: deleted rows fade out, inserted ones fade
/// in, moved ones slide. The first apply, and ``applySnapshotUsingReloadData(_:completion:)``, reload the table
/// instead.
///
/// Editing follows UIKit: rows can be neither edited nor moved until a subclass overrides
/// `tableView(_:canEditRowAt:)` or `tableView(_:canMoveRowAt:)`; a subclass that overrides
/// `tableView(_:commit:forRowAt:)` gets the table's delete controls and its default Delete swipe action. When the
/// user drags a row to a new place, this class moves its item in the current snapshot (a subclass that overrides
/// `tableView(_:moveRowAt:to:)` calls `super` to keep that).
///
/// Differences: `apply` runs on the main actor only (UIKit also allows a background queue); a section that moves is
/// deleted and inserted again (the table has no section moves), so its rows fade instead of sliding.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// How inserted, deleted and reloaded rows animate when a snapshot is applied with animation (`.automatic` by
    /// default, as in UIKit).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic
    private var current = Snapshot()
    private var hasApplied = false

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the data as last applied.
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the differences from the current one as one batch update, animated with
    /// ``defaultRowAnimation`` when `animatingDifferences` and the table is in a window; `completion` when it is
    /// done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView, hasApplied else {
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        let changes = TableSnapshotChanges(difference.update)
        let animation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performBatchUpdates(
            {
                self.current = snapshot
                changes.record(in: tableView, animation: animation)
            }, completion: { _ in completion?() })
        if !difference.reconfigured.isEmpty {
            tableView.reconfigureRows(at: difference.reconfigured.map { IndexPath(row: $0.item, section: $0.section) })
        }
    }

    /// Shows `snapshot` by reloading the table, with no animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        hasApplied = true
        tableView?.reloadData()
        completion?()
    }

    /// The item a row shows; nil for a row that does not exist.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.items.indices.contains(indexPath.section),
            current.items[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return current.items[indexPath.section][indexPath.row]
    }

    /// The row that shows an item; nil when the item is not in the current snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell; one that returns nil is reported (UIKit raises) and a blank cell shown.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let identifier = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, identifier) {
            return cell
        }
        UIApplication.reportProgrammingError(
            "UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)", about: tableView)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False: override to let rows show editing controls and swipe actions, as in UIKit.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// False: override to let rows be reordered, as in UIKit.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: override to delete or insert the row's item (apply a new snapshot).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.noteDefaultAnswer(.commitEditing)
    }

    /// Moves the item in the current snapshot to where the user dropped its row (the table already shows it there).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        if let moved = current.movingItem(at: sourceIndexPath, to: destinationIndexPath) { current = moved }
    }
}
