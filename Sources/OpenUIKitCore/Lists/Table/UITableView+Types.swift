import Foundation

extension UITableView {
    /// How a table view groups its sections. Raw values match UIKit's.
    public enum Style: Int, Sendable {
        /// Edge-to-edge rows; in a plain table a section's header stays pinned to the top while its rows scroll.
        case plain
        /// Sections as separate groups on the grouped background, headers and footers scrolling with the rows.
        case grouped
        /// Grouped, with each section's rows inset from the sides in a rounded block.
        case insetGrouped
    }

    /// Where ``UITableView/scrollToRow(at:at:animated:)`` and ``UITableView/selectRow(at:animated:scrollPosition:)``
    /// put the row. Raw values match UIKit's.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row (none if it is visible).
        case none
        case top
        case middle
        case bottom
    }

    /// The animation of inserted, deleted and reloaded rows. Raw values match UIKit's. OpenUIKit animates every kind
    /// but ``none`` as a fade with the rows sliding to their new places (see Docs/UIKitParity.md).
    public enum RowAnimation: Int, Sendable {
        case fade
        case right
        case left
        case top
        case bottom
        case none
        case middle
        case automatic = 100
    }

    /// For `rowHeight`, `estimatedRowHeight` and the section header and footer heights: let the table work the
    /// height out (a row from its cell's content, an estimate from the row height). A negative sentinel, compared by
    /// value, as in UIKit.
    public static let automaticDimension: CGFloat = -1
}
