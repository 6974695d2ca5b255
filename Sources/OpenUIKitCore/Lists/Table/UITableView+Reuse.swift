import Foundation

// Registration and reuse: UIKit's `register(_:forCellReuseIdentifier:)` and `dequeueReusableCell(withIdentifier:for:)`.
// A registered class is made through its required `init(registeredReuseIdentifier:)`, so no Objective-C runtime is
// needed; a cell handed out again gets `prepareForReuse()` first.

extension UITableView {
    /// Registers the class the table makes for `identifier` when no cell is waiting for reuse; nil unregisters.
    /// A class that is not a ``UITableViewCell`` is reported and ignored (UIKit raises an exception).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(nil, for: identifier)
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            reportMisuse("register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass")
            return
        }
        cellPool.register({ type.init(registeredReuseIdentifier: identifier) }, for: identifier)
    }

    /// Registers the class of the header and footer views made for `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterPool.register(nil, for: identifier)
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            reportMisuse(
                "register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass"
            )
            return
        }
        headerFooterPool.register({ type.init(registeredReuseIdentifier: identifier) }, for: identifier)
    }

    /// A cell for `identifier`: one waiting for reuse (after its `prepareForReuse()`), or a new one of the
    /// registered class. For an identifier that is not registered, UIKit raises an exception; OpenUIKit reports a
    /// programming error and returns a new `.default` cell so the table keeps working.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        reportMisuse(
            "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): nothing is registered for "
                + "\"\(identifier)\"; register a class first")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell waiting for reuse under `identifier`, or a new one of the registered class; nil when there is
    /// neither (the old pattern: make one with `init(style:reuseIdentifier:)` then).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, isNew) = cellPool.dequeue(identifier) else { return nil }
        if !isNew {
            cell.setHighlighted(false, animated: false)
            cell.setSelected(false, animated: false)
            cell.prepareForReuse()
        }
        return cell
    }

    /// A header or footer view waiting for reuse under `identifier`, or a new one of the registered class; nil
    /// when neither.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, isNew) = headerFooterPool.dequeue(identifier) else { return nil }
        if !isNew { view.prepareForReuse() }
        return view
    }
}
