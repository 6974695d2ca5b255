import Foundation

/// Manages a view hierarchy and sits in the responder chain just above its root view.
///
/// Mirrors `UIViewController`'s responder role: the root view's ``UIView/next`` is the controller, and the controller's
/// ``next`` is its view's superview (Docs/EventModel.md, "The responder chain"), so events and actions a view does not
/// handle reach the controller and then the views around it. The view is created on first access by ``loadView()``
/// followed by ``viewDidLoad()``. Child controllers are tracked as in UIKit's containment API.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    open var title: String?

    public override init() {
        super.init()
    }

    /// The root view, loaded on first access.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Creates the root view. The default makes a plain ``UIView``; override to build your own and assign it to
    /// ``view`` (without calling `super`).
    open func loadView() {
        view = UIView(frame: .zero)
    }

    open func viewDidLoad() {}

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: - Responder chain

    /// The superview of the controller's view; for a view not in a hierarchy, the parent controller.
    open override var next: UIResponder? {
        if let superview = loadedView?.superview { return superview }
        return parent
    }

    override var firstResponderWindow: UIWindow? { loadedView?.window }

    // MARK: - Containment

    /// Adds `child` as a child controller (its view is not added; do that yourself, as in UIKit).
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// A short name for logs: the title, else the type name.
    public var debugName: String { title ?? String(describing: type(of: self)) }
}
