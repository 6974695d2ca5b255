import Foundation

/// A list that opens rows' swipe actions with a ``TableSwipeRecognizer``: a table view, or a collection view with a
/// list layout. The recognizer asks it whether a horizontal drag from a point may open a row.
@MainActor
protocol SwipeActionsHost: UIScrollView {
    /// Whether a drag from `point` (the host's coordinates) to the left or right may open a row's actions (or only
    /// closes an open one).
    func swipeMayBegin(at point: CGPoint, leftward: Bool) -> Bool
}

extension UITableView: SwipeActionsHost {}

extension UITableViewCell: SwipeableRow {}

extension TableSwipeRecognizer {
    /// Adds the recognizer to `host` as every list has it: named "swipeActions", driven by finger and mouse drags and
    /// by two-finger touchpad scrolls (GTK's and macOS's lists open rows that way), reporting to `changed`.
    func install(on host: any SwipeActionsHost, changed: @escaping (TableSwipeRecognizer) -> Void) {
        table = host
        name = "swipeActions"
        allowedScrollTypesMask = .continuous
        host.addGestureRecognizer(self)
        addHandler { recognizer in changed(unsafeDowncast(recognizer, to: TableSwipeRecognizer.self)) }
    }
}
