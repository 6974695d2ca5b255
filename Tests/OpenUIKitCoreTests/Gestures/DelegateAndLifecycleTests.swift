import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct DelegateAndLifecycleTests {
    @Test func shouldReceiveFalseKeepsTheTouchFromTheRecognizerAndTheViewIsNotDelayed() throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        let delegate = ScriptedDelegate()
        delegate.shouldReceive = false
        tap.delegate = delegate
        scene.view.addGestureRecognizer(tap)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        #expect(scene.driver.application.windows[0].subviews.count == 1)
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesEnded(1)"])
        #expect(tap.state == .possible)
    }

    @Test func shouldBeginFalseFailsTheRecognizerAndTheViewGetsItsTouches() throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        scene.view.addGestureRecognizer(tap)
        var decisions: [GestureDecision] = []
        scene.driver.application.gestureDecisionObserver = { decisions.append($0) }
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesEnded(1)"])
        #expect(
            decisions == [
                GestureDecision(recognizer: tap, kind: .failed(.shouldBeginRefused)),
                GestureDecision(recognizer: tap, kind: .stateChanged(.failed)),
                GestureDecision(recognizer: tap, kind: .reset),
            ])
    }

    @Test func aDisabledRecognizerGetsNothingAndDisablingAnActiveOneCancelsIt() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.isEnabled = false
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 90, y: 50))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesEnded(1)"])
        pan.isEnabled = true
        try scene.driver.touchDown(2, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(2, to: CGPoint(x: 90, y: 50))
        pan.isEnabled = false
        try scene.driver.touchMove(2, to: CGPoint(x: 120, y: 50))
        try scene.driver.touchUp(2)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(2)", "V.touchesCancelled(2)", "pan.action(began)", "pan.action(cancelled)",
            ])
        #expect(pan.state == .possible)
    }

    @Test func aRecognizerRemovedDuringItsOwnActionStopsCleanly() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.addHandler { recognizer in
            if recognizer.state == .began { recognizer.view?.removeGestureRecognizer(recognizer) }
        }
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 90, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 50))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesCancelled(1)", "pan.action(began)"])
        #expect(pan.view == nil && pan.state == .possible)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50), finger: 2)
        #expect(scene.log.take() == ["V.touchesBegan(2)", "V.touchesEnded(2)"])
    }

    @Test func aViewRemovedDuringItsRecognizersActionEndsEverythingOnce() throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        tap.cancelsTouchesInView = false
        tap.delaysTouchesEnded = false
        tap.addHandler { recognizer in recognizer.view?.removeFromSuperview() }
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.addHandler { recognizer in if recognizer.state == .changed { recognizer.view?.removeFromSuperview() } }
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(child)
        child.addGestureRecognizer(tap)
        scene.view.addGestureRecognizer(pan)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        // Recognizers hear the end first; the action removes the view, which is then owed a cancellation, not an end.
        #expect(scene.log.take() == ["child.touchesBegan(1)", "tap.action(ended)", "child.touchesCancelled(1)"])
        try scene.driver.touchDown(2, at: CGPoint(x: 250, y: 250))
        try scene.driver.touchMove(2, to: CGPoint(x: 290, y: 250))
        try scene.driver.touchMove(2, to: CGPoint(x: 320, y: 250))
        try scene.driver.touchMove(2, to: CGPoint(x: 340, y: 250))
        try scene.driver.touchUp(2)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(2)", "V.touchesCancelled(2)", "pan.action(began)", "pan.action(changed)",
                "pan.action(cancelled)",
            ])
        #expect(pan.state == .possible)
        #expect(scene.driver.diagnostics.isEmpty)
    }

    @Test func aStandInControlKeepsItsTapFromASuperviewRecognizerButNotFromItsOwn() throws {
        /// Declares the hook a UIControl will: a single-finger single tap from a recognizer on another view may not
        /// begin.
        final class ButtonStandIn: RecordingView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                if gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
                    tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
                {
                    return false
                }
                return true
            }
        }
        let scene = GestureScene()
        let button = ButtonStandIn("button", frame: CGRect(x: 0, y: 0, width: 100, height: 44), log: scene.log)
        scene.view.addSubview(button)
        let superTap = UITapGestureRecognizer().recording(as: "superTap", in: scene.log)
        scene.view.addGestureRecognizer(superTap)
        try scene.driver.tap(at: CGPoint(x: 20, y: 20))
        #expect(scene.log.take() == ["button.touchesBegan(1)", "button.touchesEnded(1)"])
        let ownTap = UITapGestureRecognizer().recording(as: "ownTap", in: scene.log)
        button.addGestureRecognizer(ownTap)
        try scene.driver.tap(at: CGPoint(x: 20, y: 20), finger: 2)
        #expect(scene.log.take() == ["button.touchesBegan(2)", "button.touchesCancelled(2)", "ownTap.action(ended)"])
        // Elsewhere the superview's tap works as usual.
        try scene.driver.tap(at: CGPoint(x: 200, y: 200), finger: 3)
        #expect(scene.log.take() == ["V.touchesBegan(3)", "V.touchesCancelled(3)", "superTap.action(ended)"])
    }

    @Test func targetsAddedAndRemoved() throws {
        final class Target: UIResponder {
            var calls: [String] = []
            func handle(_ sender: Any?) { calls.append("handle \((sender as? UIGestureRecognizer)?.name ?? "?")") }
            func other() { calls.append("other") }
            override class var actionMethods: [Selector: ActionMethod] {
                ["handle:": .method(Target.handle), "other": .method(Target.other)]
            }
        }
        let scene = GestureScene()
        let first = Target(), second = Target()
        let tap = UITapGestureRecognizer(target: first, action: "handle:")
        tap.name = "tap"
        tap.addTarget(second, action: "handle:")
        tap.addTarget(second, action: "other")
        tap.addTarget(second, action: "other")
        scene.view.addGestureRecognizer(tap)
        try scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(first.calls == ["handle tap"])
        #expect(second.calls == ["handle tap", "other"])
        tap.removeTarget(second, action: "other")
        tap.removeTarget(nil, action: "handle:")
        tap.addTarget(first, action: "missing:")
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 10, y: 10), finger: 2)
        #expect(first.calls == ["handle tap"])
        #expect(second.calls == ["handle tap", "other"])
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
    }

    @Test func invalidStateChangesAreReportedAndIgnored() throws {
        final class Sloppy: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .changed
                state = .began
                state = .possible
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        }
        let scene = GestureScene()
        let sloppy = Sloppy().recording(as: "sloppy", in: scene.log)
        scene.view.addGestureRecognizer(sloppy)
        try scene.driver.tap(at: CGPoint(x: 10, y: 10))
        // It began inside its touchesBegan, before the view was sent the touch: the view hears nothing.
        #expect(scene.log.take() == ["sloppy.action(began)", "sloppy.action(ended)"])
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse), .programmingError(.apiMisuse)])
    }
}
