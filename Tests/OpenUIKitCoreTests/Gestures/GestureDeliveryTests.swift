import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// The discrete two-finger recognizer of Docs/EventModel.md, "Gesture delivery": it decides only when both fingers have
/// lifted, recognizing or failing as told. A custom subclass, as apps write them.
final class TwoFingerDecider: UIGestureRecognizer {
    var recognizes = true
    private var lifted = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2 { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lifted += touches.count
        if lifted == 2 { state = recognizes ? .recognized : .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func reset() {
        super.reset()
        lifted = 0
    }
}

@MainActor
@Suite struct SeedSequenceTests {
    @Test func twoFingerRecognizerThatRecognizesCancelsTheViewsTouchesJustBeforeItsAction() throws {
        let scene = GestureScene()
        let recognizer = TwoFingerDecider().recording(as: "two", in: scene.log)
        scene.view.addGestureRecognizer(recognizer)
        try scene.twoFingersDownMoveUp()
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesMoved(1,2)", "V.touchesCancelled(1,2)", "two.action(ended)",
            ])
        #expect(recognizer.state == .possible)
    }

    @Test func twoFingerRecognizerThatFailsReleasesBothEndedTouchesInOneMessage() throws {
        let scene = GestureScene()
        let recognizer = TwoFingerDecider().recording(as: "two", in: scene.log)
        recognizer.recognizes = false
        scene.view.addGestureRecognizer(recognizer)
        try scene.twoFingersDownMoveUp()
        #expect(scene.log.take() == ["V.touchesBegan(1,2)", "V.touchesMoved(1,2)", "V.touchesEnded(1,2)"])
        #expect(recognizer.state == .possible)
    }

    @Test func doubleTapWithDelaysTouchesEndedOn() throws {
        let scene = GestureScene()
        let doubleTap = UITapGestureRecognizer().recording(as: "double", in: scene.log)
        doubleTap.numberOfTapsRequired = 2
        scene.view.addGestureRecognizer(doubleTap)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.1)
        try scene.driver.tap(at: CGPoint(x: 52, y: 50), finger: 2)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesBegan(2)", "V.touchesCancelled(1)", "V.touchesCancelled(2)",
                "double.action(ended)",
            ])
    }

    @Test func doubleTapWithDelaysTouchesEndedOff() throws {
        let scene = GestureScene()
        let doubleTap = UITapGestureRecognizer().recording(as: "double", in: scene.log)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = false
        scene.view.addGestureRecognizer(doubleTap)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.1)
        try scene.driver.tap(at: CGPoint(x: 52, y: 50), finger: 2)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesEnded(1)", "V.touchesBegan(2)", "V.touchesCancelled(2)",
                "double.action(ended)",
            ])
    }

    @Test func aDoubleTapThatTimesOutReleasesTheWithheldEndWhenItFails() throws {
        let scene = GestureScene()
        let doubleTap = UITapGestureRecognizer().recording(as: "double", in: scene.log)
        doubleTap.numberOfTapsRequired = 2
        scene.view.addGestureRecognizer(doubleTap)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.take() == ["V.touchesBegan(1)"])
        scene.driver.advance(by: 0.34)
        #expect(scene.log.take() == [])
        scene.driver.advance(by: 0.02)
        #expect(scene.log.take() == ["V.touchesEnded(1)"])
        #expect(doubleTap.state == .possible)
    }
}

@MainActor
@Suite struct DeliveryFlagTests {
    @Test func delaysTouchesBeganHoldsBeganAndMovedUntilFailureThenReplaysThemInOrder() throws {
        let scene = GestureScene()
        let recognizer = TwoFingerDecider().recording(as: "two", in: scene.log)
        recognizer.recognizes = false
        recognizer.delaysTouchesBegan = true
        scene.view.addGestureRecognizer(recognizer)
        try scene.driver.frame {
            try $0.down(1, at: CGPoint(x: 100, y: 100))
            try $0.down(2, at: CGPoint(x: 200, y: 100))
        }
        try scene.driver.touchMove(1, to: CGPoint(x: 110, y: 100))
        try scene.driver.touchMove(2, to: CGPoint(x: 210, y: 100))
        #expect(scene.log.take() == [])
        try scene.driver.touchUp(1)
        try scene.driver.touchUp(2)
        // Replayed in order, before anything later; the touches carry their current state, so held moves of
        // one finger are one call.
        #expect(scene.log.take() == ["V.touchesBegan(1,2)", "V.touchesMoved(1,2)", "V.touchesEnded(1,2)"])
    }

    @Test func delaysTouchesBeganWithRecognitionDeliversNothingAtAll() throws {
        let scene = GestureScene()
        let recognizer = TwoFingerDecider().recording(as: "two", in: scene.log)
        recognizer.delaysTouchesBegan = true
        scene.view.addGestureRecognizer(recognizer)
        try scene.twoFingersDownMoveUp()
        #expect(scene.log.take() == ["two.action(ended)"])
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesEverythingToo() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.cancelsTouchesInView = false
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 130, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 160, y: 100))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "pan.action(began)", "V.touchesMoved(1)", "pan.action(changed)",
                "V.touchesMoved(1)",
                "pan.action(ended)", "V.touchesEnded(1)",
            ])
    }

    @Test func aContinuousRecognizerTakesTheTouchWhenItBegins() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 105, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 130, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 160, y: 100))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesCancelled(1)", "pan.action(began)",
                "pan.action(changed)", "pan.action(ended)",
            ])
    }

    @Test func ignoringATouchHandsItBackToTheView() throws {
        final class IgnoreSecondFinger: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches where touch.inputIdentifier.number == 2 { ignore(touch, for: event) }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                if numberOfTouches == touches.count { state = .recognized }
            }
        }
        let scene = GestureScene()
        let recognizer = IgnoreSecondFinger().recording(as: "first", in: scene.log)
        scene.view.addGestureRecognizer(recognizer)
        try scene.driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try scene.driver.touchDown(2, at: CGPoint(x: 50, y: 10))
        try scene.driver.touchUp(2)
        #expect(recognizer.numberOfTouches == 1)
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesBegan(2)", "V.touchesEnded(2)", "V.touchesCancelled(1)",
                "first.action(ended)",
            ])
    }
}
