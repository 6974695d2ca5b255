import Foundation

/// The horizontal drag that reveals a row's swipe actions: a pan on the table that fails at once when the drag
/// starts vertically (the scroll view's pan takes those) or on a row with no actions in that direction.
///
/// The scroll view's pan fails for horizontal drags of a vertical table (it cannot scroll that way), so the two
/// never compete for the same drag; once this one begins it cancels the cell's touch, unhighlighting the row, as
/// UIKit's swipe does.
@MainActor
final class TableSwipeRecognizer: UIPanGestureRecognizer {
    weak var table: UITableView?
    /// Where the finger went down, in window coordinates.
    private(set) var downLocation: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if downLocation == nil { downLocation = location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let table, let downLocation {
            let start = table.convert(downLocation, from: nil), now = location(in: table)
            let dx = now.x - start.x, dy = now.y - start.y
            if hypot(dx, dy) >= minimumTranslation {
                guard abs(dx) > abs(dy), table.swipeMayBegin(at: start, leftward: dx < 0) else {
                    state = .failed
                    return
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        downLocation = nil
    }
}
