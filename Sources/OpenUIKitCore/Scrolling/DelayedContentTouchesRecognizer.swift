import Foundation

/// Holds a touch back from a scroll view's content until it is clear the touch is not a drag: UIKit's
/// `delaysContentTouches`, built, as UIKit builds it, as a recognizer on the scroll view with
/// ``UIGestureRecognizer/delaysTouchesBegan`` set.
///
/// It never recognizes a gesture of its own. While it is possible the content's began (and ended) phases wait;
/// when it fails they go to the content in order:
/// - after ``delay`` (150 ms) of a finger that has not started a drag,
/// - at once when the finger lifts sooner (a quick tap: the content gets began and ended together),
/// - at once when ``UIScrollView/delaysContentTouches`` is false.
///
/// If the scroll view's pan begins first, the pan takes the touches (`cancelsTouchesInView`), and this one fails
/// with nothing left to release: the content never hears of the touch. Before releasing, it asks
/// ``UIScrollView/touchesShouldBegin(_:with:in:)``; a refusal, or a finger that caught moving content, keeps the
/// touches until they end, when it recognizes so they are dropped. It prevents no other recognizer.
@MainActor
final class DelayedContentTouchesRecognizer: UIGestureRecognizer {
    /// UIKit's delay before content sees a touch that has not become a drag.
    static let delay: TimeInterval = 0.15

    weak var scrollView: UIScrollView?
    /// Whether the content has been refused these touches (they are kept from it until they end).
    private var refused = false
    private var timerScheduled = false
    private var latestEvent: UIEvent?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        name = "delaysContentTouches"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        latestEvent = event
        guard let scrollView else {
            state = .failed
            return
        }
        if refused { return }
        if scrollView.isAnimating {
            // A finger that lands on moving content only stops it, as in UIKit: the content never gets the touch.
            refused = true
        } else if !scrollView.delaysContentTouches {
            release()
        } else if !timerScheduled {
            timerScheduled = true
            scheduleTimer(after: Self.delay) { [weak self] in self?.release() }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        latestEvent = event
        if !refused { release() }
        if refused && touches.count >= activeTouches.count { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Fails (releasing the held phases to the content) unless the scroll view refuses the content a touch.
    private func release() {
        guard let scrollView, state == .possible, !refused else { return }
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        var order: [ObjectIdentifier] = []
        for touch in activeTouches {
            guard let view = touch.view, view !== scrollView, view.isDescendant(of: scrollView) else { continue }
            let key = ObjectIdentifier(view)
            if byView[key] == nil { order.append(key) }
            byView[key, default: (view, [])].1.insert(touch)
        }
        for key in order {
            guard let (view, touches) = byView[key] else { continue }
            if !scrollView.touchesShouldBegin(touches, with: latestEvent, in: view) {
                refused = true
                return
            }
        }
        state = .failed
    }

    override func reset() {
        super.reset()
        cancelTimers()
        refused = false
        timerScheduled = false
        latestEvent = nil
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
