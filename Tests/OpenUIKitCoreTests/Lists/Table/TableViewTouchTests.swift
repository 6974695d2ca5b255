import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// UIKit's touch rules for rows: highlight after the scroll view's content-touch delay, select on lifting, a drag
/// scrolls and unhighlights, controls in a cell keep their taps, and a row removed under the finger leaves no
/// highlighted cell behind.
@MainActor
@Suite struct TableViewTouchTests {
    /// Row 2 of the scene spans 88–132.
    let rowTwo = CGPoint(x: 100, y: 110)

    @Test func aFingerHeldOnARowHighlightsItAfterTheDelayAndSelectsItOnLifting() throws {
        let scene = TableScene()
        try scene.driver.touchDown(1, at: rowTwo)
        scene.driver.advance(by: 0.14)
        #expect(scene.take() == [])
        scene.driver.advance(by: 0.02)
        #expect(scene.take() == ["shouldHighlight(0.2)", "didHighlight(0.2)"])
        let cell = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(cell?.isHighlighted == true)
        #expect(cell?.isSelected == false)
        try scene.driver.touchUp(1)
        #expect(scene.take() == ["willSelect(0.2)", "didSelect(0.2)", "didUnhighlight(0.2)"])
        #expect(cell?.isHighlighted == false)
        #expect(cell?.isSelected == true)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.driver.finish().isClean)
    }

    @Test func aQuickTapStillHighlightsAndSelects() throws {
        let scene = TableScene()
        try scene.driver.touchDown(1, at: rowTwo)
        scene.driver.advance(by: 0.05)
        try scene.driver.touchUp(1)
        #expect(
            scene.take() == [
                "shouldHighlight(0.2)", "didHighlight(0.2)", "willSelect(0.2)", "didSelect(0.2)",
                "didUnhighlight(0.2)",
            ])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aRowThatMayNotHighlightIsNotSelectedByATap() throws {
        let scene = TableScene()
        scene.source.shouldHighlight = false
        try scene.driver.tap(at: rowTwo)
        #expect(scene.take() == ["shouldHighlight(0.2)"])
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aDragAfterTheDelayScrollsAndUnhighlightsWithoutSelecting() throws {
        let scene = TableScene()
        try scene.driver.touchDown(1, at: rowTwo)
        scene.driver.advance(by: 0.2)
        try scene.driver.touchMove(1, to: CGPoint(x: 100, y: 80))
        try scene.driver.touchMove(1, to: CGPoint(x: 100, y: 50))
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 6)
        #expect(
            scene.take() == [
                "shouldHighlight(0.2)", "didHighlight(0.2)", "didUnhighlight(0.2)", "willBeginDragging",
            ])
        #expect(scene.table.contentOffset.y > 0)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.visibleCells.allSatisfy { !$0.isHighlighted })
        #expect(scene.driver.finish().isClean)
    }

    @Test func aQuickDragScrollsAndTheRowNeverHighlights() throws {
        let scene = TableScene()
        try scene.driver.touchDown(1, at: rowTwo)
        scene.driver.advance(by: 0.02)
        try scene.driver.touchMove(1, to: CGPoint(x: 100, y: 80))
        scene.driver.advance(by: 0.02)
        try scene.driver.touchMove(1, to: CGPoint(x: 100, y: 50))
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 6)
        #expect(scene.take() == ["willBeginDragging"])
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aMouseDragFromARowScrollsAndUnhighlights() throws {
        let scene = TableScene()
        try scene.driver.pointerDown(at: rowTwo)
        scene.driver.advance(by: 0.2)
        try scene.driver.pointerMove(to: CGPoint(x: 100, y: 80))
        try scene.driver.pointerMove(to: CGPoint(x: 100, y: 50))
        try scene.driver.pointerUp(at: CGPoint(x: 100, y: 50))
        scene.driver.advance(by: 6)
        #expect(
            scene.take() == [
                "shouldHighlight(0.2)", "didHighlight(0.2)", "didUnhighlight(0.2)", "willBeginDragging",
            ])
        #expect(scene.table.contentOffset.y > 0)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aMouseClickSelectsARow() throws {
        let scene = TableScene()
        try scene.driver.click(at: rowTwo)
        #expect(
            scene.take() == [
                "shouldHighlight(0.2)", "didHighlight(0.2)", "willSelect(0.2)", "didSelect(0.2)",
                "didUnhighlight(0.2)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test(arguments: ["button", "switch"])
    func aControlInACellFiresAndDoesNotSelectTheRow(_ kind: String) throws {
        let scene = TableScene()
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let control: UIControl = kind == "button" ? UIButton(type: .system) : UISwitch(frame: .zero)
        control.frame = CGRect(x: 200, y: 6, width: 60, height: 32)
        control.addAction(UIAction { _ in scene.log.append("\(kind) fired") }, for: .primaryActionTriggered)
        cell.contentView.addSubview(control)
        try scene.driver.tap(at: CGPoint(x: 230, y: 110))
        #expect(scene.take() == ["\(kind) fired"])
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.driver.finish().isClean)
    }

    @Test func deletingTheRowFromDidSelectLeavesNoHighlightedCell() throws {
        let scene = TableScene()
        scene.source.onCall = { name, indexPath in
            guard name == "didSelect", let indexPath else { return }
            scene.source.rows[0].remove(at: indexPath.row)
            scene.table.deleteRows(at: [indexPath], with: .automatic)
        }
        try scene.driver.tap(at: rowTwo)
        scene.driver.advance(by: 1)
        #expect(
            scene.take() == ["shouldHighlight(0.2)", "didHighlight(0.2)", "willSelect(0.2)", "didSelect(0.2)"])
        #expect(scene.table.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "0.3")
        #expect(scene.driver.finish().isClean)
    }

    @Test(arguments: [UITableView.RowAnimation.none, .fade])
    func deletingTheRowUnderAHeldFingerCancelsItsHighlight(_ animation: UITableView.RowAnimation) throws {
        let scene = TableScene()
        try scene.driver.touchDown(1, at: rowTwo)
        scene.driver.advance(by: 0.2)
        #expect(scene.take() == ["shouldHighlight(0.2)", "didHighlight(0.2)"])
        let cell = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        scene.source.rows[0].remove(at: 2)
        scene.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: animation)
        #expect(cell?.isHighlighted == false)
        scene.driver.advance(by: 0.1)
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(scene.take() == [], "the touch ends in nothing: no selection of the row that took its place")
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.visibleCells.allSatisfy { !$0.isHighlighted })
        #expect(scene.table.visibleCells.count == 10)
        #expect(scene.driver.finish().isClean)
    }

    @Test func singleSelectionMovesAndMultipleSelectionToggles() throws {
        let scene = TableScene()
        try scene.driver.tap(at: CGPoint(x: 100, y: 66))
        scene.driver.advance(by: 0.5)
        _ = scene.take()
        try scene.driver.tap(at: CGPoint(x: 100, y: 154))
        #expect(
            scene.take() == [
                "shouldHighlight(0.3)", "didHighlight(0.3)", "willSelect(0.3)", "willDeselect(0.1)",
                "didDeselect(0.1)", "didSelect(0.3)", "didUnhighlight(0.3)",
            ])
        scene.table.allowsMultipleSelection = true
        scene.driver.advance(by: 0.5)
        try scene.driver.tap(at: CGPoint(x: 100, y: 22))
        scene.driver.advance(by: 0.5)
        try scene.driver.tap(at: CGPoint(x: 100, y: 154))
        #expect(
            scene.take() == [
                "shouldHighlight(0.0)", "didHighlight(0.0)", "willSelect(0.0)", "didSelect(0.0)",
                "didUnhighlight(0.0)",
                "shouldHighlight(0.3)", "didHighlight(0.3)", "willDeselect(0.3)", "didDeselect(0.3)",
                "didUnhighlight(0.3)",
            ])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(scene.driver.finish().isClean)
    }

    @Test func selectRowAndDeselectRowDoNotTellTheDelegate() {
        let scene = TableScene()
        scene.table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
        #expect(scene.table.contentOffset.y == 1760)
        scene.window.layoutIfNeeded()
        #expect(scene.table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
        scene.table.selectRow(at: IndexPath(row: 41, section: 0), animated: false, scrollPosition: .none)
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 41, section: 0)])
        #expect(scene.table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == false)
        scene.table.deselectRow(at: IndexPath(row: 41, section: 0), animated: false)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.take() == [])
    }

    @Test func arrowKeysMoveTheFocusAndReturnSelects() throws {
        let scene = TableScene()
        #expect(scene.table.becomeFirstResponder())
        try scene.driver.press(.keyboardDownArrow)
        try scene.driver.press(.keyboardDownArrow)
        #expect(scene.take() == [])
        try scene.driver.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(scene.take() == ["willSelect(0.1)", "didSelect(0.1)"])
        scene.table.selectionFollowsFocus = true
        try scene.driver.press(.keyboardUpArrow)
        #expect(scene.take() == ["willSelect(0.0)", "willDeselect(0.1)", "didDeselect(0.1)", "didSelect(0.0)"])
        #expect(scene.driver.finish().isClean)
    }
}
