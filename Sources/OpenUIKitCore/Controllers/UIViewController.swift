import Foundation

/// Manages a view hierarchy and sits in the responder chain just above its root view.
///
/// Mirrors `UIViewController`: the root view's ``UIView/next`` is the controller, and the controller's ``next`` is its
/// view's superview (or, for a presented controller, the controller that presented it; Docs/EventModel.md, "The
/// responder chain"). The view is created on first access by ``loadView()`` followed by ``viewDidLoad()``.
///
/// The appearance cycle follows UIKit's order (Docs/UIKitParity.md lists each case): a window's root controller
/// appears when the window is shown (`viewWillAppear`, layout, `viewDidAppear`) and disappears when it is hidden;
/// containers (``UINavigationController``, presentation) bracket their transitions with
/// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``; a child whose view enters or leaves
/// the window of an appeared parent is told on its own. A controller hears each callback once per transition:
/// repeated begins in the same direction are ignored, as in UIKit. Difference: `viewDidAppear` for a window's root
/// comes right after the layout pass, not on the next turn of the run loop.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Where a controller is in its appearance cycle.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    private var loadedView: UIView?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    open var title: String? {
        didSet { if title != oldValue { titleDidChange() } }
    }

    var appearanceState = AppearanceState.disappeared
    /// The controller's `overrideUserInterfaceStyle` (Traits/UIViewController+Traits.swift).
    var storedOverrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    private var appearanceAnimated = false
    /// The current transition was begun because the root view entered or left a window (not by a container).
    private var appearanceDrivenByWindow = false

    /// True between `willMove(toParent:)` and `didMove(toParent:)` of a container adding this controller.
    public internal(set) var isMovingToParent = false
    /// True while a container removes this controller (a pop).
    public internal(set) var isMovingFromParent = false
    /// True while this controller is being presented.
    public internal(set) var isBeingPresented = false
    /// True while this controller is being dismissed.
    public internal(set) var isBeingDismissed = false

    // Presentation state (UIViewController+Presentation.swift).
    var presentationRecord: PresentationRecord?
    public internal(set) weak var presentingViewController: UIViewController?
    /// The controller this one presents, when this one is the outermost container (presentations hang from it).
    var ownPresentedViewController: UIViewController?
    /// The controller presented by this one or by one of its ancestors, as in UIKit.
    public var presentedViewController: UIViewController? { presentationAnchor.ownPresentedViewController }
    /// How ``present(_:animated:completion:)`` shows this controller. Default `.automatic` (a centred sheet, as
    /// iOS 13 and later show `.automatic`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The size a sheet or form-sheet presentation gives this controller's view; zero lets the presenter choose.
    open var preferredContentSize: CGSize = .zero
    /// Supplies the presentation controller of a `.custom` presentation (UIPresentationController.swift). Not
    /// owning, as in UIKit.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The size to give a child content container within `parentSize` (``UIContentContainer``); the parent's size
    /// by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Editing mode (UIViewController+Editing.swift).
    var storedEditing = false
    var storedEditButtonItem: UIBarButtonItem?

    /// Whether the controller lets the user edit its content; setting it calls ``setEditing(_:animated:)`` without
    /// animation, as in UIKit.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: UIKit's default records the state and turns ``editButtonItem`` into Done (or
    /// back into Edit). Overrides call `super` and then update their views.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        storedEditButtonItem?.showEditing(editing)
    }

    /// A bar button item that toggles editing mode: Edit while not editing and Done (the bold style) while editing,
    /// and a tap calls ``setEditing(_:animated:)`` with the other state, animated. Made on first access and kept.
    open var editButtonItem: UIBarButtonItem { makeEditButtonItemIfNeeded() }
    /// The item a ``UITabBarController`` shows for this controller: made on first access with the controller's
    /// ``title`` (and no image), as UIKit's. Setting nil makes a fresh one on the next access.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            (parent as? UITabBarController)?.tabItemDidChange()
        }
    }
    private var storedTabBarItem: UITabBarItem?

    /// The navigation item a navigation bar shows for this controller, made on first access.
    public private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem(title: "")
        item.title = title
        return item
    }()

    /// Makes a controller whose view comes from `loadView()`. UIKit's designated initializer; OpenUIKit has no nib
    /// files: a named nib is recorded (``nibName``, ``nibBundle``), and `loadView()` loads it only if it was
    /// registered in code (UINib.swift); otherwise it makes a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Makes a controller from an archive. As UIKit's, required of every subclass with initializers of its own;
    /// the coder is not read (OpenUIKit has no storyboards).
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`, as in UIKit.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib named at initialisation (never loaded: OpenUIKit has no nib files).
    open private(set) var nibName: String?
    /// The bundle named at initialisation.
    open private(set) var nibBundle: Bundle?

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
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view. The default loads the nib named at initialisation when one is registered
    /// (``UINib/register(name:contents:)``: its first view), else makes a plain ``UIView`` as large as the screen, as
    /// UIKit's does (a container or window then sizes it), so layout written in `viewDidLoad` from `view.bounds`
    /// sees a real size; override to build your own and assign it to ``view`` (without calling `super`).
    open func loadView() {
        // A nib named at initialisation, registered in code (UINib.swift), gives the view, as UIKit loads it.
        if let nibName, UINib.isRegistered(nibName),
            let root = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self).lazy
                .compactMap({ $0 as? UIView }).first
        {
            view = root
            return
        }
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}

    /// Called in the layout pass when the root view's ``UIView/safeAreaInsets`` changed, right after the view's
    /// ``UIView/safeAreaInsetsDidChange()`` and before ``viewWillLayoutSubviews()``.
    open func viewSafeAreaInsetsDidChange() {}

    /// Insets added to the root view's safe area (for bars the controller draws itself); the change is reported in
    /// the next layout pass.
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            if additionalSafeAreaInsets != .zero { UIView.safeAreaInsetsInUse = true }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// ``updateProperties()`` is due when the view is next laid out; true until the first pass, as in UIKit.
    var needsUpdateProperties = true

    /// Configures the controller's content and styling before layout, as UIKit's (iOS 26): called in the layout
    /// pass just before its view's ``UIView/updateProperties()``, once after each ``setNeedsUpdateProperties()`` and
    /// once before the view's first layout, with `@Observable` reads tracked (Views/UIView+UpdateProperties.swift).
    /// The default does nothing.
    open func updateProperties() {}

    /// Asks for ``updateProperties()`` in the next layout pass of the controller's view (coalesced).
    open func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        loadedView?.markSubtreeNeedsUpdateProperties()
    }

    /// Runs the pending property updates of this controller, its view and everything in the view's subtree now.
    open func updatePropertiesIfNeeded() {
        loadedView?.updatePropertiesIfNeeded()
    }
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called before a segue shows its destination. OpenUIKit's storyboards have no segues, so it is called only by
    /// app code that performs a ``UIStoryboardSegue`` itself; kept so UIKit code that prepares for segues compiles.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether a segue may run. Never asked by OpenUIKit (no segues); true by default, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Runs the segue `identifier`: OpenUIKit's storyboards have none, so this reports a diagnostic and shows
    /// nothing (UIKit raises for an unknown identifier).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        UIApplication.reportProgrammingError(
            "performSegue(withIdentifier: \"\(identifier)\"): OpenUIKit's storyboards have no segues; present or push "
                + "the destination in code", about: view)
    }
    /// Called when memory runs low. Mirrors UIKit's method; OpenUIKit never calls it (Linux gives no such warning).
    open func didReceiveMemoryWarning() {}
    /// The status bar's look over this controller. Kept for UIKit code; a desktop window shows no status bar.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar hides over this controller. Kept for UIKit code, as above.
    open var prefersStatusBarHidden: Bool { false }
    /// Asks for the status bar's look to be read again: nothing to do without a status bar.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The orientations the controller supports (UIKit's default on iPad: all). A desktop window does not rotate.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// Whether the controller rotates with the device (UIKit's default: true). A desktop window does not rotate.
    open var shouldAutorotate: Bool { true }
    /// Called after the controller's ``traitCollection`` changed, before its view hears of it (Traits/
    /// UIViewController+Traits.swift). UIKit's `UITraitEnvironment` method.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Appearance

    /// The view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is shown (its transition, if animated, has finished).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be taken away.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has been taken away.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether this controller passes appearance callbacks on to its children whose views are inside its view. Custom
    /// containers that call ``beginAppearanceTransition(_:animated:)`` on their children themselves return false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance (`isAppearing`) or disappearance: sends `viewWillAppear` or `viewWillDisappear`, unless
    /// the controller is already going that way, and passes it on to the children that follow this controller.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false): return
        default: break
        }
        appearanceAnimated = animated
        appearanceDrivenByWindow = false
        if isAppearing { loadViewIfNeeded() }
        let followers = appearanceFollowers
        if isAppearing {
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in followers { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``: sends `viewDidAppear` or
    /// `viewDidDisappear` and passes it on to the children.
    open func endAppearanceTransition() {
        let followers = appearanceFollowers
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in followers { child.endAppearanceTransition() }
    }

    /// The children whose appearance follows this controller's: those whose views are inside its view.
    var appearanceFollowers: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) ?? false }
    }

    /// Appears or disappears at once (an unanimated transition).
    func performAppearanceTransition(_ isAppearing: Bool, animated: Bool = false) {
        beginAppearanceTransition(isAppearing, animated: animated)
        if isAppearing { loadedView?.window?.layoutIfNeeded() }
        endAppearanceTransition()
    }

    /// The root view is about to move to `window`: a child of an appeared parent starts to appear or disappear.
    /// A window's root and presented controllers are driven by the window and the presentation instead.
    func rootViewWillMove(toWindow window: UIWindow?) {
        guard let parent, presentingViewController == nil else { return }
        let parentShown = parent.appearanceState == .appeared || parent.appearanceState == .appearing
        if let window, !window.isHidden, parentShown, appearanceState == .disappeared {
            beginAppearanceTransition(true, animated: false)
            appearanceDrivenByWindow = true
        } else if window == nil, appearanceState == .appeared {
            beginAppearanceTransition(false, animated: false)
            appearanceDrivenByWindow = true
        }
    }

    /// The root view moved: ends a transition ``rootViewWillMove(toWindow:)`` began.
    func rootViewDidMoveToWindow() {
        guard appearanceDrivenByWindow else { return }
        appearanceDrivenByWindow = false
        endAppearanceTransition()
    }

    // MARK: - Presentation (UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` over this controller's window, as its ``modalPresentationStyle`` says.
    /// Presenting while already presenting, a controller that is already shown, or from a controller not in a window
    /// or on its way out (being dismissed) is a programming error (UIKit logs a warning for each) and does nothing.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        performPresentation(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented or, when it presented none, this controller (or the outermost
    /// container of this one) from its presenter. Controllers presented above the dismissed one go with it, at once.
    /// Nothing presented: the completion runs and nothing else happens.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: - Responder chain

    /// The presenting controller for a presented one; else the superview of the controller's view; for a view not
    /// in a hierarchy, the parent controller.
    open override var next: UIResponder? {
        if let presenting = presentingViewController { return presenting }
        if let superview = loadedView?.superview { return superview }
        return parent
    }

    override var firstResponderWindow: UIWindow? { loadedView?.window }

    // MARK: - Containment

    /// Adds `child` as a child controller and sends it `willMove(toParent:)`, as UIKit does; its view is not added,
    /// and `didMove(toParent:)` is yours to send once it is in place.
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent and sends it `didMove(toParent: nil)`; `willMove(toParent: nil)` is
    /// yours to send first, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller among this controller and its ancestors (UIKit's answer for the controller
    /// itself when it is one is its own parent's; for a navigation controller nested in another that is the outer).
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest controller of type `type` among this controller's ancestors.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var ancestor = parent
        while let controller = ancestor {
            if let match = controller as? Container { return match }
            ancestor = controller.parent
        }
        return nil
    }

    /// The title changed: a navigation bar or tab bar showing it redraws.
    func titleDidChange() {
        navigationItem.title = title
        // UIKit's title sets the tab bar item's title too.
        storedTabBarItem?.title = title
    }

    /// A short name for logs: the title, else the type name.
    public var debugName: String { title ?? String(describing: type(of: self)) }
}
