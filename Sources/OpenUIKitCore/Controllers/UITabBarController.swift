import Foundation

/// A row of tabs, each showing one child view controller's view above a ``UITabBar``.
///
/// Mirrors `UITabBarController`: ``viewControllers`` (the children, in tab order; their
/// ``UIViewController/tabBarItem``s are the bar's items), ``selectedIndex`` and ``selectedViewController`` (setting
/// either switches tabs without asking the delegate, as in UIKit), and a tap on a tab asks the ``delegate``'s
/// `tabBarController(_:shouldSelect:)`, switches, then tells `tabBarController(_:didSelect:)` (also for the tab
/// already selected). Switching while on screen sends UIKit's appearance order: the old child's
/// `viewWillDisappear`, the new child's `viewWillAppear`, the old `viewDidDisappear`, the new `viewDidAppear`. A
/// new tab's view is loaded before any of these. The children are the controller's children (`addChild`, then
/// `didMove(toParent:)`), their views run under the bar, and the bar's height reaches them as
/// `safeAreaInsets.bottom`, as in UIKit. Differences: no "More" tab (any number of tabs share the bar), no
/// customizing, no tab-switch animations (`animated` is ignored), and a tap on the selected tab does not pop a
/// navigation controller to its root.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar. Its items are the children's ``UIViewController/tabBarItem``s; its delegate is this controller.
    public let tabBar = UITabBar(frame: .zero)
    open weak var delegate: (any UITabBarControllerDelegate)?
    private var tabs: [UIViewController] = []
    private var selectedTab: UIViewController?
    /// The view the selected child's view fills. OpenUIKit-internal, as the navigation controller's content view.
    private let contentView = UIView(frame: .zero)

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.controller = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.controller = self
    }

    /// The children in tab order; nil when there are none. Setting it is ``setViewControllers(_:animated:)``.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected child's index, or `NSNotFound` when there are no children, as in UIKit. An index out of range
    /// is ignored.
    open var selectedIndex: Int {
        get { selectedTab.flatMap { tab in tabs.firstIndex { $0 === tab } } ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(tabs[newValue])
        }
    }

    /// The selected child. Setting a controller that is not a child is ignored.
    open var selectedViewController: UIViewController? {
        get { selectedTab }
        set {
            guard let newValue, tabs.contains(where: { $0 === newValue }) else { return }
            select(newValue)
        }
    }

    /// Replaces the children: those that leave are removed, new ones added; the selection stays on its controller if
    /// it is still a child, else moves to the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let leaving = tabs.filter { old in !unique.contains { $0 === old } }
        let arriving = unique.filter { new in !tabs.contains { $0 === new } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        tabs = unique
        tabBar.items = tabs.compactMap { $0.tabBarItem }
        let keep = selectedTab.flatMap { tab in tabs.contains { $0 === tab } ? tab : nil }
        if let next = keep ?? tabs.first {
            select(next)
        } else {
            select(nil)
        }
        for controller in leaving {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in arriving { controller.didMove(toParent: self) }
    }

    open override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .systemBackground
        root.addSubview(contentView)
        root.addSubview(tabBar)
        view = root
        layoutBarAndContent()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let selectedTab { install(selectedTab) }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBarAndContent()
    }

    // MARK: - Machinery

    /// A child's ``UIViewController/tabBarItem`` was replaced: the bar shows the new one.
    func tabItemDidChange() {
        tabBar.items = tabs.compactMap { $0.tabBarItem }
        tabBar.selectedItem = selectedTab?.tabBarItem
    }

    /// A tap on `item` in the bar.
    func tabBarTapped(_ item: UITabBarItem) {
        guard let controller = tabs.first(where: { $0.tabBarItem === item }) else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        // The delegate may have replaced the tabs while it was asked: a controller that is no longer one is not
        // selected (nor announced), whatever the answer.
        guard tabs.contains(where: { $0 === controller }) else { return }
        select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Whether the tab bar controller is on screen, so its children's appearance must be told.
    private var isShowing: Bool { appearanceState == .appeared || appearanceState == .appearing }

    private func select(_ controller: UIViewController?) {
        let old = selectedTab
        tabBar.selectedItem = controller?.tabBarItem
        guard old !== controller else { return }
        let live = isShowing
        if live {
            controller?.loadViewIfNeeded()  // before the old tab hears viewWillDisappear, as in UIKit
            old?.beginAppearanceTransition(false, animated: false)
            controller?.beginAppearanceTransition(true, animated: false)
        }
        selectedTab = controller
        if let oldView = old?.viewIfLoaded, oldView.superview === contentView { oldView.removeFromSuperview() }
        if isViewLoaded, let controller { install(controller) }
        if live {
            old?.endAppearanceTransition()
            controller?.endAppearanceTransition()
        }
    }

    private func install(_ controller: UIViewController) {
        controller.view.frame = contentView.bounds
        contentView.addSubview(controller.view)
    }

    private func layoutBarAndContent() {
        guard let root = viewIfLoaded else { return }
        let height = UITabBar.standardHeight
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
        // The content runs under the bar, as in UIKit; the bar's height reaches the child as a safe-area inset.
        contentView.frame = root.bounds
        contentView.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        if let view = selectedTab?.viewIfLoaded, view.superview === contentView {
            view.frame = contentView.bounds
        }
    }
}

extension UIViewController {
    /// The nearest tab bar controller among this controller's ancestors, as UIKit's.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
