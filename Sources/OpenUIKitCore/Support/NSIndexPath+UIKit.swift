import Foundation

/// UIKit's accessors on `NSIndexPath`, for code written before `IndexPath` (`(indexPath as NSIndexPath).row`), which
/// Foundation on Linux lacks. As in UIKit, reading one of an index path with fewer than two indexes traps.
extension NSIndexPath {
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index.
    public var section: Int { index(atPosition: 0) }
    /// The row in a table view's section: the second index.
    public var row: Int { index(atPosition: 1) }
    /// The item in a collection view's section: the second index.
    public var item: Int { index(atPosition: 1) }
}
