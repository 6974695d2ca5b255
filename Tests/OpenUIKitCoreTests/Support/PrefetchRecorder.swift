import Foundation
import OpenUIKitCore
import OpenUIKitTesting

/// A prefetch data source for tables and collection views that logs each call as `"prefetch 16,17"` or
/// `"cancel 16,17"` (rows or items, with `s:` before them outside section 0), then runs `mutate`: the place tests
/// change the data from inside a prefetch callback.
@MainActor
final class PrefetchRecorder: UICollectionViewDataSourcePrefetching, UITableViewDataSourcePrefetching {
    let log: CallbackLog
    var mutate: ((String) -> Void)?

    init(log: CallbackLog) {
        self.log = log
    }

    private func record(_ name: String, _ indexPaths: [IndexPath]) {
        let items = indexPaths.map { $0.section == 0 ? "\($0[1])" : "\($0.section):\($0[1])" }
        log.append("\(name) \(items.joined(separator: ","))")
        mutate?(name)
    }

    /// The log entry for `name` of items `items` of section 0, in that order.
    static func entry(_ name: String, _ items: some Sequence<Int>) -> String {
        "\(name) \(items.map(String.init).joined(separator: ","))"
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        record("prefetch", indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        record("cancel", indexPaths)
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        record("prefetch", indexPaths)
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        record("cancel", indexPaths)
    }
}
