import Foundation

/// UIKit's index-path accessors for tables and collections (`IndexPath(row:section:)`, `.row`, `.section`,
/// `IndexPath(item:section:)`, `.item`), which Foundation on Linux lacks. As in UIKit, an index path for a row or
/// an item has two indexes, the section first; reading `row`, `section` or `item` of one with fewer traps, as there.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in a table view's section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in a collection view's section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
