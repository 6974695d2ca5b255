import Foundation

/// The horizontal drag that reveals a row's swipe actions (of a table, or of a collection view's list): a pan on the
/// list that fails at once when the drag starts vertically (the scroll view's pan takes those) or on a row with no
/// actions in that direction.
///
/// The scroll view's pan fails for horizontal drags of a vertical table (it cannot scroll that way), so the two
/// never compete for the same drag; once this one begins it cancels the cell's touch, unhighlighting the row, as
/// UIKit's swipe does. A touchpad's two-finger scroll drives it too (GTK's and macOS's lists open rows that way):
/// its first step decides, and the scroll view's pan waits for that decision, since a scroll has no threshold.
@MainActor
final class TableSwipeRecognizer: UIPanGestureRecognizer {
    weak var table: (any SwipeActionsHost)?
    /// Where the finger (or the scroll) went down, in window coordinates.
    private(set) var downLocation: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if downLocation == nil { downLocation = location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let table, let downLocation {
            let start = table.convert(downLocation, from: nil), now = location(in: table)
            let dx = now.x - start.x, dy = now.y - start.y
            if isDrivenByScrolling || hypot(dx, dy) >= minimumTranslation {
                guard abs(dx) > abs(dy), table.swipeMayBegin(at: start, leftward: dx < 0) else {
                    state = .failed
                    return
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// A touchpad scroll's first step could begin the scroll view's pan before this one has seen its direction.
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        isDrivenByScrolling && otherGestureRecognizer === table?.panGestureRecognizer
    }

    override func reset() {
        super.reset()
        downLocation = nil
    }
}
