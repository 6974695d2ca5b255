import Foundation
import Testing
@_spi(Accessibility) import OpenUIKitCore
import OpenUIKitTesting

/// Every row of a table is reachable by its number or index path, on screen or not: a row on screen is its cell, a
/// row off screen an `AccessibilityRowElement` at the row's rect (the same object between reads), made without
/// asking the data source for a cell; activating one scrolls its row in and selects it through the delegate, and
/// the delegate may change the table from inside.
@MainActor
@Suite struct AccessibilityRowElementTests {
    private func describe(_ item: AnyObject?) -> String {
        guard let item else { return "none" }
        let responder = item as? UIResponder
        let frame = responder?.accessibilityFrame ?? .zero
        let rect = "(\(Int(frame.minX)),\(Int(frame.minY)),\(Int(frame.width)),\(Int(frame.height)))"
        let selected = responder?.accessibilityTraits.contains(.selected) == true ? " selected" : ""
        if let cell = item as? UITableViewCell { return "cell \(cell.accessibilityLabel ?? "") \(rect)\(selected)" }
        if let row = item as? AccessibilityRowElement {
            return "row \(row.indexPath.section).\(row.indexPath.row) \(rect)\(selected)"
        }
        return "?"
    }

    @Test func everyRowIsItsCellOnScreenAndAnElementAtItsRectOffScreen() {
        let scene = TableScene(sections: [30, 30], configure: { _, source in source.logsDisplay = true })
        _ = scene.log.take()
        let table = scene.table
        let log = [0, 9, 10, 45, 59, 60].map { number in
            "\(number): " + describe(table.accessibilityIndexPath(forRow: number).flatMap(table.accessibilityElement))
        }
        #expect(
            log == [
                "0: cell 0.0 (0,0,320,44)", "9: cell 0.9 (0,396,320,44)", "10: row 0.10 (0,440,320,44)",
                "45: row 1.15 (0,1980,320,44)", "59: row 1.29 (0,2596,320,44)", "60: none",
            ])
        // No cell was asked for, and the element of a row is the same object between reads.
        #expect(scene.log.take() == [])
        let first = table.accessibilityElement(forRowAt: IndexPath(row: 15, section: 1))
        #expect(first != nil && first === table.accessibilityElement(forRowAt: IndexPath(row: 15, section: 1)))
        #expect(table.accessibilityRow(of: IndexPath(row: 15, section: 1)) == 45)
        #expect(table.accessibilityRowCount == 60)
    }

    @Test func activatingARowOffScreenScrollsItInAndSelectsItThroughTheDelegate() throws {
        let scene = TableScene(sections: [30, 30])
        let table = scene.table
        let row = try #require(table.accessibilityElement(forRowAt: IndexPath(row: 15, section: 1)))
        var log = ["activate: \(AccessibilityTree.activate(row))"]
        log += scene.take()
        log.append("now: " + describe(table.accessibilityElement(forRowAt: IndexPath(row: 15, section: 1))))
        log.append("selected: \(table.accessibilitySelectedRows.map { "\($0.section).\($0.row)" })")
        #expect(
            log == [
                "activate: true", "willSelect(1.15)", "didSelect(1.15)",
                "now: cell 1.15 (0,396,320,44) selected", "selected: [\"1.15\"]",
            ])
        #expect(scene.visibleRows.last == "1.15")
    }

    /// The delegate empties the section from inside `willSelectRowAt` of a row being activated off screen: nothing is
    /// selected, nothing crashes, and the element then stands for no row.
    @Test func theDelegateMayDeleteTheRowBeingActivated() throws {
        let scene = TableScene(sections: [30, 30])
        let table = scene.table
        scene.source.onCall = { name, _ in
            if name == "willSelect" {
                scene.source.rows[1].removeAll()
                table.reloadData()
            }
        }
        let row = try #require(table.accessibilityElement(forRowAt: IndexPath(row: 15, section: 1)))
        var log = ["activate: \(AccessibilityTree.activate(row))"]
        log += scene.take()
        log.append("after: " + describe(row) + " \((row as? UIResponder)?.accessibilityTraits == .notEnabled)")
        log.append("row 45: " + describe(table.accessibilityIndexPath(forRow: 45).flatMap(table.accessibilityElement)))
        #expect(
            log == [
                "activate: false", "willSelect(1.15)", "after: row 1.15 (0,0,0,0) true", "row 45: none",
            ])
        #expect(table.accessibilitySelectedRows == [])
    }
}
