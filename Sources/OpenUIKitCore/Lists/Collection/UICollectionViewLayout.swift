import Foundation

/// Decides where a collection view's cells and supplementary views go; subclass it for a layout of your own.
///
/// Mirrors `UICollectionViewLayout`. The collection view calls ``prepare()`` once after each invalidation, then
/// reads ``collectionViewContentSize`` and asks ``layoutAttributesForElements(in:)`` for the rectangle it shows
/// (only those elements get views). ``layoutAttributesForItem(at:)`` answers for one item (`scrollToItem`,
/// `layoutAttributesForItem(at:)`). When the bounds change (every scroll), ``shouldInvalidateLayout(forBoundsChange:)``
/// decides whether to prepare again. ``invalidateLayout()`` asks for a fresh ``prepare()`` at the next layout pass.
///
/// Differences from UIKit: no invalidation contexts beyond ``invalidateLayout()`` (a context-taking overload exists
/// and invalidates everything), and no decoration views.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view this layout is installed in; set by the collection view.
    public internal(set) weak var collectionView: UICollectionView?

    public init() {}

    /// Made from an archive: as `init()` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {}

    /// The class of the attributes this layout makes (`UICollectionViewLayoutAttributes` unless overridden).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    // MARK: Overridden by layouts

    /// Computes whatever the layout needs before it is asked for attributes. Called once per invalidation.
    open func prepare() {}

    /// The size of all the content; the collection view's `contentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Whether a change of the collection view's bounds (a scroll, a resize) needs a new ``prepare()``. False by
    /// default, as in UIKit.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's preferred attributes (self-sizing) differ enough to lay out again. False by default.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Where scrolling should stop, given where it would; unchanged by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    // MARK: Updates

    /// Called before a batch of updates is animated.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the updates' animations are set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item's view starts its animation: its final attributes, transparent (UIKit's fade).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where a deleted item's view ends its animation. Nil by default: the collection view fades it out where it
    /// was, as UIKit does.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    // MARK: Invalidation

    /// Asks for a new ``prepare()`` before the next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    /// Invalidates the whole layout (OpenUIKit does not invalidate in parts).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidateLayout()
    }

    // MARK: Self-sizing (internal)

    /// Keeps a cell's preferred attributes after ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// said yes; layouts that self-size override it.
    func recordPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {}

    /// The sections whose cells scroll sideways in a band of their own; none but in a compositional layout.
    func orthogonalBands() -> [OrthogonalBand] { [] }

    /// The frames of a sideways-scrolling section's groups, in order (where its paging behaviours stop).
    func orthogonalGroupFrames(inSection section: Int) -> [CGRect] { [] }

    /// A compositional section's handler of its visible items; nil for other layouts.
    ///
    /// Final, and the two below too: an overridable member whose type is a `@MainActor` closure was named with and
    /// without the global actor by different batches of the compiler, and subclasses' metadata failed to link.
    final func visibleItemsInvalidationHandler(forSection section: Int)
        -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    {
        (self as? UICollectionViewCompositionalLayout)?.sectionVisibleItemsInvalidationHandler(section)
    }

    /// Whether any section has such a handler (so the pass that has none skips looking).
    var hasVisibleItemsInvalidationHandlers: Bool { false }

    /// A list section's swipe-actions provider for one edge; nil for other layouts.
    final func swipeActionsProvider(forSection section: Int, trailing: Bool)
        -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    {
        (self as? UICollectionViewCompositionalLayout)?.sectionSwipeActionsProvider(section, trailing: trailing)
    }

    /// Whether any section has swipe-actions providers.
    var hasSwipeActionsProviders: Bool { false }
}
