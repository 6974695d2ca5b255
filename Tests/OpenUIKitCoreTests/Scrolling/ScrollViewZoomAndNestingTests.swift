import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Pinch zooming between the limits, and a horizontal scroll view inside a vertical one.
@MainActor
@Suite struct ScrollViewZoomAndNestingTests {
    /// A 200×200 scroll view zooming a 200×200 photo between 1× and 3×.
    func zoomScene() -> (ScrollScene, UIView) {
        let scene = ScrollScene()
        scene.button.removeFromSuperview()
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        photo.accessibilityIdentifier = "photo"
        scene.scrollView.addSubview(photo)
        scene.scrollView.contentSize = CGSize(width: 200, height: 200)
        scene.delegate.zoomView = photo
        return (scene, photo)
    }

    @Test func thePinchExistsOnlyWhileTheScrollViewCanZoom() {
        let scene = ScrollScene()
        #expect(scene.scrollView.pinchGestureRecognizer == nil)
        scene.scrollView.maximumZoomScale = 2
        #expect(scene.scrollView.pinchGestureRecognizer?.view === scene.scrollView)
        scene.scrollView.maximumZoomScale = 1
        #expect(scene.scrollView.pinchGestureRecognizer == nil)
        #expect(scene.scrollView.gestureRecognizers?.count == 2)
    }

    @Test func aPinchZoomsAboutTheFingersBetweenTheLimits() throws {
        let (scene, photo) = zoomScene()
        scene.scrollView.maximumZoomScale = 3
        try scene.driver.frame {
            try $0.down(1, at: CGPoint(x: 50, y: 100))
            try $0.down(2, at: CGPoint(x: 150, y: 100))
        }
        for (step, spread) in [(1, 75.0), (2, 100.0), (3, 200.0)] {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.frame {
                try $0.move(1, to: CGPoint(x: 100 - spread, y: 100))
                try $0.move(2, to: CGPoint(x: 100 + spread, y: 100))
            }
            if step == 2 {
                #expect(photo.transform == CGAffineTransform(scaleX: 2, y: 2))
                #expect(photo.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
                #expect(scene.scrollView.contentSize == CGSize(width: 400, height: 400))
                // The photo's middle stays under the fingers' middle.
                #expect(photo.convert(CGPoint(x: 100, y: 100), to: nil) == CGPoint(x: 100, y: 100))
            }
        }
        try scene.driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        scene.driver.advance(by: 2)
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginZooming(photo)", "scroll.didScroll(50,50)", "scroll.didZoom(1.50)",
                "scroll.didScroll(100,100)", "scroll.didZoom(2.00)",
                "scroll.didScroll(200,200)", "scroll.didZoom(3.00)",
                "scroll.didEndZooming(photo, 3.00)",
            ])
        #expect(scene.scrollView.zoomScale == 3 && !scene.scrollView.isZooming)
        #expect(scene.driver.finish().isClean)
    }

    /// An animated zoom runs on the frame clock about the visible middle, then ends with `didEndZooming`; no
    /// `willBeginZooming` (no gesture began; OpenUIKit's choice, in Docs/UIKitParity.md).
    @Test func anAnimatedZoomScaleRunsOnFramesThenEndsZooming() throws {
        let (scene, photo) = zoomScene()
        scene.scrollView.maximumZoomScale = 3
        scene.scrollView.setZoomScale(2, animated: true)
        #expect(scene.log.take() == [] && scene.scrollView.zoomScale == 1)
        scene.driver.advance(by: 0.15 + 1.0 / 128)
        let halfway = scene.scrollView.zoomScale
        #expect(halfway > 1.3 && halfway < 1.7)
        scene.driver.advance(by: 0.5)
        let log = scene.log.take()
        #expect(log.filter { $0.hasPrefix("scroll.didZoom") }.count == 20)
        #expect(
            Array(log.suffix(3)) == [
                "scroll.didScroll(100,100)", "scroll.didZoom(2.00)", "scroll.didEndZooming(photo, 2.00)",
            ])
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        let frames = scene.driver.backend.frameTimes.count
        scene.driver.advance(by: 5)
        #expect(scene.driver.backend.frameTimes.count == frames, "an idle scroll view wakes nothing")
        #expect(scene.driver.finish().isClean)
    }

    /// `zoom(to:animated:)` fits the rectangle within the limits and centres it; without animation at once.
    @Test func zoomToARectFitsItBetweenTheLimitsAndCentresIt() throws {
        let (scene, photo) = zoomScene()
        scene.scrollView.maximumZoomScale = 4
        scene.scrollView.zoom(to: CGRect(x: 100, y: 100, width: 50, height: 100), animated: false)
        #expect(scene.scrollView.zoomScale == 2)
        // The rectangle's middle (125, 150) of the photo is in the middle of the scroll view.
        #expect(photo.convert(CGPoint(x: 125, y: 150), to: scene.scrollView) == CGPoint(x: 250 + 0, y: 300))
        #expect(scene.scrollView.contentOffset == CGPoint(x: 150, y: 200))
        #expect(scene.log.take() == ["scroll.didScroll(150,200)", "scroll.didZoom(2.00)"])
        // Animated, to the top-left corner: 20 frames at 64 Hz, the scale limited to 4 (the offset reaches its
        // limit, the corner, before the scale its own: the last frames only zoom).
        scene.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        scene.driver.advance(by: 0.5)
        #expect(scene.scrollView.zoomScale == 4 && scene.scrollView.contentOffset == CGPoint(x: 0, y: 0))
        let animated = scene.log.take()
        #expect(animated.filter { $0.hasPrefix("scroll.didZoom(") }.count == 20)
        #expect(
            Array(animated.suffix(2)) == ["scroll.didZoom(4.00)", "scroll.didEndZooming(photo, 4.00)"])
        scene.scrollView.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: true)
        #expect(scene.driver.diagnostics.map(\.message).last?.contains("zoom(to:)") == true)
        scene.driver.advance(by: 0.5)
        #expect(scene.log.take() == [])
        #expect(scene.driver.finish().isClean)
    }

    /// The app setting the scale takes over from an animated zoom: no end callback for the animation.
    @Test func settingTheScaleStopsAnAnimatedZoom() throws {
        let (scene, _) = zoomScene()
        scene.scrollView.maximumZoomScale = 3
        scene.scrollView.setZoomScale(3, animated: true)
        scene.driver.advance(by: 0.1)
        scene.scrollView.zoomScale = 1.5
        scene.driver.advance(by: 1)
        // Six frames of the animation towards 3, then the app's 1.5 at once; no didEndZooming.
        #expect(
            scene.log.take() == [
                "scroll.didScroll(2,2)", "scroll.didZoom(1.02)", "scroll.didScroll(6,6)", "scroll.didZoom(1.06)",
                "scroll.didScroll(13,13)", "scroll.didZoom(1.13)", "scroll.didScroll(22,22)", "scroll.didZoom(1.22)",
                "scroll.didScroll(34,34)", "scroll.didZoom(1.34)", "scroll.didScroll(46,46)", "scroll.didZoom(1.46)",
                "scroll.didScroll(50,50)", "scroll.didZoom(1.50)",
            ])
        #expect(scene.scrollView.zoomScale == 1.5)
        #expect(scene.driver.finish().isClean)
    }

    @Test func zoomScaleClampsToTheLimitsAndFollowsThem() {
        let (scene, photo) = zoomScene()
        scene.scrollView.maximumZoomScale = 4
        scene.scrollView.zoomScale = 10
        #expect(scene.scrollView.zoomScale == 4 && photo.frame.size == CGSize(width: 800, height: 800))
        scene.scrollView.maximumZoomScale = 2
        #expect(scene.scrollView.zoomScale == 2 && scene.scrollView.contentSize == CGSize(width: 400, height: 400))
        scene.scrollView.zoomScale = -1
        #expect(scene.scrollView.zoomScale == 2)
        #expect(scene.driver.diagnostics.map(\.message).last?.contains("setZoomScale") == true)
        #expect(
            scene.log.take() == [
                "scroll.didScroll(300,300)", "scroll.didZoom(4.00)", "scroll.didScroll(100,100)",
                "scroll.didZoom(2.00)",
            ])
    }

    /// A vertical list holding a horizontal carousel, both with directional lock: each drag goes to the scroll
    /// view that can follow its direction.
    @Test func aHorizontalScrollViewInsideAVerticalOneSharesDragsByDirection() throws {
        let scene = ScrollScene()
        scene.scrollView.isDirectionalLockEnabled = true
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        inner.contentSize = CGSize(width: 1000, height: 100)
        inner.isDirectionalLockEnabled = true
        inner.panGestureRecognizer.name = "innerPan"
        let innerDelegate = RecordingScrollDelegate("inner", log: scene.log)
        inner.delegate = innerDelegate
        scene.scrollView.addSubview(inner)
        scene.driver.application.gestureDecisionObserver = { [log = scene.log] decision in
            guard case .stateChanged(let state) = decision.kind, state == .began || state == .failed,
                decision.recognizer.debugName.hasSuffix("an") || decision.recognizer.debugName.hasSuffix("Pan")
            else { return }
            log.append(decision.description)
        }
        // Mostly sideways (20 across, 4 down): the carousel scrolls, only sideways.
        try scene.drag(
            from: CGPoint(x: 150, y: 150), through: [CGPoint(x: 140, y: 152), CGPoint(x: 130, y: 154)],
            interval: 0.5)
        scene.driver.advance(by: 3)
        #expect(
            scene.takeCollapsed() == [
                // The carousel's pan prevents the list's; the first didScroll is the fraction of a point past
                // the pan's threshold.
                "innerPan: began", "inner.willBeginDragging", "inner.didScroll(0,0)", "pan: failed",
                "inner.didScroll(10,0)",
                "inner.willEndDragging(v: (20,0), target: (20,0))", "inner.didEndDragging(willDecelerate: true)",
                "inner.willBeginDecelerating", "inner.didScroll×96(20,0)", "inner.didEndDecelerating(20,0)",
            ])
        // Mostly down: the carousel cannot follow, so the list scrolls, only vertically.
        try scene.drag(
            from: CGPoint(x: 150, y: 150), through: [CGPoint(x: 148, y: 140), CGPoint(x: 146, y: 120)],
            interval: 0.5)
        scene.driver.advance(by: 3)
        #expect(
            scene.takeCollapsed() == [
                "innerPan: failed", "pan: began", "scroll.willBeginDragging", "scroll.didScroll×2(0,20)",
                "scroll.willEndDragging(v: (0,40), target: (0,40))", "scroll.didEndDragging(willDecelerate: true)",
                "scroll.willBeginDecelerating", "scroll.didScroll×118(0,40)", "scroll.didEndDecelerating(0,40)",
            ])
        #expect(point(inner.contentOffset) == "(20,0)" && point(scene.scrollView.contentOffset) == "(0,40)")
        #expect(scene.driver.finish().isClean)
    }
}
