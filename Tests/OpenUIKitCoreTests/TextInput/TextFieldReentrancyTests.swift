import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A delegate that logs every call and runs app code from some of them.
@MainActor
private final class ReentrantFieldDelegate: UITextFieldDelegate {
    let log: CallbackLog
    var onShouldBegin: (UITextField) -> Void = { _ in }
    var onShouldEnd: (UITextField) -> Void = { _ in }
    init(log: CallbackLog) { self.log = log }

    private func name(_ field: UITextField) -> String { field.accessibilityIdentifier ?? "?" }
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("\(name(textField)).shouldBegin")
        let run = onShouldBegin
        onShouldBegin = { _ in }
        run(textField)
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("\(name(textField)).didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("\(name(textField)).shouldEnd")
        let run = onShouldEnd
        onShouldEnd = { _ in }
        run(textField)
        return true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("\(name(textField)).didEnd") }
}

/// Focus changes made from a text field's own delegate calls (found by the re-entrancy fuzzer once its generated
/// worlds held text fields): each field begins and ends editing exactly once, and is asked once.
@MainActor
@Suite struct TextFieldReentrancyTests {
    /// Fields a and b in a window, sharing one delegate; with `aEditing`, a is first responder and the log empty.
    @MainActor private struct Setup {
        let driver = EventDriver()
        let log = CallbackLog()
        let delegate: ReentrantFieldDelegate
        let a: UITextField, b: UITextField

        init(aEditing: Bool) {
            driver.makeWindow()
            delegate = ReentrantFieldDelegate(log: log)
            let made = ["a", "b"].enumerated().map { [driver, log, delegate] index, name in
                let field = UITextField(frame: CGRect(x: 10, y: 10 + 50 * CGFloat(index), width: 200, height: 30))
                field.accessibilityIdentifier = name
                field.delegate = delegate
                field.recordingEvents(as: name, in: log)
                driver.defaultWindow?.addSubview(field)
                return field
            }
            (a, b) = (made[0], made[1])
            if aEditing {
                a.becomeFirstResponder()
                _ = log.take()
            }
        }
    }

    @Test func aFieldMadeFirstResponderFromItsOwnShouldBeginEditingBeginsOnce() throws {
        let setup = Setup(aEditing: false)
        let (a, log, delegate) = (setup.a, setup.log, setup.delegate)
        delegate.onShouldBegin = { field in field.becomeFirstResponder() }
        #expect(a.becomeFirstResponder())
        #expect(log.take() == ["a.shouldBegin", "a.shouldBegin", "a.didBegin", "a.editingDidBegin"])
        #expect(a.isEditing && a.isFirstResponder)
        a.resignFirstResponder()
        #expect(log.take() == ["a.shouldEnd", "a.didEnd", "a.editingDidEnd"])
    }

    @Test func aFieldRemovedWhileAskedToEndEditingEndsOnce() throws {
        let setup = Setup(aEditing: true)
        let (a, b, log, delegate) = (setup.a, setup.b, setup.log, setup.delegate)
        delegate.onShouldEnd = { field in field.removeFromSuperview() }
        #expect(b.becomeFirstResponder())
        #expect(
            log.take() == [
                "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "b.didBegin", "b.editingDidBegin",
            ])
        #expect(!a.isEditing && b.isEditing && b.isFirstResponder)
        b.resignFirstResponder()
    }

    @Test func aFieldRemovedByItsOwnShouldEndEditingWhileResigningEndsOnce() throws {
        let setup = Setup(aEditing: true)
        let (a, log, delegate) = (setup.a, setup.log, setup.delegate)
        delegate.onShouldEnd = { field in field.removeFromSuperview() }
        #expect(a.resignFirstResponder())
        #expect(log.take() == ["a.shouldEnd", "a.didEnd", "a.editingDidEnd"])
    }

    @Test func handingTheFocusOnAsksTheFieldThatHasItOnce() throws {
        let setup = Setup(aEditing: true)
        let (b, log) = (setup.b, setup.log)
        #expect(b.becomeFirstResponder())
        #expect(
            log.take() == [
                "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "b.didBegin", "b.editingDidBegin",
            ])
        b.resignFirstResponder()
    }
}
