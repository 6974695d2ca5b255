import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Interactive movement in a 4-column grid of 50-point items (`MovableCollectionScene`): app code lifts an item,
/// moves it, drops it or puts it back; the other items slide into the places the layout gives the proposed order,
/// and the content scrolls by itself near an edge (the table's autoscroller: 1,200 points a second at the edge,
/// nothing 50 points inside, linear between; 64 Hz frames).
@MainActor
@Suite struct CollectionViewInteractiveMovementTests {
    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// The collection view's offset after each of `count` frames.
    private func offsets(_ scene: MovableCollectionScene, frames count: Int) -> [CGFloat] {
        (0..<count).map { _ in
            scene.driver.advance(by: 1.0 / 64)
            return scene.collectionView.contentOffset.y
        }
    }

    @Test func beginIsRefusedForAnItemThatCannotMoveOneThatDoesNotExistAndWhileAnotherMoves() {
        let scene = MovableCollectionScene()
        scene.source.movable = { $0.item != 0 }
        let view = scene.collectionView
        let began = [
            view.beginInteractiveMovementForItem(at: item(0)), view.beginInteractiveMovementForItem(at: item(99)),
            view.beginInteractiveMovementForItem(at: item(5)), view.beginInteractiveMovementForItem(at: item(6)),
        ]
        #expect(began == [false, false, true, false])
        #expect(scene.log.take() == ["canMove(0)", "canMove(5)"])
        view.cancelInteractiveMovement()
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 25))
        view.endInteractiveMovement()
        #expect(scene.log.take() == [], "nothing is held any more")
        #expect(scene.source.items == (0..<40).map(String.init))
    }

    /// Item 1 is carried over items 2, 3 and then 4 (the first of the next row): each new place is offered once,
    /// the items passed slide back one place, and the drop moves the item there once.
    @Test func theItemsPassedSlideAsideAndTheDropMovesTheItemOnce() {
        let scene = MovableCollectionScene()
        let view = scene.collectionView
        let held = view.cellForItem(at: item(1))
        #expect(view.beginInteractiveMovementForItem(at: item(1)))
        for point in [CGPoint(x: 110, y: 25), CGPoint(x: 160, y: 25), CGPoint(x: 165, y: 30), CGPoint(x: 10, y: 60)] {
            view.updateInteractiveMovementTargetPosition(point)
        }
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["canMove(1)", "target(1,1→2)", "target(1,2→3)", "target(1,3→4)"])
        #expect(
            scene.shownItems().prefix(6) == ["0@0,0", "1@-15,35", "2@50,0", "3@100,0", "4@150,0", "5@50,50"],
            "the held cell is under the point, the items it passed are one place back")
        view.endInteractiveMovement()
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["moveItemAt(1→4)"])
        #expect(scene.source.items.prefix(6) == ["0", "2", "3", "4", "1", "5"])
        #expect(scene.shownItems().prefix(6) == ["0@0,0", "2@50,0", "3@100,0", "4@150,0", "1@0,50", "5@50,50"])
        #expect(view.cellForItem(at: item(4)) === held)
        #expect(scene.driver.finish().isClean)
    }

    /// The delegate's answer is the place: it keeps the item at 2 while 3 is proposed; an answer outside the
    /// item's section is reported and the proposal used.
    @Test func theDelegateRetargetsAndAnImpossibleAnswerIsReported() {
        let scene = MovableCollectionScene()
        let view = scene.collectionView
        scene.source.retarget = { $0.item == 4 ? IndexPath(item: 0, section: 7) : IndexPath(item: 2, section: 0) }
        #expect(view.beginInteractiveMovementForItem(at: item(1)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 25))
        scene.driver.advance(by: 1)
        #expect(scene.shownItems().prefix(4) == ["0@0,0", "1@135,0", "2@50,0", "3@150,0"])
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 60))
        view.endInteractiveMovement()
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["canMove(1)", "target(1,1→3)", "target(1,2→4)", "moveItemAt(1→4)"])
        #expect(scene.driver.diagnostics.count == 1)
        #expect("\(scene.driver.diagnostics)".contains("targetIndexPathForMoveOfItemFromOriginalIndexPath"))
        #expect(scene.source.items.prefix(6) == ["0", "2", "3", "4", "1", "5"])
    }

    @Test func cancelPutsEveryItemBackAndTellsTheDataSourceNothing() {
        let scene = MovableCollectionScene()
        let view = scene.collectionView
        #expect(view.beginInteractiveMovementForItem(at: item(1)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 60))
        scene.driver.advance(by: 1)
        view.cancelInteractiveMovement()
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["canMove(1)", "target(1,1→4)"])
        #expect(scene.shownItems().prefix(6) == ["0@0,0", "1@50,0", "2@100,0", "3@150,0", "4@0,50", "5@50,50"])
        #expect(scene.source.items == (0..<40).map(String.init))
    }

    /// Held 10 points from the bottom edge (0.8 into the zone: 960 points a second, 15 a frame) the content
    /// scrolls under the still point and the place follows it; back out of the zone the scrolling stops.
    @Test func heldNearTheBottomEdgeTheContentScrollsAndThePlaceFollows() {
        let scene = MovableCollectionScene()
        let view = scene.collectionView
        #expect(view.beginInteractiveMovementForItem(at: item(1)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 110, y: 190))
        #expect(offsets(scene, frames: 4) == [15, 30, 45, 60])
        // The point, 190 below the top of the visible area, passes rows 4 (y 200–250) and 5 of the content.
        #expect(scene.log.take() == ["canMove(1)", "target(1,1→14)", "target(1,14→18)", "target(1,18→22)"])
        #expect(view.cellForItem(at: item(1))?.center == CGPoint(x: 110, y: 250), "the item stays under the point")
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 110, y: 160))
        #expect(offsets(scene, frames: 2) == [60, 60])
        view.endInteractiveMovement()
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["target(1,22→14)", "moveItemAt(1→14)"])
        #expect(scene.source.items[13...15] == ["14", "1", "15"])
        #expect(scene.driver.finish().isClean)
    }

    /// A sideways flow layout scrolls sideways: the point 10 points inside the right edge.
    @Test func aHorizontalFlowLayoutScrollsAlongItsAxis() {
        let scene = MovableCollectionScene()
        let view = scene.collectionView
        (view.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection = .horizontal
        view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: item(1)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 190, y: 25))
        let xs = (0..<3).map { _ in
            scene.driver.advance(by: 1.0 / 64)
            return view.contentOffset.x
        }
        #expect(xs == [15, 30, 45])
        #expect(view.contentOffset.y == 0)
        view.cancelInteractiveMovement()
        scene.driver.advance(by: 1)
        #expect(view.contentOffset.x == 45, "cancelling stops the scrolling")
        #expect(scene.driver.finish().isClean)
    }

    /// A reload from `scrollViewDidScroll` while the content scrolls by itself ends the movement: the scrolling
    /// stops after that frame, the drop moves nothing, and every item shows in its place.
    @Test func aReloadFromScrollViewDidScrollEndsTheMovement() {
        let scene = MovableCollectionScene()
        let view = scene.collectionView
        #expect(view.beginInteractiveMovementForItem(at: item(1)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 110, y: 190))
        scene.source.onScroll = { [view] in view.reloadData() }
        #expect(offsets(scene, frames: 4) == [15, 15, 15, 15])
        view.endInteractiveMovement()
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["canMove(1)", "target(1,1→14)"])
        #expect(scene.source.items == (0..<40).map(String.init))
        let shown = scene.labelsInPlaceOrder()
        #expect(shown == Array(scene.source.items.prefix(shown.count)))
        #expect(scene.driver.finish().isClean)
    }

    /// An app's own long press drives the movement (as UIKit apps write it); the data source reloads from inside
    /// `moveItemAt`: the drop is told once, the touch ends once, every item shows in its new place.
    @Test func aLongPressOfTheAppDrivesItAndAReloadFromMoveItemAtIsSafe() throws {
        let scene = MovableCollectionScene()
        let view = scene.collectionView
        let press = UILongPressGestureRecognizer { [view] press in
            let point = press.location(in: view)
            switch press.state {
            case .began:
                if let indexPath = view.indexPathForItem(at: point) {
                    view.beginInteractiveMovementForItem(at: indexPath)
                }
            case .changed: view.updateInteractiveMovementTargetPosition(point)
            case .ended: view.endInteractiveMovement()
            default: view.cancelInteractiveMovement()
            }
        }
        view.addGestureRecognizer(press)
        scene.source.onMove = { [view] in view.reloadData() }
        try scene.driver.touchDown(1, at: CGPoint(x: 75, y: 25))
        scene.driver.advance(by: 0.6)
        try scene.driver.touchMove(1, to: CGPoint(x: 110, y: 25))
        try scene.driver.touchMove(1, to: CGPoint(x: 160, y: 25))
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["canMove(1)", "target(1,1→2)", "target(1,2→3)", "moveItemAt(1→3)"])
        #expect(scene.labelsInPlaceOrder().prefix(5) == ["0", "2", "3", "1", "4"])
        #expect(scene.driver.finish().isClean)
    }

    /// A finger, then the mouse, pressed on a list row's reorder grip lifts the row at once (no long press) and the
    /// drag carries it; a press beside the grip selects nothing and moves nothing while it scrolls.
    @Test func aPressOnAListCellsGripLiftsTheRowAtOnceWithTouchAndMouse() throws {
        let scene = MovableCollectionScene.listWithGrips()
        let view = scene.collectionView
        let row = try #require(view.layoutAttributesForItem(at: item(1))?.frame)
        let height = row.height
        try scene.driver.touchDown(1, at: CGPoint(x: 285, y: row.midY))
        try scene.driver.touchMove(1, to: CGPoint(x: 285, y: row.midY + height))
        try scene.driver.touchMove(1, to: CGPoint(x: 285, y: row.midY + 2 * height))
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["canMove(1)", "target(1,1→2)", "target(1,2→3)", "moveItemAt(1→3)"])
        #expect(scene.source.items.prefix(4) == ["0", "2", "3", "1"])
        #expect(view.contentOffset.y == 0, "the grip does not scroll")

        try scene.driver.pointerDown(at: CGPoint(x: 285, y: row.midY + 2 * height))
        try scene.driver.pointerMove(to: CGPoint(x: 285, y: row.midY - height))
        try scene.driver.pointerUp(at: CGPoint(x: 285, y: row.midY - height))
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == ["canMove(3)", "target(3,3→0)", "moveItemAt(3→0)"])
        #expect(scene.source.items.prefix(4) == ["1", "0", "2", "3"])
        #expect(scene.driver.finish().isClean)
    }
}
