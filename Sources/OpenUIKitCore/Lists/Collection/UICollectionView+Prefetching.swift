import Foundation

// Prefetching: after each layout pass the collection view tells its prefetch data source about the items a
// screenful ahead in the direction of the scroll, and cancels those it announced that will not come
// (ListPrefetcher has the rules).

extension UICollectionView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let horizontal = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
        let counts = self.counts
        let announcement = prefetcher.update(
            offset: horizontal ? contentOffset.x : contentOffset.y, generation: dataGeneration,
            visible: indexPathsForVisibleItems
        ) { item, forward in
            Self.item(forward ? .after : .before, item, counts: counts)
        }
        // The data source may change the collection view from either call; the announcement was worked out before.
        if !announcement.cancel.isEmpty {
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: announcement.cancel)
        }
        if !announcement.prefetch.isEmpty {
            prefetchDataSource.collectionView(self, prefetchItemsAt: announcement.prefetch)
        }
    }

    enum ItemStep { case after, before }

    /// The item next to `indexPath` in index-path order, across sections (skipping empty ones); nil past either end.
    static func item(_ step: ItemStep, _ indexPath: IndexPath, counts: [Int]) -> IndexPath? {
        guard indexPath.count == 2, counts.indices.contains(indexPath.section) else { return nil }
        switch step {
        case .after:
            if indexPath.item + 1 < counts[indexPath.section] {
                return IndexPath(item: indexPath.item + 1, section: indexPath.section)
            }
            var section = indexPath.section + 1
            while section < counts.count {
                if counts[section] > 0 { return IndexPath(item: 0, section: section) }
                section += 1
            }
        case .before:
            if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
            var section = indexPath.section - 1
            while section >= 0 {
                if counts[section] > 0 { return IndexPath(item: counts[section] - 1, section: section) }
                section -= 1
            }
        }
        return nil
    }
}
