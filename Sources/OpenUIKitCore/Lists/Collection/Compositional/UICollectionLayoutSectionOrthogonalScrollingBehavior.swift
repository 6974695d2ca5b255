import Foundation

/// How a compositional layout section scrolls across the collection view's direction. Mirrors
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`; OpenUIKit scrolls every behaviour but `.none` freely.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}
