import Foundation

/// A stack of view controllers showing the top one's view under a navigation bar.
///
/// Mirrors `UINavigationController`: push and pop (to a controller, to the root, or a whole new stack) with or
/// without a slide, the containment calls UIKit makes (`willMove(toParent:)` when a controller is pushed and
/// `didMove(toParent:)` once it is in place; `willMove(toParent: nil)` before a pop and `didMove(toParent: nil)`
/// after), and the appearance order UIKit uses:
///
///     push B over A:  B.willMove(toParent:), A.viewWillDisappear, B.viewWillAppear, (slide), A.viewDidDisappear,
///                     B.viewDidAppear, B.didMove(toParent:)
///     pop B off A:    B.willMove(toParent: nil), B.viewWillDisappear, A.viewWillAppear, (slide),
///                     B.viewDidDisappear, B.didMove(toParent: nil), A.viewDidAppear
///
/// The navigation controller's view holds the ``navigationBar`` and a content view; the top controller's view
/// fills the content view, so the top controller's ``next`` (its view's superview) leads through the navigation
/// controller's view to the navigation controller and on to the window (Docs/EventModel.md). The content view
/// runs under the bar, as in UIKit, and the children's views get the bar's height in `safeAreaInsets.top`
/// (reported through `safeAreaInsetsDidChange()` and `viewSafeAreaInsetsDidChange()` in the layout pass, and again
/// when the bar is hidden or shown). Differences: the pop gesture (``interactivePopGestureRecognizer``) pops when
/// the finger lifts rather than following it; no toolbar.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first. Setting it is ``setViewControllers(_:animated:)`` without animation, as in UIKit.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The view the top controller's view is placed in. OpenUIKit extension.
    public let contentView = UIView(frame: .zero)
    public let navigationBar = UINavigationBar(frame: .zero)
    public private(set) var isNavigationBarHidden = false
    private var transition: ControllerTransition?
    /// The pan from the left edge that pops the top controller (see `NavigationPopGestureRecognizer` for how it
    /// differs from UIKit's, which follows the finger). On the controller's view once it is loaded.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? =
        NavigationPopGestureRecognizer(navigationController: self)

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.navigationController = self
    }

    open override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .systemBackground
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        if let interactivePopGestureRecognizer { root.addGestureRecognizer(interactivePopGestureRecognizer) }
        view = root
        layoutBarAndContent()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { install(top) }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBarAndContent()
    }

    public var topViewController: UIViewController? { viewControllers.last }
    /// The top controller, or the controller it presents.
    public var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    open var navigationBarHeight: CGFloat { isNavigationBarHidden ? 0 : UINavigationBar.standardHeight }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        layoutBarAndContent()
    }

    // MARK: - Push and pop

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }),
            viewController.presentingViewController == nil
        else {
            UIApplication.reportProgrammingError(
                "pushViewController: \(viewController.debugName) is already shown; ignored", about: viewIfLoaded)
            return
        }
        transition?.finish()
        let previous = topViewController
        addChild(viewController)
        viewController.isMovingToParent = true
        stack.append(viewController)
        syncBarItems()
        guard isViewLoaded, let previous else {
            if isViewLoaded { install(viewController) }
            viewController.isMovingToParent = false
            viewController.didMove(toParent: self)
            return
        }
        let live = isShowing
        if live {
            // UIKit loads the incoming view before the outgoing controller hears viewWillDisappear.
            viewController.loadViewIfNeeded()
            previous.beginAppearanceTransition(false, animated: animated)
            viewController.beginAppearanceTransition(true, animated: animated)
        }
        install(viewController)
        view.window?.layoutIfNeeded()
        let width = contentView.bounds.width
        transition = ControllerTransition.run(
            animated: animated,
            step: { progress in
                viewController.viewIfLoaded?.frame.origin.x = (width * (1 - progress)).rounded()
                previous.viewIfLoaded?.frame.origin.x = (-0.3 * width * progress).rounded()
            },
            completion: { [weak self] in
                guard let self else { return }
                self.transition = nil
                previous.viewIfLoaded?.removeFromSuperview()
                previous.viewIfLoaded?.frame.origin.x = 0
                if live {
                    previous.endAppearanceTransition()
                    viewController.endAppearanceTransition()
                }
                viewController.isMovingToParent = false
                viewController.didMove(toParent: self)
            })
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(toIndex: viewControllers.count - 2, animated: animated).last
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        return pop(toIndex: 0, animated: animated)
    }

    /// Pops to `viewController`; one that is not on the stack is a programming error and pops nothing (UIKit
    /// raises).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            UIApplication.reportProgrammingError(
                "popToViewController: \(viewController.debugName) is not on the stack; ignored", about: viewIfLoaded)
            return nil
        }
        return pop(toIndex: index, animated: animated)
    }

    /// Replaces the stack: controllers that leave are removed, new ones added, the new top appears in place of the
    /// old one (without a slide).
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        transition?.finish()
        var unique: [UIViewController] = []
        for controller in controllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let oldTop = topViewController
        let leaving = viewControllers.filter { old in !unique.contains { $0 === old } }
        let arriving = unique.filter { new in !viewControllers.contains { $0 === new } }
        let newTop = unique.last
        let live = isShowing && oldTop !== newTop
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        if live {
            newTop?.loadViewIfNeeded()  // before the outgoing controller hears viewWillDisappear, as in UIKit
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        stack = unique
        syncBarItems()
        if oldTop !== newTop {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            if isViewLoaded, let newTop { install(newTop) }
        }
        if live {
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
        }
        for controller in leaving { controller.removeFromParent() }
        for controller in arriving { controller.didMove(toParent: self) }
    }

    // MARK: - Machinery

    /// Whether the navigation controller is on screen, so its children's appearance must be told.
    private var isShowing: Bool { appearanceState == .appeared || appearanceState == .appearing }

    private func pop(toIndex index: Int, animated: Bool) -> [UIViewController] {
        transition?.finish()
        guard index < viewControllers.count - 1 else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        let top = popped[popped.count - 1]
        let revealed = viewControllers[index]
        for controller in popped.reversed() {
            controller.willMove(toParent: nil)
            controller.isMovingFromParent = true
        }
        stack.removeSubrange((index + 1)...)
        syncBarItems()
        // Controllers under the top one leave without appearing.
        for controller in popped.dropLast() {
            controller.removeFromParent()
            controller.isMovingFromParent = false
        }
        guard isViewLoaded else {
            top.removeFromParent()
            top.isMovingFromParent = false
            return popped
        }
        let live = isShowing
        if live {
            top.beginAppearanceTransition(false, animated: animated)
            revealed.beginAppearanceTransition(true, animated: animated)
        }
        install(revealed, below: top.viewIfLoaded)
        view.window?.layoutIfNeeded()
        let width = contentView.bounds.width
        transition = ControllerTransition.run(
            animated: animated,
            step: { progress in
                top.viewIfLoaded?.frame.origin.x = (width * progress).rounded()
                revealed.viewIfLoaded?.frame.origin.x = (-0.3 * width * (1 - progress)).rounded()
            },
            completion: { [weak self] in
                self?.transition = nil
                top.viewIfLoaded?.removeFromSuperview()
                top.viewIfLoaded?.frame.origin.x = 0
                if live { top.endAppearanceTransition() }
                top.removeFromParent()
                top.isMovingFromParent = false
                if live { revealed.endAppearanceTransition() }
            })
        return popped
    }

    private func install(_ controller: UIViewController, below sibling: UIView? = nil) {
        controller.view.frame = contentView.bounds
        if let sibling, sibling.superview === contentView {
            contentView.insertSubview(controller.view, belowSubview: sibling)
        } else {
            contentView.addSubview(controller.view)
        }
    }

    private func syncBarItems() {
        navigationBar.items = viewControllers.map { controller in
            let item = controller.navigationItem
            if item.title == nil { item.title = controller.title }
            return item
        }
    }

    private func layoutBarAndContent() {
        guard let root = viewIfLoaded else { return }
        let bar = navigationBarHeight
        navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: UINavigationBar.standardHeight)
        // The content runs under the bar, as in UIKit; the bar's height reaches the children as safe-area insets.
        contentView.frame = root.bounds
        contentView.containerSafeAreaInsets = UIEdgeInsets(top: bar, left: 0, bottom: 0, right: 0)
        for controller in viewControllers {
            guard let view = controller.viewIfLoaded, view.superview === contentView else { continue }
            view.frame.size = contentView.bounds.size
        }
    }
}
