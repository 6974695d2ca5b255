import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// The text field notifications and `endEditing(_:)`, in order with the delegate and the control events.
@MainActor
@Suite struct TextFieldNotificationTests {
    private final class Refusing: UITextFieldDelegate {
        var allows = false
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allows }
    }

    @Test func notificationsFollowTheControlEventsAndEndEditingForcesWhenAsked() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        container.addSubview(field)
        let log = CallbackLog()
        for event in [UIControl.Event.editingDidBegin, .editingChanged, .editingDidEnd] {
            field.addAction(UIAction { _ in log.append("event \(event.rawValue)") }, for: event)
        }
        var observers: [NSObjectProtocol] = []
        for name in [
            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
            UITextField.textDidEndEditingNotification,
        ] {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
                    let posted = note.name.rawValue
                    MainActor.assumeIsolated { log.append(posted) }
                })
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
        let refusing = Refusing()
        field.delegate = refusing
        #expect(field.becomeFirstResponder())
        try driver.type("a")
        #expect(!container.endEditing(false) && field.isEditing)
        #expect(container.endEditing(true) && !field.isEditing && !field.isFirstResponder)
        #expect(window.endEditing(false))
        #expect(
            log.take() == [
                "event \(UIControl.Event.editingDidBegin.rawValue)", "UITextFieldTextDidBeginEditingNotification",
                "event \(UIControl.Event.editingChanged.rawValue)", "UITextFieldTextDidChangeNotification",
                "event \(UIControl.Event.editingDidEnd.rawValue)", "UITextFieldTextDidEndEditingNotification",
            ])
    }
}
