import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct LongPressRecognizerTests {
    @Test func beginsAfterTheMinimumDurationReportsChangesAndEnds() throws {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer().recording(as: "press", in: scene.log)
        scene.view.addGestureRecognizer(press)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.499)
        try scene.driver.touchMove(1, to: CGPoint(x: 55, y: 50))
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesMoved(1)"])
        scene.driver.advance(by: 0.001)
        #expect(scene.log.take() == ["V.touchesCancelled(1)", "press.action(began)"])
        try scene.driver.touchMove(1, to: CGPoint(x: 150, y: 50))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["press.action(changed)", "press.action(ended)"])
    }

    @Test func movingTooFarOrLiftingTooEarlyFails() throws {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer().recording(as: "press", in: scene.log)
        scene.view.addGestureRecognizer(press)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 61, y: 50))
        scene.driver.advance(by: 1)
        try scene.driver.touchUp(1)
        try scene.driver.touchDown(2, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.2)
        try scene.driver.touchUp(2)
        scene.driver.advance(by: 1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesEnded(1)", "V.touchesBegan(2)", "V.touchesEnded(2)",
            ])
    }

    @Test func aTapThenAPress() throws {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer().recording(as: "press", in: scene.log)
        press.numberOfTapsRequired = 1
        press.minimumPressDuration = 0.3
        press.cancelsTouchesInView = false
        press.delaysTouchesEnded = false
        scene.view.addGestureRecognizer(press)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.1)
        try scene.driver.touchDown(2, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.3)
        try scene.driver.touchUp(2)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesEnded(1)", "V.touchesBegan(2)", "press.action(began)",
                "press.action(ended)",
                "V.touchesEnded(2)",
            ])
    }
}
