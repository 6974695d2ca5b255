import Foundation

/// Hears what a scroll view does and answers its questions about zooming.
///
/// Mirrors `UIScrollViewDelegate`. Every method is optional (empty, or nil for ``viewForZooming(in:)``, by
/// default). The dragging callbacks come in UIKit's order:
/// `scrollViewWillBeginDragging` → `scrollViewDidScroll`… → `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// → `scrollViewDidEndDragging(_:willDecelerate:)` → (if it decelerates) `scrollViewWillBeginDecelerating` →
/// `scrollViewDidScroll`… → `scrollViewDidEndDecelerating`. App code may change anything from any of them
/// (Docs/Architecture.md, "Re-entrancy").
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, deceleration, an animation, a zoom, or the app).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` is in points per millisecond (UIKit's unit) in content-offset terms, and
    /// `targetContentOffset` is where deceleration will stop; change it to stop elsewhere.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag is over; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)` or `setZoomScale(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; nil (the default) means the scroll view does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
