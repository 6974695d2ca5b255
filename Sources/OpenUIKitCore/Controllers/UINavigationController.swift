import Foundation

/// A stack of view controllers showing the top one's view.
///
/// Mirrors enough of `UINavigationController` for the responder chain of Docs/EventModel.md: the navigation
/// controller's view holds a content view, the top controller's view fills it, so the top controller's ``next``
/// (its view's superview) leads through the navigation controller's view to the navigation controller and on to
/// the window. Partial: no navigation bar and no transitions (see `Docs/UIKitParity.md`).
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    /// The view the top controller's view is placed in.
    public let contentView = UIView(frame: .zero)

    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    public override init() {
        super.init()
    }

    open override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        contentView.frame = root.bounds
        root.addSubview(contentView)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showTopViewController()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        contentView.frame = view.bounds
        topViewController?.viewIfLoaded?.frame = contentView.bounds
    }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { topViewController }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        topViewController?.viewIfLoaded?.removeFromSuperview()
        addChild(viewController)
        viewControllers.append(viewController)
        showTopViewController()
        viewController.didMove(toParent: self)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        showTopViewController()
        return top
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        while let top = viewControllers.popLast() {
            top.viewIfLoaded?.removeFromSuperview()
            top.removeFromParent()
        }
        for controller in controllers { pushViewController(controller, animated: animated) }
    }

    private func showTopViewController() {
        guard isViewLoaded, let top = topViewController else { return }
        contentView.frame = view.bounds
        top.view.frame = contentView.bounds
        contentView.addSubview(top.view)
    }
}
