import Foundation

/// The band a compositional layout section that scrolls sideways shows its cells in: an internal horizontal scroll
/// view as UIKit's, whose scrolling asks its collection view to bring the band's cells up to date, and whose drags
/// end where the section's ``UICollectionLayoutSectionOrthogonalScrollingBehavior`` says.
@MainActor
final class OrthogonalScrollView: UIScrollView {
    weak var owner: UICollectionView?
    var section = 0
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous {
        didSet {
            guard behavior != oldValue else { return }
            isPagingEnabled = behavior == .paging
            // The paging behaviours settle quickly, as a paged scroll view does; the continuous ones glide.
            let pages = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered
            decelerationRate = pages ? .fast : .normal
        }
    }
    private let snapping = OrthogonalSnapping()

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        delegate = snapping
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        delegate = snapping
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.updateVisibleElements()
    }

    /// Where a drag that began at `start` and was released at the current offset with `velocity` (points per
    /// millisecond, content direction) comes to rest, given the natural `proposed` resting point.
    func restingOffset(from start: CGFloat, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let owner, behavior != .continuous, behavior != .paging else { return proposed }
        let groups = owner.collectionViewLayout.orthogonalGroupFrames(inSection: section)
        guard !groups.isEmpty else { return proposed }
        let leadingInset = groups[0].minX
        let stops: [CGFloat] = groups.map { group in
            behavior == .groupPagingCentered ? group.midX - bounds.width / 2 : group.minX - leadingInset
        }
        func nearest(to offset: CGFloat) -> Int {
            stops.indices.min { abs(stops[$0] - offset) < abs(stops[$1] - offset) } ?? 0
        }
        if behavior == .continuousGroupLeadingBoundary { return stops[nearest(to: proposed)] }
        // One group per swipe: the next in the direction of a flick, else the nearest, never more than one away.
        let startIndex = nearest(to: start)
        let flick = UIScrollView.pagingFlickVelocity / 1000
        var index = nearest(to: contentOffset.x)
        if velocity > flick {
            index = startIndex + 1
        } else if velocity < -flick {
            index = startIndex - 1
        }
        index = min(max(index, startIndex - 1), startIndex + 1)
        return stops[min(max(index, 0), stops.count - 1)]
    }
}

/// The orthogonal scroll view's own delegate (apps never see it, as in UIKit): it remembers where a drag began and
/// moves the resting point to the section's paging stops.
@MainActor
private final class OrthogonalSnapping: UIScrollViewDelegate {
    private var dragStart: CGFloat = 0

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = scrollView.contentOffset.x
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let band = scrollView as? OrthogonalScrollView else { return }
        targetContentOffset.pointee.x = band.restingOffset(
            from: dragStart, proposed: targetContentOffset.pointee.x, velocity: velocity.x)
    }
}

/// A section of a layout whose groups scroll sideways: the band it occupies in the collection view's content, how
/// wide its run of groups is, and how a drag of it ends.
struct OrthogonalBand {
    let section: Int
    let frame: CGRect
    let contentWidth: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
}
