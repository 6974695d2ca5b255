import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `UITableViewDiffableDataSource`: snapshots applied as animated batch updates, identifiers to rows and back,
/// UIKit's editing defaults, and reordering that keeps the snapshot in step.
@MainActor
@Suite struct TableDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case inbox, archive }

    /// A table of 44-point rows in a window, fed by a diffable data source whose cell provider logs.
    @MainActor
    final class Scene {
        let driver = EventDriver()
        let window: UIWindow
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        var provided: [String] = []
        var dataSource: UITableViewDiffableDataSource<Section, String>!

        init(editable: Bool = false) {
            driver.backend.framesPerSecond = 64
            window = driver.makeWindow()
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            window.addSubview(table)
            let provider: UITableViewDiffableDataSource<Section, String>.CellProvider = {
                [unowned self] table, indexPath, item in
                self.provided.append("\(item)@\(indexPath.section).\(indexPath.row)")
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            dataSource =
                editable
                ? EditableSource(tableView: table, cellProvider: provider)
                : UITableViewDiffableDataSource(tableView: table, cellProvider: provider)
        }

        var texts: [String] { table.visibleCells.compactMap { $0.textLabel?.text } }
    }

    private func snapshot(_ inbox: [String], _ archive: [String]? = nil) -> NSDiffableDataSourceSnapshot<
        Section, String
    > {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.inbox])
        snapshot.appendItems(inbox, toSection: .inbox)
        if let archive {
            snapshot.appendSections([.archive])
            snapshot.appendItems(archive, toSection: .archive)
        }
        return snapshot
    }

    @Test func applyingASnapshotRunsTheDifferenceAndKeepsTheCellsOfRowsThatStay() {
        let scene = Scene()
        #expect(scene.table.dataSource === scene.dataSource)
        scene.dataSource.apply(snapshot(["a", "b", "c", "d"]), animatingDifferences: false)
        scene.window.layoutIfNeeded()
        #expect(scene.provided == ["a@0.0", "b@0.1", "c@0.2", "d@0.3"])
        #expect(scene.texts == ["a", "b", "c", "d"])
        let cellOfC = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        scene.provided.removeAll()
        // Delete b, insert e at the front, move a to the end.
        scene.dataSource.apply(snapshot(["e", "c", "d", "a"]))
        scene.window.layoutIfNeeded()
        #expect(scene.provided == ["e@0.0"], "only the inserted row is asked for")
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfC)
        scene.driver.advance(by: 1)
        #expect(scene.texts == ["e", "c", "d", "a"])
        #expect(scene.table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["e", "c", "d", "a"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func identifiersMapToRowsAndBack() {
        let scene = Scene()
        scene.dataSource.apply(snapshot(["a", "b"], ["x", "y", "z"]), animatingDifferences: false)
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "y")
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 1)) == nil)
        #expect(scene.dataSource.indexPath(for: "z") == IndexPath(row: 2, section: 1))
        #expect(scene.dataSource.indexPath(for: "nope") == nil)
        #expect(scene.dataSource.sectionIdentifier(for: 1) == .archive)
        #expect(scene.dataSource.index(for: .archive) == 1)
        #expect(scene.table.numberOfSections == 2)
        #expect(scene.table.numberOfRows(inSection: 1) == 3)
    }

    @Test func theDefaultRowAnimationNoneAndAnUnanimatedApplyChangeAtOnce() {
        let scene = Scene()
        scene.dataSource.defaultRowAnimation = .fade
        #expect(scene.dataSource.defaultRowAnimation == .fade)
        scene.dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        scene.window.layoutIfNeeded()
        var done: [String] = []
        scene.dataSource.apply(snapshot(["c", "a"]), animatingDifferences: false) { done.append("applied") }
        scene.window.layoutIfNeeded()
        // Nothing animates: the rows are in their places on the next layout.
        #expect(scene.texts == ["c", "a"])
        #expect(scene.table.visibleCells.map(\.frame.minY) == [0, 44])
        #expect(scene.table.visibleCells.map(\.alpha) == [1, 1])
        scene.driver.advance(by: 0.5)
        #expect(done == ["applied"])
    }

    @Test func aSectionThatMovesIsDeletedAndInsertedAgain() {
        let scene = Scene()
        scene.dataSource.apply(snapshot(["a", "b"], ["x"]), animatingDifferences: false)
        var moved = NSDiffableDataSourceSnapshot<Section, String>()
        moved.appendSections([.archive, .inbox])
        moved.appendItems(["x", "b"], toSection: .archive)
        moved.appendItems(["a", "c"], toSection: .inbox)
        scene.dataSource.apply(moved)
        scene.driver.advance(by: 1)
        #expect(scene.texts == ["x", "b", "a", "c"])
        #expect(scene.driver.diagnostics.isEmpty, "the update added up")
        #expect(scene.driver.finish().isClean)
    }

    /// UIKit's diffable data source lets no row be edited or moved until a subclass says so; overriding
    /// `commit(_:forRowAt:)` brings the default Delete swipe, and a reorder moves the item in the snapshot.
    final class EditableSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var next = snapshot()
            next.deleteItems([item])
            apply(next)
        }
    }

    @Test func rowsAreNeitherEditableNorMovableUntilASubclassSaysSo() {
        let scene = Scene()
        scene.dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        scene.table.setEditing(true, animated: false)
        scene.window.layoutIfNeeded()
        let cell = scene.table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.editingStyle == UITableViewCell.EditingStyle.none)
        #expect(cell?.contentView.frame.minX == 0, "no delete control")
        #expect(cell?.contentView.frame.width == 320, "no reorder grip")
    }

    @Test func aSubclassThatCommitsGetsTheDeleteSwipeAndReorderingKeepsTheSnapshot() throws {
        let scene = Scene(editable: true)
        scene.dataSource.apply(snapshot(["a", "b", "c", "d"]), animatingDifferences: false)
        scene.window.layoutIfNeeded()
        // Swipe row b to the left, tap Delete.
        try scene.driver.touchDown(1, at: CGPoint(x: 250, y: 66))
        for step in 1...6 {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.touchMove(1, to: CGPoint(x: 250 - CGFloat(step) * 20, y: 66))
        }
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 0.5)
        try scene.driver.tap(at: CGPoint(x: 320 - 37, y: 66))
        scene.driver.advance(by: 1)
        #expect(scene.texts == ["a", "c", "d"])
        // Drag c (row 1) below d by its grip.
        scene.table.setEditing(true, animated: false)
        scene.window.layoutIfNeeded()
        try scene.driver.touchDown(1, at: CGPoint(x: 300, y: 66))
        for y in stride(from: 86, through: 126, by: 20) {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.touchMove(1, to: CGPoint(x: 300, y: CGFloat(y)))
        }
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(scene.texts == ["a", "d", "c"])
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["a", "d", "c"])
        #expect(scene.dataSource.indexPath(for: "c") == IndexPath(row: 2, section: 0))
        #expect(scene.driver.finish().isClean)
    }
}
