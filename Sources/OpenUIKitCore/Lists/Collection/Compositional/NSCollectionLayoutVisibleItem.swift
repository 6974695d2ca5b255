import Foundation

/// Called before each layout pass with a compositional layout section's items on screen, the scroll position and the
/// environment; it may change the items' `alpha`, `transform`, `center`, `zIndex` or `isHidden` (a carousel's
/// scaling). Mirrors `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor (
        [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
    ) -> Void

/// One element on screen, as a section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` sees it.
///
/// Mirrors `NSCollectionLayoutVisibleItem`. Frames and centers are in the collection view's content coordinates;
/// for a section that scrolls sideways, across the section's run of groups (so they compare with the scroll
/// position the handler gets). Changes apply to the element's view in the same pass.
///
/// Difference: no `transform3D` (views take a 2D transform).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// The visible item the handler gets: a window onto the attributes the collection view is about to apply.
@MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
