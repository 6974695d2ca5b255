import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// UIKit's touch rules for a collection view's cells, as exact ordered logs.
@MainActor
@Suite struct CollectionViewTouchTests {
    /// A finger held on a cell reaches it after the scroll view's 150 ms content-touch delay, which highlights it;
    /// the lift selects it, unhighlighting first.
    @Test func aHeldTapHighlightsAfterTheDelayThenSelectsOnLift() throws {
        let scene = CollectionScene()
        scene.log.clear()
        try scene.driver.touchDown(1, at: CGPoint(x: 75, y: 75))
        scene.driver.advance(by: 0.14)
        #expect(scene.log.take() == [])
        scene.driver.advance(by: 0.02)
        #expect(scene.log.take() == ["shouldHighlight(0-5)", "didHighlight(0-5)"])
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect(cell?.isHighlighted == true)
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["shouldSelect(0-5)", "didUnhighlight(0-5)", "didSelect(0-5)"])
        #expect(cell?.isHighlighted == false)
        #expect(cell?.isSelected == true)
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(scene.driver.finish().isClean)
    }

    /// A quick tap still highlights and selects: the held phases reach the cell together when the finger lifts.
    @Test func aQuickTapStillHighlightsAndSelects() throws {
        let scene = CollectionScene()
        scene.log.clear()
        try scene.driver.touchDown(1, at: CGPoint(x: 75, y: 75))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "shouldHighlight(0-5)", "didHighlight(0-5)", "shouldSelect(0-5)", "didUnhighlight(0-5)",
                "didSelect(0-5)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test func tappingAnotherItemWithSingleSelectionDeselectsTheFirst() throws {
        let scene = CollectionScene()
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        scene.log.clear()
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 125, y: 25))
        #expect(
            scene.log.take() == [
                "shouldHighlight(0-2)", "didHighlight(0-2)", "shouldSelect(0-2)", "didDeselect(0-5)",
                "didUnhighlight(0-2)", "didSelect(0-2)",
            ])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == false)
        #expect(scene.driver.finish().isClean)
    }

    @Test func withMultipleSelectionATapOnASelectedItemDeselectsIt() throws {
        let scene = CollectionScene()
        scene.collectionView.allowsMultipleSelection = true
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 125, y: 25))
        scene.driver.advance(by: 1)
        #expect(scene.collectionView.indexPathsForSelectedItems?.map(\.item) == [5, 2])
        scene.log.clear()
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        #expect(
            scene.log.take() == [
                "shouldHighlight(0-5)", "didHighlight(0-5)", "shouldDeselect(0-5)", "didUnhighlight(0-5)",
                "didDeselect(0-5)",
            ])
        #expect(scene.collectionView.indexPathsForSelectedItems?.map(\.item) == [2])
        #expect(scene.driver.finish().isClean)
    }

    @Test func shouldSelectFalseOnlyUnhighlights() throws {
        let scene = CollectionScene()
        scene.source.shouldSelect = { _ in false }
        scene.log.clear()
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        #expect(
            scene.log.take() == [
                "shouldHighlight(0-5)", "didHighlight(0-5)", "shouldSelect(0-5)", "didUnhighlight(0-5)",
            ])
        #expect(scene.collectionView.indexPathsForSelectedItems == [])
        #expect(scene.driver.finish().isClean)
    }

    @Test func shouldHighlightFalseNeitherHighlightsNorSelects() throws {
        let scene = CollectionScene()
        scene.source.shouldHighlight = { _ in false }
        scene.log.clear()
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        #expect(scene.log.take() == ["shouldHighlight(0-5)"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [])
        #expect(scene.driver.finish().isClean)
    }

    @Test func withSelectionOffATapAsksNothing() throws {
        let scene = CollectionScene()
        scene.collectionView.allowsSelection = false
        scene.log.clear()
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        #expect(scene.log.take() == [])
        #expect(scene.driver.finish().isClean)
    }

    /// A drag that starts before the delay scrolls, and the cell never hears of the touch.
    @Test func aQuickDragFromACellScrollsAndNeverHighlights() throws {
        let scene = CollectionScene()
        scene.log.clear()
        try scene.driver.touchDown(1, at: CGPoint(x: 75, y: 150))
        for y in stride(from: 140, through: 100, by: -10) {
            scene.driver.advance(by: 0.016)
            try scene.driver.touchMove(1, to: CGPoint(x: 75, y: CGFloat(y)))
        }
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 5)
        #expect(scene.takeCallbacks() == [])
        #expect(scene.collectionView.contentOffset.y > 0)
        #expect(scene.collectionView.indexPathsForSelectedItems == [])
        #expect(scene.driver.finish().isClean)
    }

    /// A finger held past the delay highlights the cell; a drag after that scrolls and takes the touch from the
    /// cell, which unhighlights it: `didUnhighlight` and no selection.
    @Test func aDragAfterTheHighlightScrollsAndUnhighlights() throws {
        let scene = CollectionScene()
        scene.log.clear()
        try scene.driver.touchDown(1, at: CGPoint(x: 75, y: 150))
        scene.driver.advance(by: 0.2)
        #expect(scene.takeCallbacks() == ["shouldHighlight(0-13)", "didHighlight(0-13)"])
        for y in stride(from: 140, through: 100, by: -10) {
            scene.driver.advance(by: 0.016)
            try scene.driver.touchMove(1, to: CGPoint(x: 75, y: CGFloat(y)))
        }
        #expect(scene.takeCallbacks() == ["didUnhighlight(0-13)"])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 13, section: 0))?.isHighlighted == false)
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 5)
        #expect(scene.takeCallbacks() == [])
        #expect(scene.collectionView.contentOffset.y > 0)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aMouseDragFromACellScrollsAndUnhighlights() throws {
        let scene = CollectionScene()
        scene.log.clear()
        try scene.driver.pointerDown(at: CGPoint(x: 75, y: 150))
        scene.driver.advance(by: 0.2)
        #expect(scene.takeCallbacks() == ["shouldHighlight(0-13)", "didHighlight(0-13)"])
        for y in stride(from: 140, through: 100, by: -10) {
            scene.driver.advance(by: 0.016)
            try scene.driver.pointerMove(to: CGPoint(x: 75, y: CGFloat(y)))
        }
        try scene.driver.pointerUp(at: CGPoint(x: 75, y: 100))
        scene.driver.advance(by: 5)
        #expect(scene.takeCallbacks() == ["didUnhighlight(0-13)"])
        #expect(scene.collectionView.contentOffset.y > 0)
        #expect(scene.driver.finish().isClean)
    }

    /// A button inside a cell takes its own tap; the cell is not selected.
    @Test func aButtonInACellFiresAndDoesNotSelect() throws {
        let scene = CollectionScene()
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 30, height: 30)).recordingEvents(
            as: "button", in: scene.log)
        cell.contentView.addSubview(button)
        scene.log.clear()
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        #expect(scene.log.take() == ["button.touchDown", "button.touchUpInside", "button.primaryActionTriggered"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [])
        #expect(scene.driver.finish().isClean)
    }

    /// Reloading the data from inside `didHighlight` (the cell under the finger goes away) unhighlights it at once;
    /// the lift selects nothing and every touch ends.
    @Test func reloadingFromDidHighlightLeavesNoHighlightedCell() throws {
        let scene = CollectionScene()
        scene.source.mutate = { name, collectionView, _ in
            if name == "didHighlight" { collectionView.reloadData() }
        }
        scene.log.clear()
        try scene.driver.touchDown(1, at: CGPoint(x: 75, y: 75))
        scene.driver.advance(by: 0.2)
        scene.collectionView.layoutIfNeeded()
        try scene.driver.touchUp(1)
        #expect(scene.takeCallbacks() == ["shouldHighlight(0-5)", "didHighlight(0-5)", "didUnhighlight(0-5)"])
        #expect(scene.collectionView.visibleCells.allSatisfy { !$0.isHighlighted })
        #expect(scene.collectionView.indexPathsForSelectedItems == [])
        #expect(scene.driver.finish().isClean)
    }

    /// Deleting the selected item from inside `shouldSelect` ends the tap there.
    @Test func deletingTheItemFromShouldSelectSkipsTheRest() throws {
        let scene = CollectionScene()
        scene.source.mutate = { name, collectionView, indexPath in
            if name == "shouldSelect" {
                scene.source.counts[0] -= 1
                collectionView.deleteItems(at: [indexPath])
            }
        }
        scene.log.clear()
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        #expect(
            scene.log.take() == [
                "shouldHighlight(0-5)", "didHighlight(0-5)", "shouldSelect(0-5)", "cell.init(frame:)",
            ],
            "the deleted item's cell fades out, so the item scrolled into place gets a new cell")
        #expect(scene.collectionView.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
        #expect(scene.collectionView.indexPathsForSelectedItems == [])
        scene.driver.advance(by: 1)
        #expect(scene.driver.finish().isClean)
        #expect(scene.driver.diagnostics == [])
    }
}
