import Foundation

/// What a navigation bar shows for one view controller: its title (or a custom title view), the back button the
/// next controller's bar shows, and the bar button items on either side.
///
/// Mirrors `UINavigationItem`. Changing any property redraws the bar that shows the item.
@preconcurrency @MainActor
open class UINavigationItem {
    open var title: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changed() } }
    /// The back button the bar shows when the next controller is on top; nil shows the title (or "Back").
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The back button's title when there is no ``backBarButtonItem``.
    open var backButtonTitle: String? { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Shown under the title by UIKit's large-title bars; kept, not drawn.
    open var prompt: String?

    /// The bar showing this item, told when it changes.
    weak var bar: UINavigationBar?

    public init(title: String) {
        self.title = title
    }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    func changed() {
        bar?.itemsDidChange()
    }
}
