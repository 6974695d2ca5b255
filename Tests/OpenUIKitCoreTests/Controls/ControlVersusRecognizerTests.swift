import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ControlVersusRecognizerTests {
    @Test func aButtonInsideAViewWithATapRecognizerWins() throws {
        let scene = ControlScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        scene.container.addGestureRecognizer(tap)
        _ = scene.button()
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(scene.log.take() == ["button.touchDown", "button.touchUpInside", "button.primaryActionTriggered"])
        // Outside the button the recognizer works.
        try scene.driver.tap(at: CGPoint(x: 400, y: 400), finger: 2)
        #expect(
            scene.log.take() == ["container.touchesBegan(2)", "container.touchesCancelled(2)", "tap.action(ended)"])
    }

    @Test func aDoubleTapOnASuperviewIsNotTheButtonsGesture() throws {
        let scene = ControlScene()
        let double = UITapGestureRecognizer().recording(as: "double", in: scene.log)
        double.numberOfTapsRequired = 2
        scene.container.addGestureRecognizer(double)
        _ = scene.button()
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        scene.driver.advance(by: 0.1)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120), finger: 2)
        // The double tap holds the first tap's end back (delaysTouchesEnded), so the button is still tracking it
        // when the second finger lands; the double tap then takes both.
        #expect(scene.log.take() == ["button.touchDown", "button.touchCancel", "double.action(ended)"])
    }

    @Test func aRecognizerOnTheButtonItselfWins() throws {
        let scene = ControlScene()
        let button = scene.button()
        let tap = UITapGestureRecognizer().recording(as: "ownTap", in: scene.log)
        button.addGestureRecognizer(tap)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(scene.log.take() == ["button.touchDown", "button.touchCancel", "ownTap.action(ended)"])
    }

    @Test(arguments: ["switch", "stepper", "segmented", "page"])
    func otherTapControlsWinToo(kind: String) throws {
        let scene = ControlScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        scene.container.addGestureRecognizer(tap)
        let control: UIControl
        switch kind {
        case "switch": control = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        case "stepper": control = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        case "segmented":
            control = UISegmentedControl(items: ["A", "B"])
            control.frame = CGRect(x: 100, y: 100, width: 120, height: 32)
        default:
            let page = UIPageControl(frame: CGRect(x: 100, y: 100, width: 120, height: 30))
            page.numberOfPages = 3
            control = page
        }
        control.recordingEvents(as: kind, in: scene.log)
        scene.container.addSubview(control)
        try scene.driver.tap(at: CGPoint(x: 110, y: 110))
        // The control's whole sequence, and nothing from the tap recognizer. The stepper's tap is on its minus half
        // at 0 and the page control's left of page 0, so neither changes value.
        let changes =
            kind == "switch" || kind == "segmented" ? ["\(kind).valueChanged", "\(kind).primaryActionTriggered"] : []
        #expect(scene.log.take() == ["\(kind).touchDown"] + changes + ["\(kind).touchUpInside"])
    }

    @Test func aSwipeAlongASlidersThumbStaysWithTheSlider() throws {
        let scene = ControlScene()
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        swipe.direction = [.left, .right]
        scene.container.addGestureRecognizer(swipe)
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 228, height: 30))
        slider.isContinuous = false
        slider.recordingEvents(as: "slider", in: scene.log)
        scene.container.addSubview(slider)
        // The thumb is at the left end (value 0): centre x = 100 + 14.
        try scene.driver.touchDown(1, at: CGPoint(x: 114, y: 115))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 174, y: 115))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "slider.touchDown", "slider.touchDragInside", "slider.valueChanged", "slider.primaryActionTriggered",
                "slider.touchUpInside",
            ])
        #expect(abs(slider.value - 0.3) < 0.0001)
        // A swipe starting on the track, away from the thumb, is the superview's.
        try scene.driver.touchDown(2, at: CGPoint(x: 250, y: 115))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(2, to: CGPoint(x: 310, y: 115))
        try scene.driver.touchUp(2)
        // The slider does not track a touch off its thumb (as on iOS, tapping the track does nothing), and it
        // keeps the touch from the views behind it.
        #expect(scene.log.take() == ["swipe.action(ended)"])
        #expect(abs(slider.value - 0.3) < 0.0001)
    }

    @Test func aPanAlongASwitchsKnobStaysWithTheSwitch() throws {
        let scene = ControlScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        scene.container.addGestureRecognizer(pan)
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0)).recordingEvents(
            as: "switch", in: scene.log)
        scene.container.addSubview(toggle)
        try scene.driver.touchDown(1, at: CGPoint(x: 114, y: 115))
        try scene.driver.touchMove(1, to: CGPoint(x: 130, y: 116))
        try scene.driver.touchMove(1, to: CGPoint(x: 150, y: 116))
        try scene.driver.touchUp(1)
        #expect(toggle.isOn)
        #expect(
            scene.log.take() == [
                "switch.touchDown", "switch.touchDragInside", "switch.touchDragInside", "switch.valueChanged",
                "switch.primaryActionTriggered", "switch.touchUpInside",
            ])
    }
}
