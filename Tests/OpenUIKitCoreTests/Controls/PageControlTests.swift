import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct PageControlTests {
    @Test func tapsEitherSideOfTheCurrentDotMoveOnePage() throws {
        let scene = ControlScene()
        let pages = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 30))
        pages.numberOfPages = 5
        pages.currentPage = 2
        pages.recordingEvents(as: "pages", in: scene.log)
        scene.container.addSubview(pages)
        // Dots 16 pt apart around x = 200: the current (third) dot is at 200.
        #expect(pages.dotCenter(for: 2).x == 100)
        try scene.driver.tap(at: CGPoint(x: 290, y: 115))
        #expect(pages.currentPage == 3)
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 110, y: 115), finger: 2)
        #expect(pages.currentPage == 2)
        pages.currentPage = 4
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 290, y: 115), finger: 3)
        #expect(pages.currentPage == 4)
        #expect(
            scene.log.take() == [
                "pages.touchDown", "pages.valueChanged", "pages.primaryActionTriggered", "pages.touchUpInside",
                "pages.touchDown", "pages.valueChanged", "pages.primaryActionTriggered", "pages.touchUpInside",
                "pages.touchDown", "pages.touchUpInside",
            ])
    }

    @Test func hidesForSinglePageTakesNoTouches() throws {
        let scene = ControlScene()
        let pages = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 30)).recordingEvents(
            as: "pages", in: scene.log)
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        scene.container.addSubview(pages)
        try scene.driver.tap(at: CGPoint(x: 150, y: 115))
        #expect(scene.log.take() == ["container.touchesBegan(1)", "container.touchesEnded(1)"])
        pages.numberOfPages = 0
        pages.currentPage = 3
        #expect(pages.currentPage == 0)
    }
}
