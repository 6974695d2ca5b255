import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Takes touches up to `margin` points outside its bounds (the "enlarge a small button's hit area" idiom).
final class GenerousView: UIView {
    var margin: CGFloat = 20
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}

/// Lets touches through itself to whatever is behind, while its subviews still take them.
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Sends every touch inside it to a chosen view.
final class RedirectingView: UIView {
    weak var target: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard super.hitTest(point, with: event) != nil else { return nil }
        return target
    }
}

@MainActor
@Suite struct HitTestOverrideTests {
    @Test func anEnlargedPointInsideTakesTouchesAroundTheView() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 300, height: 300))
        window.accessibilityIdentifier = "W"
        let small = GenerousView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        small.accessibilityIdentifier = "small"
        window.addSubview(small)
        #expect(nameOfHit(window, CGPoint(x: 85, y: 85)) == "small")
        #expect(nameOfHit(window, CGPoint(x: 79, y: 85)) == "W")
    }

    @Test func theSuperviewsBoundsStillLimitAnEnlargedSubview() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 300, height: 300))
        window.accessibilityIdentifier = "W"
        let box = named("box", CGRect(x: 100, y: 100, width: 50, height: 50))
        let small = GenerousView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        small.accessibilityIdentifier = "small"
        window.addSubview(box)
        box.addSubview(small)
        #expect(nameOfHit(window, CGPoint(x: 125, y: 125)) == "small")
        #expect(nameOfHit(window, CGPoint(x: 95, y: 95)) == "W")
    }

    @Test func aPassThroughOverlayLetsTouchesReachTheViewBehind() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 300, height: 300))
        let behind = named("behind", CGRect(x: 0, y: 0, width: 300, height: 300))
        let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        overlay.accessibilityIdentifier = "overlay"
        let badge = named("badge", CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(behind)
        window.addSubview(overlay)
        overlay.addSubview(badge)
        #expect(nameOfHit(window, CGPoint(x: 150, y: 150)) == "behind")
        #expect(nameOfHit(window, CGPoint(x: 15, y: 15)) == "badge")
    }

    @Test func aRedirectingHitTestChoosesItsTargetAndTouchesGoThere() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let target = RecordingView("target", frame: CGRect(x: 200, y: 200, width: 50, height: 50), log: log)
        let redirector = RedirectingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        redirector.target = target
        redirector.addSubview(RecordingView("inner", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log))
        window.addSubview(target)
        window.addSubview(redirector)
        try driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.take() == ["target.touchesBegan(1)", "target.touchesEnded(1)"])
        // The trace records the default algorithm's visits and the override's answer.
        let (result, trace) = window.tracedHitTest(CGPoint(x: 10, y: 10), with: nil)
        #expect(result === target)
        #expect(trace.resultName == "target")
        #expect(trace.summary.contains("    inner: chosen (0, 0, 50×50)"))
    }
}
