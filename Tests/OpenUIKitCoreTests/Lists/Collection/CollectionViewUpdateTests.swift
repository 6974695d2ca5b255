import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Batch updates: cells follow their items, selection follows too, the animation runs on the frame clock, and
/// counts that do not add up are a typed diagnostic with nothing corrupted.
@MainActor
@Suite struct CollectionViewUpdateTests {
    private func labels(_ scene: CollectionScene) -> [String] {
        scene.collectionView.visibleCells.map { ($0 as? LoggingCell)?.label.text ?? "?" }
    }

    @Test func deletingAndInsertingMovesTheSurvivingCellsAndAnimatesOnTheFrameClock() {
        let scene = CollectionScene(counts: [8])
        let cell5 = scene.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        scene.collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        scene.log.clear()
        var completed: [Bool] = []
        scene.collectionView.performBatchUpdates(
            {
                scene.source.counts = [8]
                scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                scene.collectionView.insertItems(at: [IndexPath(item: 6, section: 0), IndexPath(item: 7, section: 0)])
            }, completion: { completed.append($0) })
        // The old item 5 is now item 3, in the same cell; its selection followed it.
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cell5)
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(cell5?.frame == CGRect(x: 150, y: 0, width: 50, height: 50), "the model frame is the new one at once")
        #expect(
            scene.log.take() == ["cell.init(frame:)", "cell.init(frame:)"],
            "the deleted items' cells are still fading out, so the inserted items get new ones")
        #expect(scene.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 10)
        #expect(completed == [])
        scene.driver.advance(by: 0.5)
        #expect(completed == [true])
        #expect(scene.collectionView.visibleCells.count == 8)
        #expect(scene.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 8)
        #expect(scene.driver.finish().isClean)
    }

    @Test func anUpdateWhoseCountsDoNotAddUpIsReportedAndTheDataReloaded() {
        let scene = CollectionScene(counts: [8])
        var completed: [Bool] = []
        scene.collectionView.performBatchUpdates(
            {
                scene.source.counts = [9]
                scene.collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            }, completion: { completed.append($0) })
        #expect(completed == [false])
        #expect(
            scene.driver.diagnostics.map(\.description) == [
                "invalidListUpdate: UICollectionView: invalid update: invalid number of items in section 0. The number"
                    + " of items in an existing section after the update (9) must be equal to the number before the"
                    + " update (8), plus or minus the number inserted or deleted (2 inserted, 0 deleted) and plus or"
                    + " minus the number moved in or out (0 moved in, 0 moved out); the data was reloaded"
            ])
        scene.collectionView.layoutIfNeeded()
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 9)
        #expect(scene.collectionView.visibleCells.count == 9)
        #expect(labels(scene) == (0..<9).map { "0-\($0)" })
        // It keeps working: a correct update afterwards applies.
        scene.collectionView.performBatchUpdates({
            scene.source.counts = [8]
            scene.collectionView.deleteItems(at: [IndexPath(item: 8, section: 0)])
        })
        scene.driver.advance(by: 0.5)
        #expect(scene.collectionView.visibleCells.count == 8)
        #expect(scene.driver.diagnostics.count == 1)
    }

    @Test func movingAnItemKeepsItsCell() {
        let scene = CollectionScene(counts: [4])
        let cell0 = scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        scene.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cell0)
        #expect(labels(scene) == ["0-1", "0-2", "0-3", "0-0"])
        scene.driver.advance(by: 0.5)
        #expect(cell0?.frame.minX == 150)
    }

    @Test func reloadItemsAsksForAFreshCell() {
        let scene = CollectionScene(counts: [4])
        let cell1 = scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        scene.log.clear()
        scene.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) !== cell1)
        #expect(scene.log.take() == ["cell.init(frame:)"], "the old cell is still fading out, so a new one is made")
        scene.driver.advance(by: 0.5)
        #expect(scene.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 4)
    }

    @Test func sectionsInsertAndDelete() {
        let scene = CollectionScene(counts: [2, 2])
        scene.collectionView.performBatchUpdates({
            scene.source.counts = [3, 2]
            scene.collectionView.deleteSections([0])
            scene.collectionView.insertSections([0])
        })
        scene.driver.advance(by: 0.5)
        #expect(scene.collectionView.numberOfSections == 2)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(scene.visible == ["0-0", "0-1", "0-2", "1-0", "1-1"])
        #expect(scene.driver.diagnostics == [])
    }

    @Test func deletingAnItemOutsideTheDataIsReported() {
        let scene = CollectionScene(counts: [2])
        scene.source.counts = [1]
        scene.collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.invalidListUpdate)])
        scene.collectionView.layoutIfNeeded()
        #expect(scene.visible == ["0-0"])
    }
}
