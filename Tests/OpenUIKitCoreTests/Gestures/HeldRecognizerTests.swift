import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct HeldRecognizerTests {
    /// Fails only when told to, so it can hold another recognizer as long as a test needs.
    final class Gate: UIGestureRecognizer {
        func open() { state = .failed }
    }

    @Test func aHeldSwipeKeepsItsRecognitionWhenItsFingerLiftsBeforeItIsReleased() throws {
        let scene = GestureScene()
        let gate = Gate().recording(as: "gate", in: scene.log)
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        swipe.require(toFail: gate)
        scene.view.addGestureRecognizer(swipe)
        scene.view.addGestureRecognizer(gate)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 170, y: 100))
        try scene.driver.touchUp(1)
        #expect(swipe.state == .possible)
        gate.open()
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesCancelled(1)", "swipe.action(ended)",
            ])
        #expect(swipe.state == .possible && gate.state == .possible)
    }

    @Test func aReleasedRecognizerThatRemovesItselfInItsFirstActionStopsThere() throws {
        let scene = GestureScene()
        let gate = Gate().recording(as: "gate", in: scene.log)
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.addHandler { recognizer in recognizer.view?.removeGestureRecognizer(recognizer) }
        pan.require(toFail: gate)
        scene.view.addGestureRecognizer(pan)
        scene.view.addGestureRecognizer(gate)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 130, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 160, y: 100))
        try scene.driver.touchUp(1)
        gate.open()
        // Held with began, changed and ended queued; the first action removes it, so nothing else is sent.
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesMoved(1)", "V.touchesCancelled(1)",
                "pan.action(began)",
            ])
        #expect(pan.state == .possible && pan.view == nil)
        // Re-added, it receives touches and recognizes again (and, by its handler, removes itself again).
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(2, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(2, to: CGPoint(x: 130, y: 100))
        try scene.driver.touchUp(2)
        gate.open()
        #expect(
            scene.log.take() == [
                "V.touchesBegan(2)", "V.touchesMoved(2)", "V.touchesCancelled(2)", "pan.action(began)",
            ])
    }
}
