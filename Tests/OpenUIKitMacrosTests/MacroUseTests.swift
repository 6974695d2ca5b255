import Foundation
import OpenUIKitMacros
import OpenUIKitTesting
import Testing

/// A controller written as UIKit code is, with `@objc` spelled `@ObjC` and `#selector` spelled `#Selector`.
@ActionMethods
final class MacroEditorController: UIViewController {
    let log: CallbackLog
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    @ObjC func save(_ sender: Any?) { log.append("save") }
    @ObjC func refresh() { log.append("refresh") }
    @ObjC func volumeChanged(_ slider: UISlider) { log.append("volume \(slider.value)") }
    @ObjC func share(_ sender: Any?, forEvent event: UIEvent?) { log.append("share \(event != nil)") }

    func wire(_ button: UIButton, _ slider: UISlider) {
        button.addTarget(self, action: #Selector(save(_:)), for: .touchUpInside)
        button.addTarget(nil, action: #Selector(refresh), for: .touchUpInside)
        button.addTarget(self, action: #Selector(share(_:forEvent:)), for: .touchUpInside)
        slider.addTarget(self, action: #Selector(volumeChanged), for: .valueChanged)
    }
}

/// A subclass keeps its superclass's actions and adds its own.
@ActionMethods
final class MacroChildView: UIView {
    var fired: [String] = []
    @ObjC func flash(_ sender: Any?) { fired.append("flash") }
}

/// The same controller as UIKit code writes it, without `@ActionMethods`: its `#Selector`s register the methods.
final class TablelessEditorController: UIViewController {
    let log: CallbackLog
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    @ObjC func save(_ sender: Any?) { log.append("save") }
    @ObjC func refresh() { log.append("refresh") }
    @ObjC func volumeChanged(_ slider: UISlider) { log.append("volume \(slider.value)") }
    @ObjC func share(_ sender: Any?, forEvent event: UIEvent?) { log.append("share \(event != nil)") }

    func wire(_ button: UIButton, _ slider: UISlider) {
        button.addTarget(self, action: #Selector(save(_:)), for: .touchUpInside)
        button.addTarget(nil, action: #Selector(refresh), for: .touchUpInside)
        button.addTarget(self, action: #Selector(self.share(_:forEvent:)), for: .touchUpInside)
        slider.addTarget(self, action: #Selector(volumeChanged), for: .valueChanged)
    }
}

/// A superclass whose action a subclass overrides; the subclass names no selector itself.
class TablelessFlashView: UIView {
    var fired: [String] = []
    @ObjC func flash(_ sender: Any?) { fired.append("base flash") }
    func wire(_ button: UIButton) { button.addTarget(nil, action: #Selector(flash(_:)), for: .touchUpInside) }
}

final class TablelessFlashChild: TablelessFlashView {
    override func flash(_ sender: Any?) { fired.append("child flash") }
}

/// A class with a method of the same name that no `#Selector` names for it.
final class UnrelatedFlashView: UIView {
    var fired: [String] = []
    @ObjC func flash(_ sender: Any?) { fired.append("unrelated flash") }
}

/// A class no `#Selector` has named yet when the test starts.
final class LateNamedView: UIView {
    var fired: [String] = []
    @ObjC func ping() { fired.append("ping") }
}

@MainActor
@Suite struct MacroUseTests {
    /// Shows the controller with a button and a slider wired by `wire`, taps the button (save, refresh through the
    /// nil-target chain, share with the event) and moves the slider (a typed sender); returns the driver.
    func sendEveryShapeOfAction<Controller: UIViewController>(
        to make: (CallbackLog) -> Controller, wire: (Controller, UIButton, UISlider) -> Void
    ) throws -> EventDriver {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let controller = make(log)
        window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        controller.view.addSubview(button)
        controller.view.addSubview(slider)
        wire(controller, button, slider)
        try driver.tap(at: CGPoint(x: 50, y: 20))
        #expect(log.take() == ["save", "refresh", "share true"])
        slider.setValue(0.25, animated: false)
        slider.sendActions(for: .valueChanged)
        #expect(log.take() == ["volume 0.25"])
        return driver
    }

    @Test func generatedTablesSendEveryShapeOfAction() throws {
        let driver = try sendEveryShapeOfAction(to: MacroEditorController.init(log:), wire: { $0.wire($1, $2) })
        #expect(
            MacroEditorController.actionMethods.keys.map(\.name).sorted() == [
                "refresh", "save:", "share:forEvent:", "volumeChanged:",
            ])
        #expect(#Selector(MacroEditorController.save(_:)) == "save:")
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func aViewsTableKeepsItsInheritedActions() {
        let view = MacroChildView(frame: .zero)
        #expect(view.canPerformAction("flash:", withSender: nil))
        #expect(UIApplication.shared.sendAction("flash:", to: view, from: nil, for: nil))
        #expect(view.fired == ["flash"])
    }

    @Test func selectorsFindTheirMethodsWithoutATable() throws {
        let driver = try sendEveryShapeOfAction(to: TablelessEditorController.init(log:), wire: { $0.wire($1, $2) })
        #expect(TablelessEditorController.actionMethods.isEmpty)
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func aRegisteredMethodReachesSubclassOverridesAndNoUnrelatedClass() {
        let child = TablelessFlashChild(frame: .zero)
        let unrelated = UnrelatedFlashView(frame: .zero)
        child.wire(UIButton(frame: .zero))
        #expect(child.canPerformAction("flash:", withSender: nil))
        #expect(UIApplication.shared.sendAction("flash:", to: child, from: nil, for: nil))
        #expect(child.fired == ["child flash"])
        #expect(!unrelated.canPerformAction("flash:", withSender: nil))
        #expect(unrelated.fired.isEmpty)
    }

    @Test func aMethodIsFoundOnceASelectorHasNamedIt() {
        let view = LateNamedView(frame: .zero)
        #expect(!view.canPerformAction("ping", withSender: nil))
        let selector = #Selector(LateNamedView.ping)
        #expect(selector == "ping")
        #expect(UIApplication.shared.sendAction(selector, to: view, from: nil, for: nil))
        #expect(view.fired == ["ping"])
    }
}
