import Foundation
import Testing
@_spi(Accessibility) import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct AccessibilityActionTests {
    @Test func activationPerformsEachControlsDefaultActionUnlessTheAppHandlesIt() {
        let scene = ControlScene()
        let button = scene.button()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 200, width: 51, height: 31)).recordingEvents(
            as: "switch", in: scene.log)
        scene.container.addSubview(toggle)
        let segmented = UISegmentedControl(items: ["A", "B"]).recordingEvents(as: "segmented", in: scene.log)
        scene.container.addSubview(segmented)
        let field = UITextField(frame: CGRect(x: 100, y: 300, width: 100, height: 30))
        scene.container.addSubview(field)
        var results = [AccessibilityTree.activate(button), AccessibilityTree.activate(toggle)]
        results.append(AccessibilityTree.activate(segmented.accessibilityElements![1] as AnyObject))
        results.append(AccessibilityTree.activate(field))
        #expect(
            scene.log.take() == [
                "button.touchUpInside", "button.primaryActionTriggered", "switch.valueChanged",
                "switch.primaryActionTriggered", "segmented.valueChanged", "segmented.primaryActionTriggered",
            ])
        #expect(results == [true, true, true, true])
        #expect(toggle.isOn && segmented.selectedSegmentIndex == 1 && field.isFirstResponder)
        // Disabled controls and plain views do nothing.
        button.isEnabled = false
        #expect(!AccessibilityTree.activate(button) && !AccessibilityTree.activate(scene.container))
        #expect(scene.log.take() == [])
    }

    @Test func anOverrideReturningTrueReplacesTheDefaultAction() {
        final class ConfirmButton: UIButton {
            var log: [String] = []
            override func accessibilityActivate() -> Bool {
                log.append("accessibilityActivate")
                return true
            }
        }
        let button = ConfirmButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        button.addAction(UIAction { _ in button.log.append("primaryAction") }, for: .primaryActionTriggered)
        #expect(AccessibilityTree.activate(button))
        #expect(button.log == ["accessibilityActivate"])
    }

    @Test func incrementAndDecrementStepAdjustableControlsAndSendValueChanged() {
        let scene = ControlScene()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31)).recordingEvents(
            as: "slider", in: scene.log)
        slider.value = 0.95
        let stepper = UIStepper(frame: CGRect(x: 0, y: 40, width: 94, height: 32)).recordingEvents(
            as: "stepper", in: scene.log)
        stepper.maximumValue = 2
        stepper.value = 1
        let pages = UIPageControl(frame: CGRect(x: 0, y: 80, width: 94, height: 32)).recordingEvents(
            as: "pages", in: scene.log)
        pages.numberOfPages = 2
        var values: [String?] = []
        for control in [slider, stepper, pages] as [UIControl] {
            control.accessibilityIncrement()
            values.append(control.accessibilityValue)
            control.accessibilityIncrement()  // at the top: nothing changes, nothing is sent
            control.accessibilityDecrement()
            values.append(control.accessibilityValue)
        }
        #expect(values == ["100%", "90%", "2", "1", "page 2 of 2", "page 1 of 2"])
        #expect(
            scene.log.take() == [
                "slider.valueChanged", "slider.primaryActionTriggered", "slider.valueChanged",
                "slider.primaryActionTriggered", "stepper.valueChanged", "stepper.valueChanged", "pages.valueChanged",
                "pages.primaryActionTriggered", "pages.valueChanged", "pages.primaryActionTriggered",
            ])
    }

    @Test func customActionsRunTheirHandlerOrTheirTargetsMethod() {
        final class Inbox: UIResponder {
            var log: [String] = []
            func archive(_ sender: Any?) {
                log.append("archive(\((sender as? UIAccessibilityCustomAction)?.name ?? "?"))")
            }
            override class var actionMethods: [Selector: ActionMethod] {
                super.actionMethods.merging(["archive:": .method(Inbox.archive)]) { $1 }
            }
        }
        let inbox = Inbox()
        let row = UIView()
        row.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { action in
                inbox.log.append("handler(\(action.name))")
                return false
            },
            UIAccessibilityCustomAction(name: "Archive", target: inbox, selector: "archive:"),
            UIAccessibilityCustomAction(name: "Missing", target: inbox, selector: "missing:"),
        ]
        let results = (0..<4).map { AccessibilityTree.performCustomAction(at: $0, of: row) }
        #expect(results == [false, true, false, false])
        #expect(inbox.log == ["handler(Delete)", "archive(Archive)"])
    }

    @Test func aCustomActionMayRemoveItsViewAndReplaceTheActions() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(row)
        var log: [String] = []
        row.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { action in
                log.append("delete")
                row.accessibilityCustomActions = nil
                row.removeFromSuperview()
                return true
            }
        ]
        #expect(AccessibilityTree.performCustomAction(at: 0, of: row))
        #expect(!AccessibilityTree.performCustomAction(at: 0, of: row))
        #expect(log == ["delete"] && row.superview == nil)
    }

    @Test func postedNotificationsReachEveryInstalledBridgeInOrder() {
        final class State {
            var log: [String] = []
            var second: AccessibilityBridges.Token?
            var late: AccessibilityBridges.Token?
        }
        let state = State()
        let first = AccessibilityBridges.add { notification, argument in
            state.log.append("first \(notification) \(argument.map { "\($0)" } ?? "nil")")
            // Removing another bridge and adding one from inside a post: the removed one hears nothing more, the
            // added one hears from the next post on.
            if let second = state.second { AccessibilityBridges.remove(second) }
            if state.late == nil {
                state.late = AccessibilityBridges.add { notification, _ in state.log.append("late \(notification)") }
            }
        }
        state.second = AccessibilityBridges.add { notification, _ in state.log.append("second \(notification)") }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        AccessibilityBridges.remove(first)
        if let late = state.late { AccessibilityBridges.remove(late) }
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(state.log == ["first announcement Saved", "first screenChanged nil", "late screenChanged"])
    }

    @Test func theScreenReaderStatusComesFromTheBridgeAndItsChangeIsPosted() {
        final class Counter: @unchecked Sendable { var value = 0 }
        let posted = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        var seen = [UIAccessibility.isVoiceOverRunning]
        AccessibilityBridges.update(AccessibilityStatus(isEnabled: true, screenReaderEnabled: false))
        seen.append(UIAccessibility.isVoiceOverRunning)
        AccessibilityBridges.update(AccessibilityStatus(isEnabled: true, screenReaderEnabled: true))
        seen.append(UIAccessibility.isVoiceOverRunning)
        AccessibilityBridges.update(AccessibilityStatus(isEnabled: false, screenReaderEnabled: false))
        #expect(seen == [false, false, true] && posted.value == 2)
        #expect(!UIAccessibility.isAssistiveTechnologyEnabled)
    }
}
