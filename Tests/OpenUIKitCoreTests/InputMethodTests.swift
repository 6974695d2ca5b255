import Foundation
import Testing
@_spi(Backends) import OpenUIKitCore
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
        #expect(driver.diagnostics.map(\.kind) == [.inputMethodWithoutTextResponder, .inputMethodWithoutTextResponder])
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
}
