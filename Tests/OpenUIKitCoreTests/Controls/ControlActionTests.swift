import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

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
