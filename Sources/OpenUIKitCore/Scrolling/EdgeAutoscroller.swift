import Foundation

/// Scrolls a scroll view by itself while something dragged in it is held near one of its edges, as UIKit scrolls a
/// table while a row is dragged by its reorder grip toward the top or bottom.
///
/// Each frame of a display link the content moves toward the edge the dragged point is near, at a speed that grows
/// linearly from nothing at ``zone`` points inside the visible area (the bounds less the adjusted content insets)
/// to ``maximumSpeed`` at the edge and beyond it, until the point leaves the zone, the content reaches its end, or
/// the owner stops it. Time is the display link's, so tests on virtual time see exact offsets. After each step the
/// owner hears where the point now is in the moved content, so the dragged thing follows it (and its drop place
/// with it). UIKit does not document its speeds; these are OpenUIKit's (Docs/UIKitParity.md).
@MainActor
final class EdgeAutoscroller {
    /// How far inside an edge scrolling starts, in points (at most a third of the visible length).
    static let zone: CGFloat = 50
    /// The speed at the edge, in points per second.
    static let maximumSpeed: CGFloat = 1200

    private weak var scrollView: UIScrollView?
    private var link: CADisplayLink?
    private var lastFrame: TimeInterval?
    /// Where the dragged point is, in the scroll view's coordinates; nil once the drag is over.
    private let location: () -> CGPoint?
    /// The content moved; the argument is the dragged point's new place in the scroll view's coordinates.
    private let didScroll: (CGPoint) -> Void

    init(scrollView: UIScrollView, location: @escaping () -> CGPoint?, didScroll: @escaping (CGPoint) -> Void) {
        self.scrollView = scrollView
        self.location = location
        self.didScroll = didScroll
    }

    /// Whether the content is scrolling by itself now.
    var isScrolling: Bool { link != nil }

    /// The dragged point moved: scrolling starts when it is in an edge zone with content beyond that edge, and stops
    /// when it is not.
    func update() {
        guard let scrollView, let point = location(), Self.velocity(at: point, in: scrollView) != .zero else {
            stop()
            return
        }
        guard link == nil else { return }
        lastFrame = nil
        let link = CADisplayLink { [weak self] link in self?.step(at: link.timestamp, interval: link.duration) }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    func stop() {
        link?.invalidate()
        link = nil
        lastFrame = nil
    }

    /// One frame: the content moves by the speed for where the point is now times the time since the last frame
    /// (one frame interval for the first).
    private func step(at time: TimeInterval, interval: TimeInterval) {
        guard let scrollView, let point = location() else {
            stop()
            return
        }
        let velocity = Self.velocity(at: point, in: scrollView)
        guard velocity != .zero else {
            stop()
            return
        }
        let elapsed = CGFloat(lastFrame.map { time - $0 } ?? interval)
        lastFrame = time
        let offset = scrollView.contentOffset
        let moved = scrollView.clampedOffset(
            CGPoint(x: offset.x + velocity.x * elapsed, y: offset.y + velocity.y * elapsed))
        scrollView.moveContent(to: moved)
        // scrollViewDidScroll may have ended the drag.
        guard link != nil, let now = location() else {
            stop()
            return
        }
        didScroll(now)
    }

    /// The scrolling speed (points per second along each axis) for a point at `point`: toward an edge whose zone it
    /// is in, when the content goes on past that edge.
    static func velocity(at point: CGPoint, in scrollView: UIScrollView) -> CGPoint {
        let visible = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
        let limits = scrollView.offsetLimits
        let offset = scrollView.contentOffset
        let x = speed(
            point.x, from: visible.minX, to: visible.maxX, canGoBack: offset.x > limits.min.x,
            canGoOn: offset.x < limits.max.x)
        let y = speed(
            point.y, from: visible.minY, to: visible.maxY, canGoBack: offset.y > limits.min.y,
            canGoOn: offset.y < limits.max.y)
        return CGPoint(x: x, y: y)
    }

    /// The speed along one axis for a point at `value` in the visible span `start...end`.
    private static func speed(
        _ value: CGFloat, from start: CGFloat, to end: CGFloat, canGoBack: Bool, canGoOn: Bool
    ) -> CGFloat {
        let zone = min(Self.zone, (end - start) / 3)
        guard zone > 0 else { return 0 }
        if value < start + zone, canGoBack { return -maximumSpeed * min(1, (start + zone - value) / zone) }
        if value > end - zone, canGoOn { return maximumSpeed * min(1, (value - (end - zone)) / zone) }
        return 0
    }
}
