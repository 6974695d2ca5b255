import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Reordering in editing mode: a drag on a row's grip (touch or mouse) lifts the row, the delegate redirects each
/// proposed place, and the drop tells the data source `moveRowAt`; the scroll view never takes that drag.
@MainActor
@Suite struct TableViewReorderTests {
    /// The grip of row 2 (88–132): the trailing 44 points.
    let gripOfRowTwo = CGPoint(x: 300, y: 110)

    private func editingScene(sections: [Int] = [10], movable: @escaping (IndexPath) -> Bool = { $0.row != 0 })
        -> TableScene
    {
        let scene = TableScene(sections: sections) { _, source in source.movableRows = movable }
        scene.table.setEditing(true, animated: false)
        scene.window.layoutIfNeeded()
        return scene
    }

    private func texts(_ scene: TableScene) -> [String] {
        scene.table.visibleCells.prefix(6).compactMap { $0.textLabel?.text }
    }

    @Test func draggingTheGripMovesTheRowAndTellsTheDataSource() throws {
        let scene = editingScene()
        let cell = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        try scene.driver.touchDown(1, at: gripOfRowTwo)
        for y in stride(from: 120, through: 200, by: 20) {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.touchMove(1, to: CGPoint(x: 300, y: CGFloat(y)))
            scene.window.layoutIfNeeded()
        }
        #expect(cell?.frame.minY == CGFloat(88 + 90), "the row follows the finger")
        #expect(scene.table.contentOffset.y == 0, "the table did not scroll")
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        // The row's centre passed the middles of rows 3 (154) and 4 (198).
        #expect(scene.take() == ["target(0.2→0.3)", "target(0.2→0.4)", "moveRowAt(0.2→0.4)"])
        #expect(scene.source.rows[0].prefix(6) == ["0.0", "0.1", "0.3", "0.4", "0.2", "0.5"])
        #expect(texts(scene) == ["0.0", "0.1", "0.3", "0.4", "0.2", "0.5"])
        #expect(cell?.frame.minY == CGFloat(4 * 44), "dropped in its new place")
        #expect(scene.table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell)
        #expect(scene.driver.finish().isClean)
    }

    /// The held row's drawing stops at the content's top, but its place follows the finger: a finger above row 0's
    /// middle proposes the first place.
    @Test func aRowDraggedAboveTheTopLandsFirst() throws {
        let scene = editingScene()
        try scene.driver.touchDown(1, at: gripOfRowTwo)
        for y in stride(from: 90, through: 10, by: -20) {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.touchMove(1, to: CGPoint(x: 300, y: CGFloat(y)))
        }
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 0)
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(scene.take() == ["target(0.2→0.1)", "target(0.2→0.0)", "moveRowAt(0.2→0.0)"])
        #expect(texts(scene).prefix(3) == ["0.2", "0.0", "0.1"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func theMouseDragsTheGripToo() throws {
        let scene = editingScene()
        try scene.driver.pointerDown(at: CGPoint(x: 300, y: 200))  // row 4's grip
        for y in stride(from: 180, through: 100, by: -20) {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.pointerMove(to: CGPoint(x: 300, y: CGFloat(y)))
        }
        try scene.driver.pointerUp(at: CGPoint(x: 300, y: 100))
        scene.driver.advance(by: 1)
        #expect(scene.take() == ["target(0.4→0.3)", "target(0.4→0.2)", "moveRowAt(0.4→0.2)"])
        #expect(texts(scene) == ["0.0", "0.1", "0.4", "0.2", "0.3", "0.5"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func theDelegateRedirectsTheDropAndARowThatCannotMoveHasNoGrip() throws {
        let scene = editingScene()
        // A drag on row 0, which cannot move, is an ordinary drag: it scrolls.
        try scene.driver.touchDown(1, at: CGPoint(x: 300, y: 22))
        for step in 1...5 {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.touchMove(1, to: CGPoint(x: 300, y: 22 - CGFloat(step) * 10))
        }
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 3)
        #expect(scene.take() == ["willBeginDragging"])
        scene.table.setContentOffset(.zero, animated: false)
        scene.window.layoutIfNeeded()
        // Row 2 dragged down past rows 3, 4 and 5: the delegate keeps it above row 4, so it lands at 3. Each new
        // proposal is asked once.
        scene.source.redirectMove = { $0.row >= 4 ? IndexPath(row: 3, section: $0.section) : $0 }
        try scene.driver.touchDown(1, at: gripOfRowTwo)
        for y in stride(from: 130, through: 250, by: 20) {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.touchMove(1, to: CGPoint(x: 300, y: CGFloat(y)))
        }
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(
            scene.take() == ["target(0.2→0.3)", "target(0.2→0.4)", "target(0.2→0.5)", "moveRowAt(0.2→0.3)"])
        #expect(texts(scene) == ["0.0", "0.1", "0.3", "0.2", "0.4", "0.5"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aRowDroppedInAnotherSectionMovesThere() throws {
        let scene = editingScene(sections: [3, 3], movable: { _ in true })
        // Section 0's rows span 0–132, section 1's 132–264 (no titles, so no headers).
        try scene.driver.touchDown(1, at: CGPoint(x: 300, y: 66))  // row 0.1
        for y in stride(from: 86, through: 186, by: 25) {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.touchMove(1, to: CGPoint(x: 300, y: CGFloat(y)))
        }
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        let log = scene.take()
        #expect(log.last == "moveRowAt(0.1→1.1)")
        #expect(scene.source.rows == [["0.0", "0.2"], ["1.0", "0.1", "1.1", "1.2"]])
        #expect(scene.table.numberOfRows(inSection: 0) == 2)
        #expect(scene.table.numberOfRows(inSection: 1) == 4)
        #expect(scene.driver.finish().isClean)
    }

    @Test func reloadingFromTheDelegateEndsTheDragSafely() throws {
        let scene = editingScene()
        scene.source.onCall = { [table = scene.table] name, _ in
            if name.hasPrefix("target") { table.reloadData() }
        }
        try scene.driver.touchDown(1, at: gripOfRowTwo)
        for y in stride(from: 120, through: 200, by: 20) {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.touchMove(1, to: CGPoint(x: 300, y: CGFloat(y)))
        }
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(scene.take() == ["target(0.2→0.3)"], "the reload ended the drag: no move")
        #expect(texts(scene) == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5"])
        #expect(scene.table.visibleCells.map(\.frame.minY).prefix(3) == [0, 44, 88])
        #expect(scene.driver.finish().isClean)
    }
}
