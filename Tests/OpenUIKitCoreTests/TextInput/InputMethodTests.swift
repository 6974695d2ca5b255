import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// An input method's compositions and commits (`RawInput.textInput`, what the X11 backend's XIM client sends)
/// reach the first responder as UIKit's text system drives `UITextInput`: the composition shown at the caret, the
/// commit inserted through the delegate and the control events like typed text.
@MainActor
@Suite struct InputMethodTests {
    private func send(_ sample: RawInput.TextInputSample, _ driver: EventDriver, to window: UIWindow) {
        driver.sendUnchecked(
            RawInput(window: window.identifier, timestamp: driver.clock.now, payload: .textInput(sample)))
    }

    @Test func aCompositionThenItsCommitEditLikeTypedText() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.text = "说"
        window.addSubview(field)
        let delegate = LoggingTextFieldDelegate(log: log)
        field.delegate = delegate
        field.recordingEvents(as: "field", in: log)
        #expect(field.becomeFirstResponder())
        _ = log.take()
        func state() -> String { "\(field.text ?? "nil") marked=\(field.markedText ?? "nil")" }
        var states: [String] = []
        for sample: RawInput.TextInputSample in [
            .setMarkedText("ni", caret: 2), .setMarkedText("你好", caret: 2), .insertText("你好"),
            .setMarkedText("", caret: 0), .unmarkText,
        ] {
            send(sample, driver, to: window)
            states.append(state())
        }
        #expect(
            states == [
                "说 marked=ni", "说 marked=你好", "说你好 marked=nil", "说你好 marked=nil", "说你好 marked=nil",
            ])
        // The composition is no edit: only the commit asks the delegate and changes the text.
        #expect(log.take() == ["shouldChange(1,0,你好)", "field.editingChanged"])
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
        #expect(driver.diagnostics.isEmpty)
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }

    @Test func withNoFirstResponderThatTakesTextTheInputMethodIsDroppedAndSaidSo() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        send(.setMarkedText("ni", caret: 2), driver, to: window)
        send(.insertText("你"), driver, to: window)
        #expect(
            driver.diagnostics.map(\.kind) == [
                .input(.inputMethodWithoutTextResponder), .input(.inputMethodWithoutTextResponder),
            ])
        #expect(driver.finish().isClean)
    }

    @Test func aCompositionCancelledByUnmarkingLeavesTheTextAsItWas() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        send(.setMarkedText("nihao", caret: 5), driver, to: window)
        #expect(field.markedText == "nihao")
        send(.unmarkText, driver, to: window)
        #expect(field.markedText == nil && field.text == "")
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }

    @Test func textInputSurvivesTheRecordingFormat() throws {
        let inputs = [
            RawInput(window: .init(rawValue: 1), timestamp: 1, payload: .textInput(.setMarkedText("你", caret: 1))),
            RawInput(window: .init(rawValue: 1), timestamp: 2, payload: .textInput(.insertText("你好"))),
            RawInput(window: .init(rawValue: 1), timestamp: 3, payload: .textInput(.unmarkText)),
        ]
        let recording = InputRecording(startTime: 0, inputs: inputs)
        #expect(try InputRecording(jsonData: recording.jsonData()) == recording)
    }

    /// Found by `TextInputFuzzTests`: a composition belongs to editing, so a field that is not editing ignores one.
    @Test func aFieldThatIsNotEditingShowsNoComposition() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.markedText == nil)
        #expect(field.becomeFirstResponder())
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.markedText == "ni")
        field.resignFirstResponder()
        #expect(field.markedText == nil)
        #expect(driver.finish().isClean)
    }

    /// Found by `TextInputFuzzTests`: a field that takes first-responder status back from inside its own end of
    /// editing, while another field is becoming first responder, is asked to resign again, so no field is left
    /// editing without being first responder.
    @Test func aFieldTakingFocusBackWhileResigningIsResignedAgain() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        final class TakesFocusBackOnce: UITextFieldDelegate {
            let log: CallbackLog
            var takesBack = true
            init(log: CallbackLog) { self.log = log }
            func textFieldDidBeginEditing(_ textField: UITextField) {
                log.append("\(textField.accessibilityIdentifier ?? "?").didBegin")
            }
            func textFieldDidEndEditing(_ textField: UITextField) {
                log.append("\(textField.accessibilityIdentifier ?? "?").didEnd")
                if takesBack {
                    takesBack = false
                    textField.becomeFirstResponder()
                }
            }
        }
        let delegate = TakesFocusBackOnce(log: log)
        let fields = ["A", "B"].enumerated().map { index, name in
            let field = UITextField(frame: CGRect(x: 10, y: 10 + 40 * CGFloat(index), width: 200, height: 30))
            field.accessibilityIdentifier = name
            field.delegate = delegate
            window.addSubview(field)
            return field
        }
        delegate.takesBack = false
        #expect(fields[0].becomeFirstResponder())
        delegate.takesBack = true
        #expect(fields[1].becomeFirstResponder())
        #expect(log.take() == ["A.didBegin", "A.didEnd", "A.didBegin", "A.didEnd", "B.didBegin"])
        #expect(fields.map { "\($0.isFirstResponder) \($0.isEditing)" } == ["false false", "true true"])
        fields[1].resignFirstResponder()
        #expect(driver.finish().isClean)
    }
}
