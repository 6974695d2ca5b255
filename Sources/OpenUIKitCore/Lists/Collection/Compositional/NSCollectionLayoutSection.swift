import Foundation

/// One section of a compositional layout: its group, repeated for all the section's items, the space around and
/// between groups, headers and footers, and whether it scrolls sideways on its own.
///
/// Mirrors `NSCollectionLayoutSection`. Groups follow each other down the collection view, ``interGroupSpacing``
/// apart; with an ``orthogonalScrollingBehavior`` other than `.none` they follow each other sideways instead, in a
/// band as tall as the group that scrolls horizontally by itself.
///
/// The orthogonal behaviours end a drag as UIKit's do: `.continuous` glides freely, `.paging` pages by the collection
/// view's width, `.groupPaging` moves one group per swipe (its leading edge at the section's leading inset),
/// `.groupPagingCentered` one group per swipe centred, and `.continuousGroupLeadingBoundary` glides and then comes
/// to rest on the nearest group's leading edge. ``visibleItemsInvalidationHandler`` is called before each layout pass
/// with the section's items on screen.
///
/// Differences: no `decorationItems` or `supplementariesFollowContentInsets`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Called before each layout pass with the section's cells and supplementary views on screen, and the scroll
    /// position: the collection view's content offset, with `x` the section's own sideways offset in a section that
    /// scrolls sideways.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    typealias SwipeActionsProviders = (
        leading: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?,
        trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    )
    /// The least height a measured cell takes (a list's rows are never shorter than its row height, as UIKit's are
    /// at least 44 points).
    var minimumItemHeight: CGFloat = 0
    /// A list section's swipe-action providers (from its list configuration).
    var swipeActionsProviders: SwipeActionsProviders = (nil, nil)

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A section laid out as a list (Docs/UIKitParity.md: rows of the configuration's height, no separators drawn).
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}
