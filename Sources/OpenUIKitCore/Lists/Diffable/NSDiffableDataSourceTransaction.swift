import Foundation

/// What a user's reordering did to a diffable data source's data: the snapshot before, the snapshot after, and the
/// difference between their items.
///
/// Mirrors `NSDiffableDataSourceTransaction`, handed to ``UICollectionViewDiffableDataSource/ReorderingHandlers``.
/// Difference: there are no `sectionTransactions` (OpenUIKit has no section snapshots).
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items removed from and inserted into the whole list of items (a move is a removal and an insertion).
    public let difference: CollectionDifference<ItemIdentifierType>

    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// This snapshot with the item at `source` moved to `destination` (an index path in the items after the move),
    /// as a user's reordering moves it; nil when either is not in the snapshot.
    func movingItem(at source: IndexPath, to destination: IndexPath) -> Self? {
        let sections = sectionIdentifiers
        guard source.count == 2, destination.count == 2, sections.indices.contains(source.section),
            sections.indices.contains(destination.section)
        else { return nil }
        let sourceItems = itemIdentifiers(inSection: sections[source.section])
        guard sourceItems.indices.contains(source.item) else { return nil }
        let item = sourceItems[source.item]
        var moved = self
        moved.deleteItems([item])
        let section = sections[destination.section]
        let items = moved.itemIdentifiers(inSection: section)
        if destination.item >= 0, destination.item < items.count {
            moved.insertItems([item], beforeItem: items[destination.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        return moved
    }
}
