import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// App code changing the scroll view from its own delegate callbacks (Docs/Architecture.md, "Re-entrancy").
@MainActor
@Suite struct ScrollViewReentrancyTests {
    @Test func removingTheScrollViewMidDragEndsEverythingAndLeavesNothingRunning() throws {
        let scene = ScrollScene()
        scene.logRecognizerStates()
        var removed = false
        scene.delegate.onCallback = { entry, scrollView in
            if entry.hasPrefix("didScroll"), !removed {
                removed = true
                scrollView.removeFromSuperview()
            }
        }
        try scene.drag(
            from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 100, y: 130), CGPoint(x: 100, y: 110)], lift: false)
        scene.driver.advance(by: 1.0 / 64)
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 2)
        // Out of the window, the pan is cancelled; the drag ends where it was, with nothing to decelerate.
        #expect(
            scene.takeCollapsed() == [
                "pan: began", "scroll.willBeginDragging", "scroll.didScroll(0,10)", "delaysContentTouches: failed",
                "pan: cancelled", "scroll.willEndDragging(v: (0,0), target: (0,10))",
                "scroll.didEndDragging(willDecelerate: false)",
            ])
        #expect(!scene.scrollView.isDragging && !scene.scrollView.isDecelerating && !scene.scrollView.isTracking)
        #expect(scene.driver.clock.pendingTimerCount == 0)
        #expect(scene.driver.finish().isClean)
    }

    @Test func disablingScrollingWhenTheDragBeginsCancelsThePan() throws {
        let scene = ScrollScene()
        scene.logRecognizerStates()
        scene.delegate.onCallback = { entry, scrollView in
            if entry == "willBeginDragging" { scrollView.isScrollEnabled = false }
        }
        try scene.drag(from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 100, y: 130), CGPoint(x: 100, y: 110)])
        scene.driver.advance(by: 2)
        #expect(
            scene.takeCollapsed() == [
                "pan: began", "scroll.willBeginDragging", "scroll.didScroll(0,10)", "delaysContentTouches: failed",
                "pan: cancelled", "scroll.willEndDragging(v: (0,0), target: (0,10))",
                "scroll.didEndDragging(willDecelerate: false)",
            ])
        #expect(!scene.scrollView.isDragging && !scene.scrollView.isDecelerating)
        #expect(scene.driver.finish().isClean)
    }

    /// `moment`: the callback that shrinks the content to 300 points (`didScroll` once the offset passes 150).
    @Test(arguments: ["willBeginDecelerating", "didScroll"])
    func shrinkingTheContentWhileDeceleratingEndsTheGlideInsideIt(_ moment: String) throws {
        let scene = ScrollScene()
        scene.delegate.onCallback = { entry, scrollView in
            if entry.hasPrefix(moment), moment != "didScroll" || scrollView.contentOffset.y > 150,
                scrollView.contentSize.height > 300
            {
                scrollView.contentSize = CGSize(width: 200, height: 300)
            }
            if entry.hasPrefix("didEndDecelerating") { scrollView.setContentOffset(.zero, animated: true) }
        }
        try scene.drag(from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 100, y: 140), CGPoint(x: 100, y: 120)])
        scene.driver.advance(by: 6)
        // Either way the glide ends at the new end (100), then the animated move from the end callback runs.
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll(0,20)",
                "scroll.willEndDragging(v: (0,1280), target: (0,659))", "scroll.didEndDragging(willDecelerate: true)",
                "scroll.willBeginDecelerating",
                moment == "didScroll" ? "scroll.didScroll×39(0,100)" : "scroll.didScroll×163(0,100)",
                "scroll.didEndDecelerating(0,100)", "scroll.didScroll×20(0,0)", "scroll.didEndScrollingAnimation(0,0)",
            ])
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.driver.finish().isClean)
    }

    @Test func nonFiniteOffsetsAndRatesAreReportedAndIgnored() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        scene.scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        #expect(scene.scrollView.contentOffset == .zero && scene.scrollView.decelerationRate == .normal)
        #expect(scene.driver.diagnostics.count == 3)
        #expect(scene.log.take() == [])
    }
}
