import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Offsets, dragging, rubber-banding, deceleration, paging and animated offsets of `UIScrollView`, on the 64 Hz
/// virtual frame clock.
@MainActor
@Suite struct ScrollViewDraggingTests {
    @Test func theContentOffsetIsTheBoundsOriginSoHitTestingFollowsIt() throws {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(scene.scrollView.bounds.origin == CGPoint(x: 0, y: 30))
        // The button (content y 50…90) now sits at window y 20…60.
        #expect(scene.window.hitTest(CGPoint(x: 100, y: 25), with: nil) === scene.button)
        #expect(scene.window.hitTest(CGPoint(x: 100, y: 65), with: nil) === scene.scrollView)
        #expect(scene.button.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 20))
        try scene.driver.tap(at: CGPoint(x: 100, y: 25))
        #expect(
            scene.log.take() == [
                "scroll.didScroll(0,30)", "button.touchDown", "button.touchUpInside", "button.primaryActionTriggered",
            ])
        scene.driver.advance(by: 1)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aDragPastTheTopRubberBandsThenSpringsBack() throws {
        let scene = ScrollScene()
        // 110 points down from the top: 100 beyond the pan's threshold, stretched to 43.
        try scene.drag(
            from: CGPoint(x: 100, y: 20), through: [CGPoint(x: 100, y: 30), CGPoint(x: 100, y: 130)], interval: 0.5)
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll(0,-43)",
                "scroll.willEndDragging(v: (0,-200), target: (0,0))",
                "scroll.didEndDragging(willDecelerate: true)", "scroll.willBeginDecelerating",
            ])
        scene.driver.advance(by: 2)
        #expect(
            scene.takeCollapsed() == ["scroll.didScroll×29(0,0)", "scroll.didEndDecelerating(0,0)"])
        scene.driver.advance(by: 1)
        #expect(scene.driver.finish().isClean)
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() throws {
        let scene = ScrollScene()
        scene.scrollView.bounces = false
        try scene.drag(
            from: CGPoint(x: 100, y: 20), through: [CGPoint(x: 100, y: 30), CGPoint(x: 100, y: 130)], interval: 0.5)
        scene.driver.advance(by: 2)
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.willEndDragging(v: (0,-200), target: (0,0))",
                "scroll.didEndDragging(willDecelerate: false)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    /// A finger that drags, then holds still before lifting, ends with no velocity: the content stays where the
    /// finger left it (UIKit's velocity at lift is zero after a pause).
    @Test func aFingerHeldStillBeforeLiftingDoesNotFling() throws {
        let scene = ScrollScene()
        let path = (1...10).map { CGPoint(x: 100, y: 190 - CGFloat($0) * 15) }
        try scene.drag(from: CGPoint(x: 100, y: 190), through: path, lift: false)
        scene.driver.advance(by: 0.2)
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 2)
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll×10(0,140)",
                "scroll.willEndDragging(v: (0,0), target: (0,140))",
                "scroll.didEndDragging(willDecelerate: false)",
            ])
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 140))
        #expect(scene.driver.finish().isClean)
    }

    @Test func theDelegateMayMoveTheTargetAndTheFastRateStopsSooner() throws {
        let scene = ScrollScene()
        scene.scrollView.decelerationRate = .fast
        scene.delegate.targetOverride = CGPoint(x: 0, y: 300)
        try scene.drag(from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 100, y: 140), CGPoint(x: 100, y: 120)])
        scene.driver.advance(by: 2)
        // At the fast rate 1280 points/s would glide 127 points; the delegate asked for 300.
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll(0,20)",
                "scroll.willEndDragging(v: (0,1280), target: (0,147))",
                "scroll.didEndDragging(willDecelerate: true)", "scroll.willBeginDecelerating",
                "scroll.didScroll×41(0,300)", "scroll.didEndDecelerating(0,300)",
            ])
        scene.driver.advance(by: 1)
        #expect(scene.driver.finish().isClean)
    }

    @Test func anAnimatedOffsetRunsOnFramesThenTheScrollViewAsksForNoMore() throws {
        let scene = ScrollScene()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scene.log.take() == [])
        scene.driver.advance(by: 0.5)
        #expect(scene.takeCollapsed() == ["scroll.didScroll×20(0,300)", "scroll.didEndScrollingAnimation(0,300)"])
        scene.driver.advance(by: 1)
        let frames = scene.driver.backend.frameTimes.count
        scene.driver.advance(by: 10)
        #expect(scene.driver.backend.frameTimes.count == frames, "an idle scroll view wakes nothing")
        #expect(scene.driver.clock.pendingTimerCount == 0)
        #expect(scene.driver.finish().isClean)
    }

    @Test func pagingSettlesOnTheNearestPageOrTheNextAfterAFlick() throws {
        let scene = ScrollScene()
        scene.scrollView.isPagingEnabled = true
        // A slow 70-point drag: back to page 0.
        try scene.drag(
            from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 100, y: 120), CGPoint(x: 100, y: 80)], interval: 0.5)
        scene.driver.advance(by: 2)
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll×2(0,60)",
                "scroll.willEndDragging(v: (0,80), target: (0,0))",
                "scroll.didEndDragging(willDecelerate: true)", "scroll.willBeginDecelerating",
                "scroll.didScroll×31(0,0)", "scroll.didEndDecelerating(0,0)",
            ])
        // A quick flick of 30 points: on to page 1, and only one page however fast.
        try scene.drag(from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 100, y: 140), CGPoint(x: 100, y: 100)])
        scene.driver.advance(by: 2)
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll(0,40)",
                "scroll.willEndDragging(v: (0,2560), target: (0,200))",
                "scroll.didEndDragging(willDecelerate: true)", "scroll.willBeginDecelerating",
                "scroll.didScroll×37(0,200)", "scroll.didEndDecelerating(0,200)",
            ])
        scene.driver.advance(by: 1)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aFingerOnDeceleratingContentStopsItAndDoesNotPressTheButton() throws {
        let scene = ScrollScene()
        try scene.drag(from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 100, y: 140), CGPoint(x: 100, y: 120)])
        scene.driver.advance(by: 0.25)
        _ = scene.takeCollapsed()
        let stoppedAt = scene.scrollView.contentOffset
        #expect(scene.scrollView.isDecelerating)
        // A button under the finger: still it hears nothing.
        let late = UIButton(frame: CGRect(x: 50, y: stoppedAt.y + 80, width: 100, height: 40))
        scene.scrollView.addSubview(late.recordingEvents(as: "late", in: scene.log))
        try scene.driver.tap(at: CGPoint(x: 100, y: 100))
        scene.driver.advance(by: 1)
        #expect(scene.takeCollapsed() == ["scroll.didEndDecelerating\(point(stoppedAt))"])
        #expect(scene.scrollView.contentOffset == stoppedAt && !scene.scrollView.isDecelerating)
        #expect(scene.driver.finish().isClean)
    }

    @Test func draggingSetsTrackingAndDraggingAndDeceleratingInTurn() throws {
        let scene = ScrollScene()
        var states: [String] = []
        scene.delegate.onCallback = { entry, scrollView in
            guard !entry.hasPrefix("didScroll") else { return }
            states.append(
                "\(entry.prefix { $0 != "(" }): \(scrollView.isTracking) \(scrollView.isDragging) \(scrollView.isDecelerating)"
            )
        }
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 150))
        #expect(scene.scrollView.isTracking && !scene.scrollView.isDragging)
        scene.driver.advance(by: 1.0 / 64)
        try scene.driver.touchMove(1, to: CGPoint(x: 100, y: 120))
        try scene.driver.touchUp(1)
        #expect(!scene.scrollView.isTracking)
        scene.driver.advance(by: 5)
        #expect(
            states == [
                "willBeginDragging: true true false", "willEndDragging: true false false",
                "didEndDragging: true false false", "willBeginDecelerating: true false false",
                "didEndDecelerating: false false false",
            ])
        _ = scene.log.take()
        #expect(scene.driver.finish().isClean)
    }

    @Test func theIndicatorShowsWhileTheContentMovesThenFadesOnTheFrameClock() {
        let scene = ScrollScene()
        let scrollView = scene.scrollView
        func bars() -> [String] { scrollView.subviews.map { "\($0.debugName) \($0.alpha)" } }
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        scene.driver.advance(by: 1.0 / 64)
        // Only the vertical one: the content is no wider than the view.
        #expect(bars() == ["button 1.0", "scrollIndicator 1.0"])
        // The animation ends on the frame at 20/64 s; the fade starts 0.5 s later and lasts 0.25 s.
        scene.driver.advance(by: 0.8 - 1.0 / 64)
        #expect(bars() == ["button 1.0", "scrollIndicator 1.0"])
        scene.driver.advance(by: 0.15)  // the last frame, at 60/64 s, is halfway through the fade
        #expect(bars() == ["button 1.0", "scrollIndicator 0.5"])
        scene.driver.advance(by: 0.15)
        #expect(bars() == ["button 1.0"])
        #expect(scene.takeCollapsed() == ["scroll.didScroll×20(0,100)", "scroll.didEndScrollingAnimation(0,100)"])
        #expect(scene.driver.clock.pendingTimerCount == 0)
        #expect(scene.driver.finish().isClean)
    }

    @Test func theContentInsetExtendsTheLimitsAndScrollRectToVisibleStaysInThem() throws {
        let scene = ScrollScene()
        scene.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0)
        #expect(scene.scrollView.adjustedContentInset == scene.scrollView.contentInset)
        // 110 points down from offset 0: 50 to the inset's edge, then stretched; it springs back to the edge.
        try scene.drag(
            from: CGPoint(x: 100, y: 20), through: [CGPoint(x: 100, y: 30), CGPoint(x: 100, y: 130)], interval: 0.5)
        scene.driver.advance(by: 2)
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll(0,-74)",
                "scroll.willEndDragging(v: (0,-200), target: (0,-50))", "scroll.didEndDragging(willDecelerate: true)",
                "scroll.willBeginDecelerating", "scroll.didScroll×25(0,-50)", "scroll.didEndDecelerating(0,-50)",
            ])
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 200), animated: false)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 820))
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 10), animated: false)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 400))
        #expect(scene.log.take() == ["scroll.didScroll(0,820)", "scroll.didScroll(0,400)"])
        scene.driver.advance(by: 1)
        #expect(scene.driver.finish().isClean)
    }
}
