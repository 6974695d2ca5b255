import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A text field that logs the press callbacks it gets (then handles them as a text field does).
@MainActor
final class PressLoggingField: UITextField {
    var log: CallbackLog?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.append("field.pressesBegan")
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.append("field.pressesEnded")
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.append("field.pressesCancelled")
        super.pressesCancelled(presses, with: event)
    }
}

@MainActor
@Suite struct PressRecognizerReentrancyTests {
    /// A field that, in its own `editingChanged`, does `mutation`, with an observing recognizer on the window that
    /// receives the letter a.
    private func run(_ mutation: @escaping @MainActor (UITextField) -> Void) throws -> [String] {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let field = PressLoggingField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.log = log
        window.addSubview(field)
        field.addAction(
            UIAction { _ in
                log.append("field.editingChanged")
                mutation(field)
            }, for: .editingChanged)
        let observer = KeyRecognizer("a", key: .keyboardA, log: log)
        observer.allowedPressTypes = [NSNumber(value: UIPress.PressType.key(.keyboardA).rawValue)]
        observer.cancelsTouchesInView = false
        window.addGestureRecognizer(observer)
        #expect(field.becomeFirstResponder())
        try driver.keyDown(.keyboardA, characters: "a")
        try driver.keyUp(.keyboardA)
        try driver.press(.keyboardB, characters: "b")
        #expect(field.text == "a")
        #expect(driver.diagnostics.isEmpty)
        #expect(driver.finish().isClean)
        return log.take()
    }

    /// Resigning does not take the press: the field, still in the window, hears its end, as UIKit sends it.
    @Test func aFieldResigningInItsOwnEditingChangedStillGetsTheEndOnce() throws {
        #expect(
            try run { _ = $0.resignFirstResponder() } == [
                "a.pressesBegan(a)", "a.action(ended)", "field.pressesBegan", "field.editingChanged",
                "a.pressesEnded(a)", "field.pressesEnded",
            ])
    }

    @Test func aFieldRemovedInItsOwnEditingChangedGetsOneCancellation() throws {
        #expect(
            try run { $0.removeFromSuperview() } == [
                "a.pressesBegan(a)", "a.action(ended)", "field.pressesBegan", "field.editingChanged",
                "a.pressesEnded(a)", "field.pressesCancelled",
            ])
    }
}
