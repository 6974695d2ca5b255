import Foundation

/// A layout that fills lines with items, line after line along the scroll direction, with optional section headers
/// and footers: a grid when the items are the same size.
///
/// Mirrors `UICollectionViewFlowLayout`. Sizes, spacing and insets come from its properties or, per section or item,
/// from the collection view's delegate when it is a ``UICollectionViewDelegateFlowLayout``. Lines run across the
/// scroll direction (rows when ``scrollDirection`` is vertical, columns when horizontal); an item goes on the next
/// line when it would not fit in what is left of the line. Items of different sizes are centred in their line.
/// With ``estimatedItemSize`` set, each cell is shown at the estimate, then at its preferred size
/// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``), and the layout is prepared again.
///
/// The spacing within a line (recorded in Docs/UIKitParity.md as OpenUIKit's choice where UIKit does not document
/// it): a full line is justified (its spacing grows so it fills the width); a line of one item is centred; a
/// section's last line, after other lines, keeps the spacing of the line before it, so a grid's columns line up.
///
/// Difference: `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds` are stored only.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The sentinel for ``estimatedItemSize`` that asks for self-sizing from ``itemSize`` as the estimate.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    /// 50 × 50 by default, as in UIKit.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }
    /// Zero (no self-sizing) by default.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            if estimatedItemSize != oldValue {
                preferredSizes.removeAll()
                invalidateLayout()
            }
        }
    }
    /// The least space between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }
    /// The least space between items in a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }
    /// A header's size: only its height counts when scrolling vertically, its width when horizontally.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// Stored only: OpenUIKit does not pin headers yet.
    open var sectionHeadersPinToVisibleBounds = false
    /// Stored only: OpenUIKit does not pin footers yet.
    open var sectionFootersPinToVisibleBounds = false

    var geometry = FlowGeometry()
    /// Sizes cells asked for (self-sizing), by item.
    var preferredSizes: [IndexPath: CGSize] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: UICollectionViewLayout

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = FlowGeometry()
            return
        }
        geometry = FlowGeometry.compute(for: self, in: collectionView)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        geometry.layoutAttributesForElements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.layoutAttributesForItem(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        geometry.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// A change of the size across the scroll direction reflows the lines.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        scrollDirection == .vertical
            ? newBounds.width != geometry.crossExtent : newBounds.height != geometry.crossExtent
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    override func recordPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        preferredSizes[attributes.indexPath] = attributes.size
    }

    // MARK: Sizes (the delegate's, or the properties)

    func sizeForItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
        if estimatedItemSize != .zero {
            if let preferred = preferredSizes[indexPath] { return preferred }
            return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        }
        return collectionView.flowLayoutDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
            ?? itemSize
    }
}
