import Foundation

/// A view controller whose view is a ``UITableView`` it is the data source and delegate of.
///
/// Mirrors `UITableViewController`: `init(style:)`, ``tableView``, ``clearsSelectionOnViewWillAppear`` (the
/// selected rows are deselected each time the view appears), and every data-source and delegate method declared
/// `open` with UIKit's default, so a subclass writes `override func tableView(_:numberOfRowsInSection:)` and the
/// rest as in UIKit (scroll view delegate methods too: `override func scrollViewDidScroll(_:)`). Static cells from a
/// storyboard do not exist in OpenUIKit: the defaults describe an empty table.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style
    private var storedTableView: UITableView?

    /// The table, made by ``loadView()`` on first use of the view (or set by you).
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return storedTableView
        }
        set {
            storedTableView = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
            view = newValue
        }
    }

    /// Whether the selection is cleared when the view appears (true by default, as in UIKit).
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
        storedTableView = table
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = storedTableView {
            for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
        }
    }

    /// Editing mode of the controller (and its ``UIViewController/editButtonItem``) and of its table together, as
    /// UIKit's `UITableViewController` forwards it.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        storedTableView?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Subclasses must override it when they have rows; the default is a blank cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.noteDefaultAnswer(.canEditRow)
        return true
    }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; a subclass that overrides it gets the default Delete swipe action, as in UIKit.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.noteDefaultAnswer(.commitEditing)
    }
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultAnswer(.heightForRow)
        return tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultAnswer(.estimatedHeightForRow)
        return tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        tableView.noteDefaultAnswer(.editingStyleForRow)
        return .delete
    }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { nil }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
