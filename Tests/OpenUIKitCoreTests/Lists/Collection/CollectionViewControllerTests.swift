import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `UICollectionViewController` as UIKit code subclasses it: overrides of the data source and delegate methods.
@MainActor
@Suite struct CollectionViewControllerTests {
    final class Albums: UICollectionViewController {
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            12
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect(\(indexPath.item))")
        }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            log.append("didScroll(\(Int(scrollView.contentOffset.y)))")
        }
    }

    @Test func aSubclassIsItsCollectionViewsDataSourceAndDelegate() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let controller = Albums(collectionViewLayout: layout)
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.collectionView.indexPathsForVisibleItems.count == 4)
        try driver.tap(at: CGPoint(x: 150, y: 50))
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(controller.log == ["didSelect(1)", "didScroll(30)"])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.collectionView.indexPathsForSelectedItems == [], "cleared on viewWillAppear")
    }

    /// A board whose tiles (all but the first) move by the standard long press.
    final class Board: UICollectionViewController {
        var log: [String] = []
        var tiles = (0..<12).map(String.init)

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            tiles.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            log.append("canMove(\(indexPath.item))")
            return indexPath.item != 0
        }

        override func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            log.append("moveItemAt(\(sourceIndexPath.item)→\(destinationIndexPath.item))")
            tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }

        override func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            log.append("target(\(currentIndexPath.item)→\(proposedIndexPath.item))")
            return proposedIndexPath
        }
    }

    private func board(_ driver: EventDriver) -> Board {
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = Board(collectionViewLayout: MovableCollectionScene.gridLayout())
        window.rootViewController = controller
        window.layoutIfNeeded()
        return controller
    }

    /// The standard gesture, on by default: a finger held half a second on a tile lifts it (grabbed where the
    /// finger is), the drag carries it, the lift drops it; the first tile, which cannot move, stays. The mouse does
    /// the same. Switched off, a long press moves nothing.
    @Test func theStandardLongPressMovesItemsWithTouchAndMouse() throws {
        let driver = EventDriver()
        let controller = board(driver)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        try driver.touchDown(1, at: CGPoint(x: 70, y: 20))
        driver.advance(by: 0.6)
        try driver.touchMove(1, to: CGPoint(x: 100, y: 20))
        try driver.touchMove(1, to: CGPoint(x: 150, y: 20))
        try driver.touchUp(1)
        driver.advance(by: 1)
        #expect(controller.log == ["canMove(1)", "target(1→2)", "target(1→3)", "moveItemAt(1→3)"])
        #expect(controller.tiles.prefix(4) == ["0", "2", "3", "1"])
        controller.log.removeAll()

        try driver.pointerDown(at: CGPoint(x: 25, y: 25))
        driver.advance(by: 0.6)
        try driver.pointerMove(to: CGPoint(x: 75, y: 75))
        try driver.pointerUp(at: CGPoint(x: 75, y: 75))
        try driver.pointerDown(at: CGPoint(x: 25, y: 75))
        driver.advance(by: 0.6)
        try driver.pointerMove(to: CGPoint(x: 75, y: 25))
        try driver.pointerUp(at: CGPoint(x: 75, y: 25))
        driver.advance(by: 1)
        #expect(controller.log == ["canMove(0)", "canMove(4)", "target(4→1)", "moveItemAt(4→1)"])
        #expect(controller.tiles.prefix(5) == ["0", "4", "2", "3", "1"])
        controller.log.removeAll()

        controller.installsStandardGestureForInteractiveMovement = false
        try driver.touchDown(1, at: CGPoint(x: 70, y: 20))
        driver.advance(by: 0.6)
        try driver.touchMove(1, to: CGPoint(x: 150, y: 20))
        try driver.touchUp(1)
        driver.advance(by: 1)
        #expect(controller.log == [])
        #expect(driver.finish().isClean)
    }
}
