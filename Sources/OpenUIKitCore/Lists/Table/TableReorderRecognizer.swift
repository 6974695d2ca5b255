import Foundation

/// The drag of a row by its reorder grip: it begins the moment a finger (or the mouse) lands on a grip, so the
/// scroll view's pan never takes that drag, follows it while it moves, and ends when it lifts. Anywhere else it
/// fails at once and the touch goes on as usual. Tables and collection views' list cells both use it; `mayBegin`
/// says whether a grip is under a point in the recognizer's view.
@MainActor
final class TableReorderRecognizer: UIGestureRecognizer {
    var mayBegin: ((CGPoint) -> Bool)?
    /// The finger that holds the row.
    private(set) var holdingTouch: UITouch?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if holdingTouch != nil {
            // A second finger while a row is held plays no part.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        guard let view, touches.count == 1, let touch = touches.first, mayBegin?(touch.location(in: view)) == true
        else {
            state = .failed
            return
        }
        holdingTouch = touch
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let holdingTouch, touches.contains(holdingTouch), state == .began || state == .changed else { return }
        state = .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let holdingTouch, touches.contains(holdingTouch) else { return }
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let holdingTouch, touches.contains(holdingTouch) else { return }
        state = state == .possible ? .failed : .cancelled
    }

    /// Where the holding finger is, in `view`'s coordinates.
    func holdingLocation(in view: UIView) -> CGPoint? {
        holdingTouch?.location(in: view)
    }

    override func reset() {
        super.reset()
        holdingTouch = nil
    }
}
