import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Insertions, deletions, moves and reloads: the rows on screen follow, the selection follows its rows, and an
/// update whose counts do not add up is reported (UIKit's "Invalid update") and leaves a working table.
@MainActor
@Suite struct TableViewUpdateTests {
    private func texts(_ scene: TableScene) -> [String] {
        scene.table.visibleCells.map { $0.textLabel?.text ?? "?" }
    }

    @Test func insertingAndDeletingRowsMovesTheRowsBelowAndKeepsTheSelection() {
        let scene = TableScene(sections: [20])
        scene.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        scene.source.rows[0].insert("new", at: 1)
        scene.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        scene.window.layoutIfNeeded()
        #expect(texts(scene) == ["0.0", "new", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8"])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
        scene.source.rows[0].removeSubrange(0..<2)
        scene.table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
        scene.window.layoutIfNeeded()
        #expect(texts(scene) == (1..<11).map { "0.\($0)" })
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.table.contentSize.height == CGFloat(19 * 44))
        #expect(scene.driver.diagnostics == [])
    }

    @Test func aBatchMixesDeletionsInsertionsAndAMoveByTheirBeforeAndAfterIndexes() {
        let scene = TableScene(sections: [6])
        var completions: [Bool] = []
        scene.table.performBatchUpdates(
            {
                // Before: 0.0 … 0.5. Delete 0.0 and 0.2 (old indexes), insert "a" at 0 and "b" at 3 (new indexes),
                // move old row 5 to new row 1.
                scene.source.rows[0] = ["a", "0.5", "0.1", "b", "0.3", "0.4"]
                scene.table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
                scene.table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
                scene.table.moveRow(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 1, section: 0))
            }, completion: { completions.append($0) })
        #expect(completions == [])
        scene.driver.advance(by: 0.5)
        #expect(completions == [true])
        #expect(texts(scene) == ["a", "0.5", "0.1", "b", "0.3", "0.4"])
        #expect(scene.driver.diagnostics == [])
        #expect(scene.table.subviews.filter { $0 is UITableViewCell }.count == 6, "the deleted rows' cells left")
    }

    @Test func anUpdateWhoseCountsDoNotAddUpIsReportedAndTheTableReloads() {
        let scene = TableScene(sections: [20])
        scene.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        // The model is not changed: 20 rows before and after, one deleted.
        scene.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(
            scene.driver.diagnostics.map(\.description) == [
                "invalidListUpdate: UITableView: Invalid update: invalid number of rows in section 0. The number of "
                    + "rows contained in an existing section after the update (20) must be equal to the number of "
                    + "rows contained in that section before the update (20), plus or minus the number of rows "
                    + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number "
                    + "of rows moved into or out of that section (0 moved in, 0 moved out)."
            ])
        scene.window.layoutIfNeeded()
        #expect(texts(scene) == (0..<10).map { "0.\($0)" })
        #expect(scene.table.numberOfRows(inSection: 0) == 20)
        #expect(scene.table.indexPathForSelectedRow == nil, "reloaded, as UIKit's reloadData clears the selection")
        // And it keeps working.
        scene.source.rows[0].remove(at: 0)
        scene.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        scene.window.layoutIfNeeded()
        #expect(texts(scene) == (1..<11).map { "0.\($0)" })
        #expect(scene.driver.diagnostics.count == 1)
    }

    @Test func deletingARowThatDoesNotExistIsReported() {
        let scene = TableScene(sections: [3])
        scene.source.rows[0].remove(at: 0)
        scene.table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .none)
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.invalidListUpdate)])
        scene.window.layoutIfNeeded()
        #expect(texts(scene) == ["0.1", "0.2"])
    }

    @Test func insertingAndDeletingSections() {
        let scene = TableScene(sections: [2, 2])
        scene.source.rows.insert(["x"], at: 1)
        scene.table.insertSections(IndexSet(integer: 1), with: .none)
        scene.window.layoutIfNeeded()
        #expect(texts(scene) == ["0.0", "0.1", "x", "1.0", "1.1"])
        scene.source.rows.remove(at: 0)
        scene.table.deleteSections(IndexSet(integer: 0), with: .none)
        scene.window.layoutIfNeeded()
        #expect(texts(scene) == ["x", "1.0", "1.1"])
        #expect(scene.table.numberOfSections == 2)
        #expect(scene.driver.diagnostics == [])
    }

    @Test func reloadDataFromInsideCellForRowAtIsSafe() {
        let scene = TableScene(sections: [30])
        var reloaded = false
        scene.source.logsDisplay = true
        scene.source.onCall = { name, _ in
            guard name == "cellForRowAt", !reloaded else { return }
            reloaded = true
            scene.source.rows[0] = ["only"]
            scene.table.reloadData()
        }
        scene.table.contentOffset = CGPoint(x: 0, y: 100)
        scene.window.layoutIfNeeded()
        scene.window.layoutIfNeeded()
        #expect(scene.table.numberOfRows(inSection: 0) == 1)
        #expect(texts(scene) == ["only"] || texts(scene) == [])
        scene.table.contentOffset = .zero
        scene.window.layoutIfNeeded()
        #expect(texts(scene) == ["only"])
    }
}
