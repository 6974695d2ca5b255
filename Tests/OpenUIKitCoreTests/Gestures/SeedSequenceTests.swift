import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

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
