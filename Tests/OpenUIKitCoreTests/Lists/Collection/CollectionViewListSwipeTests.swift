import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Swipe actions of list rows, from the list configuration's providers, with the table's arbitration: a horizontal
/// drag (finger, mouse or two-finger touchpad swipe) reveals the buttons, a tap on one runs it, a full swipe runs
/// the first, vertical drags scroll, and a tap or another row's swipe closes the open row first.
@MainActor
@Suite struct CollectionViewListSwipeTests {
    private let width: CGFloat = 74  // a button's width

    @Test func aSwipeLeftOpensTheTrailingActionsAndATapOnOneRunsIt() throws {
        let scene = ListScene()
        try scene.swipe(item: 2, from: 250, to: 130)
        #expect(scene.log.take() == [], "a swipe neither highlights nor selects")
        #expect(scene.cell(2)?.contentView.frame.minX == -2 * width, "open: both buttons showing")
        #expect(scene.buttonTitles(2) == ["Delete", "Archive"])
        #expect(scene.cell(2)?.configurationState.isSwiped == true)
        // Trailing: Delete (the first) is outermost at the right edge.
        try scene.driver.tap(at: CGPoint(x: 320 - width / 2, y: 110))
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["Delete(2)"])
        scene.window.layoutIfNeeded()
        #expect(scene.text(2) == "row 3")
        #expect(scene.cell(2)?.contentView.frame.minX == 0)
        #expect(scene.buttonTitles(2) == [])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aSmallSwipeSpringsBackClosed() throws {
        let scene = ListScene()
        try scene.swipe(item: 1, from: 250, to: 215)
        #expect(scene.cell(1)?.contentView.frame.minX == 0)
        #expect(scene.buttonTitles(1) == [])
        #expect(scene.log.take() == [])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aFullSwipeRunsTheFirstAction() throws {
        let scene = ListScene()
        try scene.swipe(item: 4, from: 300, to: 20, steps: 10)
        #expect(scene.log.take() == ["Delete(4)"])
        #expect(scene.rows.count == 29)
        scene.driver.advance(by: 1)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aSwipeRightOpensTheLeadingActionsOnlyWhereThereAreSome() throws {
        let scene = ListScene()
        try scene.swipe(item: 1, from: 40, to: 200)
        #expect(scene.cell(1)?.contentView.frame.minX == 0, "row 1 has no leading actions")
        try scene.swipe(item: 2, from: 40, to: 200)
        #expect(scene.cell(2)?.contentView.frame.minX == width)
        scene.log.clear()
        try scene.driver.tap(at: CGPoint(x: 30, y: 110))
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["Pin(2)"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aTapOrASwipeElsewhereClosesTheOpenRowFirst() throws {
        let scene = ListScene()
        try scene.swipe(item: 2, from: 250, to: 130)
        try scene.driver.tap(at: CGPoint(x: 100, y: 220))
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == [], "the tap only closed the open row")
        #expect(scene.cell(2)?.contentView.frame.minX == 0)
        try scene.swipe(item: 2, from: 250, to: 130)
        try scene.swipe(item: 6, from: 250, to: 130)
        #expect(scene.cell(2)?.contentView.frame.minX == 0, "the other row's swipe closed row 2")
        #expect(scene.cell(6)?.contentView.frame.minX == 0, "and did not open its own")
        try scene.driver.tap(at: CGPoint(x: 100, y: 220))
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["didSelect(5)"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aVerticalDragStillScrollsAndClosesNothingItDidNotOpen() throws {
        let scene = ListScene()
        try scene.driver.drag(from: CGPoint(x: 200, y: 300), by: -18, -120, hold: 0, settle: 6)
        #expect(scene.collectionView.contentOffset.y > 100)
        #expect(scene.collectionView.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        #expect(scene.log.take() == [])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aMouseDragOpensARowAsAFingerDoes() throws {
        let scene = ListScene()
        try scene.driver.pointerDown(at: CGPoint(x: 250, y: 66))
        for step in 1...6 {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.pointerMove(to: CGPoint(x: 250 - CGFloat(step) * 20, y: 66))
        }
        scene.driver.advance(by: 0.1)
        try scene.driver.pointerUp(at: CGPoint(x: 130, y: 66))
        scene.driver.advance(by: 0.5)
        #expect(scene.cell(1)?.contentView.frame.minX == -2 * width)
        #expect(scene.log.take() == [])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aTwoFingerTouchpadSwipeOpensARowAndAScrollClosesIt() throws {
        let scene = ListScene()
        for _ in 0..<6 {
            try scene.driver.scroll(by: -20, 0, at: CGPoint(x: 200, y: 110), type: .continuous)
            scene.driver.advance(by: 1.0 / 64)
        }
        scene.driver.advance(by: 0.5)
        #expect(scene.cell(2)?.contentView.frame.minX == -2 * width)
        #expect(scene.collectionView.contentOffset.y == 0)
        for _ in 0..<6 {
            try scene.driver.scroll(by: 0, -20, at: CGPoint(x: 200, y: 300), type: .continuous)
            scene.driver.advance(by: 1.0 / 64)
        }
        scene.driver.advance(by: 5)
        #expect(scene.collectionView.contentOffset.y > 0)
        #expect(scene.collectionView.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        #expect(scene.driver.finish().isClean)
    }

    @Test func aDeleteAccessoryTapRevealsTheTrailingActionsWithoutSelecting() throws {
        let scene = ListScene()
        scene.accessories = [.delete(), .disclosureIndicator(displayed: .whenNotEditing)]
        scene.collectionView.reloadData()
        scene.collectionView.isEditing = true
        scene.window.layoutIfNeeded()
        #expect(scene.cell(3)?.configurationState.isEditing == true)
        // The delete control sits at the leading edge, 44 points wide; the chevron is hidden while editing.
        #expect(scene.cell(3)?.contentView.frame == CGRect(x: 44, y: 0, width: 276, height: 44))
        try scene.driver.tap(at: CGPoint(x: 22, y: 3 * 44 + 22))
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == [], "the accessory keeps its tap: no selection")
        #expect(scene.buttonTitles(3) == ["Delete", "Archive"])
        #expect(scene.cell(3)?.contentView.frame.minX == 44 - 2 * width)
        #expect(scene.driver.finish().isClean)
    }
}
