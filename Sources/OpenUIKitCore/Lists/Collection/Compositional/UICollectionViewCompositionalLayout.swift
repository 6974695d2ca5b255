import Foundation

/// A layout composed of sections of repeated groups of items, each section described by an
/// ``NSCollectionLayoutSection``: grids, lists, carousels that scroll sideways, with headers and footers.
///
/// Mirrors `UICollectionViewCompositionalLayout`: one section description for every section, or a section provider
/// asked for each section (with the environment: the collection view's size) every time the layout is prepared.
/// ``list(using:)`` makes a list layout from a ``UICollectionLayoutListConfiguration``.
///
/// Differences: vertical scrolling only (`configuration.scrollDirection` is not offered); no decoration items,
/// global boundary items or self-sizing (`.estimated` dimensions are used as absolute).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// Space between sections; zero by default (UIKit keeps it in the layout's configuration).
    open var interSectionSpacing: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    var geometry = CompositionalGeometry()

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
        geometry = CompositionalGeometry.compute(
            in: collectionView, section: sectionProvider, interSectionSpacing: interSectionSpacing)
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

    /// A change of width lays the sections out again (fractional sizes depend on it).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != geometry.width
    }

    override func orthogonalBands() -> [OrthogonalBand] {
        geometry.sections.enumerated().compactMap { index, section in
            section.orthogonal
                ? OrthogonalBand(section: index, frame: section.band, contentWidth: section.runWidth) : nil
        }
    }
}
