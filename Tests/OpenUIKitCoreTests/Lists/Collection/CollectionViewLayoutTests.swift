import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `UICollectionViewFlowLayout`'s geometry, and custom `UICollectionViewLayout` subclasses.
@MainActor
@Suite struct CollectionViewLayoutTests {
    private func frames(_ scene: CollectionScene, _ items: Range<Int>, section: Int = 0) -> [CGRect] {
        items.compactMap {
            scene.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }

    @Test func insetsSpacingAndJustifiedLinesWithTheLastLineKeepingTheColumns() {
        let layout = UICollectionViewFlowLayout()
        let scene = CollectionScene(counts: [7], layout: layout)
        layout.itemSize = CGSize(width: 40, height: 30)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 5
        layout.sectionInset = UIEdgeInsets(top: 8, left: 10, bottom: 12, right: 10)
        scene.collectionView.layoutIfNeeded()
        // 180 points across: 3 items of 40 with at least 10 between fit (140); a 4th would need 190. The 40 left
        // over spread the full lines' spacing to 30; the last line keeps it.
        #expect(
            frames(scene, 0..<7) == [
                CGRect(x: 10, y: 8, width: 40, height: 30), CGRect(x: 80, y: 8, width: 40, height: 30),
                CGRect(x: 150, y: 8, width: 40, height: 30),
                CGRect(x: 10, y: 43, width: 40, height: 30), CGRect(x: 80, y: 43, width: 40, height: 30),
                CGRect(x: 150, y: 43, width: 40, height: 30),
                CGRect(x: 10, y: 78, width: 40, height: 30),
            ])
        #expect(scene.collectionView.contentSize == CGSize(width: 200, height: 120))
    }

    @Test func aLineOfOneItemIsCentred() {
        let layout = UICollectionViewFlowLayout()
        let scene = CollectionScene(counts: [1], layout: layout)
        layout.itemSize = CGSize(width: 60, height: 30)
        scene.collectionView.layoutIfNeeded()
        #expect(frames(scene, 0..<1) == [CGRect(x: 70, y: 0, width: 60, height: 30)])
    }

    @Test func headersAndFootersFrameEachSection() {
        let layout = UICollectionViewFlowLayout()
        let scene = CollectionScene(counts: [4, 2], layout: layout)
        scene.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        scene.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "header")
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.footerReferenceSize = CGSize(width: 0, height: 10)
        scene.collectionView.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        #expect(
            scene.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: header, at: IndexPath(item: 0, section: 1))?
                .frame == CGRect(x: 0, y: 80, width: 200, height: 20))
        #expect(frames(scene, 0..<2, section: 1).map(\.minY) == [100, 100])
        #expect(scene.collectionView.contentSize.height == 160)
        #expect(scene.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header).map { $0[0] } == [0, 1])
        #expect(scene.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer).map { $0[0] } == [0, 1])
        #expect(
            scene.collectionView.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 70, width: 200, height: 10))
    }

    @Test func horizontalFlowFillsColumnsAndScrollsSideways() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let scene = CollectionScene(counts: [10], layout: layout)
        #expect(
            frames(scene, 0..<5).map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 150),
                CGPoint(x: 50, y: 0),
            ])
        #expect(scene.collectionView.contentSize == CGSize(width: 150, height: 200))
        #expect(scene.visible == (0..<10).map { "0-\($0)" })
    }

    /// The delegate's per-item and per-section answers win over the layout's properties.
    @Test func theFlowDelegateSizesItemsAndSections() {
        final class Sizing: UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize { CGSize(width: 20 + 10 * CGFloat(indexPath.item), height: 20) }
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                minimumInteritemSpacingForSectionAt section: Int
            ) -> CGFloat { 0 }
        }
        let scene = CollectionScene(counts: [8])
        let sizing = Sizing()
        scene.collectionView.delegate = sizing
        scene.layout.minimumInteritemSpacing = 99
        scene.collectionView.layoutIfNeeded()
        // 20+30+40+50+60 = 200 fills the first line exactly; 70, 80, 90 make the second (240 > 200: two fit).
        #expect(frames(scene, 0..<8).map(\.width) == [20, 30, 40, 50, 60, 70, 80, 90])
        #expect(frames(scene, 0..<8).map(\.minX) == [0, 20, 50, 90, 140, 0, 120, 0])
        #expect(frames(scene, 0..<8).map(\.minY) == [0, 0, 0, 0, 0, 20, 20, 40])
    }

    @Test func estimatedItemSizeShowsCellsAtTheirPreferredSize() {
        final class Tall: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes
            {
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                attributes.size = CGSize(width: 100, height: 70)
                return attributes
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        let scene = CollectionScene(counts: [6], layout: layout)
        scene.collectionView.register(Tall.self, forCellWithReuseIdentifier: "cell")
        scene.collectionView.reloadData()
        scene.collectionView.layoutIfNeeded()
        #expect(frames(scene, 0..<6).map(\.height) == [70, 70, 70, 70, 70, 70])
        #expect(scene.collectionView.contentSize.height == 210)
        #expect(scene.collectionView.visibleCells.map(\.frame.height) == [70, 70, 70, 70, 70, 70])
    }

    /// A layout written as UIKit apps write one: a single column of 30-point rows, the whole list prepared once per
    /// invalidation, bounds changes ignored.
    @Test func aCustomLayoutSubclassIsPreparedOncePerInvalidationAndQueriedForTheVisibleRect() {
        final class ColumnLayout: UICollectionViewLayout {
            var log: [String] = []
            var frames: [CGRect] = []
            var invalidateOnScroll = false
            override func prepare() {
                super.prepare()
                log.append("prepare")
                let count = collectionView?.numberOfItems(inSection: 0) ?? 0
                frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 30, width: 200, height: 30) }
            }
            override var collectionViewContentSize: CGSize { CGSize(width: 200, height: CGFloat(frames.count) * 30) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                log.append("elements(in: \(Int(rect.minY))..<\(Int(rect.maxY)))")
                return frames.indices.filter { frames[$0].intersects(rect) }.map { index in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
                    attributes.frame = frames[index]
                    return attributes
                }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = frames[indexPath.item]
                return attributes
            }
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidateOnScroll }
        }
        let layout = ColumnLayout()
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = RecordingCollectionSource(counts: [20], log: CallbackLog())
        view.dataSource = source
        window.addSubview(view)
        view.layoutIfNeeded()
        #expect(layout.log == ["prepare", "elements(in: 0..<100)"])
        #expect(view.contentSize == CGSize(width: 200, height: 600))
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        layout.log.removeAll()
        view.contentOffset = CGPoint(x: 0, y: 45)
        view.layoutIfNeeded()
        #expect(layout.log == ["elements(in: 45..<145)"])
        #expect(view.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4])
        layout.log.removeAll()
        layout.invalidateOnScroll = true
        view.contentOffset = CGPoint(x: 0, y: 60)
        view.layoutIfNeeded()
        #expect(layout.log == ["prepare", "elements(in: 60..<160)"])
        layout.log.removeAll()
        layout.invalidateLayout()
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.log == ["prepare", "elements(in: 60..<160)"])
    }

    @Test func layoutAttributesCopyAndCompareByValue() {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        attributes.zIndex = 5
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        #expect(copy !== attributes)
        #expect(copy?.isEqual(attributes) == true)
        #expect(copy?.representedElementCategory == .supplementaryView)
        #expect(copy?.representedElementKind == UICollectionView.elementKindSectionHeader)
        copy?.center = CGPoint(x: 10, y: 10)
        #expect(copy?.frame == CGRect(x: 8.5, y: 8, width: 3, height: 4))
        #expect(copy?.isEqual(attributes) == false)
    }
}
