import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A controller whose action methods name their sender's and event's types, as UIKit code usually does.
final class TypedActionController: RecordingViewController {
    func buttonTapped(_ sender: UIButton) { log.append("buttonTapped(\(sender.debugName))") }
    func sliderMoved(_ sender: UISlider, forEvent event: UIEvent) {
        log.append("sliderMoved(\(sender.debugName), \(event.type), value \(sender.value))")
    }
    func optionalSender(_ sender: UIButton?, forEvent event: UIEvent?) {
        log.append("optionalSender(\(sender?.debugName ?? "nil"), \(event.map { "\($0.type)" } ?? "nil"))")
    }
    func panned(_ recognizer: UIPanGestureRecognizer) {
        log.append("panned(\(recognizer.state), x \(recognizer.translation(in: view).x))")
    }

    override class var actionMethods: [Selector: ActionMethod] {
        super.actionMethods.merging([
            "buttonTapped:": .method(TypedActionController.buttonTapped),
            "sliderMoved:forEvent:": .method(TypedActionController.sliderMoved),
            "optionalSender:forEvent:": .method(TypedActionController.optionalSender),
            "panned:": .method(TypedActionController.panned),
        ]) { $1 }
    }
}

@MainActor
@Suite struct TypedActionTests {
    @MainActor
    struct Scene {
        let log = CallbackLog()
        let driver = EventDriver()
        let controller: TypedActionController
        let button: UIButton
        let slider: UISlider

        init() {
            let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            controller = TypedActionController("controller", log: log)
            window.rootViewController = controller
            controller.view.frame = window.bounds
            button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
            button.accessibilityIdentifier = "save"
            slider = UISlider(frame: CGRect(x: 10, y: 100, width: 228, height: 31))
            slider.accessibilityIdentifier = "volume"
            controller.view.addSubview(button)
            controller.view.addSubview(slider)
        }
    }

    @Test func typedSendersAndEventsReachTheirMethodsThroughTheChainAndDirectly() throws {
        let scene = Scene()
        scene.button.addTarget(nil, action: "buttonTapped:", for: .touchUpInside)
        scene.button.addTarget(scene.controller, action: "optionalSender:forEvent:", for: .touchUpInside)
        scene.slider.addTarget(nil, action: "sliderMoved:forEvent:", for: .valueChanged)
        try scene.driver.tap(at: CGPoint(x: 50, y: 30))
        // The thumb starts at x 10 + 14; 100 points along the 200-point track is half way.
        try scene.driver.touchDown(1, at: CGPoint(x: 24, y: 115))
        try scene.driver.touchMove(1, to: CGPoint(x: 124, y: 115))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take().filter { !$0.contains(".touches") } == [
                "buttonTapped(save)", "optionalSender(save, touches)",
                "sliderMoved(volume, touches, value 0.5)",
            ])
        #expect(scene.driver.diagnostics.isEmpty)
    }

    @Test func aRecognizerSubclassIsATypedSender() throws {
        let scene = Scene()
        let pan = UIPanGestureRecognizer(target: scene.controller, action: "panned:")
        scene.controller.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 200, y: 300))
        try scene.driver.touchMove(1, to: CGPoint(x: 230, y: 300))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take().filter { !$0.contains(".touches") } == [
                "panned(began, x 30.0)", "panned(ended, x 30.0)",
            ])
    }

    @Test func aSenderOfAnotherTypeIsAProgrammingErrorNotACrash() {
        let scene = Scene()
        let app = scene.driver.application
        // A slider sent to a method that takes a button, and no event to a method that needs one.
        #expect(app.sendAction("buttonTapped:", to: scene.controller, from: scene.slider, for: nil))
        #expect(app.sendAction("sliderMoved:forEvent:", to: scene.controller, from: scene.slider, for: nil))
        #expect(app.sendAction("optionalSender:forEvent:", to: scene.controller, from: nil, for: nil))
        #expect(scene.log.take() == ["optionalSender(nil, nil)"])
        #expect(
            scene.driver.diagnostics.map(\.message) == [
                "TypedActionController: action method takes a UIButton sender; got UISlider; not performed",
                "TypedActionController: action method takes a UIEvent event; got nil; not performed",
            ])
    }
}
