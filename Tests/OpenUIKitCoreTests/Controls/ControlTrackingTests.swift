import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ControlTrackingTests {
    @Test func aTapSendsDownThenUpInsideThenThePrimaryAction() throws {
        let scene = ControlScene()
        let button = scene.button()
        var highlighted: [Bool] = []
        button.addAction(UIAction { _ in highlighted.append(button.isHighlighted) }, for: [.touchDown, .touchUpInside])
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(scene.log.take() == ["button.touchDown", "button.touchUpInside", "button.primaryActionTriggered"])
        #expect(highlighted == [true, false])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test func dragOutAndBackInWithTheSeventyPointMargin() throws {
        let scene = ControlScene()
        let button = scene.button()
        var states: [String] = []
        button.addAction(
            UIAction { _ in states.append("\(button.isTouchInside) \(button.isHighlighted)") },
            for: [.touchDragInside, .touchDragOutside])
        try scene.driver.touchDown(1, at: CGPoint(x: 150, y: 120))
        // 60 pt beyond the right edge: still inside.
        try scene.driver.touchMove(1, to: CGPoint(x: 260, y: 120))
        // 80 pt beyond: outside.
        try scene.driver.touchMove(1, to: CGPoint(x: 280, y: 120))
        try scene.driver.touchMove(1, to: CGPoint(x: 290, y: 120))
        try scene.driver.touchMove(1, to: CGPoint(x: 200, y: 150))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "button.touchDown", "button.touchDragInside",
                "button.touchDragExit", "button.touchDragOutside", "button.touchDragOutside",
                "button.touchDragEnter", "button.touchDragInside",
                "button.touchUpInside", "button.primaryActionTriggered",
            ])
        #expect(states == ["true true", "false false", "false false", "true true"])
    }

    @Test func liftingOutsideSendsUpOutsideAndNoPrimaryAction() throws {
        let scene = ControlScene()
        _ = scene.button()
        try scene.driver.touchDown(1, at: CGPoint(x: 150, y: 120))
        try scene.driver.touchUp(1, at: CGPoint(x: 400, y: 400))
        #expect(scene.log.take() == ["button.touchDown", "button.touchUpOutside"])
    }

    @Test func aQuickDoubleTapSendsTouchDownRepeat() throws {
        let scene = ControlScene()
        _ = scene.button()
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        scene.driver.advance(by: 0.2)
        try scene.driver.tap(at: CGPoint(x: 152, y: 121), finger: 2)
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120), finger: 3)
        #expect(
            scene.log.take() == [
                "button.touchDown", "button.touchUpInside", "button.primaryActionTriggered",
                "button.touchDown", "button.touchDownRepeat", "button.touchUpInside", "button.primaryActionTriggered",
                "button.touchDown", "button.touchUpInside", "button.primaryActionTriggered",
            ])
    }

    @Test func aRecognizerOnTheControlCancelsItsTracking() throws {
        let scene = ControlScene()
        let button = scene.button()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        button.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 150, y: 120))
        try scene.driver.touchMove(1, to: CGPoint(x: 152, y: 120))
        try scene.driver.touchMove(1, to: CGPoint(x: 180, y: 120))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "button.touchDown", "button.touchDragInside", "button.touchCancel", "pan.action(began)",
                "pan.action(ended)",
            ])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test func aDisabledControlTakesNoTouchesAndPassesThemUpTheChain() throws {
        let scene = ControlScene()
        let button = scene.button()
        button.isEnabled = false
        #expect(button.state == .disabled)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(scene.log.take() == ["container.touchesBegan(1)", "container.touchesEnded(1)"])
        // Disabling mid-touch cancels the tracking.
        button.isEnabled = true
        scene.driver.advance(by: 1)
        try scene.driver.touchDown(2, at: CGPoint(x: 150, y: 120))
        button.isEnabled = false
        try scene.driver.touchUp(2)
        // The touch was the control's: the container, which never saw it begin, is not sent its end.
        #expect(scene.log.take() == ["button.touchDown", "button.touchCancel"])
    }

    @Test func subclassTrackingHooksCanRefuseAndStop() throws {
        final class Picky: UIControl {
            var calls: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("begin")
                return touch.location(in: self).x < 50
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("continue")
                return touch.location(in: self).y < 30
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
            override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
        }
        let scene = ControlScene()
        let picky = Picky(frame: CGRect(x: 0, y: 0, width: 100, height: 40)).recordingEvents(as: "picky", in: scene.log)
        scene.container.addSubview(picky)
        try scene.driver.tap(at: CGPoint(x: 80, y: 10))
        try scene.driver.touchDown(2, at: CGPoint(x: 10, y: 10))
        try scene.driver.touchMove(2, to: CGPoint(x: 12, y: 12))
        try scene.driver.touchMove(2, to: CGPoint(x: 12, y: 35))
        try scene.driver.touchUp(2)
        try scene.driver.tap(at: CGPoint(x: 10, y: 10), finger: 3)
        #expect(picky.calls == ["begin", "begin", "continue", "continue", "cancel", "begin", "end"])
        #expect(
            scene.log.take() == [
                "picky.touchDown", "picky.touchDragInside", "picky.touchCancel",
                "picky.touchDown", "picky.touchUpInside",
            ])
    }
}
