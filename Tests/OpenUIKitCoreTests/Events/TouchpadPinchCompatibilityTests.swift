import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A touchpad pinch in an app that has not opted in to indirect input (`UIApplicationSupportsIndirectInputEvents`):
/// two simulated `.direct` touches that views see like fingers, as UIKit's compatibility mode gives them.
@MainActor
@Suite struct TouchpadPinchCompatibilityTests {
    /// Logs the touches it sees: phase, count, type, the event's type and where the touches are.
    final class TouchLoggingView: UIView {
        var log: [String] = []
        private func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            let types = Set(touches.map { "\($0.type)" }).sorted().joined(separator: ",")
            let xs = touches.map { Int($0.location(in: nil).x) }.sorted()
            log.append("\(phase) \(touches.count) \(types) \(event.map { "\($0.type)" } ?? "nil") x=\(xs)")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            note("cancelled", touches, event)
        }
    }

    private func pinch(opted: Bool) throws -> [String] {
        let driver = EventDriver()
        driver.application.supportsIndirectInputEvents = opted
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let view = TouchLoggingView(frame: CGRect(x: 200, y: 100, width: 150, height: 150))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let recognizer = UIPinchGestureRecognizer()
        recognizer.addHandler { r in
            let scale = Int(((r as! UIPinchGestureRecognizer).scale * 100).rounded())
            view.log.append("pinch \(r.state) \(scale)%")
        }
        view.addGestureRecognizer(recognizer)
        let at = CGPoint(x: 260, y: 160)
        try driver.touchpadGesture(.pinch, .began, at: at)
        try driver.touchpadGesture(.pinch, .changed, at: at, scale: 1.1)
        try driver.touchpadGesture(.pinch, .changed, at: at, scale: 1.5)
        try driver.touchpadGesture(.pinch, .ended, at: at, scale: 1.5)
        #expect(driver.finish().isClean)
        #expect(driver.diagnostics.isEmpty)
        return view.log
    }

    @Test func anAppThatHasNotOptedInGetsTwoDirectTouchesAtThePointer() throws {
        // The fingers start 200 points apart about the pointer and spread with the scale; both reach the view under
        // the pointer, which sees them until the pinch recognizer takes them (cancelsTouchesInView, before its action).
        let log = try pinch(opted: false)
        #expect(
            log == [
                "began 2 direct touches x=[160, 360]", "cancelled 2 direct touches x=[150, 370]", "pinch began 110%",
                "pinch changed 150%", "pinch ended 150%",
            ])
    }

    @Test func anAppThatOptedInGetsRecognizerOnlyFingers() throws {
        let log = try pinch(opted: true)
        #expect(log == ["pinch began 110%", "pinch changed 150%", "pinch ended 150%"])
    }
}
