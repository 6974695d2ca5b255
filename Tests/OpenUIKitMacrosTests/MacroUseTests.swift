import Foundation
import OpenUIKitMacros
import OpenUIKitTesting
import Testing

/// A controller written as UIKit code is, with `@objc` spelled `@ObjC` and `#selector` spelled `#Selector`.
@ActionMethods
final class MacroEditorController: UIViewController {
    let log: CallbackLog
    init(log: CallbackLog) {
        self.log = log
        super.init()
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

@MainActor
@Suite struct MacroUseTests {
    @Test func generatedTablesSendEveryShapeOfAction() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let controller = MacroEditorController(log: log)
        window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        controller.view.addSubview(button)
        controller.view.addSubview(slider)
        controller.wire(button, slider)
        try driver.tap(at: CGPoint(x: 50, y: 20))
        #expect(log.take() == ["save", "refresh", "share true"])
        slider.setValue(0.25, animated: false)
        slider.sendActions(for: .valueChanged)
        #expect(log.take() == ["volume 0.25"])
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
}
