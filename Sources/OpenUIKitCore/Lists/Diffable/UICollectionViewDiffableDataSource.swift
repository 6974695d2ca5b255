import Foundation

/// A collection view data source driven by snapshots: apply a new ``NSDiffableDataSourceSnapshot`` and the
/// collection view animates from the old data to the new.
///
/// Mirrors `UICollectionViewDiffableDataSource`. It makes itself the collection view's `dataSource` (which, as in
/// UIKit, does not retain it: keep it in a property). Its cell provider is asked for the cell of each item on
/// screen, with the item's identifier; ``supplementaryViewProvider`` for supplementary views.
/// ``apply(_:animatingDifferences:completion:)`` diffs the current snapshot against the new one and runs the
/// result as one batch update (``UICollectionView/performBatchUpdates(_:completion:)``): deleted items fade out,
/// inserted ones fade in, moved ones slide. The first apply, and ``applySnapshotUsingReloadData(_:completion:)``,
/// reload the data instead.
///
/// Difference: `apply` runs on the main actor only (UIKit also allows a background queue).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes the supplementary views (headers, footers) the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = Snapshot()
    private var hasApplied = false
    /// What a user's reordering may move and who hears it: items move only when ``ReorderingHandlers/canReorderItem``
    /// is set and says so, as in UIKit. The moved item is in the current snapshot before `didReorder` is called.
    open var reorderingHandlers = ReorderingHandlers()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the data as last applied.
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the differences from the current one as one batch update, animated when
    /// `animatingDifferences` and the collection view is in a window; `completion` when it is done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView, hasApplied else {
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        var update = difference.update
        collectionView.performBatchUpdates(
            {
                self.current = snapshot
                collectionView.batch = update
                update = BatchUpdate()
            }, animated: animatingDifferences,
            completion: { _ in completion?() })
        if !difference.reconfigured.isEmpty { collectionView.reconfigureItems(at: difference.reconfigured) }
    }

    /// Shows `snapshot` by reloading the collection view's data, with no animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        hasApplied = true
        collectionView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.items.indices.contains(indexPath.section),
            current.items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell; one that returns nil is reported (UIKit raises) and a plain cell shown.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let identifier = itemIdentifier(for: indexPath),
            let cell = cellProvider(collectionView, indexPath, identifier)
        {
            return cell
        }
        return collectionView.placeholderCell(
            reporting: "UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.placeholderSupplementaryView(
            reporting: "UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) for \(indexPath)"
                + " (set supplementaryViewProvider)")
    }

    // MARK: Reordering

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorderItem(item)
    }

    /// Moves the item in the current snapshot to where the user dropped it (the collection view already shows it
    /// there), between `willReorder` and `didReorder`.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let moved = current.movingItem(at: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: current, finalSnapshot: moved)
        reorderingHandlers.willReorder?(transaction)
        current = moved
        reorderingHandlers.didReorder?(transaction)
    }
}

extension UICollectionViewDiffableDataSource {
    /// The closures of a user's reordering of a diffable collection view's items.
    ///
    /// Mirrors `UICollectionViewDiffableDataSource.ReorderingHandlers`: `canReorderItem` says whether an item may be
    /// lifted (reordering is off while it is nil), `willReorder` and `didReorder` hear each drop that moved an item
    /// with its transaction.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }
}
