import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A wheel or a touchpad scrolls a scroll view through its pan recognizer (issue 14's scroll input), as on iPadOS:
/// the content follows the scroll, content views never see a touch, and the drag ends after the scroll goes idle.
@MainActor
@Suite struct ScrollViewWheelTests {
    @Test func aTouchpadScrollMovesTheContentAndTheButtonHearsNothing() throws {
        let scene = ScrollScene()
        // Two-finger scrolling upwards on a touchpad shows what is further down, like a finger dragging up.
        try scene.driver.scroll(by: 0, -10, at: CGPoint(x: 100, y: 60))
        scene.driver.advance(by: 0.02)
        try scene.driver.scroll(by: 0, -30, at: CGPoint(x: 100, y: 60), isFinal: true)
        scene.driver.advance(by: 10)
        // The first step moves the content (scrolling has no pan threshold); lifting the fingers at 1,500 pt/s
        // glides on, as a flick does.
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll×2(0,40)",
                "scroll.willEndDragging(v: (0,1500), target: (0,788))", "scroll.didEndDragging(willDecelerate: true)",
                "scroll.willBeginDecelerating", "scroll.didScroll×234(0,788)", "scroll.didEndDecelerating(0,788)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aWheelStepScrollsAndTheDragEndsWhenTheWheelRests() throws {
        let scene = ScrollScene()
        try scene.driver.scroll(by: 0, -40, at: CGPoint(x: 100, y: 60), type: .discrete)
        scene.driver.advance(by: 2)
        // One 40-point step, whole (it used to lose the pan's 10-point threshold); a wheel has no glide.
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll(0,40)",
                "scroll.willEndDragging(v: (0,0), target: (0,40))",
                "scroll.didEndDragging(willDecelerate: false)",
            ])
        #expect(scene.driver.finish().isClean)
    }
}
