import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitTesting

/// A view that logs focus updates that concern it.
@MainActor
private final class FocusLoggingView: UIView {
    let log: CallbackLog
    init(_ name: String, frame: CGRect, log: CallbackLog) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { nil }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        log.append(
            "\(debugName).didUpdateFocus(\(context.previouslyFocusedView?.debugName ?? "nil")→"
                + "\(context.nextFocusedView?.debugName ?? "nil"))")
    }
}

@MainActor
private final class FocusLoggingButton: UIButton {
    var log: CallbackLog?
    var refuses = false
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { !refuses }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        log?.append("\(debugName).didUpdateFocus")
    }
}

@MainActor
private struct FocusScene {
    let log = CallbackLog()
    let driver: EventDriver
    let window: UIWindow
    let container: FocusLoggingView

    init() {
        driver = EventDriver(delegate: RecordingResponder("delegate", log: log))
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        container = FocusLoggingView("container", frame: window.bounds, log: log)
        window.addSubview(container)
    }

    @discardableResult
    func button(_ name: String, _ frame: CGRect) -> FocusLoggingButton {
        let button = FocusLoggingButton(frame: frame).recordingEvents(as: name, in: log)
        button.log = log
        container.addSubview(button)
        return button
    }

    var focused: String { window.focusSystem.focusedItem?.debugName ?? "nil" }
}

@MainActor
@Suite struct KeyboardFocusTests {
    @Test func tabVisitsFocusableControlsInReadingOrderAndShiftTabGoesBack() throws {
        let scene = FocusScene()
        // Added out of order; the disabled, hidden and plain views are skipped.
        scene.button("c", CGRect(x: 10, y: 100, width: 80, height: 30))
        scene.button("b", CGRect(x: 200, y: 10, width: 80, height: 30))
        scene.button("a", CGRect(x: 10, y: 10, width: 80, height: 30))
        scene.button("disabled", CGRect(x: 200, y: 100, width: 80, height: 30)).isEnabled = false
        scene.button("hidden", CGRect(x: 10, y: 150, width: 80, height: 30)).isHidden = true
        let slider = UISlider(frame: CGRect(x: 10, y: 200, width: 200, height: 31))
        slider.accessibilityIdentifier = "slider"
        scene.container.addSubview(slider)
        var visited: [String] = []
        for _ in 0..<5 {
            try scene.driver.press(.keyboardTab, characters: "\t")
            visited.append(scene.focused)
        }
        for _ in 0..<2 {
            try scene.driver.press(.keyboardTab, characters: "\t", modifiers: .shift)
            visited.append(scene.focused)
        }
        #expect(visited == ["a", "b", "c", "slider", "a", "slider", "c"])
        // Each move tells the view losing focus, the view gaining it, and their superviews once, from the views up;
        // the Tab presses never reach the responder chain's end.
        let entries = scene.log.take()
        #expect(
            Array(entries.prefix(5)) == [
                "a.didUpdateFocus", "container.didUpdateFocus(nil→a)", "a.didUpdateFocus",
                "container.didUpdateFocus(a→b)", "b.didUpdateFocus",
            ])
        #expect(!entries.contains { $0.hasPrefix("delegate.") })
        #expect(scene.window.focusSystem.focusableViews.map(\.debugName) == ["a", "b", "c", "slider"])
    }

    @Test func spaceAndReturnActivateArrowsAdjustAndOtherKeysGoUpTheChain() throws {
        let scene = FocusScene()
        let button = scene.button("button", CGRect(x: 10, y: 10, width: 80, height: 30))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 60, width: 51, height: 31)).recordingEvents(
            as: "switch", in: scene.log)
        scene.container.addSubview(toggle)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 110, width: 94, height: 32)).recordingEvents(
            as: "stepper", in: scene.log)
        scene.container.addSubview(stepper)
        let segmented = UISegmentedControl(items: ["A", "B", "C"]).recordingEvents(as: "segmented", in: scene.log)
        segmented.frame = CGRect(x: 10, y: 160, width: 150, height: 32)
        scene.container.addSubview(segmented)
        // Nothing focused: Space goes up the chain to the delegate.
        try scene.driver.press(.keyboardSpacebar, characters: " ")
        scene.window.focusSystem.requestFocusUpdate(to: button)
        try scene.driver.press(.keyboardSpacebar, characters: " ")
        try scene.driver.press(.keyboardTab, characters: "\t")
        try scene.driver.press(.keyboardReturnOrEnter, characters: "\r")
        try scene.driver.press(.keyboardTab, characters: "\t")
        try scene.driver.press(.keyboardUpArrow)
        try scene.driver.press(.keyboardDownArrow)
        try scene.driver.press(.keyboardTab, characters: "\t")
        try scene.driver.press(.keyboardRightArrow)
        try scene.driver.press(.keyboardRightArrow)
        try scene.driver.press(.keyboardLeftArrow)
        // A letter is not a focus key.
        try scene.driver.press(.keyboardA, characters: "a")
        #expect(
            scene.log.take().filter { !$0.contains("didUpdateFocus") } == [
                "delegate.pressesBegan( )", "delegate.pressesEnded( )",
                "button.touchUpInside", "button.primaryActionTriggered",
                "switch.valueChanged", "switch.primaryActionTriggered",
                "stepper.valueChanged", "stepper.valueChanged",
                "segmented.valueChanged", "segmented.primaryActionTriggered",
                "segmented.valueChanged", "segmented.primaryActionTriggered",
                "segmented.valueChanged", "segmented.primaryActionTriggered",
                "delegate.pressesBegan(a)", "delegate.pressesEnded(a)",
            ])
        #expect(toggle.isOn && stepper.value == 0 && segmented.selectedSegmentIndex == 0)
        #expect(segmented.isFocused && !button.isFocused)
    }

    @Test func aViewMayRefuseFocusAndAFocusedViewThatLeavesLosesIt() throws {
        let scene = FocusScene()
        let first = scene.button("first", CGRect(x: 10, y: 10, width: 80, height: 30))
        let second = scene.button("second", CGRect(x: 10, y: 60, width: 80, height: 30))
        try scene.driver.press(.keyboardTab, characters: "\t")
        first.refuses = true
        try scene.driver.press(.keyboardTab, characters: "\t")
        var seen = [scene.focused]
        first.refuses = false
        try scene.driver.press(.keyboardTab, characters: "\t")
        seen.append(scene.focused)
        second.removeFromSuperview()
        seen.append(scene.focused)
        scene.window.focusSystem.requestFocusUpdate(to: first)
        first.isEnabled = false
        seen.append(scene.focused)
        #expect(seen == ["first", "second", "nil", "nil"])
        #expect(scene.window.focusSystem.focusRingRect == nil)
    }

    @Test func focusMovedFromInsideAFocusCallbackIsAppliedAfterTheUpdate() throws {
        final class Redirecting: UIButton {
            var target: UIView?
            var log: [String] = []
            override func didUpdateFocus(
                in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
            ) {
                log.append(
                    "\(debugName) \(context.previouslyFocusedView?.debugName ?? "nil")→\(context.nextFocusedView?.debugName ?? "nil")"
                )
                if context.nextFocusedView === self, let target {
                    UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: target)
                    self.target = nil
                }
            }
        }
        let scene = FocusScene()
        let first = Redirecting(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        first.accessibilityIdentifier = "first"
        let other = UIButton(frame: CGRect(x: 10, y: 60, width: 80, height: 30))
        other.accessibilityIdentifier = "other"
        scene.container.addSubview(first)
        scene.container.addSubview(other)
        first.target = other
        try scene.driver.press(.keyboardTab, characters: "\t")
        #expect(first.log == ["first nil→first", "first first→other"])
        #expect(scene.focused == "other")
        #expect(scene.window.focusSystem.focusRingRect == CGRect(x: 7, y: 57, width: 86, height: 36))
    }

    @Test func tabFromAnEditingFieldMovesFocusToTheNextControlAndEndsEditing() throws {
        let scene = FocusScene()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30)).recordingEvents(
            as: "field", in: scene.log)
        scene.container.addSubview(field)
        scene.button("button", CGRect(x: 10, y: 60, width: 80, height: 30))
        _ = field.becomeFirstResponder()
        try scene.driver.type("a")
        try scene.driver.press(.keyboardTab, characters: "\t")
        var seen = [scene.focused]
        try scene.driver.press(.keyboardTab, characters: "\t")
        seen.append(scene.focused)
        #expect(seen == ["button", "field"])
        #expect(
            scene.log.take() == [
                "field.editingDidBegin", "field.editingChanged", "button.didUpdateFocus",
                "container.didUpdateFocus(nil→button)", "field.editingDidEnd", "button.didUpdateFocus",
                "container.didUpdateFocus(button→field)", "field.editingDidBegin",
            ])
        #expect(field.isFirstResponder && field.text == "a")
    }

    @Test func aKeyThatEndsEditingDoesNotReachTheChainWhenItComesUp() throws {
        let scene = FocusScene()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30)).recordingEvents(
            as: "field", in: scene.log)
        field.addTarget(nil, action: "noop:", for: .editingDidEndOnExit)
        scene.container.addSubview(field)
        _ = field.becomeFirstResponder()
        // Return ends editing while it is down: the field took its beginning, so it takes its end too.
        try scene.driver.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(scene.log.take() == ["field.editingDidBegin", "field.editingDidEndOnExit", "field.editingDidEnd"])
        #expect(!field.isEditing)
    }

    @Test func anAlertKeepsFocusAmongItsOwnButtons() throws {
        let scene = FocusScene()
        scene.button("behind", CGRect(x: 10, y: 10, width: 80, height: 30))
        let controller = UIViewController()
        scene.window.rootViewController = controller
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        controller.present(alert, animated: false)
        scene.window.layoutIfNeeded()
        var visited: [String?] = []
        for _ in 0..<3 {
            try scene.driver.press(.keyboardTab, characters: "\t")
            visited.append((scene.window.focusSystem.focusedItem as? UIButton)?.currentTitle)
        }
        #expect(visited == ["Cancel", "Delete", "Cancel"] || visited == ["Delete", "Cancel", "Delete"])
    }
}
