import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Cells exist only on screen, come from the registered class, and are reused with `prepareForReuse()`.
@MainActor
@Suite struct CollectionViewReuseTests {
    @Test func onlyTheItemsOnScreenHaveCellsMadeFromTheRegisteredClass() {
        let scene = CollectionScene()
        #expect(scene.log.take() == Array(repeating: "cell.init(frame:)", count: 16))
        #expect(scene.visible == (0..<16).map { "0-\($0)" })
        #expect(scene.collectionView.numberOfSections == 1)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 40)
        #expect(scene.collectionView.contentSize == CGSize(width: 200, height: 500))
        #expect(
            scene.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 50, y: 50, width: 50, height: 50))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 16, section: 0)) == nil)
        #expect(scene.collectionView.visibleCells.count == 16)
        #expect(scene.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 16)
    }

    @Test func scrollingReusesTheCellsThatLeftForTheItemsThatCame() {
        let scene = CollectionScene()
        scene.log.clear()
        scene.source.logDisplay = true
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 50)
        scene.collectionView.layoutIfNeeded()
        #expect(
            scene.log.take() == [
                "didEndDisplaying(0-0)", "didEndDisplaying(0-1)", "didEndDisplaying(0-2)", "didEndDisplaying(0-3)",
                "cell.prepareForReuse(0-3)", "willDisplay(0-16)", "cell.prepareForReuse(0-2)", "willDisplay(0-17)",
                "cell.prepareForReuse(0-1)", "willDisplay(0-18)", "cell.prepareForReuse(0-0)", "willDisplay(0-19)",
            ])
        #expect(scene.visible == (4..<20).map { "0-\($0)" })
        #expect(scene.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 16)
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 19, section: 0)) as? LoggingCell
        #expect(cell?.label.text == "0-19")
        #expect(cell?.frame == CGRect(x: 150, y: 200, width: 50, height: 50))
        #expect(scene.collectionView.indexPath(for: cell!) == IndexPath(item: 19, section: 0))
    }

    @Test func aScrollHalfWayIntoARowShowsBothPartialRows() {
        let scene = CollectionScene()
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 25)
        scene.collectionView.layoutIfNeeded()
        #expect(scene.visible == (0..<20).map { "0-\($0)" })
    }

    @Test func reloadDataAsksTheDataSourceAgainAtTheNextLayoutAndReusesTheCells() {
        let scene = CollectionScene()
        scene.log.clear()
        scene.source.counts = [2]
        scene.source.logCounts = true
        scene.collectionView.reloadData()
        #expect(scene.log.take() == [], "nothing is asked until the next layout pass, as in UIKit")
        scene.collectionView.layoutIfNeeded()
        #expect(
            scene.log.take() == [
                "numberOfItems(0)", "cell.prepareForReuse(0-15)", "cell.prepareForReuse(0-14)",
            ])
        #expect(scene.visible == ["0-0", "0-1"])
        #expect(scene.collectionView.contentSize == CGSize(width: 200, height: 50))
    }

    @Test func indexPathForItemAtAPointAsksTheLayoutEvenOffScreen() {
        let scene = CollectionScene()
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 120, y: 70)) == IndexPath(item: 6, section: 0))
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 460)) == IndexPath(item: 36, section: 0))
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 600)) == nil)
        #expect(
            scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 39, section: 0))?.frame
                == CGRect(x: 150, y: 450, width: 50, height: 50))
    }

    @Test func scrollToItemPutsTheItemWhereAskedClampedToTheContent() {
        let scene = CollectionScene()
        let view = scene.collectionView
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 250))
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .centeredVertically, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 175))
        view.scrollToItem(at: IndexPath(item: 39, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 300), "clamped to the end of the content")
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 24, section: 0))
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 300))
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
    }

    @Test func anUnregisteredIdentifierIsReportedAndAPlainCellShown() {
        let scene = CollectionScene(counts: [1])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            collectionViewLayout: UICollectionViewFlowLayout())
        view.dataSource = scene.source
        scene.window.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 1)
        #expect(
            scene.driver.diagnostics.map(\.message) == [
                "UICollectionView: could not dequeue a cell with identifier cell for [0, 0]: register a class for it"
                    + " first"
            ])
    }

    @Test func registeringAClassThatIsNotACellIsReportedAndIgnored() {
        let scene = CollectionScene(counts: [1])
        scene.collectionView.register(UIView.self, forCellWithReuseIdentifier: "cell")
        scene.collectionView.reloadData()
        scene.collectionView.layoutIfNeeded()
        #expect(scene.collectionView.visibleCells.first is LoggingCell)
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
    }
}
