import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Compositional self-sizing: in a section whose group's height is `.estimated`, each cell on screen is measured
/// (its content view's `systemLayoutSizeFitting` at its width, for a cell with constraints) and the section laid
/// out again with the measured heights; cells not yet shown keep the estimate.
@MainActor
@Suite struct CompositionalSelfSizingTests {
    private func scene(heights: [CGFloat], horizontalPairs: Bool = false)
        -> (EventDriver, UICollectionView, ConstrainedHeightSource)
    {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(horizontalPairs ? 0.5 : 1), heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(ConstrainedHeightCell.self, forCellWithReuseIdentifier: "sized")
        let source = ConstrainedHeightSource(heights: heights)
        view.dataSource = source
        window.addSubview(view)
        view.layoutIfNeeded()
        return (driver, view, source)
    }

    private func frames(_ view: UICollectionView) -> [CGRect] { view.visibleCells.map(\.frame) }

    @Test func cellsOnScreenTakeTheirMeasuredHeightsAndTheRestKeepTheEstimate() {
        let (_, view, source) = scene(heights: [20, 60, 30, 20, 40, 20, 20, 20, 20, 20])
        // Bars plus 10: 30, 70, 40, 30, 50 fill the 200 points (with 2 between); the estimate (50) showed four.
        #expect(
            frames(view) == [
                CGRect(x: 0, y: 0, width: 200, height: 30), CGRect(x: 0, y: 32, width: 200, height: 70),
                CGRect(x: 0, y: 104, width: 200, height: 40), CGRect(x: 0, y: 146, width: 200, height: 30),
                CGRect(x: 0, y: 178, width: 200, height: 50),
            ])
        #expect(source.asked == [0, 1, 2, 3, 4], "each cell asked for once")
        // Measured: 30 + 70 + 40 + 30 + 50 = 220; five more estimated at 50, and nine gaps of 2.
        #expect(view.contentSize == CGSize(width: 200, height: 220 + 250 + 18))
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 0, y: 230, width: 200, height: 30))
    }

    @Test func aHorizontalGroupIsAsTallAsItsTallestCell() {
        let (_, view, source) = scene(heights: [20, 50, 10, 10], horizontalPairs: true)
        defer { withExtendedLifetime(source) {} }
        #expect(
            frames(view) == [
                CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 100, y: 0, width: 100, height: 60),
                CGRect(x: 0, y: 62, width: 100, height: 20), CGRect(x: 100, y: 62, width: 100, height: 20),
            ])
        #expect(view.contentSize.height == 82)
    }

    @Test func aReloadMeasuresAgain() {
        let (_, view, source) = scene(heights: [20, 20])
        #expect(frames(view).map(\.height) == [30, 30])
        source.heights = [60, 60]
        view.reloadData()
        view.layoutIfNeeded()
        #expect(frames(view).map(\.height) == [70, 70])
        #expect(view.contentSize.height == 142)
    }
}
