import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A row held by its grip near the table's top or bottom edge scrolls the table by itself, on the frame clock:
/// 1,200 points a second at the edge, nothing 50 points inside it, linear between. The row stays under the finger
/// and its drop place follows the content. The scene's display runs at 64 Hz, so every frame is 1/64 s.
@MainActor
@Suite struct TableViewReorderAutoscrollTests {
    private func editingScene() -> TableScene {
        let scene = TableScene(sections: [100]) { _, source in source.movableRows = { $0.row != 0 } }
        scene.table.setEditing(true, animated: false)
        scene.window.layoutIfNeeded()
        return scene
    }

    /// The table's offset after each of `count` frames.
    private func offsets(_ scene: TableScene, frames count: Int) -> [CGFloat] {
        (0..<count).map { _ in
            scene.driver.advance(by: 1.0 / 64)
            return scene.table.contentOffset.y
        }
    }

    /// Row 2 (grip held 22 points below its top, so the finger is at its centre) is dragged 10 points from the
    /// bottom edge (0.8 of the way into the 50-point zone: 960 points a second, 15 a frame), then back out of the
    /// zone (the table stops), then onto the edge itself (1,200 points a second, 18.75 a frame). Each row middle
    /// the finger passes in the moving content is a new proposal to the delegate, and the drop lands there.
    @Test func holdingARowNearTheBottomScrollsFasterNearerTheEdgeAndTheDropFollows() throws {
        let scene = editingScene()
        let cell = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        try scene.driver.touchDown(1, at: CGPoint(x: 300, y: 110))
        scene.driver.advance(by: 1.0 / 64)
        try scene.driver.touchMove(1, to: CGPoint(x: 300, y: 430))
        #expect(offsets(scene, frames: 8) == [15, 30, 45, 60, 75, 90, 105, 120])
        // The finger at 430 + 120 in the content: past the middles of rows 9 to 12 (418 + 44 each).
        #expect(
            scene.take() == ["target(0.2→0.9)", "target(0.2→0.10)", "target(0.2→0.11)", "target(0.2→0.12)"])
        #expect(cell?.frame.minY == CGFloat(120 + 430 - 22), "the row stays under the finger")
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell, "its cell is kept off screen")

        try scene.driver.touchMove(1, to: CGPoint(x: 300, y: 300))
        #expect(offsets(scene, frames: 4) == [120, 120, 120, 120], "out of the zone the table stops")
        try scene.driver.touchMove(1, to: CGPoint(x: 300, y: 440))
        #expect(offsets(scene, frames: 2) == [138.75, 157.5])
        #expect(cell?.frame.minY == CGFloat(157.5 + 440 - 22))
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(scene.table.contentOffset.y == 157.5, "letting go stops it where it is")
        #expect(
            scene.take() == [
                "target(0.2→0.9)", "target(0.2→0.12)", "target(0.2→0.13)", "moveRowAt(0.2→0.13)",
            ])
        #expect(scene.source.rows[0][12...14] == ["0.13", "0.2", "0.14"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 13, section: 0)) === cell)
        #expect(scene.driver.finish().isClean)
    }

    /// The mouse does the same at the top: row 6 held 20 points below the top edge (0.6 into the zone: 720 points
    /// a second, 11.25 a frame) scrolls the table up to its start, where it stops, and drops the row first.
    @Test func theMouseHoldingARowNearTheTopScrollsToTheStartAndStops() throws {
        let scene = editingScene()
        scene.table.contentOffset = CGPoint(x: 0, y: 200)
        scene.window.layoutIfNeeded()
        try scene.driver.pointerDown(at: CGPoint(x: 300, y: 86))  // row 6 (264–308 in the content)
        scene.driver.advance(by: 1.0 / 64)
        try scene.driver.pointerMove(to: CGPoint(x: 300, y: 20))
        let expected = (1...17).map { 200 - 11.25 * CGFloat($0) } + [0, 0, 0]
        #expect(offsets(scene, frames: 20) == expected)
        try scene.driver.pointerUp(at: CGPoint(x: 300, y: 20))
        scene.driver.advance(by: 1)
        #expect(
            scene.take() == [
                "target(0.6→0.5)", "target(0.6→0.4)", "target(0.6→0.3)", "target(0.6→0.2)", "target(0.6→0.1)",
                "target(0.6→0.0)", "moveRowAt(0.6→0.0)",
            ])
        #expect(scene.source.rows[0].prefix(3) == ["0.6", "0.0", "0.1"])
        #expect(scene.table.contentOffset.y == 0)
        #expect(scene.driver.finish().isClean)
    }

    /// A reload from `scrollViewDidScroll` while the table scrolls by itself ends the drag: the scrolling stops
    /// after that frame, nothing moves, and every row is back in its place.
    @Test func aReloadFromScrollViewDidScrollEndsTheDragAndTheScrolling() throws {
        let scene = editingScene()
        try scene.driver.touchDown(1, at: CGPoint(x: 300, y: 110))
        scene.driver.advance(by: 1.0 / 64)
        try scene.driver.touchMove(1, to: CGPoint(x: 300, y: 430))
        scene.source.onScroll = { [table = scene.table] in table.reloadData() }
        #expect(offsets(scene, frames: 4) == [15, 15, 15, 15])
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(scene.take() == ["target(0.2→0.9)"], "no move after the reload")
        #expect(scene.source.rows[0].prefix(3) == ["0.0", "0.1", "0.2"])
        let tops = scene.table.visibleCells.map(\.frame.minY)
        #expect(tops.first == 0 && tops == tops.enumerated().map { CGFloat($0.offset) * 44 })
        #expect(scene.driver.finish().isClean)
    }
}
