import Foundation

/// One tab of a ``UITabBar``: a title, an image (and one for the selected state), a tag and a badge.
///
/// Mirrors `UITabBarItem`. A view controller's ``UIViewController/tabBarItem`` is the item a
/// ``UITabBarController`` shows for it. Differences: no `UIBarItem` superclass (OpenUIKit's bar items are separate
/// classes), system items are drawn as their words without their symbols, no appearance proxies.
@preconcurrency @MainActor
open class UITabBarItem {
    /// Mirrors `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    /// The image shown while the item is selected; ``image`` when nil.
    open var selectedImage: UIImage? {
        get { storedSelectedImage ?? image }
        set {
            storedSelectedImage = newValue
            changed()
        }
    }
    private var storedSelectedImage: UIImage?
    open var tag = 0
    open var isEnabled = true { didSet { changed() } }
    /// Text in a badge at the item's top right (a red capsule); nil shows none.
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour; UIKit's red when nil.
    open var badgeColor: UIColor? { didSet { changed() } }

    /// The bar showing this item, told when it changes.
    weak var bar: UITabBar?

    public init() {}

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        storedSelectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        title = systemItem.title
        self.tag = tag
    }

    /// Makes an item from an archive: OpenUIKit has no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {}

    private func changed() {
        bar?.itemDidChange()
    }
}
