import CGIO
import Foundation
@_spi(Accessibility) import OpenUIKitCore

// The Table interface of table and collection views, as GTK's list and column views and Qt's table views publish
// theirs: every row by number, on screen or not (a row off screen is its `AccessibilityRowElement`, whose extents are
// the row's rect). One column: a table's row is one cell, and a collection view's items are read in index-path order
// as a list's are. A table index is the row's number among all rows (every section's, in order), not its index among
// the list's children (those are the items on screen, headers among them).
extension ATSPIBridge {
    func tableProperty(_ name: String, _ object: AnyObject) -> OpaquePointer? {
        guard let list = object as? AccessibilityList else { return nil }
        switch name {
        case "NRows": return Variant.int32(Int32(list.accessibilityRowCount))
        case "NColumns": return Variant.int32(list.accessibilityRowCount > 0 ? 1 : 0)
        case "Caption", "Summary": return reference(nil)
        case "NSelectedRows": return Variant.int32(Int32(selectedRowNumbers(of: list).count))
        case "NSelectedColumns": return Variant.int32(0)
        default: return nil
        }
    }

    func table(_ call: ATSPICall, _ object: AnyObject) -> OpaquePointer? {
        guard let list = object as? AccessibilityList else { return nil }
        /// The index path of the row named by the call's argument `argument` (a row number or a table index: the
        /// same with one column), when `column` (when given) is the one column.
        func row(_ argument: Int, column: Int? = nil) -> IndexPath? {
            if let column, int32Argument(call, column) != 0 { return nil }
            return list.accessibilityIndexPath(forRow: int32Argument(call, argument))
        }
        switch call.method {
        case "GetAccessibleAt":
            let element = row(0, column: 1).flatMap { list.accessibilityElement(forRowAt: $0) }
            return Variant.tuple([reference(element, parent: list)])
        case "GetIndexAt":
            return Variant.tuple([Variant.int32(row(0, column: 1) == nil ? -1 : Int32(int32Argument(call, 0)))])
        case "GetRowAtIndex":
            return Variant.tuple([Variant.int32(row(0) == nil ? -1 : Int32(int32Argument(call, 0)))])
        case "GetColumnAtIndex":
            return Variant.tuple([Variant.int32(row(0) == nil ? -1 : 0)])
        case "GetRowDescription", "GetColumnDescription":
            return Variant.tuple([Variant.string("")])
        case "GetRowExtentAt", "GetColumnExtentAt":
            return Variant.tuple([Variant.int32(row(0, column: 1) == nil ? 0 : 1)])
        case "GetRowHeader", "GetColumnHeader":
            return Variant.tuple([reference(nil)])
        case "GetSelectedRows":
            return Variant.tuple([Variant.array("i", selectedRowNumbers(of: list).map { Variant.int32(Int32($0)) })])
        case "GetSelectedColumns":
            return Variant.tuple([Variant.array("i", [])])
        case "IsRowSelected":
            return Variant.tuple([Variant.bool(row(0).map(list.accessibilityIsRowSelected) ?? false)])
        case "IsSelected":
            return Variant.tuple([Variant.bool(row(0, column: 1).map(list.accessibilityIsRowSelected) ?? false)])
        case "AddRowSelection":
            return Variant.tuple([Variant.bool(row(0).map(list.accessibilitySelectRow) ?? false)])
        case "RemoveRowSelection":
            return Variant.tuple([Variant.bool(row(0).map(list.accessibilityDeselectRow) ?? false)])
        case "IsColumnSelected", "AddColumnSelection", "RemoveColumnSelection":
            return Variant.tuple([Variant.bool(false)])
        case "GetRowColumnExtentsAtIndex":
            guard let indexPath = row(0) else {
                return Variant.tuple([
                    Variant.bool(false), Variant.int32(-1), Variant.int32(-1), Variant.int32(0), Variant.int32(0),
                    Variant.bool(false),
                ])
            }
            return Variant.tuple([
                Variant.bool(true), Variant.int32(Int32(int32Argument(call, 0))), Variant.int32(0), Variant.int32(1),
                Variant.int32(1), Variant.bool(list.accessibilityIsRowSelected(at: indexPath)),
            ])
        default:
            return nil
        }
    }

    /// The numbers of the list's selected rows, on screen or not, in order.
    private func selectedRowNumbers(of list: any AccessibilityList) -> [Int] {
        list.accessibilitySelectedRows.filter(list.accessibilityIsValid).map(list.accessibilityRow(of:)).sorted()
    }
}
