import Foundation

/// How a list made by ``UICollectionViewCompositionalLayout/list(using:)`` looks: its appearance, separators,
/// and section headers and footers.
///
/// Mirrors `UICollectionLayoutListConfiguration`. Each row is the full width (inset for `.insetGrouped`) and sizes
/// itself from an estimate of ``rowHeight`` (44 points, UIKit's estimate and least row height): a cell with a content
/// configuration or constraints is measured when it first shows, as UIKit's rows are, and grows past it to fit; `headerMode`/`footerMode` `.supplementary` add a
/// header or footer of `UICollectionView.elementKindSectionHeader`/`Footer` to each section, ``headerHeight`` and
/// ``footerHeight`` high. ``leadingSwipeActionsConfigurationProvider`` and ``trailingSwipeActionsConfigurationProvider``
/// give each row's swipe actions (a ``UICollectionViewListCell``'s), asked when a swipe begins.
///
/// Differences: ``rowHeight``, ``headerHeight`` and ``footerHeight`` are OpenUIKit additions (headers and footers do
/// not size themselves); separators are not drawn; `.firstItemInSection` header mode is treated as `.none`.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// Mirrors `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Mirrors `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    /// Mirrors `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    /// Mirrors `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`: the actions of the row at
    /// an index path, or nil for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    /// The height of each row; 44 points, UIKit's estimate.
    public var rowHeight: CGFloat = 44
    public var headerHeight: CGFloat = 38
    public var footerHeight: CGFloat = 38
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    @MainActor
    func makeSection() -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowHeight))
        let item = NSCollectionLayoutItem(layoutSize: row)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.minimumItemHeight = rowHeight
        section.swipeActionsProviders = (
            leadingSwipeActionsConfigurationProvider, trailingSwipeActionsConfigurationProvider
        )
        switch appearance {
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20)
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0)
        case .plain, .sidebar, .sidebarPlain: break
        }
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(footerHeight)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
