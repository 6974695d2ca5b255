import Foundation

// A view controller's editing mode and the Edit/Done bar button item that toggles it, as UIKit's
// `UIViewController.isEditing`, `setEditing(_:animated:)` and `editButtonItem` (declared in UIViewController.swift so
// subclasses can override them). `UITableViewController` overrides `setEditing(_:animated:)` to put its table in the
// same mode.

extension UIViewController {
    /// ``editButtonItem``'s item, made once: its action belongs to this controller, so a tap toggles editing here
    /// whichever bar shows the item.
    func makeEditButtonItemIfNeeded() -> UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            })
        item.showEditing(storedEditing)
        storedEditButtonItem = item
        return item
    }
}

extension UIBarButtonItem {
    /// What an edit button item shows: Edit (plain) outside editing mode, Done (bold) in it, as UIKit's.
    func showEditing(_ editing: Bool) {
        title = editing ? Self.systemTitle(.done) : Self.systemTitle(.edit)
        style = editing ? .done : .plain
    }
}
