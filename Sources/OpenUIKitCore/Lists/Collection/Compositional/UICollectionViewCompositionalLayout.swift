import Foundation

/// A layout composed of sections of repeated groups of items, each section described by an
/// ``NSCollectionLayoutSection``: grids, lists, carousels that scroll sideways, with headers and footers.
///
/// Mirrors `UICollectionViewCompositionalLayout`: one section description for every section, or a section provider
/// asked for each section (with the environment: the collection view's size) every time the layout is prepared.
/// ``list(using:)`` makes a list layout from a ``UICollectionLayoutListConfiguration``.
///
/// Self-sizing: in a section whose group's height is `.estimated`, each cell on screen is measured once
/// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``: by default the content view's
/// `systemLayoutSizeFitting` at the cell's width when it holds constraints, else its `sizeThatFits`) and the
/// section is laid out again with the measured heights; cells not yet shown keep the estimate. Boundary items with
/// `pinToVisibleBounds` (top-aligned) stay at the top of the visible content while their section is on screen, above
/// the cells.
///
/// Differences: vertical scrolling only (`configuration.scrollDirection` is not offered); no decoration items or
/// global boundary items; estimated widths are used as absolute; a group of groups is not measured.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// Space between sections; zero by default (UIKit keeps it in the layout's configuration).
    open var interSectionSpacing: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    var geometry = CompositionalGeometry()
    /// The measured sizes of self-sizing cells, for the data generation they were measured in.
    private var measured: [IndexPath: CGSize] = [:]
    private var measuredGeneration = 0

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// Made from an archive: an empty layout (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        super.init(coder: coder)
    }

    /// A list: every section laid out by `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, _ in configuration.makeSection() }
    }

    // MARK: UICollectionViewLayout

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = CompositionalGeometry()
            return
        }
        // A change of the data or of the width makes the measurements stale: their index paths or widths moved.
        if measuredGeneration != collectionView.dataGeneration || collectionView.bounds.width != geometry.width {
            measured.removeAll()
            measuredGeneration = collectionView.dataGeneration
        }
        geometry = CompositionalGeometry.compute(
            in: collectionView, section: sectionProvider, interSectionSpacing: interSectionSpacing,
            measured: measured)
    }

    /// A cell of a section with an estimated height that measured differently lays the section out again.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let section = preferredAttributes.indexPath.section
        guard preferredAttributes.representedElementCategory == .cell, geometry.sections.indices.contains(section),
            geometry.sections[section].estimatesHeight
        else { return false }
        let height = preferredAttributes.size.height
        return height.isFinite && abs(height - originalAttributes.size.height) >= 0.5
    }

    override func recordPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        measured[attributes.indexPath] = attributes.size
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    /// The elements meeting `rect`; pinned headers where the collection view's visible content puts them, one above
    /// the cells (`zIndex` 1).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let top = collectionView.map { $0.contentOffset.y + $0.adjustedContentInset.top }
        geometry.forEachElement(in: rect, pinningTo: top) { kind, indexPath, frame, pinned in
            let attributes =
                kind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
                ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            if pinned { attributes.zIndex = 1 }
            result.append(attributes)
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.layoutAttributesForItem(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        geometry.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// A change of width lays the sections out again (fractional sizes depend on it).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != geometry.width
    }

    override func orthogonalBands() -> [OrthogonalBand] {
        geometry.sections.enumerated().compactMap { index, section in
            section.orthogonal
                ? OrthogonalBand(
                    section: index, frame: section.band, contentWidth: section.runWidth, behavior: section.behavior)
                : nil
        }
    }

    override func orthogonalGroupFrames(inSection section: Int) -> [CGRect] {
        geometry.sections.indices.contains(section) ? geometry.sections[section].groups.map(\.frame) : []
    }

    final func sectionVisibleItemsInvalidationHandler(_ section: Int)
        -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    {
        geometry.sections.indices.contains(section) ? geometry.sections[section].visibleItemsInvalidationHandler : nil
    }

    override var hasVisibleItemsInvalidationHandlers: Bool {
        geometry.sections.contains { $0.visibleItemsInvalidationHandler != nil }
    }

    final func sectionSwipeActionsProvider(_ section: Int, trailing: Bool)
        -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    {
        guard geometry.sections.indices.contains(section) else { return nil }
        let providers = geometry.sections[section].swipeActionsProviders
        return trailing ? providers.trailing : providers.leading
    }

    override var hasSwipeActionsProviders: Bool {
        geometry.sections.contains {
            $0.swipeActionsProviders.leading != nil || $0.swipeActionsProviders.trailing != nil
        }
    }
}
