import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct HitTestTraceTests {
    @Test func everySkipReasonIsRecorded() {
        _ = EventDriver()
        let window = shownWindow(CGRect(x: 0, y: 0, width: 100, height: 100))
        window.accessibilityIdentifier = "W"
        let views = ["off", "hidden", "faint", "flat", "far"].map {
            named($0, CGRect(x: 0, y: 0, width: 50, height: 50))
        }
        views[0].isUserInteractionEnabled = false
        views[1].isHidden = true
        views[2].alpha = 0.005
        views[3].transform = CGAffineTransform(scaleX: 0, y: 0)
        views[4].frame = CGRect(x: 60, y: 60, width: 10, height: 10)
        for view in views { window.addSubview(view) }
        let (result, trace) = window.tracedHitTest(CGPoint(x: 10, y: 10), with: nil)
        #expect(result === window)
        #expect(
            trace.summary == [
                "W: chosen (0, 0, 100×100)",
                "  far: pointOutside (60, 60, 10×10)",
                "  flat: skippedSingularTransform (25, 25, 0×0)",
                "  faint: skippedTransparent(alpha: 0.005) (0, 0, 50×50)",
                "  hidden: skippedHidden (0, 0, 50×50)",
                "  off: skippedUserInteractionDisabled (0, 0, 50×50)",
            ])
        #expect(trace.responderChain == ["W", "UIApplication"])
    }

    @Test func theWindowObserverSeesTheTraceOfEveryBeginningTouch() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        window.accessibilityIdentifier = "W"
        window.addSubview(named("V", CGRect(x: 0, y: 0, width: 50, height: 50)))
        var traces: [HitTestTrace] = []
        window.hitTestTraceObserver = { traces.append($0) }
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchMove(1, to: CGPoint(x: 100, y: 100))
        try driver.touchUp(1)
        try driver.tap(at: CGPoint(x: 100, y: 100), finger: 2)
        #expect(traces.map(\.resultName) == ["V", "W"])
        #expect(traces.map(\.point) == [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
    }

    @Test func tracingIsOffByDefaultAndLeavesResultsUnchanged() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = named("V", CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        #expect(window.hitTestTraceObserver == nil)
        let traced = window.tracedHitTest(CGPoint(x: 10, y: 10), with: nil).view
        #expect(traced === window.hitTest(CGPoint(x: 10, y: 10), with: nil))
        #expect(traced === view)
    }
}
