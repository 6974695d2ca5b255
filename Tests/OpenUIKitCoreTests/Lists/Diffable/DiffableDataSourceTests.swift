import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `NSDiffableDataSourceSnapshot` and `UICollectionViewDiffableDataSource` with cell registrations.
@MainActor
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, more }

    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main, .more])
        snapshot.appendItems([1, 2, 3], toSection: .main)
        snapshot.appendItems([10, 11])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 11)
        snapshot.moveItem(3, afterItem: 12)
        snapshot.deleteItems([2])
        #expect(snapshot.itemIdentifiers(inSection: .main) == [0, 1])
        #expect(snapshot.itemIdentifiers(inSection: .more) == [10, 11, 12, 3])
        #expect(snapshot.numberOfItems == 6)
        #expect(snapshot.indexOfItem(12) == 4)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == .more)
        snapshot.moveSection(.more, beforeSection: .main)
        #expect(snapshot.sectionIdentifiers == [.more, .main])
        snapshot.deleteSections([.more])
        #expect(snapshot.itemIdentifiers == [0, 1])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
    }

    @Test func duplicateAndUnknownIdentifiersAreReportedAndLeftOut() {
        let driver = EventDriver()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendItems(["a"])
        snapshot.appendSections([.main, .main])
        snapshot.appendItems(["a", "b", "a"])
        snapshot.reloadItems(["zz"])
        #expect(snapshot.itemIdentifiers == ["a", "b"])
        #expect(snapshot.sectionIdentifiers == [.main])
        #expect(
            driver.diagnostics.map(\.description) == [
                "apiMisuse: NSDiffableDataSourceSnapshot.appendItems: there are no sections; append a section"
                    + " first",
                "duplicateIdentifier: NSDiffableDataSourceSnapshot.section main is already in the snapshot; left out",
                "duplicateIdentifier: NSDiffableDataSourceSnapshot.appendItems: item a is already in the snapshot;"
                    + " left out",
                "unknownIdentifier: NSDiffableDataSourceSnapshot.reloadItems: no item zz",
            ])
    }

    /// Applying a new snapshot runs the difference as one batch update: the cells of the items that stay are kept
    /// and move, the new items get cells, and the handler configures each.
    @Test func applyAnimatesTheDifferenceAndKeepsTheCellsOfItemsThatStay() {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        window.addSubview(view)
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<LoggingCell, String> { cell, indexPath, item in
            cell.label.text = item
            configured.append("\(item)@\(indexPath.item)")
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c", "d"])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(configured == ["a@0", "b@1", "c@2", "d@3"])
        let cellOfC = view.cellForItem(at: IndexPath(item: 2, section: 0))
        configured.removeAll()
        var next = snapshot
        next.deleteItems(["a"])
        next.moveItem("d", beforeItem: "b")
        next.appendItems(["e"])
        var done = 0
        dataSource.apply(next, animatingDifferences: true) { done += 1 }
        #expect(configured == ["e@3"])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === cellOfC, "c stays in its cell, now item 2")
        #expect(view.visibleCells.map { ($0 as? LoggingCell)?.label.text } == ["d", "b", "c", "e"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "d")
        #expect(dataSource.indexPath(for: "e") == IndexPath(item: 3, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == ["d", "b", "c", "e"])
        #expect(done == 0)
        driver.advance(by: 0.5)
        #expect(done == 1)
        #expect(view.subviews.filter { $0 is UICollectionViewCell }.count == 4)
        #expect(driver.diagnostics == [])
    }

    @Test func reconfigureUpdatesTheCellInPlace() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(view)
        var names = ["x": "first"]
        let registration = UICollectionView.CellRegistration<LoggingCell, String> { cell, _, item in
            cell.label.text = names[item]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["x"])
        dataSource.apply(snapshot)
        view.layoutIfNeeded()
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? LoggingCell
        names["x"] = "second"
        snapshot.reconfigureItems(["x"])
        dataSource.apply(snapshot)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(cell?.label.text == "second")
    }

    @Test func theLongestRunOfAManyChangeDiffStays() {
        var old = NSDiffableDataSourceSnapshot<Section, Int>()
        old.appendSections([.main])
        old.appendItems(Array(0..<1000))
        var new = old
        new.deleteItems(Array(stride(from: 0, to: 1000, by: 100)))
        new.appendItems(Array(1000..<1010))
        new.moveItem(555, beforeItem: 1)
        let driver = EventDriver()
        let window = driver.makeWindow()
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(view)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(old)
        view.layoutIfNeeded()
        dataSource.apply(new)
        #expect(view.numberOfItems(inSection: 0) == 1000)
        #expect(driver.diagnostics == [])
        #expect(dataSource.snapshot().itemIdentifiers == new.itemIdentifiers)
    }
}
