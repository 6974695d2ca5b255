import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Where a drag of a sideways-scrolling compositional section comes to rest, by its
/// `orthogonalScrollingBehavior`: groups of 80 points, 10 apart (stops every 90), in a 200-point band.
@MainActor
@Suite struct OrthogonalScrollingTests {
    private func scene(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
        -> (EventDriver, UICollectionView, UIScrollView, RecordingCollectionSource)
    {
        let section = CompositionalFixture.section(width: .absolute(80), height: .absolute(60))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        let (driver, view, source) = CompositionalFixture.view(section: section, counts: [10])
        let band = view.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
        return (driver, view, band, source)
    }

    /// A finger's drag across the band by `dx`: slow (held still before the lift) or a flick.
    private func drag(_ driver: EventDriver, by dx: CGFloat, flick: Bool) throws {
        try driver.drag(
            from: CGPoint(x: dx < 0 ? 180 : 20, y: 30), by: dx, steps: flick ? 4 : 10, hold: flick ? 0 : 0.3,
            settle: 3)
    }

    @Test func continuousStopsWhereTheDragLeftIt() throws {
        let (driver, _, band, source) = scene(.continuous)
        defer { withExtendedLifetime(source) {} }
        try drag(driver, by: -50, flick: false)
        #expect(band.contentOffset.x == 40, "the finger's 50 points less the pan's 10-point threshold")
        #expect(driver.finish().isClean)
    }

    @Test func groupPagingMovesOneGroupAtATime() throws {
        let (driver, _, band, source) = scene(.groupPaging)
        defer { withExtendedLifetime(source) {} }
        try drag(driver, by: -70, flick: false)
        #expect(band.contentOffset.x == 90, "the content at 60 is nearer the second group's edge")
        try drag(driver, by: -30, flick: true)
        #expect(band.contentOffset.x == 180, "a flick: the next group, though the content at 110 is nearer 90")
        try drag(driver, by: -150, flick: true)
        #expect(band.contentOffset.x == 270, "never more than one group per swipe")
        try drag(driver, by: 30, flick: true)
        #expect(band.contentOffset.x == 180)
        #expect(driver.finish().isClean)
    }

    @Test func groupPagingCenteredCentresTheGroup() throws {
        let (driver, _, band, source) = scene(.groupPagingCentered)
        defer { withExtendedLifetime(source) {} }
        try drag(driver, by: -50, flick: false)
        // The second group (90...170) centred in the 200-point band: 130 - 100.
        #expect(band.contentOffset.x == 30)
        try drag(driver, by: -20, flick: true)
        #expect(band.contentOffset.x == 120)
        #expect(driver.finish().isClean)
    }

    @Test func continuousGroupLeadingBoundaryGlidesThenRestsOnAGroupEdge() throws {
        let (driver, _, band, source) = scene(.continuousGroupLeadingBoundary)
        defer { withExtendedLifetime(source) {} }
        try driver.drag(from: CGPoint(x: 180, y: 30), by: -40, steps: 4, hold: 0, settle: 8)
        let offset = band.contentOffset.x
        #expect(offset > 30, "it glided on past where the finger left it")
        #expect(offset.truncatingRemainder(dividingBy: 90) == 0, "and rests on a group's leading edge")
        #expect(driver.finish().isClean)
    }

    @Test func pagingPagesByTheBandsWidth() throws {
        let (driver, _, band, source) = scene(.paging)
        defer { withExtendedLifetime(source) {} }
        try drag(driver, by: -120, flick: false)
        #expect(band.contentOffset.x == 200)
        #expect(driver.finish().isClean)
    }
}
