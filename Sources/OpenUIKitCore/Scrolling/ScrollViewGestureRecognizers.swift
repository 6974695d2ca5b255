import Foundation

/// The pan recognizer a ``UIScrollView`` owns (its ``UIScrollView/panGestureRecognizer``).
///
/// A `UIPanGestureRecognizer` that also tells the scroll view when a finger lands (it stops moving content and
/// starts tracking) and when the fingers are gone, and that fails at once when the drag's first movement runs
/// along an axis the scroll view cannot scroll: so a horizontal scroll view inside a vertical one lets vertical
/// drags through to the outer one, as UIKit's does. It and the scroll view's pinch never prevent each other.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// Where the fingers' centroid went down (window coordinates), for the direction test before the pan begins.
    private var downCentroid: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if downCentroid == nil { downCentroid = location(in: nil) }
        scrollView?.fingerDidTouchDown()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let scrollView, let downCentroid {
            let window = location(in: nil)
            let a = scrollView.convert(downCentroid, from: nil), b = scrollView.convert(window, from: nil)
            let dx = b.x - a.x, dy = b.y - a.y
            if hypot(dx, dy) >= minimumTranslation {
                let follows = abs(dx) > abs(dy) ? scrollView.scrollsHorizontally : scrollView.scrollsVertically
                if !follows {
                    state = .failed
                    return
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        downCentroid = nil
        scrollView?.fingersDidLift()
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.scrollPinch
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.scrollPinch
    }
}

/// The pinch recognizer a ``UIScrollView`` owns (its ``UIScrollView/pinchGestureRecognizer``), attached only while
/// the scroll view can zoom. It and the scroll view's pan never prevent each other, so a pinch may also move.
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.scrollPan
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.scrollPan
    }
}
