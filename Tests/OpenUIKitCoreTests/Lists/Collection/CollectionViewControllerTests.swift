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
}
