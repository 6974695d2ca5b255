import Foundation

/// A row whose content a swipe slides aside over its action buttons: a table cell, or a collection view's list
/// cell. Tables and list collection views share what a swipe does to a row through it: where the drag puts the
/// content, what the release decides, and the slide.
@MainActor
protocol SwipeableRow: UIView {
    /// The view that slides (and everything laid out beside it).
    var contentView: UIView { get }
    /// How far a swipe has slid the content (negative: to the left, revealing trailing actions).
    var swipeOffset: CGFloat { get set }
    /// The buttons a swipe reveals, while the row is swiped.
    var swipeActionsView: TableSwipeActionsView? { get set }
    /// The row's buttons appeared or went (its configuration state says whether it is swiped).
    func swipeActionsDidChange()
}

/// What letting go of a swipe does.
enum SwipeRelease: Equatable {
    /// Far enough across (a full swipe): the first action runs.
    case performFirstAction
    /// Past half the buttons, or a flick: the row stays open at this offset.
    case open(at: CGFloat)
    case close
}

extension SwipeableRow {
    func swipeActionsDidChange() {}

    /// Puts the buttons of `actions` behind the content, on the side a swipe reveals.
    func showSwipeActions(
        _ actions: [UIContextualAction], trailing: Bool, perform: @escaping (UIContextualAction, UIView) -> Void
    ) {
        swipeActionsView?.removeFromSuperview()
        let view = TableSwipeActionsView(actions: actions, trailing: trailing, perform: perform)
        insertSubview(view, belowSubview: contentView)
        swipeActionsView = view
        setNeedsLayout()
        swipeActionsDidChange()
    }

    /// Closes a swipe at once: the content back in place, the buttons gone.
    func hideSwipeActions() {
        swipeOffset = 0
        guard let view = swipeActionsView else { return }
        view.removeFromSuperview()
        swipeActionsView = nil
        swipeActionsDidChange()
    }

    /// The content where a drag `translation` points along from `start` puts it: only towards the side being
    /// revealed, and never past the row's width.
    func draggedSwipeOffset(start: CGFloat, translation: CGFloat, trailing: Bool) -> CGFloat {
        let x = start + translation, width = bounds.width
        return trailing ? min(0, max(-width, x)) : max(0, min(width, x))
    }

    /// What letting go decides, given `actions` buttons, the finger's horizontal `velocity` and whether a full swipe
    /// performs the first action: past 60 % of the row a full swipe runs it; past half the buttons' width (or a
    /// flick of 300 points a second towards the open side) the row stays open; else it closes.
    func swipeRelease(actions: Int, trailing: Bool, velocity: CGFloat, fullSwipe: Bool) -> SwipeRelease {
        let offset = abs(swipeOffset)
        let buttons = CGFloat(actions) * UITableView.swipeActionWidth
        if fullSwipe, actions > 0, offset > bounds.width * 0.6 { return .performFirstAction }
        if offset > buttons / 2 || velocity * (trailing ? -1 : 1) > 300 {
            return .open(at: trailing ? -buttons : buttons)
        }
        return .close
    }

    /// Slides the content to `offset` on the frame clock, then calls `finish`.
    func slideSwipe(to offset: CGFloat, then finish: (() -> Void)? = nil) {
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.allowUserInteraction],
            animations: {
                self.swipeOffset = offset
                self.layoutIfNeeded()
            },
            completion: { _ in finish?() })
    }

    /// Slides the row closed, taking its buttons away once it is (unless a new swipe moved it meanwhile).
    func slideSwipeClosed() {
        slideSwipe(to: 0) { [weak self] in
            guard let self, self.swipeOffset == 0 else { return }
            self.hideSwipeActions()
        }
    }

    /// The revealed buttons' frame for the current offset (call from the row's layout).
    func layoutSwipeActions() {
        guard let view = swipeActionsView else { return }
        let revealed = abs(swipeOffset)
        view.frame = CGRect(
            x: view.trailing ? bounds.width - revealed : 0, y: 0, width: revealed, height: bounds.height)
    }
}
