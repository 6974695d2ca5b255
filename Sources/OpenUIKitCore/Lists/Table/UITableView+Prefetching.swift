import Foundation

// Prefetching: after each tiling the table tells its prefetch data source about the rows a screenful ahead in the
// direction of the scroll, and cancels those it announced that will not come (ListPrefetcher has the rules).

extension UITableView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let geometry = self.geometry
        let announcement = prefetcher.update(
            offset: contentOffset.y, generation: generation, visible: visibleOrder.filter { geometry.isValid($0) }
        ) { row, forward in
            forward ? geometry.row(after: row) : geometry.row(before: row)
        }
        // The data source may change the table from either call; the announcement was worked out before.
        if !announcement.cancel.isEmpty {
            prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: announcement.cancel)
        }
        if !announcement.prefetch.isEmpty {
            prefetchDataSource.tableView(self, prefetchRowsAt: announcement.prefetch)
        }
    }
}
