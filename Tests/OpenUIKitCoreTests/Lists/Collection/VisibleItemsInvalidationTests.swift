import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `visibleItemsInvalidationHandler`: called before each layout pass with the section's elements on screen and the
/// scroll position (the band's own sideways offset in a section that scrolls sideways); its changes reach the views
/// in the same pass, and app code may change the data from inside it.
@MainActor
@Suite struct VisibleItemsInvalidationTests {
    private func carousel(handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler)
        -> (EventDriver, UICollectionView, RecordingCollectionSource)
    {
        let section = CompositionalFixture.section(width: .absolute(100), height: .absolute(60))
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = handler
        return CompositionalFixture.view(section: section, counts: [10])
    }

    @Test func theHandlerSeesTheItemsOnScreenAndTheBandsOffsetAndItsChangesApply() throws {
        let calls = CallbackLog()
        let (driver, view, source) = carousel { items, offset, environment in
            calls.append(
                "\(items.map { "\($0.indexPath.item)@\(Int($0.center.x))" }.joined(separator: " ")) offset \(Int(offset.x))"
                    + " width \(Int(environment.container.contentSize.width))")
            // A carousel's scaling: the item nearest the middle full size, the others smaller.
            let middle = offset.x + 100
            for item in items {
                let scale = abs(item.center.x - middle) < 50 ? 1 : 0.5
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        defer { withExtendedLifetime(source) {} }
        // Twice: the collection view's pass, then its band's first layout runs one (each pass asks).
        #expect(calls.take() == ["0@50 1@150 offset 0 width 200", "0@50 1@150 offset 0 width 200"])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity.scaledBy(x: 0.5, y: 0.5))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity.scaledBy(x: 0.5, y: 0.5))
        let band = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        band.contentOffset = CGPoint(x: 50, y: 0)
        band.layoutIfNeeded()
        #expect(calls.take() == ["0@50 1@150 2@250 offset 50 width 200"])
        let middle = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(middle.transform == .identity)
        #expect(middle.frame == CGRect(x: 100, y: 0, width: 100, height: 60), "the frame is the layout's")
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.transform == .identity.scaledBy(x: 0.5, y: 0.5))
        #expect(driver.finish().isClean)
    }

    @Test func aHandlerThatDeletesItemsLeavesTheViewConsistent() throws {
        let source = WeakReference<RecordingCollectionSource>()
        let view = WeakReference<UICollectionView>()
        let fired = WeakReference<UIView>()
        let (driver, collectionView, made) = carousel { _, _, _ in
            // Once: the first pass after the references are set deletes all but the first item.
            guard fired.object == nil, let source = source.object, let view = view.object else { return }
            fired.object = view
            source.counts = [1]
            view.deleteItems(at: (1..<10).map { IndexPath(item: $0, section: 0) })
        }
        source.object = made
        view.object = collectionView
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        driver.advance(by: 1)
        collectionView.layoutIfNeeded()
        #expect(fired.object === collectionView)
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        #expect(driver.finish().isClean)
    }
}
