import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

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
