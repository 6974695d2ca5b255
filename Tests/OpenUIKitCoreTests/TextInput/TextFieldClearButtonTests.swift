import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// The clear button (issue 13): shown by `clearButtonMode` when the field has text, drawn at the trailing end, and
/// a tap on it clears the text after asking `textFieldShouldClear`.
@MainActor
@Suite struct TextFieldClearButtonTests {
    private func field(_ driver: EventDriver, mode: UITextField.ViewMode, log: CallbackLog)
        -> (UITextField, LoggingTextFieldDelegate)
    {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.accessibilityIdentifier = "field"
        field.clearButtonMode = mode
        field.text = "hello"
        driver.defaultWindow?.addSubview(field)
        let delegate = LoggingTextFieldDelegate(log: log)
        field.delegate = delegate
        field.recordingEvents(as: "field", in: log)
        return (field, delegate)
    }

    private func tapClearButton(_ field: UITextField, _ driver: EventDriver) throws {
        let button = field.clearButtonRect(forBounds: field.bounds)
        try driver.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
    }

    @Test func theButtonShowsPerModeOnlyWithText() throws {
        let driver = EventDriver()
        driver.makeWindow()
        var shown: [String] = []
        for mode in [UITextField.ViewMode.never, .whileEditing, .unlessEditing, .always] {
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            driver.defaultWindow?.addSubview(field)
            field.clearButtonMode = mode
            var row: [Bool] = [field.showsClearButton]
            field.text = "x"
            row.append(field.showsClearButton)
            field.becomeFirstResponder()
            row.append(field.showsClearButton)
            field.text = ""
            row.append(field.showsClearButton)
            field.resignFirstResponder()
            field.removeFromSuperview()
            shown.append("\(mode.rawValue): " + row.map { $0 ? "shown" : "-" }.joined(separator: " "))
        }
        // Columns: empty and idle, text and idle, text and editing, empty and editing.
        #expect(shown == ["0: - - - -", "1: - - shown -", "2: - shown - -", "3: - shown shown -"])
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.borderStyle = .roundedRect
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 175, y: 5.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 30))
        field.clearButtonMode = .always
        field.text = "x"
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 162, height: 30))
    }

    @Test func aTapOnTheButtonWhileEditingAsksThenClears() throws {
        let driver = EventDriver()
        driver.makeWindow()
        let log = CallbackLog()
        let (field, delegate) = field(driver, mode: .whileEditing, log: log)
        field.becomeFirstResponder()
        _ = log.take()
        delegate.allowsClear = false
        try tapClearButton(field, driver)
        #expect(field.text == "hello")
        delegate.allowsClear = true
        try tapClearButton(field, driver)
        #expect(field.text == "")
        #expect(field.isEditing)
        #expect(
            log.take() == [
                "field.touchDown", "shouldClear", "field.touchUpInside",
                "field.touchDown", "field.touchDownRepeat", "shouldClear", "field.editingChanged",
                "field.touchUpInside",
            ])
        // No text, no button: a tap there is an ordinary press (its third in a row selects all there is).
        try tapClearButton(field, driver)
        #expect(log.take() == ["field.touchDown", "field.touchDownRepeat", "field.touchUpInside"])
        // Clearing is one undo step.
        try driver.press(.keyboardZ, characters: "", charactersIgnoringModifiers: "z", modifiers: .control)
        #expect(field.text == "hello")
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }

    @Test func aTapOnTheButtonOfAnIdleFieldBeginsEditingThenClears() throws {
        let driver = EventDriver()
        driver.makeWindow()
        let log = CallbackLog()
        let (field, delegate) = field(driver, mode: .unlessEditing, log: log)
        try tapClearButton(field, driver)
        #expect(field.text == "")
        #expect(field.isEditing)
        #expect(
            log.take() == [
                "shouldBegin", "didBegin", "field.editingDidBegin", "field.touchDown", "shouldClear",
                "field.editingChanged", "field.touchUpInside",
            ])
        withExtendedLifetime(delegate) {}
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }

    @Test func aPressThatLeavesTheButtonDoesNotClear() throws {
        let driver = EventDriver()
        driver.makeWindow()
        let log = CallbackLog()
        let (field, delegate) = field(driver, mode: .always, log: log)
        defer { withExtendedLifetime(delegate) {} }
        let button = field.clearButtonRect(forBounds: field.bounds)
        try driver.touchDown(1, at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
        try driver.touchMove(1, to: field.convert(CGPoint(x: 20, y: button.midY), to: nil))
        try driver.touchUp(1)
        #expect(field.text == "hello")
        #expect(field.selectedRange == NSRange(location: 5, length: 0))  // the press did not select text either
        #expect(
            log.take() == [
                "shouldBegin", "didBegin", "field.editingDidBegin", "field.touchDown", "field.touchDragInside",
                "field.touchUpInside",
            ])
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }
}
