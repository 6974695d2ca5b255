import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `UICollectionViewCompositionalLayout`: items, groups, sections, boundary supplementary items, sections that
/// scroll sideways, and `.list(using:)`.
@MainActor
@Suite struct CompositionalLayoutTests {
    /// The driver, the view and its data source (kept here: a collection view does not retain its data source).
    private func scene(counts: [Int], layout: UICollectionViewLayout)
        -> (EventDriver, UICollectionView, RecordingCollectionSource)
    {
        CompositionalFixture.view(layout: layout, counts: counts)
    }

    private func frames(_ view: UICollectionView, _ items: Range<Int>, section: Int = 0) -> [CGRect] {
        items.compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
    }

    /// A grid: quarter-width items with insets, repeated four to a full-width group, groups stacked with spacing.
    @Test func aGridOfFractionalItemsWithInsetsAndSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        let (_, view, source) = scene(counts: [10], layout: UICollectionViewCompositionalLayout(section: section))
        defer { withExtendedLifetime(source) {} }
        #expect(
            frames(view, 0..<5) == [
                CGRect(x: 2, y: 7, width: 46, height: 46), CGRect(x: 52, y: 7, width: 46, height: 46),
                CGRect(x: 102, y: 7, width: 46, height: 46), CGRect(x: 152, y: 7, width: 46, height: 46),
                CGRect(x: 2, y: 67, width: 46, height: 46),
            ])
        // Three groups (4 + 4 + 2): 5 + 50 + 10 + 50 + 10 + 50 + 5.
        #expect(view.contentSize == CGSize(width: 200, height: 180))
        #expect(view.indexPathsForVisibleItems.count == 10)
    }

    @Test func aGroupWithACountSharesItsWidthAndNestedGroupsCompose() {
        let leaf = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            subitem: leaf, count: 2)
        let big = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [big, column])
        let (_, view, source) = scene(
            counts: [6], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        defer { withExtendedLifetime(source) {} }
        #expect(
            frames(view, 0..<4) == [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 50),
                CGRect(x: 100, y: 50, width: 100, height: 50), CGRect(x: 0, y: 100, width: 100, height: 100),
            ])
    }

    @Test func boundaryItemsFrameEachSectionAndTheProviderIsAskedPerSection() {
        var asked: [String] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append("\(index) \(Int(environment.container.contentSize.width))")
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        }
        let (_, view, source) = scene(counts: [2, 1], layout: layout)
        defer { withExtendedLifetime(source) {} }
        #expect(asked == ["0 200", "1 200"])
        #expect(frames(view, 0..<2).map(\.minY) == [20, 50])
        #expect(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 80, width: 200, height: 20))
        #expect(frames(view, 0..<1, section: 1) == [CGRect(x: 0, y: 100, width: 200, height: 30)])
        #expect(
            view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader).count == 2
        )
    }

    /// A section that scrolls sideways shows its cells in a band of its own; scrolling the band brings in the next
    /// cells and reuses those that left, while the rest of the collection view stays.
    @Test func anOrthogonalSectionScrollsSidewaysInItsOwnBand() throws {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(60)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if index == 0 { section.orthogonalScrollingBehavior = .continuous }
            section.interGroupSpacing = 10
            return section
        }
        let (driver, view, source) = scene(counts: [10, 3], layout: layout)
        defer { withExtendedLifetime(source) {} }
        #expect(view.contentSize == CGSize(width: 200, height: 60 + 60 * 3 + 20))
        #expect(
            view.indexPathsForVisibleItems.map { "\($0.section)-\($0.item)" } == ["0-0", "0-1", "0-2", "1-0", "1-1"])
        let band = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        #expect(band !== view)
        #expect(band.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(band.contentSize == CGSize(width: 890, height: 60))
        #expect(frames(view, 9..<10) == [CGRect(x: 810, y: 0, width: 80, height: 60)])
        band.contentOffset = CGPoint(x: 300, y: 0)
        band.layoutIfNeeded()
        #expect(
            view.indexPathsForVisibleItems.map { "\($0.section)-\($0.item)" } == ["0-3", "0-4", "0-5", "1-0", "1-1"])
        #expect(
            view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 360, y: 0, width: 80, height: 60))
        // A tap on a cell in the band selects it as any other.
        try driver.tap(at: CGPoint(x: 100, y: 30))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test func aListLayoutHasFullWidthRowsAndHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let (_, view, source) = scene(
            counts: [2, 2], layout: UICollectionViewCompositionalLayout.list(using: configuration))
        defer { withExtendedLifetime(source) {} }
        #expect(
            frames(view, 0..<2) == [
                CGRect(x: 20, y: 38, width: 160, height: 44), CGRect(x: 20, y: 82, width: 160, height: 44),
            ])
        #expect(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 20, y: 146, width: 160, height: 38))
    }

    @Test func aListCellIndentsItsContent() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 20, y: 0, width: 180, height: 44))
    }
}
