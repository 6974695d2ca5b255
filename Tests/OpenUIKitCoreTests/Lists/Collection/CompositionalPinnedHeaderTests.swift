import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Boundary supplementary items with `pinToVisibleBounds`: a section's header stays at the top of the visible
/// content while the section is on screen, above its cells, until the section's end pushes it up.
@MainActor
@Suite struct CompositionalPinnedHeaderTests {
    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionEndsAndDrawsAboveTheCells() throws {
        let section = CompositionalFixture.section(width: .fractionalWidth(1), height: .absolute(50))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        // Two sections of six rows: 30 + 300 each.
        let (driver, view, source) = CompositionalFixture.view(section: section, counts: [6, 6])
        defer { withExtendedLifetime(source) {} }
        func headerFrame(_ section: Int) -> CGRect? {
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?
                .frame
        }
        func scroll(to y: CGFloat) {
            view.contentOffset = CGPoint(x: 0, y: y)
            view.layoutIfNeeded()
        }
        #expect(headerFrame(0) == CGRect(x: 0, y: 0, width: 200, height: 30))
        scroll(to: 100)
        #expect(headerFrame(0) == CGRect(x: 0, y: 100, width: 200, height: 30), "pinned at the top")
        let headerView = try #require(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        let cellIndices = view.visibleCells.compactMap { cell in view.subviews.firstIndex { $0 === cell } }
        let headerIndex = try #require(view.subviews.firstIndex { $0 === headerView })
        #expect(cellIndices.allSatisfy { $0 < headerIndex }, "above every cell")
        scroll(to: 310)
        // The section's rows end at 330: the header rides up with them (330 - 30).
        #expect(headerFrame(0) == CGRect(x: 0, y: 300, width: 200, height: 30))
        #expect(headerFrame(1) == CGRect(x: 0, y: 330, width: 200, height: 30))
        scroll(to: 400)
        #expect(headerFrame(0) == nil)
        #expect(headerFrame(1) == CGRect(x: 0, y: 400, width: 200, height: 30))
        #expect(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 330, width: 200, height: 30), "asked by index path: its place in the layout")
        #expect(driver.finish().isClean)
    }
}
