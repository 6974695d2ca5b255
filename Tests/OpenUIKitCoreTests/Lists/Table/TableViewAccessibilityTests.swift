import Foundation
import Testing
@_spi(Accessibility) import OpenUIKitCore
import OpenUIKitTesting

/// A table's rows as accessibility elements: the table is one container whose children are its rows on screen in
/// index-path order with the section headers among them; a row is one element named by its labels, `.selected`
/// while selected, with its index path; selecting through the list asks and tells the delegate as a tap does, and
/// app code may change the table from inside those calls.
@MainActor
@Suite struct TableViewAccessibilityTests {
    private func describe(_ item: AnyObject) -> String {
        guard let responder = item as? UIResponder else { return "?" }
        var text = describeElement(responder)
        if let cell = item as? UITableViewCell,
            let table = cell.superview as? UITableView ?? cell.superview?.superview
                as? UITableView, let indexPath = table.accessibilityIndexPath(of: cell)
        {
            text += " @\(indexPath.section).\(indexPath.row)"
        }
        return text
    }

    @Test func rowsAreElementsInIndexPathOrderWithTheirSectionHeaders() {
        let scene = TableScene(sections: [2, 2]) { _, source in source.titles = ["Fruit", "Vegetables"] }
        let window = AccessibilityTree.children(of: scene.window)
        #expect(window.count == 1 && window.first === scene.table)
        #expect(AccessibilityTree.isContainer(scene.table))
        #expect(
            AccessibilityTree.children(of: scene.table).map(describe) == [
                "UILabel label=Fruit [header,staticText]",
                "UITableViewCell label=0.0 @0.0", "UITableViewCell label=0.1 @0.1",
                "UILabel label=Vegetables [header,staticText]",
                "UITableViewCell label=1.0 @1.0", "UITableViewCell label=1.1 @1.1",
            ])
        #expect(scene.table.accessibilityRowCount == 4)
        #expect(scene.table.accessibilityElements == nil)
    }

    /// Only the rows on screen are elements; scrolling brings others in.
    @Test func onlyTheRowsOnScreenAreElements() {
        let scene = TableScene(sections: [100])
        let first = AccessibilityTree.children(of: scene.table).compactMap {
            ($0 as? UITableViewCell)?.accessibilityLabel
        }
        scene.table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        scene.window.layoutIfNeeded()
        let later = AccessibilityTree.children(of: scene.table).compactMap {
            ($0 as? UITableViewCell)?.accessibilityLabel
        }
        #expect(first.first == "0.0" && first.count == 10)
        #expect(later.first == "0.50" && later.count == 10)
        #expect(scene.table.accessibilityRowCount == 100)
    }

    @Test func selectingARowThroughTheListAsksAndTellsTheDelegate() {
        let scene = TableScene(sections: [3])
        let rows = AccessibilityTree.children(of: scene.table)
        var log: [String] = []
        log.append("select 0.1: \(scene.table.accessibilitySelect(rows[1]))")
        log += scene.take()
        log.append("row 0.1: \(describe(rows[1]))")
        log.append("select 0.2: \(scene.table.accessibilitySelect(rows[2]))")
        log += scene.take()
        log.append("deselect 0.2: \(scene.table.accessibilityDeselect(rows[2]))")
        log += scene.take()
        #expect(
            log == [
                "select 0.1: true", "willSelect(0.1)", "didSelect(0.1)",
                "row 0.1: UITableViewCell label=0.1 [selected] @0.1",
                "select 0.2: true", "willSelect(0.2)", "willDeselect(0.1)", "didDeselect(0.1)", "didSelect(0.2)",
                "deselect 0.2: true", "willDeselect(0.2)", "didDeselect(0.2)",
            ])
    }

    /// The delegate deletes the row being selected from inside `willSelectRowAt`: the selection is dropped, nothing
    /// crashes, and the rows read afterwards are the table's new ones.
    @Test func theDelegateMayDeleteTheRowBeingSelected() {
        let scene = TableScene(sections: [3])
        scene.source.onCall = { name, indexPath in
            guard name == "willSelect", let indexPath else { return }
            scene.source.rows[0].remove(at: indexPath.row)
            scene.table.deleteRows(at: [indexPath], with: .none)
        }
        let rows = AccessibilityTree.children(of: scene.table)
        let selected = scene.table.accessibilitySelect(rows[1])
        scene.window.layoutIfNeeded()
        #expect(!selected)
        #expect(scene.table.indexPathsForSelectedRows == nil)
        #expect(scene.take() == ["willSelect(0.1)"])
        #expect(
            AccessibilityTree.children(of: scene.table).map(describe) == [
                "UITableViewCell label=0.0 @0.0", "UITableViewCell label=0.2 @0.1",
            ])
    }

    /// A cell with a title and a detail is read as "Title, Detail".
    @Test func aRowIsNamedByItsLabelsInReadingOrder() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        #expect(describeElement(cell) == "UITableViewCell label=Wi-Fi, Home")
        #expect(cell.isAccessibilityElement)
    }
}
