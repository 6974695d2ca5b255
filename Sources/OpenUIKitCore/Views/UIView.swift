import Foundation

/// A rectangle on screen that takes part in hit-testing and the responder chain.
///
/// Mirrors `UIView`'s event-handling surface: geometry (`frame`, `bounds`, `center`, `transform` about the
/// centre), the view hierarchy and its move notifications, the properties that decide whether a view takes
/// touches, and `hitTest(_:with:)` / `point(inside:with:)`, both overridable and authoritative.
///
/// Hit-testing follows Docs/EventModel.md, "Hit-testing", exactly (see ``hitTest(_:with:)``). A backend's renderer
/// draws the view (background, layer looks, ``draw(_:)``, subviews) when it changes.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Geometry storage
    // The view keeps centre, bounds and transform, as UIKit's layer does; `frame` is derived from them.
    // Properties read on every step of a hit-test are `@exclusivity(unchecked)`: they are only ever read or
    // assigned whole on the main actor, never accessed in place across a call, so the runtime's dynamic
    // exclusivity check protects nothing here and cost about a third of hit-test time (Docs/BenchmarksLog.md, "The
    // exclusivity fix").

    @exclusivity(unchecked) var storedCenter: CGPoint
    @exclusivity(unchecked) var storedBounds: CGRect
    var storedTransform: CGAffineTransform = .identity
    /// The inverse of `storedTransform`, kept so hit-testing never inverts a matrix on the hot path.
    @exclusivity(unchecked) var inverseTransform: CGAffineTransform = .identity
    @exclusivity(unchecked) var transformIsIdentity = true
    var transformIsInvertible = true

    // MARK: Hierarchy storage
    // Superview and window are not owning, as in UIKit. They are plain pointers rather than weak references
    // because a view's `isolated deinit` clears them in its subviews, so they never dangle; weak references
    // would cost a side table per view and an atomic load per step up the chain.

    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    unowned(unsafe) var storedSuperview: UIView?
    unowned(unsafe) var storedWindow: UIWindow?
    /// Whether the window holds an unresolved whole-view mark of this view (a second mark adds nothing).
    var hasPendingMark = false
    /// The appearance the view's trait collection last had (Traits/UIView+Traits.swift); `.unspecified` until it
    /// first differs from the screen's. One byte beside the flag above: no room is added to the view.
    var reportedUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The view's token in the transaction's look journal once it recorded a change (its `deinit` then takes its
    /// entries out); 0 before. Four bytes after the two above, in room the view already has.
    var lookJournalToken: UInt32 = 0
    /// Set on a view controller's root view; makes that controller the view's next responder.
    weak var owningViewController: UIViewController?
    /// The drawn values while any property of the view animates (Animation/ViewAnimator.swift); nil otherwise.
    var animationState: ViewAnimationState?
    /// Autoresizing, margins and guides, once any is set (Layout/ViewLayoutStorage.swift).
    var storedLayoutStorage: ViewLayoutStorage?
    /// How Auto Layout and the update-properties pass refer to the view without a weak reference (a weak reference
    /// would put every retain and release of the view on the runtime's slow path); made on first use
    /// (AutoLayout/LayoutItemReference.swift) and cleared by `deinit`.
    var storedItemReference: LayoutItemReference?

    // MARK: Touch-related properties

    // The touch-related properties are `open`, as UIKit's are (apps override `isHidden` with a `didSet`). Each keeps
    // its value in a final stored property that hit-testing and rendering read directly, so those hot paths pay no
    // dynamic dispatch; an override's getter is what app code and UIKit's public surface see.

    @exclusivity(unchecked) final var storedIsHidden = false
    @exclusivity(unchecked) final var storedAlpha: CGFloat = 1
    @exclusivity(unchecked) final var storedIsUserInteractionEnabled = true
    final var storedClipsToBounds = false

    /// Hidden views and their subviews take no touches. Windows start hidden, as in UIKit.
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            // Hiding or showing changes the area of marked ancestors that do not clip.
            resolvePendingMarksBeforeGeometryChange()
            journalChange(of: self, from: storedIsHidden) { view, value in
                defer { view.storedIsHidden = value }
                return view.storedIsHidden
            }
            storedIsHidden = newValue
            visibilityDidChange()
            invalidateRendering(force: true)
        }
    }

    /// Hook for subclasses in this module: a window registers with the application when shown.
    func visibilityDidChange() {
        // A hidden arranged view gives up its room in its stack view.
        (storedSuperview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
    }
    /// Views whose alpha is 0.01 or less take no touches (Docs/EventModel.md, "Hit-testing"). Clamped to 0...1.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            animatableWillChange(.alpha)
            let oldValue = storedAlpha
            storedAlpha = !(newValue >= 0) ? 0 : min(newValue, 1)
            guard storedAlpha != oldValue else { return }
            journalChange(of: self, from: oldValue) { view, value in
                defer { view.storedAlpha = value }
                return view.storedAlpha
            }
            invalidateRendering(force: true)
        }
    }
    /// When false the view and all its subviews take no touches.
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }
    /// When false the view receives only the first of several simultaneous touches.
    open var isMultipleTouchEnabled = false
    /// When true this view's touches and other views' touches in the same window exclude each other.
    open var isExclusiveTouch = false
    open var clipsToBounds: Bool {
        get { storedClipsToBounds }
        set {
            guard newValue != storedClipsToBounds else { return }
            resolvePendingMarksBeforeGeometryChange()
            storedClipsToBounds = newValue
            invalidateRendering()
        }
    }
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            animatableWillChange(.backgroundColor)
            let oldValue = storedBackgroundColor
            storedBackgroundColor = newValue
            guard newValue != oldValue else { return }
            journalChange(of: self, from: oldValue) { view, value in
                defer { view.storedBackgroundColor = value }
                return view.storedBackgroundColor
            }
            invalidateRendering()
        }
    }
    /// Kept apart from `backgroundColor` so the look journal can put an old colour back with no side effect.
    final var storedBackgroundColor: UIColor?
    open var tag = 0
    /// A name for tests, logs and the hit-test trace (UIKit's `UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?

    /// The recognizers attached to this view, in the order they were added. Nil when there are none, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            // Each old recognizer leaves exactly as removeGestureRecognizer(_:) makes it leave: one mid-gesture stops
            // and resets without another action.
            for recognizer in storedGestureRecognizers where !(newValue ?? []).contains(where: { $0 === recognizer }) {
                removeGestureRecognizer(recognizer)
            }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
            storedGestureRecognizers = (newValue ?? []).filter { $0.attachedView === self }
        }
    }
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    /// See `UIView.interactions` (Menus/UIInteraction.swift).
    var storedInteractions: [any UIInteraction] = []
    /// See `UIView.cursor` (UICursor.swift).
    var storedCursor: UICursor?

    // MARK: Initialisers

    public init(frame: CGRect) {
        let frame = frame.standardized
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Makes a view from an archive: as UIKit's, the designated initializer every subclass with initializers of
    /// its own must also provide (`required init?(coder:)`). OpenUIKit has no nibs or storyboards, so the coder is
    /// not read: the view starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        storedCenter = .zero
        storedBounds = .zero
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Interface Builder's live-rendering hook; OpenUIKit has no designer, so nothing calls it.
    open func prepareForInterfaceBuilder() {}

    // MARK: - Geometry (overridable, so declared here; conversions and the rest are in UIView+Geometry.swift)

    /// The view's extent in its superview's coordinates: the bounding box of its transformed bounds.
    ///
    /// As in UIKit, setting it while the transform is not the identity is ill-defined; OpenUIKit then moves the
    /// centre to the rect's middle and sets the bounds size to the rect's size. Overridable, as UIKit's: the toolkit
    /// sets views' frames through this property (autoresizing, stack views, containers), so an override's observers
    /// run for those changes too.
    open var frame: CGRect {
        get {
            UIView.frame(
                center: storedCenter, bounds: storedBounds, transform: transformIsIdentity ? nil : storedTransform)
        }
        set {
            let observedOld = KeyValueObserverTable.isEmpty ? nil : frame
            defer { if let observedOld { keyValueDidChange("frame", from: observedOld, to: frame) } }
            animatableWillChange(.center)
            animatableWillChange(.bounds)
            let oldSize = storedBounds.size
            invalidateRenderingBeforeGeometryChange()
            let rect = newValue.standardized
            let sizeChanged = rect.size != storedBounds.size
            storedCenter = CGPoint(x: rect.midX, y: rect.midY)
            storedBounds.size = rect.size
            geometryDidChange(sizeChanged: sizeChanged)
            if sizeChanged { sizeDidChange(from: oldSize) }
        }
    }

    /// The view's own coordinate space. Changing the origin scrolls the content (subviews shift the other way);
    /// changing the size grows or shrinks the view about its centre.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let observedOld = KeyValueObserverTable.isEmpty ? nil : storedBounds
            defer { if let observedOld { keyValueDidChange("bounds", from: observedOld, to: storedBounds) } }
            animatableWillChange(.bounds)
            let oldSize = storedBounds.size
            invalidateRenderingBeforeGeometryChange()
            let bounds = newValue.standardized
            let sizeChanged = bounds.size != storedBounds.size
            storedBounds = bounds
            geometryDidChange(sizeChanged: sizeChanged)
            if sizeChanged { sizeDidChange(from: oldSize) }
        }
    }

    /// The middle of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            let observedOld = KeyValueObserverTable.isEmpty ? nil : storedCenter
            defer { if let observedOld { keyValueDidChange("center", from: observedOld, to: storedCenter) } }
            animatableWillChange(.center)
            invalidateRenderingBeforeGeometryChange()
            storedCenter = newValue
            geometryDidChange(sizeChanged: false)
        }
    }

    /// A transform about the view's centre, applied after the bounds.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            animatableWillChange(.transform)
            invalidateRenderingBeforeGeometryChange()
            storedTransform = newValue
            transformIsIdentity = newValue.isIdentity
            transformIsInvertible = newValue.isInvertible
            // A singular transform maps no point back: NaN makes every converted point miss, while overrides of
            // the view's hitTest are still asked, as UIKit asks them.
            inverseTransform =
                newValue.isInvertible
                ? newValue.inverted()
                : CGAffineTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
            geometryDidChange(sizeChanged: false)
        }
    }

    // MARK: - Tint (overridable, so declared here; the inheritance is in UIView+Tint.swift)

    /// The first tint set on the view or an ancestor (UIKit's default blue when none is), dimmed when the
    /// effective ``tintAdjustmentMode`` is `.dimmed`. Setting nil makes the view inherit again. Changing it calls
    /// ``tintColorDidChange()`` on the view and on every descendant that inherits it, as does moving a view to where
    /// its effective tint differs.
    ///
    /// Difference: UIKit dims the tint of the windows behind a presented alert on its own; OpenUIKit dims only when
    /// app code sets `.dimmed`.
    open var tintColor: UIColor! {
        get { effectiveTint }
        set {
            let before = effectiveTint
            storedTintColor = newValue
            UIView.tintInUse = true
            if effectiveTint != before { tintDidChangeInSubtree(color: true, mode: false) }
        }
    }

    /// The adjustment applied to ``tintColor``: `.automatic` takes the superview's.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set {
            let before = effectiveTint
            storedTintAdjustmentMode = newValue
            UIView.tintInUse = true
            if effectiveTint != before { tintDidChangeInSubtree(color: false, mode: true) }
        }
    }

    /// Called when the view's effective ``tintColor`` or ``tintAdjustmentMode`` changed. Override to restyle; the
    /// default redraws the view.
    open func tintColorDidChange() {
        setNeedsDisplay()
    }

    // Not `isolated`: a subclass's plain `deinit` (UIKit code has many, in Swift 5 and 6 language modes) must match
    // its superclass's isolation, and an isolated one would make every such `deinit` an error. Views are main-actor
    // objects released on the main thread, where the teardown runs at once.
    deinit {
        // First, so that constraints, anchors and the layout engine read nil for the view from now on, as weak
        // references would.
        storedItemReference?.clear()
        let token = lookJournalToken
        if token != 0 { MainActorTeardown.run(token) { TransactionLookJournal.forget($0) } }
        let teardown = ViewTeardown(
            layer: storedLayer, recognizers: storedGestureRecognizers, subviews: storedSubviews)
        guard teardown.layer != nil || !teardown.recognizers.isEmpty || !teardown.subviews.isEmpty else { return }
        MainActorTeardown.run(teardown) { $0.perform() }
    }

    // MARK: - Hierarchy (see UIView+Hierarchy.swift)

    /// The view's children, back to front.
    public var subviews: [UIView] { storedSubviews }
    public var superview: UIView? { storedSuperview }
    /// The window the view is in; a window answers itself.
    open var window: UIWindow? { storedWindow }

    /// Removes the view from its superview (and window), cancelling any touch it is tracking. Overridable, as in
    /// UIKit (UIView+Hierarchy.swift does the work).
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    // The rest of the hierarchy's overridable members: declared here, not in UIView+Hierarchy.swift, because Swift
    // cannot override a member declared in an extension and UIKit lets subclasses override these.

    /// Adds `view` on top of the subviews; a view already elsewhere moves here (UIView+Hierarchy.swift sends the
    /// move notifications).
    open func addSubview(_ view: UIView) {
        insert(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` of ``subviews`` (clamped to the valid range). A view that is already a subview
    /// is moved to the new position.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`; if that is not a subview, `view` goes on top, as UIKit does.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = indexOfSubview(siblingSubview) else { return insert(view, at: storedSubviews.count) }
        let adjustment = (indexOfSubview(view).map { $0 < index } ?? false) ? 0 : 1
        insert(view, at: index + adjustment)
    }

    /// Inserts `view` just below `siblingSubview`; if that is not a subview, `view` goes on top, as UIKit does.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = indexOfSubview(siblingSubview) else { return insert(view, at: storedSubviews.count) }
        let adjustment = (indexOfSubview(view).map { $0 < index } ?? false) ? -1 : 0
        insert(view, at: index + adjustment)
    }

    /// Moves `view` to the front of the subviews; a view that is not a subview is ignored.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = indexOfSubview(view) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
        view.invalidateRendering()
    }

    /// Moves `view` to the back of the subviews; a view that is not a subview is ignored.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = indexOfSubview(view) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
        view.invalidateRendering()
    }

    /// Swaps the subviews at two indexes; out-of-range indexes do nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
        storedSubviews[index1].invalidateRendering()
        storedSubviews[index2].invalidateRendering()
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    /// Called after the view's ``traitCollection`` changed (Traits/UIView+Traits.swift): its appearance, from the
    /// screen or an `overrideUserInterfaceStyle` here or above. UIKit's `UITraitEnvironment` method.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: - Drawing (see UIView+Drawing.swift)

    /// The layer that backs the view (corners, border, shadow, and the content of a ``layerClass`` such as a shape
    /// or gradient layer); made on first use, of the class ``layerClass`` names.
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        let layer = CALayer.makeBackingLayer(ofClass: type(of: self).layerClass, for: self)
        storedLayer = layer
        return layer
    }
    var storedLayer: CALayer?

    /// The class of the view's layer, as UIKit's `layerClass`: override it to back the view with a
    /// ``CAShapeLayer``, ``CAGradientLayer`` or ``CAReplicatorLayer`` (UIView+LayerClass.swift says what differs).
    open class var layerClass: AnyClass { CALayer.self }

    /// Lays out the view's layer: UIKit's `CALayerDelegate` method on `UIView`, whose default runs the view's
    /// layout (``layoutSubviews()`` between the view controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()`). Override it to place sublayers, calling `super` for the view's own layout.
    ///
    /// Difference: the layout pass calls it only once the view's layer exists (made on first use of ``layer``);
    /// before that it runs the view's layout directly, so a view never asked for its layer makes none.
    open func layoutSublayers(of layer: CALayer) {
        runOwnLayout()
    }

    /// How the view's content adapts to its bounds. OpenUIKit redraws on every change, so for plain views this is
    /// stored only; ``UIImageView`` lays out its image by it.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// A promise that the view fills its bounds with opaque content; stored as a hint.
    open var isOpaque = true

    /// Draws the view's own content into the current graphics context, in the view's coordinates, after its
    /// background and before its subviews. `rect` is the part that needs drawing. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view for redrawing in the next frame.
    open func setNeedsDisplay() {
        invalidateRendering()
    }

    /// Marks `rect` (the view's coordinates) for redrawing in the next frame. Constant time: the window converts
    /// the marks when the frame takes them.
    open func setNeedsDisplay(_ rect: CGRect) {
        guard let window = storedWindow, !rect.isNull, !rect.isEmpty else { return }
        let part = rect.intersection(bounds.insetBy(dx: -layerOutset, dy: -layerOutset))
        guard !part.isEmpty else { return }
        window.mark(self, rect: part)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds.size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
    }

    /// The size that best fits `size`; the current size by default, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the content; no intrinsic metric (-1) by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // Overridable members of AutoLayout/UIView+Fitting.swift and AutoLayout/UIView+Baselines.swift.

    /// The view whose first line of text a `firstBaseline` constraint on this view aligns: the view itself by
    /// default, as in UIKit (a button answers with its title, a stack view with an arranged view).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last line of text a `lastBaseline` constraint on this view aligns: the view itself by
    /// default.
    open var forLastBaselineLayout: UIView { self }

    /// Whether the view depends on constraints to lay out: false by default, as in UIKit. OpenUIKit's layout
    /// engine starts for a window as soon as any constraint or update request reaches it, so the answer is
    /// informational.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size that satisfies the view's constraints and comes closest to `targetSize`
    /// (``layoutFittingCompressedSize`` for the smallest, ``layoutFittingExpandedSize`` for the largest), at
    /// UIKit's fitting-size priority (50) on both axes.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints, with the width held towards `targetSize.width` at
    /// `horizontalFittingPriority` and the height at `verticalFittingPriority`: `.required` fixes that length,
    /// `.fittingSizeLevel` lets the view's content decide it.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: - Layout (see UIView+Layout.swift)

    var needsLayout = false
    /// The window's layout engine has variables for this view, so a change of its frame must reach the engine.
    var isInLayoutEngine = false
    /// Some descendant needs layout; lets a layout pass skip clean subtrees.
    var descendantNeedsLayout = false
    /// ``updateProperties()`` is due in the next layout pass; true until the first pass that reaches the view, as
    /// UIKit configures every view once before its first layout (UIView+UpdateProperties.swift).
    var needsUpdateProperties = true
    /// The view or a descendant (or its view controller) needs its properties updated: the pass visits this subtree.
    var subtreeNeedsUpdateProperties = false

    /// Configures the view's content and styling before layout, as UIKit's (iOS 26): called in the layout pass,
    /// before ``layoutSubviews()`` and the update-constraints phase, once after each ``setNeedsUpdateProperties()``
    /// (requests are coalesced) and once before the view's first layout. Observable properties (`@Observable`) read
    /// here are tracked: changing one asks for another update, as UIKit's observation tracking does. The default does
    /// nothing. Don't call it; call ``setNeedsUpdateProperties()`` or ``updatePropertiesIfNeeded()``.
    open func updateProperties() {}

    /// Asks for ``updateProperties()`` in the next layout pass; several requests before it make one call. A request
    /// does not ask for ``layoutSubviews()``.
    open func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        markSubtreeNeedsUpdateProperties()
    }

    /// Runs the pending ``updateProperties()`` calls of this view, its view controller and its subtree now, parents
    /// (and a controller before its view) first.
    open func updatePropertiesIfNeeded() {
        updatePropertiesOfSubtreeIfNeeded()
    }

    /// Marks the view as needing `layoutSubviews()` in the next layout pass.
    open func setNeedsLayout() {
        needsLayout = true
        storedSuperview?.markDescendantNeedsLayout()
    }

    /// Runs pending layout in this view's subtree now (UIView+Layout.swift). In a window with constraints, the window's pending
    /// constraint work runs first (update constraints, solve, write frames), as UIKit's does.
    open func layoutIfNeeded() {
        updatePropertiesOfSubtreeIfNeeded()
        if let engine = storedWindow?.storedLayoutEngine, !engine.isInConstraintPass {
            engine.runLayoutPass(from: self)
        } else {
            layoutSubtreeIfNeeded()
        }
    }

    /// Lays out subviews. The default does nothing; override to position subviews when the bounds change.
    open func layoutSubviews() {}

    /// Updates the constraints this view is responsible for, in the layout pass's update-constraints phase: called
    /// after ``setNeedsUpdateConstraints()``, on subviews before their superview, before frames are solved and
    /// ``layoutSubviews()`` runs, as in UIKit. The default does nothing (UIKit asks overrides to call `super`;
    /// here it does not matter).
    open func updateConstraints() {}

    // Overridable members of Layout/UIView+Margins.swift (an extension's members cannot be overridden).

    /// How far the area no bar covers lies inside this view's edges. Nothing covers a desktop window, so a window's
    /// are zero; a navigation controller's bar covers the top of its children's views, and a controller adds its
    /// ``UIViewController/additionalSafeAreaInsets`` (Layout/UIView+SafeArea.swift).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// Called in the layout pass when ``safeAreaInsets`` changed, before the view lays out (and before its
    /// controller's ``UIViewController/viewSafeAreaInsetsDidChange()``). Does nothing by default.
    open func safeAreaInsetsDidChange() {}
    /// Called after ``layoutMargins`` changes. Does nothing by default.
    open func layoutMarginsDidChange() {}

    // MARK: - Editing

    /// Ends editing in this view's subtree: the first responder of its window resigns if it is this view or inside
    /// it. Mirrors UIKit's `endEditing(_:)`: with `force`, it stops being first responder even when it refuses
    /// (`canResignFirstResponder` false); without, its refusal stands. Returns whether nothing in the subtree is first
    /// responder any more.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        // As when the responder leaves its window: it stops being first responder, then is told (a text field ends
        // editing) without being asked.
        window.firstResponder = nil
        _ = responder.resignFirstResponder()
        return true
    }

    // MARK: - Responder chain

    /// The view's controller when it is a controller's root view, else its superview (Docs/EventModel.md, "The
    /// responder chain").
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return storedSuperview
    }

    override var firstResponderWindow: UIWindow? { storedWindow }

    // MARK: - Hit-testing (see UIView+HitTesting.swift)

    /// The deepest view under `point` (in this view's coordinates) that can take a touch, or nil.
    ///
    /// The default implementation is Docs/EventModel.md, "Hit-testing": a view that has user interaction off, is
    /// hidden, or has alpha ≤ 0.01 is skipped with all its subviews; so is a view for which ``point(inside:with:)`` is
    /// false, so a subview sticking out of its superview cannot be hit outside the superview even without clipping.
    /// Otherwise the subviews are asked front-most first, each with the point converted into its own coordinates, and
    /// the first non-nil answer wins; if none answers, the view itself is the answer. A subview whose transform cannot
    /// be inverted (a zero scale) receives a NaN point, so the default implementation misses it while an override still
    /// decides.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let recorder = HitTestTraceRecorder.active {
            return tracedHitTest(point, with: event, recorder: recorder)
        }
        // An animating view takes no touches unless its animation allows them, as in UIKit.
        guard storedIsUserInteractionEnabled, !storedIsHidden, storedAlpha > 0.01,
            animationState?.blocksInteraction != true
        else {
            return nil
        }
        guard self.point(inside: point, with: event) else { return nil }
        var index = storedSubviews.count
        while index > 0 {
            index -= 1
            let child = storedSubviews[index]
            if let hit = child.hitTest(child.convertFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside the view: by default, inside `bounds` (the
    /// minimum edges included, the maximum edges not). Override to enlarge or shape the touch area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let b = storedBounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }

    // MARK: - Focus (see Focus/UIFocusSystem.swift)

    /// Whether Tab can move keyboard focus to this view: enabled controls by default (UIKit's with full keyboard
    /// access), nothing else.
    open var canBecomeFocused: Bool { (self as? UIControl)?.isEnabled ?? false }
    /// Whether the view has keyboard focus.
    open var isFocused: Bool { storedWindow?.storedFocusSystem?.focusedItem === self }
    /// Asked before focus leaves or reaches this view; return false to refuse the change. True by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Called after focus left or reached this view or a view inside it. Does nothing by default.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: - Gesture recognizer veto

    /// Asked before a recognizer leaves the possible state when recognizing would keep touches from this view.
    /// True by default; gesture arbitration asks it (`GestureEnvironment.swift`).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension UIView: @MainActor CustomStringConvertible {
    public var description: String {
        let name = accessibilityIdentifier.map { " '\($0)'" } ?? ""
        return "\(type(of: self))\(name) frame=\(frame)"
    }

    /// A short name for logs and traces: the accessibility identifier, else the type name.
    public var debugName: String {
        accessibilityIdentifier ?? String(describing: type(of: self))
    }
}
