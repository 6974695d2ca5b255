import Foundation

/// One section of a compositional layout: its group, repeated for all the section's items, the space around and
/// between groups, headers and footers, and whether it scrolls sideways on its own.
///
/// Mirrors `NSCollectionLayoutSection`. Groups follow each other down the collection view, ``interGroupSpacing``
/// apart; with an ``orthogonalScrollingBehavior`` other than `.none` they follow each other sideways instead, in a
/// band as tall as the group that scrolls horizontally by itself.
///
/// Differences: every orthogonal behaviour scrolls freely (`.paging` and the group-paging ones do not page yet);
/// no `decorationItems`, `visibleItemsInvalidationHandler` or `supplementariesFollowContentInsets`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

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
