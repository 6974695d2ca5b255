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

/// A controller and delegate that handle nil-targeted actions of 0, 1 and 2 arguments.
final class ActionController: UIViewController {
    let log: CallbackLog
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(log: CallbackLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
    func zero() { log.append("controller.zero") }
    func one(_ sender: Any?) { log.append("controller.one(\((sender as? UIView)?.debugName ?? "?"))") }
    func two(_ sender: Any?, forEvent event: UIEvent?) {
        log.append("controller.two(\((sender as? UIView)?.debugName ?? "?"), \(event.map { "\($0.type)" } ?? "nil"))")
    }
    override class var actionMethods: [Selector: ActionMethod] {
        [
            "zero": .method(ActionController.zero), "one:": .method(ActionController.one),
            "two:forEvent:": .method(ActionController.two),
        ]
    }
}

final class ActionAppDelegate: RecordingResponder {
    func help(_ sender: Any?) { log.append("delegate.help") }
    override class var actionMethods: [Selector: ActionMethod] { ["help:": .method(ActionAppDelegate.help)] }
}

@MainActor
@Suite struct ControlActionTests {
    private func makeScene() -> (ControlScene, ActionController, UIButton) {
        let log = CallbackLog()
        let scene = ControlScene(delegate: ActionAppDelegate("delegate", log: log))
        let controller = ActionController(log: scene.log)
        // The window holds the controller (a view does not retain its controller, in UIKit or here).
        scene.window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        button.accessibilityIdentifier = "button"
        controller.view.addSubview(button)
        return (scene, controller, button)
    }

    @Test func nilTargetedActionsWithZeroOneAndTwoArgumentsReachTheController() throws {
        let (scene, _, button) = makeScene()
        button.addTarget(nil, action: "zero", for: .touchUpInside)
        button.addTarget(nil, action: "one:", for: .touchUpInside)
        button.addTarget(nil, action: "two:forEvent:", for: .touchUpInside)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(scene.log.take() == ["controller.zero", "controller.one(button)", "controller.two(button, touches)"])
    }

    @Test func aNilTargetedActionNobodyElseHandlesReachesTheAppDelegate() throws {
        let (scene, _, button) = makeScene()
        let delegateLog = (scene.driver.application.delegate as! ActionAppDelegate).log
        button.addTarget(nil, action: "help:", for: .touchUpInside)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(delegateLog.take() == ["delegate.help"])
    }

    @Test func theFirstResponderStartsTheWalk() throws {
        final class Field: UIView {
            let log: CallbackLog
            required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

            init(log: CallbackLog) { self.log = log; super.init(frame: .zero) }
            override var canBecomeFirstResponder: Bool { true }
            func one(_ sender: Any?) { log.append("field.one") }
            override class var actionMethods: [Selector: ActionMethod] { ["one:": .method(Field.one)] }
        }
        let (scene, _, button) = makeScene()
        let field = Field(log: scene.log)
        scene.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        button.addTarget(nil, action: "one:", for: .touchUpInside)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(scene.log.take() == ["field.one"])
    }

    @Test func targetsActionsAndTheirBookkeeping() throws {
        let (scene, controller, button) = makeScene()
        button.addTarget(controller, action: "one:", for: .touchUpInside)
        button.addTarget(controller, action: "one:", for: .touchDown)
        button.addTarget(nil, action: "zero", for: .valueChanged)
        #expect(button.allControlEvents == [.touchUpInside, .touchDown, .valueChanged])
        #expect(button.allTargets.count == 2)
        #expect(button.allTargets.contains(AnyHashable(controller as UIResponder)))
        #expect(button.allTargets.contains { $0.base is NSNull })
        #expect(button.actions(forTarget: controller, forControlEvent: .touchDown) == ["one:"])
        #expect(button.actions(forTarget: nil, forControlEvent: .valueChanged) == ["zero"])
        #expect(button.actions(forTarget: controller, forControlEvent: .valueChanged) == nil)
        button.removeTarget(controller, action: "one:", for: .touchDown)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(scene.log.take() == ["controller.one(button)"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allControlEvents == [])
        button.sendActions(for: .allEvents)
        #expect(scene.log.take() == [])
    }

    @Test func removingATargetWhileActionsAreBeingSentSkipsIt() throws {
        let (scene, controller, button) = makeScene()
        button.addAction(
            UIAction { _ in
                scene.log.append("first")
                button.removeTarget(controller, action: nil, for: .touchUpInside)
            }, for: .touchUpInside)
        button.addTarget(controller, action: "zero", for: .touchUpInside)
        button.addAction(UIAction { _ in scene.log.append("last") }, for: .touchUpInside)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(scene.log.take() == ["first", "last"])
    }

    @Test func aControlRemovedFromTheWindowDuringItsOwnActionIsSafe() throws {
        let (scene, _, button) = makeScene()
        button.recordingEvents(as: "button", in: scene.log)
        button.addAction(UIAction { _ in button.removeFromSuperview() }, for: .touchDown)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(scene.log.take() == ["button.touchDown", "button.touchCancel"])
        #expect(button.window == nil && !button.isTracking)
        #expect(scene.driver.diagnostics.isEmpty)
    }

    @Test func uiActionsReplaceByIdentifierAndKnowTheirSender() throws {
        let (scene, _, button) = makeScene()
        let id = UIAction.Identifier("tap")
        button.addAction(UIAction(identifier: id) { _ in scene.log.append("old") }, for: .touchUpInside)
        button.addAction(
            UIAction(identifier: id) { action in
                scene.log.append("new from \((action.sender as? UIView)?.debugName ?? "?")")
            }, for: .touchUpInside)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        try scene.driver.tap(at: CGPoint(x: 150, y: 120), finger: 2)
        #expect(scene.log.take() == ["new from button"])
        let primary = UIButton(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10),
            primaryAction: UIAction { _ in scene.log.append("primary") })
        primary.sendActions(for: .primaryActionTriggered)
        #expect(scene.log.take() == ["primary"])
    }
}

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
