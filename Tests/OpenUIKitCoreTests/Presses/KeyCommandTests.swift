import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct KeyCommandTests {
    private func setUp() -> (EventDriver, ShortcutView, RecordingView, CallbackLog) {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let owner = ShortcutView("owner", frame: window.bounds, log: log)
        let focus = RecordingView("focus", frame: owner.bounds, log: log, disposition: .forward)
        focus.acceptsFirstResponder = true
        window.addSubview(owner)
        owner.addSubview(focus)
        focus.becomeFirstResponder()
        return (driver, owner, focus, log)
    }

    @Test func aCommandUpTheChainFiresInsteadOfThePressAndRepeats() throws {
        let (driver, owner, _, log) = setUp()
        let command = UIKeyCommand(input: "s", modifierFlags: .control, action: "save:")
        command.discoverabilityTitle = "Save"
        owner.commands = [command]
        try driver.keyDown(.keyboardS, characters: "\u{13}", charactersIgnoringModifiers: "s", modifiers: .control)
        try driver.keyRepeat(.keyboardS)
        try driver.keyUp(.keyboardS)
        #expect(log.take() == ["owner.save(⌃s → save:)", "owner.save(⌃s → save:)"])
        #expect(driver.finish().isClean)
    }

    @Test func aCommandDeclaredWithCommandAnswersControlAndShiftMustMatch() throws {
        let (driver, owner, _, log) = setUp()
        owner.commands = [UIKeyCommand(input: "S", modifierFlags: .command, action: "save:")]
        try driver.press(.keyboardS, characters: "S", modifiers: [.control, .shift])
        try driver.press(.keyboardS, characters: "\u{13}", charactersIgnoringModifiers: "s", modifiers: .control)
        #expect(
            log.take() == [
                "focus.pressesBegan(⌃⇧S)", "owner.pressesBegan(⌃⇧S)", "focus.pressesEnded(⌃⇧S)",
                "owner.pressesEnded(⌃⇧S)", "owner.save(⌘S → save:)",
            ])
    }

    @Test func aCommandNobodyCanPerformLeavesThePressAlone() throws {
        let (driver, owner, _, log) = setUp()
        owner.commands = [UIKeyCommand(input: "p", modifierFlags: .control, action: "print:")]
        try driver.press(.keyboardP, characters: "\u{10}", charactersIgnoringModifiers: "p", modifiers: .control)
        #expect(
            log.take() == [
                "focus.pressesBegan(⌃p)", "owner.pressesBegan(⌃p)", "focus.pressesEnded(⌃p)", "owner.pressesEnded(⌃p)",
            ])
    }

    @Test func standardEditShortcutsAreRoutedByCanPerformAction() throws {
        let (driver, owner, _, log) = setUp()
        try driver.press(.keyboardC, characters: "\u{3}", charactersIgnoringModifiers: "c", modifiers: .control)
        owner.performsCopy = true
        try driver.press(.keyboardC, characters: "\u{3}", charactersIgnoringModifiers: "c", modifiers: .control)
        #expect(
            log.take() == [
                "focus.pressesBegan(⌃c)", "owner.pressesBegan(⌃c)", "focus.pressesEnded(⌃c)", "owner.pressesEnded(⌃c)",
                "owner.copy",
            ])
    }

    @Test func theDeepestResponderCommandWins() throws {
        final class Inner: ShortcutView {
            override func save(_ sender: Any?) { log.append("inner.save") }
        }
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let owner = ShortcutView("owner", frame: window.bounds, log: log)
        let inner = Inner("inner", frame: owner.bounds, log: log)
        inner.acceptsFirstResponder = true
        window.addSubview(owner)
        owner.addSubview(inner)
        inner.becomeFirstResponder()
        owner.commands = [UIKeyCommand(input: "s", modifierFlags: .control, action: "save:")]
        inner.commands = [UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: "save:")]
        try driver.press(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
        try driver.press(.keyboardS, characters: "\u{13}", charactersIgnoringModifiers: "s", modifiers: .control)
        // The action goes from the first responder up, so the inner view performs both.
        #expect(log.take() == ["inner.save", "inner.save"])
    }
}
