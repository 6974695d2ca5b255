import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A two-finger touchpad swipe reveals a row's actions as a finger's swipe does (GTK's and macOS's lists open rows
/// this way); a vertical touchpad scroll still scrolls, and a mouse wheel never opens a row.
@MainActor
@Suite struct TableViewTouchpadSwipeTests {
    private func scrollSteps(_ scene: SwipeScene, by dx: CGFloat, _ dy: CGFloat, at point: CGPoint, type: UIScrollType)
        throws
    {
        for _ in 0..<6 {
            try scene.driver.scroll(by: dx, dy, at: point, type: type)
            scene.driver.advance(by: 1.0 / 64)
        }
        scene.driver.advance(by: 0.5)
    }

    @Test func aTwoFingerSwipeToTheLeftOpensTheTrailingActions() throws {
        let scene = SwipeScene()
        try scrollSteps(scene, by: -20, 0, at: CGPoint(x: 200, y: 110), type: .continuous)
        let cell = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(cell?.contentView.frame.minX == CGFloat(-2 * 74), "open: both buttons showing")
        #expect(scene.table.contentOffset.y == 0)
        #expect(scene.log.take() == [])
        // Scrolling the table closes it again.
        try scrollSteps(scene, by: 0, -20, at: CGPoint(x: 200, y: 300), type: .continuous)
        #expect(scene.table.contentOffset.y > 0)
        #expect(scene.table.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        scene.driver.advance(by: 5)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aWheelTurnedSidewaysOpensNothing() throws {
        let scene = SwipeScene()
        try scrollSteps(scene, by: -20, 0, at: CGPoint(x: 200, y: 110), type: .discrete)
        #expect(scene.table.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        #expect(scene.driver.finish().isClean)
    }
}
