import Foundation

/// A view whose content is larger than itself: a drag moves the content, a fling glides on and slows down, a
/// pinch zooms, and controls inside keep working.
///
/// Mirrors `UIScrollView`. The content is the view's subviews; ``contentOffset`` is `bounds.origin`, so scrolling
/// moves the bounds and hit-testing, conversion and drawing follow with no extra work. ``contentSize`` and
/// ``contentInset`` say how far it may scroll. The scroll view owns three recognizers: ``panGestureRecognizer``
/// (dragging), ``pinchGestureRecognizer`` (zooming, only while ``maximumZoomScale`` exceeds ``minimumZoomScale``)
/// and, as in UIKit, an internal one that holds a touch back from the content for 150 ms
/// (``delaysContentTouches``) so a quick drag scrolls without the content reacting at all.
///
/// Deceleration, bouncing back, paging and animated offsets run on the application's frame clock
/// (``CADisplayLink``): a scroll view at rest asks for no frames and sets no timers.
///
/// Differences from UIKit:
/// - Flings into an edge slow down into it instead of overshooting and springing back; a drag past an edge
///   rubber-bands and springs back as in UIKit.
/// - Zooming clamps the scale to the limits (no zoom bounce); ``setZoomScale(_:animated:)`` does not animate.
/// - ``ContentInsetAdjustmentBehavior/automatic`` adds the safe area at the top and bottom always and at the sides
///   where the content scrolls sideways (UIKit's automatic also depends on the owning controller's older settings).
/// - Setting `bounds` directly moves the content but does not call `scrollViewDidScroll`; set ``contentOffset``.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content geometry

    /// The size of the scrollable content, in the scroll view's coordinates.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { contentGeometryDidChange() } }
    }

    /// Extra room around the content, scrollable into view. The offset is not changed when it changes.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            contentGeometryDidChange()
            adjustedContentInsetDidChange()
        }
    }

    /// How the safe area (a navigation bar over the scroll view, say) adds to ``contentInset``. Mirrors UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`; raw values are UIKit's.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The safe area's top and bottom always, its sides where the content scrolls sideways.
        case automatic = 0
        /// The safe area on the axes the content scrolls along (larger than the view, or set to bounce).
        case scrollableAxes = 1
        /// Never: ``adjustedContentInset`` is ``contentInset``.
        case never = 2
        /// Always, on every side.
        case always = 3
    }

    /// How ``adjustedContentInset`` includes the safe area; ``ContentInsetAdjustmentBehavior/automatic`` by default,
    /// as in UIKit.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedInsetMayHaveChanged() } }
    }

    /// The insets the scroll view really uses: ``contentInset`` plus the parts of the safe area that
    /// ``contentInsetAdjustmentBehavior`` adds, so content under a navigation bar starts below it.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = insetWithSafeArea
        // A refresh control that is refreshing stays in view above the content.
        inset.top += refreshControl?.heightWhileRefreshing ?? 0
        return inset
    }

    private var insetWithSafeArea: UIEdgeInsets {
        var inset = contentInset
        guard contentInsetAdjustmentBehavior != .never else { return inset }
        let safe = safeAreaInsets
        guard safe != .zero else { return inset }
        let size = bounds.size
        let scrollsVertically = contentSize.height > size.height || alwaysBounceVertical
        let scrollsSideways = contentSize.width > size.width || alwaysBounceHorizontal
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .automatic: (vertical, horizontal) = (true, scrollsSideways)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsSideways)
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// Called when ``adjustedContentInset`` changes, as UIKit does; the default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// The pull-to-refresh control shown above the content (UIRefreshControl.swift); nil for none.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            refreshControl?.placeAbove(contentOf: self)
            adjustedInsetMayHaveChanged()
        }
    }

    /// The point of the content at the view's top-left corner: `bounds.origin`. Setting it moves the content at
    /// once (any animation keeps running from there) and calls `scrollViewDidScroll`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { moveContent(to: newValue) }
    }

    // MARK: Behaviour

    /// When false the pan recognizer is disabled (a drag in progress is cancelled) and touches go to the content.
    open var isScrollEnabled = true {
        didSet {
            guard isScrollEnabled != oldValue else { return }
            panGestureRecognizer.isEnabled = isScrollEnabled
        }
    }
    /// When true, a drag ends on a multiple of the view's size.
    open var isPagingEnabled = false
    /// Whether dragging past an edge stretches (rubber-bands) and springs back.
    open var bounces = true
    /// Rubber-band vertically even when the content is no taller than the view.
    open var alwaysBounceVertical = false
    /// Rubber-band horizontally even when the content is no wider than the view.
    open var alwaysBounceHorizontal = false
    /// When true, a drag that starts mostly along one axis moves only along it.
    open var isDirectionalLockEnabled = false
    /// How fast a fling slows down. An invalid rate (outside 0 < r < 1) is reported and replaced by `.normal`.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            guard !(decelerationRate.rawValue > 0 && decelerationRate.rawValue < 1) else { return }
            UIApplication.owning(self).report(
                .apiMisuse,
                "UIScrollView.decelerationRate \(decelerationRate.rawValue) is not in (0, 1); using .normal")
            decelerationRate = .normal
        }
    }
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default

    // MARK: Touches and content

    /// When true (the default) a touch reaches the content only after 150 ms without scrolling, or when it lifts
    /// sooner; a drag that begins within the delay scrolls and the content never hears of the touch.
    open var delaysContentTouches = true
    /// When true (the default) a drag may take touches the content is already tracking, if
    /// ``touchesShouldCancel(in:)`` agrees; when false, once the content has a touch the scroll view does not scroll.
    open var canCancelContentTouches = true

    /// Asked before a touch that began in the content reaches `view` (a subview under the finger). False keeps
    /// the touches from the content for their whole life. True by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked when a drag is about to begin while `view` is tracking the touch; true lets the drag cancel the
    /// view's touches (it gets `touchesCancelled`; a control sends `touchCancel`). UIKit's default: true unless
    /// `view` is a ``UIControl``, so a control that has a touch keeps it and the scroll view does not move.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: State

    /// The user has a finger on the scroll view (it may not have started dragging).
    public internal(set) var isTracking = false
    /// A drag is moving the content.
    public internal(set) var isDragging = false
    /// The content is still moving after the finger lifted.
    public internal(set) var isDecelerating = false
    /// A pinch is zooming the content.
    public internal(set) var isZooming = false
    /// Always false: zooming clamps to the limits instead of bouncing (see the type's differences).
    public var isZoomBouncing: Bool { false }

    // MARK: Recognizers

    /// The recognizer that drags the content. Its translation drives the offset whatever produced it.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    /// The recognizer that zooms; nil unless ``maximumZoomScale`` exceeds ``minimumZoomScale``.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomEnabled ? scrollPinch : nil }

    let scrollPan = ScrollViewPanGestureRecognizer()
    let scrollPinch = ScrollViewPinchGestureRecognizer()
    let contentTouchDelay = DelayedContentTouchesRecognizer()

    // MARK: Zooming (see UIScrollView+Zooming.swift)

    open var minimumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsDidChange() }
    }
    open var maximumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsDidChange() }
    }
    /// Whether zooming past the limits bounces; stored only (OpenUIKit clamps).
    open var bouncesZoom = true
    /// The scale applied to the delegate's ``UIScrollViewDelegate/viewForZooming(in:)`` view; 1 at first.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var storedZoomScale: CGFloat = 1

    /// Scales the delegate's zooming view to `scale` (clamped to the limits) about the middle of what is visible.
    /// Without a zooming view only the stored scale changes, as in UIKit. With `animated` (and a window), the scale
    /// moves over 0.3 s on the frame clock, `scrollViewDidZoom` on each frame, then
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomAboutVisibleCentre(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills as much of the view as the limits allow, with
    /// its middle in the middle of the view; animated as ``setZoomScale(_:animated:)`` is. Without a zooming view
    /// nothing happens, as in UIKit.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomToRect(rect, animated: animated)
    }
    var zoomEnabled: Bool { maximumZoomScale > minimumZoomScale }
    var zoomGesture: ZoomGesture?
    var zoomAnimation: ZoomAnimation?
    var zoomAnimationLink: CADisplayLink?

    // MARK: Motion (see UIScrollView+Dragging.swift, UIScrollView+Animation.swift)

    var drag: DragState?
    /// The safe area's part of the adjusted inset the offset was last placed for (``adjustedInsetMayHaveChanged()``).
    var appliedSafeAreaAdjustment: UIEdgeInsets = .zero
    var animation: ScrollAnimation?
    var animationLink: CADisplayLink?
    let indicators = ScrollIndicators()

    // MARK: Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installScrolling()
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installScrolling()
    }

    private func installScrolling() {
        clipsToBounds = true
        contentTouchDelay.scrollView = self
        scrollPan.scrollView = self
        scrollPinch.scrollView = self
        addGestureRecognizer(contentTouchDelay)
        // A wheel or a touchpad scrolls a scroll view as a drag does, as on iPadOS.
        scrollPan.allowedScrollTypesMask = .all
        addGestureRecognizer(scrollPan)
        scrollPan.addHandler { [weak self] recognizer in
            self?.panDidChange(unsafeDowncast(recognizer, to: ScrollViewPanGestureRecognizer.self))
        }
        scrollPinch.addHandler { [weak self] recognizer in
            self?.pinchDidChange(unsafeDowncast(recognizer, to: ScrollViewPinchGestureRecognizer.self))
        }
    }

    // Not `isolated`, as UIView's (a subclass's plain `deinit` must match it).
    deinit {
        MainActorTeardown.run((animationLink, zoomAnimationLink, indicators)) { links in
            links.0?.invalidate()
            links.1?.invalidate()
            links.2.stop()
        }
    }

    // MARK: Overrides

    /// The pan may take touches from the content only as ``canCancelContentTouches`` and
    /// ``touchesShouldCancel(in:)`` allow (UIKit asks the same questions at the same moment).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        for touch in gestureRecognizer.receivedTouches where touch.route.progress == .began {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Off screen nothing moves: an animation stops where it is, without its end callbacks.
        if window == nil {
            stopAnimation()
            indicators.stop()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adjustedInsetMayHaveChanged()
        indicators.layout(in: self)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedInsetMayHaveChanged()
    }

    /// Content resting at its top (or leading) edge stays there when the safe area's part of the adjusted inset
    /// changes (a navigation bar arriving above the view), as UIKit keeps it; content scrolled elsewhere keeps its
    /// offset, and a change of ``contentInset`` alone never moves it.
    func adjustedInsetMayHaveChanged() {
        let inset = adjustedContentInset
        let added = UIEdgeInsets(
            top: inset.top - contentInset.top, left: inset.left - contentInset.left,
            bottom: inset.bottom - contentInset.bottom, right: inset.right - contentInset.right)
        let old = appliedSafeAreaAdjustment
        guard added != old else { return }
        appliedSafeAreaAdjustment = added
        var offset = contentOffset
        if offset.y == -(contentInset.top + old.top) { offset.y = -inset.top }
        if offset.x == -(contentInset.left + old.left) { offset.x = -inset.left }
        if offset != contentOffset { contentOffset = offset }
        adjustedContentInsetDidChange()
    }

    // MARK: Offsets

    /// Moves the content to `contentOffset`; with `animated`, over 0.3 s on the frame clock, then
    /// `scrollViewDidEndScrollingAnimation`. Either way any drag deceleration in progress stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            UIApplication.owning(self).report(
                .apiMisuse, "UIScrollView.setContentOffset: \(contentOffset) is not finite; ignored")
            return
        }
        stopAnimation()
        guard animated, contentOffset != self.contentOffset, window != nil else {
            moveContent(to: contentOffset)
            return
        }
        startAnimation(
            ScrollAnimation(
                from: self.contentOffset, to: contentOffset, start: clockNow, curve: .easeInOut(duration: 0.3),
                ending: .scrollingAnimation))
    }

    /// Scrolls the least needed to show `rect` (content coordinates), clamped to the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var target = contentOffset
        let size = bounds.size
        if rect.maxX > target.x + size.width { target.x = rect.maxX - size.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > target.y + size.height { target.y = rect.maxY - size.height }
        if rect.minY < target.y { target.y = rect.minY }
        setContentOffset(clampedOffset(target), animated: animated)
    }

    /// Shows the scroll indicators for a moment.
    open func flashScrollIndicators() {
        indicators.show(in: self)
        indicators.scheduleFade(in: self)
    }

    /// The one place the content moves: bounds origin, layout (as UIKit lays a scroll view out on every scroll),
    /// indicators, then the delegate.
    func moveContent(to offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else {
            UIApplication.owning(self).report(
                .apiMisuse, "UIScrollView.contentOffset: \(offset) is not finite; ignored")
            return
        }
        guard offset != bounds.origin else { return }
        let oldOffset = bounds.origin
        bounds.origin = offset
        if !KeyValueObserverTable.isEmpty { keyValueDidChange("contentOffset", from: oldOffset, to: offset) }
        setNeedsLayout()
        if isTracking || isDragging || isDecelerating || animation != nil { indicators.show(in: self) }
        refreshControl?.scrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    /// The content or its insets changed: indicators follow, and a deceleration heading past the new end turns
    /// back to it. An offset at rest outside the content stays (as in UIKit) until the next drag or animation.
    func contentGeometryDidChange() {
        setNeedsLayout()
        if let moving = animation, moving.ending == .deceleration, clampedOffset(moving.to) != moving.to {
            startAnimation(
                ScrollAnimation(
                    from: contentOffset, to: clampedOffset(moving.to), start: clockNow,
                    curve: .decay(rate: Self.settleRate.rawValue), ending: .deceleration))
        }
    }

    // MARK: Limits

    /// The smallest and largest offsets that keep the content (with its insets) covering the view.
    var offsetLimits: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let size = bounds.size
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - size.width),
            y: max(minimum.y, contentSize.height + inset.bottom - size.height))
        return (minimum, maximum)
    }

    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let limits = offsetLimits
        return CGPoint(
            x: min(max(offset.x, limits.min.x), limits.max.x), y: min(max(offset.y, limits.min.y), limits.max.y))
    }

    /// Whether a drag may move the content horizontally: wider content, or `alwaysBounceHorizontal` with bounces.
    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return contentSize.width + inset.left + inset.right > bounds.width || (bounces && alwaysBounceHorizontal)
    }

    /// Whether a drag may move the content vertically.
    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return contentSize.height + inset.top + inset.bottom > bounds.height || (bounces && alwaysBounceVertical)
    }

    // MARK: Environment

    var clockNow: TimeInterval { UIApplication.owning(self).clock.now }
}
