import Foundation

/// The band a compositional layout section that scrolls sideways shows its cells in: an internal horizontal scroll
/// view as UIKit's, whose scrolling asks its collection view to bring the band's cells up to date.
@MainActor
final class OrthogonalScrollView: UIScrollView {
    weak var owner: UICollectionView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.updateVisibleElements()
    }
}

/// A section of a layout whose groups scroll sideways: the band it occupies in the collection view's content and
/// how wide its run of groups is.
struct OrthogonalBand {
    let section: Int
    let frame: CGRect
    let contentWidth: CGFloat
}
