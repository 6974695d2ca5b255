import Foundation

/// Which rows or items a table or collection view asks its prefetch data source for, and which it cancels.
///
/// UIKit's prefetching (`UITableViewDataSourcePrefetching`, `UICollectionViewDataSourcePrefetching`) announces the
/// elements about to come on screen in the direction the content is scrolling, and cancels those it announced when
/// they will not come after all: the scroll reversed, or they fell out of the window ahead. OpenUIKit's window ahead
/// is one screenful: as many elements past the visible ones as are visible. Elements that come on screen leave the
/// prefetched set without a cancel (their cell was asked for, which is what the prefetch prepared for). A change of
/// the data (a reload or a batch update) forgets the set without cancelling, since its index paths no longer name
/// the same elements.
struct ListPrefetcher {
    /// What to tell the prefetch data source, in this order.
    struct Announcement: Equatable {
        var cancel: [IndexPath] = []
        var prefetch: [IndexPath] = []
    }

    private var prefetched: Set<IndexPath> = []
    private var lastOffset: CGFloat?
    private var forward = true
    private var generation: Int?

    /// Works out the next announcement. `offset` is the content offset along the scrolling axis, `visible` the
    /// index paths on screen, and `step(path, forward)` the next index path in data order (nil past either end).
    mutating func update(
        offset: CGFloat, generation: Int, visible: [IndexPath], step: (IndexPath, Bool) -> IndexPath?
    ) -> Announcement {
        if self.generation != generation {
            self.generation = generation
            prefetched.removeAll()
        }
        if let lastOffset, offset != lastOffset { forward = offset > lastOffset }
        lastOffset = offset
        guard let first = visible.min(), let last = visible.max() else {
            return Announcement()
        }
        let visibleSet = Set(visible)
        var ahead: [IndexPath] = []
        var cursor: IndexPath? = forward ? last : first
        while ahead.count < visible.count, let current = cursor, let next = step(current, forward) {
            if !visibleSet.contains(next) { ahead.append(next) }
            cursor = next
        }
        let aheadSet = Set(ahead)
        prefetched.subtract(visibleSet)
        var announcement = Announcement()
        announcement.cancel = prefetched.subtracting(aheadSet).sorted()
        announcement.prefetch = ahead.filter { !prefetched.contains($0) }
        prefetched = aheadSet
        return announcement
    }
}
