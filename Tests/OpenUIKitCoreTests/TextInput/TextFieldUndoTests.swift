import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Undo and redo in a text field (issue 13): Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y reach the editing field through the
/// standard `undo:`/`redo:` actions; typing runs, deletion runs, cuts, pastes and clears are one step each.
@MainActor
@Suite struct TextFieldUndoTests {
    private func editingField(_ driver: EventDriver) -> UITextField {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        field.accessibilityIdentifier = "field"
        driver.defaultWindow?.addSubview(field)
        field.becomeFirstResponder()
        return field
    }

    private func describe(_ field: UITextField) -> String {
        "\(field.text ?? "nil") [\(field.selectedRange.location),\(field.selectedRange.length)]"
    }

    private func shortcut(_ driver: EventDriver, _ letter: String, shift: Bool = false) throws {
        let usage: UIKeyboardHIDUsage = letter == "z" ? .keyboardZ : .keyboardY
        try driver.press(
            usage, characters: "", charactersIgnoringModifiers: letter,
            modifiers: shift ? [.control, .shift] : .control)
    }

    @Test func typingAndDeletingRunsUndoAndRedoAsOneStepEach() throws {
        let driver = EventDriver()
        driver.makeWindow()
        let field = editingField(driver)
        let log = CallbackLog()
        try driver.type("hello world")
        try driver.press(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, modifiers: .control)
        try driver.type("big ")
        try driver.press(.keyboardDeleteOrBackspace, characters: "\u{8}")
        try driver.press(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(describe(field) == "hello biworld [8,0]")
        field.recordingEvents(as: "field", in: log)
        var states: [String] = []
        for _ in 0..<4 {
            try shortcut(driver, "z")
            states.append(describe(field))
        }
        #expect(states == ["hello big world [10,0]", "hello world [6,0]", " [0,0]", " [0,0]"])
        #expect(log.take() == ["field.editingChanged", "field.editingChanged", "field.editingChanged"])
        states = []
        for redo in [("z", true), ("y", false), ("y", false), ("y", false)] {
            try shortcut(driver, redo.0, shift: redo.1)
            states.append(describe(field))
        }
        #expect(
            states == ["hello world [11,0]", "hello big world [10,0]", "hello biworld [8,0]", "hello biworld [8,0]"])
        // A new edit after undoing drops what could be redone.
        try shortcut(driver, "z")
        try driver.type("g")
        #expect(describe(field) == "hello big gworld [11,0]")
        #expect(!field.canPerformAction("redo:", withSender: nil))
        try shortcut(driver, "z")
        #expect(describe(field) == "hello big world [10,0]")
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }

    /// Delete (forwards) and then Backspace at the same caret are one run of deleting: one step, which puts every
    /// deleted character back and the caret where the run began.
    @Test func deletionsEitherSideOfTheCaretUndoAsOneStep() throws {
        let driver = EventDriver()
        driver.makeWindow()
        let field = editingField(driver)
        try driver.type("abcdefgh")
        field.selectedRange = NSRange(location: 4, length: 0)
        for _ in 0..<3 { try driver.press(.keyboardDeleteForward, characters: UIKeyCommand.inputDelete) }
        #expect(describe(field) == "abcdh [4,0]")
        for _ in 0..<2 { try driver.press(.keyboardDeleteOrBackspace, characters: "\u{8}") }
        #expect(describe(field) == "abh [2,0]")
        var states: [String] = []
        for _ in 0..<3 {
            try shortcut(driver, "z")
            states.append(describe(field))
        }
        #expect(states == ["abcdefgh [4,0]", " [0,0]", " [0,0]"])
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }

    @Test func cutPasteAndSelectionChangesEndATypingRun() throws {
        let driver = EventDriver()
        driver.makeWindow()
        let field = editingField(driver)
        try driver.type("ab")
        field.selectedRange = NSRange(location: 0, length: 1)  // selecting ends the run
        try driver.press(.keyboardX, characters: "", charactersIgnoringModifiers: "x", modifiers: .control)
        try driver.press(.keyboardEnd, characters: UIKeyCommand.inputEnd)
        try driver.press(.keyboardV, characters: "", charactersIgnoringModifiers: "v", modifiers: .control)
        try driver.type("c")
        #expect(describe(field) == "bac [3,0]")
        var states: [String] = []
        for _ in 0..<4 {
            try shortcut(driver, "z")
            states.append(describe(field))
        }
        // Undo restores the selection the edit replaced: the cut "a" comes back selected.
        #expect(states == ["ba [2,0]", "b [1,0]", "ab [0,1]", " [0,0]"])
        field.resignFirstResponder()
        #expect(driver.finish().isClean)
    }

    @Test func settingTextInCodeForgetsTheHistoryAndOnlyAnEditingFieldUndoes() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let owner = ShortcutView("owner", frame: window.bounds, log: log)
        window.addSubview(owner)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        owner.addSubview(field)
        field.becomeFirstResponder()
        try driver.type("abc")
        #expect(field.canPerformAction("undo:", withSender: nil))
        field.text = "set in code"
        #expect(!field.canPerformAction("undo:", withSender: nil))
        // With nothing to undo the field says no, so the shortcut goes on up the chain.
        try shortcut(driver, "z")
        #expect(log.take() == ["owner.undo(⌘z → undo:)"])
        try driver.type("!")
        field.resignFirstResponder()
        #expect(!field.canPerformAction("undo:", withSender: nil))
        #expect(field.becomeFirstResponder())
        try shortcut(driver, "z")
        #expect(field.text == "set in code")
        #expect(log.take() == [])
        field.resignFirstResponder()
    }

    @Test func undoDropsAComposition() throws {
        let driver = EventDriver()
        driver.makeWindow()
        let field = editingField(driver)
        try driver.type("ni")
        field.setMarkedText("你", selectedRange: NSRange(location: 1, length: 0))
        try shortcut(driver, "z")
        #expect(field.markedText == nil)
        #expect(describe(field) == " [0,0]")
        field.resignFirstResponder()
    }
}
