import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A diffable collection view's `reorderingHandlers`: `canReorderItem` decides which items lift, and a drop that
/// moved one is heard by `willReorder` (the old snapshot still current) and `didReorder` (the new one current),
/// each with the same transaction.
@MainActor
@Suite struct CollectionDiffableReorderingTests {
    @Test func theHandlersHearTheDropWithItsTransaction() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: MovableCollectionScene.gridLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(view)
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d", "e", "f"])
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()

        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "no handlers: no reordering")
        var log: [String] = []
        func describe(_ transaction: NSDiffableDataSourceTransaction<Int, String>) -> String {
            let changes = transaction.difference.map { change in
                switch change {
                case .remove(let offset, let item, _): "-\(offset)\(item)"
                case .insert(let offset, let item, _): "+\(offset)\(item)"
                }
            }
            return transaction.initialSnapshot.itemIdentifiers.joined() + "→"
                + transaction.finalSnapshot.itemIdentifiers.joined() + " " + changes.joined(separator: " ")
        }
        source.reorderingHandlers.canReorderItem = { item in
            log.append("can(\(item))")
            return item != "a"
        }
        source.reorderingHandlers.willReorder = { [source] transaction in
            log.append("will(\(describe(transaction))) current=\(source.snapshot().itemIdentifiers.joined())")
        }
        source.reorderingHandlers.didReorder = { [source] transaction in
            log.append("did(\(describe(transaction))) current=\(source.snapshot().itemIdentifiers.joined())")
        }
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 25))
        view.endInteractiveMovement()
        driver.advance(by: 1)
        #expect(
            log == [
                "can(a)", "can(b)", "will(abcdef→acdbef -1b +3b) current=abcdef",
                "did(abcdef→acdbef -1b +3b) current=acdbef",
            ])
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == CGPoint(x: 150, y: 0))
        #expect(driver.finish().isClean)
    }
}
