import Foundation

/// A list whose rows are accessibility elements: table views and collection views. Assistive technologies read it
/// as one node (a list, as GTK's list views are published) whose children are the rows on screen, each with its
/// index path, and select rows through it as a user's tap would (the delegate is asked and told).
///
/// Every row is reachable, on screen or not, as UIKit lets VoiceOver reach every row of a table: a row on screen is
/// its cell; a row off screen is an ``AccessibilityRowElement`` whose frame is the row's rect, made without asking
/// the data source for a cell (``accessibilityElement(forRowAt:)``), which scrolls its row in when activated or
/// focused.
@_spi(Accessibility) @preconcurrency @MainActor
public protocol AccessibilityList: AnyObject {
    /// The list's items on screen, in index-path order: section headers, cells and footers as they come.
    var accessibilityListItems: [AnyObject] { get }
    /// The index path of `item` when it is a row's cell on screen.
    func accessibilityIndexPath(of item: AnyObject) -> IndexPath?
    /// How many rows the list has in all its sections, on screen or not.
    var accessibilityRowCount: Int { get }
    /// Selects the row of `item` as a tap would (nothing for an item that is no row); whether it is selected after.
    func accessibilitySelect(_ item: AnyObject) -> Bool
    /// Deselects the row of `item` as a tap on a selected row of a multiple-selection list would; whether it is
    /// deselected after.
    func accessibilityDeselect(_ item: AnyObject) -> Bool

    /// How many sections the list has.
    var accessibilitySectionCount: Int { get }
    /// How many rows `section` has.
    func accessibilityRowCount(inSection section: Int) -> Int
    /// The row's cell, when the row is on screen.
    func accessibilityCell(at indexPath: IndexPath) -> UIView?
    /// The row's rect in the list's coordinates, on screen or not.
    func accessibilityRowRect(at indexPath: IndexPath) -> CGRect
    /// The selected rows' index paths, on screen or not.
    var accessibilitySelectedRows: [IndexPath] { get }
    /// Whether the row is selected.
    func accessibilityIsRowSelected(at indexPath: IndexPath) -> Bool
    /// Selects the row as a tap would; whether it is selected after.
    func accessibilitySelectRow(at indexPath: IndexPath) -> Bool
    /// Deselects the row as a tap on a selected row of a multiple-selection list would; whether it is deselected
    /// after.
    func accessibilityDeselectRow(at indexPath: IndexPath) -> Bool
    /// Scrolls the least that shows the row, without animation (its cell is on screen after).
    func accessibilityScrollToRow(at indexPath: IndexPath)
}

extension AccessibilityList {
    /// The index path of the list's `row`-th row counting through every section from 0, or nil past the last.
    public func accessibilityIndexPath(forRow row: Int) -> IndexPath? {
        guard row >= 0 else { return nil }
        var remaining = row
        for section in 0..<accessibilitySectionCount {
            let count = accessibilityRowCount(inSection: section)
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return nil
    }

    /// The place of the row at `indexPath` among all the list's rows, counting from 0.
    public func accessibilityRow(of indexPath: IndexPath) -> Int {
        (0..<min(indexPath.section, accessibilitySectionCount)).reduce(indexPath.row) {
            $0 + accessibilityRowCount(inSection: $1)
        }
    }

    /// Whether `indexPath` names a row of the list.
    public func accessibilityIsValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < accessibilitySectionCount
            && indexPath.row >= 0 && indexPath.row < accessibilityRowCount(inSection: indexPath.section)
    }

    /// The element of the row at `indexPath`: its cell when on screen, else the row's ``AccessibilityRowElement``
    /// (the same object on every call while the row is off screen). Nil for an index path that names no row.
    public func accessibilityElement(forRowAt indexPath: IndexPath) -> AnyObject? {
        guard accessibilityIsValid(indexPath), let view = self as? UIView else { return nil }
        if let cell = accessibilityCell(at: indexPath) { return cell }
        let storage = view.accessibility
        if let element = storage.rowElements[indexPath] { return element }
        let element = AccessibilityRowElement(list: self, indexPath: indexPath)
        storage.rowElements[indexPath] = element
        return element
    }

    public func accessibilitySelect(_ item: AnyObject) -> Bool {
        guard let indexPath = rowIndexPath(of: item) else { return false }
        return accessibilitySelectRow(at: indexPath)
    }

    public func accessibilityDeselect(_ item: AnyObject) -> Bool {
        guard let indexPath = rowIndexPath(of: item) else { return false }
        return accessibilityDeselectRow(at: indexPath)
    }

    /// The index path of a row's cell or of an off-screen row's element of this list.
    private func rowIndexPath(of item: AnyObject) -> IndexPath? {
        if let element = item as? AccessibilityRowElement, element.list === self {
            return accessibilityIsValid(element.indexPath) ? element.indexPath : nil
        }
        return accessibilityIndexPath(of: item)
    }
}
