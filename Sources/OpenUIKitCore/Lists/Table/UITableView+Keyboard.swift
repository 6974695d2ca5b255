import Foundation

// The keyboard: ↑ and ↓ move the table's focused row (selecting it when `selectionFollowsFocus`), Return selects the
// focused row, as on iPadOS with a hardware keyboard. OpenUIKit has no focus engine, so the keys reach the table
// while it is first responder (it can become one) or on the responder chain of the one that is.

extension UITableView {
    /// Handles one key; false for keys the table does not use.
    func handleKey(_ code: UIKeyboardHIDUsage) -> Bool {
        reloadIfNeeded()
        switch code {
        case .keyboardDownArrow, .keyboardUpArrow:
            let down = code == .keyboardDownArrow
            let start = focusedRow ?? selectedRows.last
            let next: IndexPath?
            if let start, geometry.isValid(start) {
                next = down ? geometry.row(after: start) : geometry.row(before: start)
            } else {
                next = down ? geometry.firstRow : geometry.lastRow
            }
            guard let next else { return true }
            focusedRow = next
            scrollToRow(at: next, at: .none, animated: false)
            if selectionFollowsFocus, allowsSelectionNow { userSelect(next) }
            return true
        case .keyboardReturnOrEnter, .keypadEnter:
            guard let row = focusedRow ?? selectedRows.last, geometry.isValid(row), allowsSelectionNow else {
                return false
            }
            userSelect(row)
            return true
        default:
            return false
        }
    }
}
