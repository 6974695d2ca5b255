import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
func senderName(_ sender: Any?) -> String {
    switch sender {
    case let view as UIView: view.debugName
    case nil: "nil"
    default: String(describing: type(of: sender!))
    }
}

/// A controller that handles `save:` (sender), `refresh` (no arguments) and `tapped:forEvent:` (both).
class EditorController: RecordingViewController {
    var refusesSave = false

    func save(_ sender: Any?) { log.append("\(debugName).save(\(senderName(sender)))") }
    func refresh() { log.append("\(debugName).refresh()") }
    func tapped(_ sender: Any?, forEvent event: UIEvent?) {
        log.append("\(debugName).tapped(\(senderName(sender)), \(event.map { "\($0.type)" } ?? "nil"))")
    }

    override class var actionMethods: [Selector: ActionMethod] {
        super.actionMethods.merging([
            "save:": .method(EditorController.save),
            "refresh": .method(EditorController.refresh),
            "tapped:forEvent:": .method(EditorController.tapped),
        ]) { $1 }
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == "save:" && refusesSave { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// An application delegate at the end of the chain that handles `about:`.
final class ActionDelegate: RecordingResponder {
    func about(_ sender: Any?) { log.append("\(name).about(\(senderName(sender)))") }
    override class var actionMethods: [Selector: ActionMethod] { ["about:": .method(ActionDelegate.about)] }
}

/// A subclass inherits its superclass's actions, adds its own and replaces one.
final class DetailedEditorController: EditorController {
    func share(_ sender: Any?) { log.append("Detailed.share") }
    func saveDetailed(_ sender: Any?) { log.append("Detailed.save") }
    override class var actionMethods: [Selector: ActionMethod] {
        super.actionMethods.merging([
            "share:": .method(DetailedEditorController.share),
            "save:": .method(DetailedEditorController.saveDetailed),
        ]) { $1 }
    }
}

@MainActor
@Suite struct ActionTests {
    private struct Scene {
        let driver: EventDriver
        let log: CallbackLog
        let window: UIWindow
        let controller: EditorController
        let field: RecordingView
        let button: RecordingView
    }

    private func makeScene() -> Scene {
        let log = CallbackLog()
        let driver = EventDriver(delegate: ActionDelegate("AppDelegate", log: log))
        let window = driver.makeWindow()
        let controller = EditorController("Editor", log: log)
        window.rootViewController = controller
        let field = RecordingView("field", frame: .zero, log: log)
        field.acceptsFirstResponder = true
        let button = RecordingView("button", frame: .zero, log: log)
        controller.view.addSubview(field)
        controller.view.addSubview(button)
        return Scene(driver: driver, log: log, window: window, controller: controller, field: field, button: button)
    }

    @Test func aNilTargetedActionWalksFromTheFirstResponderToTheController() {
        let scene = makeScene()
        #expect(scene.field.becomeFirstResponder())
        #expect(scene.driver.application.sendAction("save:", to: nil, from: scene.button, for: nil))
        #expect(scene.log.take() == ["Editor.save(button)"])
    }

    @Test func aNilTargetedActionReachesTheApplicationDelegate() {
        let scene = makeScene()
        #expect(scene.field.becomeFirstResponder())
        #expect(scene.driver.application.sendAction("about:", to: nil, from: scene.button, for: nil))
        #expect(scene.log.take() == ["AppDelegate.about(button)"])
    }

    @Test func withNoFirstResponderTheWalkStartsAtTheSender() {
        let scene = makeScene()
        let elsewhere = UIViewController()
        let loose = named("loose", .zero)
        elsewhere.view.addSubview(loose)
        #expect(scene.driver.application.sendAction("save:", to: nil, from: scene.button, for: nil))
        // A sender outside the editor's chain: the walk goes up its own chain and finds nobody with save:.
        #expect(!scene.driver.application.sendAction("save:", to: nil, from: loose, for: nil))
        #expect(scene.log.take() == ["Editor.save(button)"])
    }

    @Test func withNoFirstResponderAndANonResponderSenderTheKeyWindowStartsIt() {
        let scene = makeScene()
        final class Model {}
        #expect(scene.driver.application.sendAction("about:", to: nil, from: Model(), for: nil))
        #expect(scene.log.take() == ["AppDelegate.about(Model)"])
    }

    @Test func actionsTakeZeroOneOrTwoArguments() throws {
        let scene = makeScene()
        #expect(scene.field.becomeFirstResponder())
        let app = scene.driver.application
        #expect(app.sendAction("refresh", to: nil, from: scene.button, for: nil))
        #expect(app.sendAction("save:", to: nil, from: scene.button, for: nil))
        let event = UIEvent(type: .touches)
        #expect(app.sendAction("tapped:forEvent:", to: nil, from: scene.button, for: event))
        #expect(scene.log.take() == ["Editor.refresh()", "Editor.save(button)", "Editor.tapped(button, touches)"])
        #expect(EditorController.actionMethods["refresh"]?.argumentCount == 0)
        #expect(EditorController.actionMethods["save:"]?.argumentCount == 1)
        #expect(EditorController.actionMethods["tapped:forEvent:"]?.argumentCount == 2)
    }

    @Test func canPerformActionCanRefuseAndTheWalkGoesOn() {
        let scene = makeScene()
        #expect(scene.field.becomeFirstResponder())
        scene.controller.refusesSave = true
        #expect(!scene.driver.application.sendAction("save:", to: nil, from: scene.button, for: nil))
        #expect(scene.field.target(forAction: "save:", withSender: nil) == nil)
        scene.controller.refusesSave = false
        #expect(scene.field.target(forAction: "save:", withSender: nil) as? UIResponder === scene.controller)
        #expect(scene.log.take() == [])
    }

    @Test func overridingTargetForActionRedirectsTheSearch() {
        final class Redirecting: RecordingView {
            weak var delegateTarget: UIResponder?
            override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
                action == "about:" ? delegateTarget : super.target(forAction: action, withSender: sender)
            }
        }
        let scene = makeScene()
        let redirecting = Redirecting("redirecting", frame: .zero, log: scene.log)
        redirecting.acceptsFirstResponder = true
        let other = ActionDelegate("Other", log: scene.log)
        redirecting.delegateTarget = other
        scene.controller.view.addSubview(redirecting)
        #expect(redirecting.becomeFirstResponder())
        #expect(scene.driver.application.sendAction("about:", to: nil, from: scene.button, for: nil))
        #expect(scene.log.take() == ["Other.about(button)"])
    }

    @Test func anExplicitTargetReceivesTheActionDirectly() {
        let scene = makeScene()
        final class Counter: UIActionTarget {
            var count = 0
            func actionMethod(for action: Selector) -> ActionMethod? {
                action == "increment"
                    ? ActionMethod(argumentCount: 0) { receiver, _, _ in (receiver as! Counter).count += 1 } : nil
            }
        }
        let counter = Counter()
        let app = scene.driver.application
        #expect(app.sendAction("increment", to: counter, from: scene.button, for: nil))
        #expect(app.sendAction("increment", to: counter, from: nil, for: nil))
        #expect(counter.count == 2)
        // An explicit responder target is used even when it is not on the sender's chain.
        let stranger = EditorController("Stranger", log: scene.log)
        #expect(app.sendAction("refresh", to: stranger, from: scene.button, for: nil))
        #expect(scene.log.take() == ["Stranger.refresh()"])
        #expect(counter.responds(to: "increment") && !counter.responds(to: "decrement"))
    }

    @Test func anExplicitTargetWithoutTheMethodIsAProgrammingError() {
        let scene = makeScene()
        #expect(!scene.driver.application.sendAction("launch:", to: scene.controller, from: nil, for: nil))
        #expect(!scene.driver.application.sendAction("launch:", to: "not an object", from: nil, for: nil))
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse), .programmingError(.apiMisuse)])
        #expect(scene.log.take() == [])
    }

    @Test func anActionNobodyHandlesIsDroppedQuietly() {
        let scene = makeScene()
        #expect(!scene.driver.application.sendAction("nobody:", to: nil, from: scene.button, for: nil))
        #expect(scene.driver.diagnostics.isEmpty)
    }

    @Test func subclassesInheritActionMethods() {
        let log = CallbackLog()
        let driver = EventDriver()
        let controller = DetailedEditorController("Detailed", log: log)
        #expect(controller.canPerformAction("share:", withSender: nil))
        #expect(controller.canPerformAction("refresh", withSender: nil))
        #expect(!controller.canPerformAction("about:", withSender: nil))
        for action: Selector in ["share:", "refresh", "save:"] {
            #expect(driver.application.sendAction(action, to: controller, from: nil, for: nil))
        }
        #expect(log.take() == ["Detailed.share", "Detailed.refresh()", "Detailed.save"])
        // The superclass keeps its own table.
        #expect(driver.application.sendAction("save:", to: EditorController("Editor", log: log), from: nil, for: nil))
        #expect(log.take() == ["Editor.save(nil)"])
    }

    @Test func theApplicationSeesEveryActionThroughSendAction() {
        final class ObservingApplication: UIApplication {
            var seen: [String] = []
            override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
                -> Bool
            {
                seen.append(action.name)
                return super.sendAction(action, to: target, from: sender, for: event)
            }
        }
        let app = ObservingApplication()
        #expect(UIApplication.shared === app)
        let log = CallbackLog()
        let controller = EditorController("Editor", log: log)
        #expect(app.sendAction("refresh", to: controller, from: nil, for: nil))
        #expect(app.seen == ["refresh"])
        #expect(log.take() == ["Editor.refresh()"])
    }
}
