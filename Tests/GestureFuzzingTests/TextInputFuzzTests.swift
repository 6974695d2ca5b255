import Foundation
import OpenUIKit
import OpenUIKitFuzzing
import OpenUIKitTesting
import Testing

/// Text fields, key presses and input-method text under re-entrancy: seeded worlds of three fields whose delegate
/// calls (`textFieldShouldClear` too), control events and press callbacks fire random mutations (remove or re-add a
/// field, move the first responder, change the text, the delegate, secure entry, the clear button mode, a
/// composition, hide the window) while keys go down and up in any order, Ctrl+Z and Ctrl+Y undo and redo, taps
/// land on clear buttons, and an input method composes and commits. Checked: nothing crashes, a field that is not
/// first responder in a window shows no composition, every selection lies inside its text, every press a field saw
/// begin ends exactly once, and a clean end. (The generated worlds of `GestureFuzzer` hold text fields too, touched
/// and edited but without keys: `TextFieldWorldFuzzTests`.)
@MainActor
@Suite struct TextInputFuzzTests {
    /// A field that counts the presses it saw begin and end, and fires a mutation from each callback.
    final class FuzzField: UITextField {
        var began = 0, ended = 0
        var mutate: (() -> Void)?

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            began += presses.count
            mutate?()
            super.pressesBegan(presses, with: event)
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            ended += presses.count
            mutate?()
            super.pressesEnded(presses, with: event)
        }

        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            ended += presses.count
            mutate?()
            super.pressesCancelled(presses, with: event)
        }
    }

    /// Answers every question yes (or no to a change, now and then) and mutates the world from each call.
    final class FuzzDelegate: UITextFieldDelegate {
        var mutate: () -> Void = {}
        var refusesChanges = false
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            mutate()
            return true
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { mutate() }
        func textFieldDidEndEditing(_ textField: UITextField) { mutate() }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            mutate()
            return !refusesChanges
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            mutate()
            return true
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { mutate() }
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            mutate()
            return !refusesChanges
        }
    }

    /// One world: returns what broke (empty when nothing did).
    static func run(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let delegate = FuzzDelegate()
        let fields = (0..<3).map { index in
            FuzzField(frame: CGRect(x: 10, y: 10 + 60 * CGFloat(index), width: 300, height: 40))
        }
        var violations: [String] = []
        var depth = 0
        func mutation() {
            // Bounded re-entrancy: a mutation's own callbacks may mutate, one level deep.
            guard depth < 2, Int.random(in: 0..<3, using: &random) == 0 else { return }
            depth += 1
            defer { depth -= 1 }
            let field = fields[Int.random(in: 0..<fields.count, using: &random)]
            switch Int.random(in: 0..<11, using: &random) {
            case 0: field.removeFromSuperview()
            case 1: if field.superview == nil { window.addSubview(field) }
            case 2: _ = field.becomeFirstResponder()
            case 3: _ = field.resignFirstResponder()
            case 4:
                field.text =
                    ["", "x", "你好", String(repeating: "ab ", count: 800)][Int.random(in: 0..<4, using: &random)]
            case 5: field.delegate = field.delegate == nil ? delegate : nil
            case 6: field.isSecureTextEntry.toggle()
            case 7: field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            case 8: window.isHidden.toggle()
            case 9: field.clearButtonMode = UITextField.ViewMode(rawValue: Int.random(in: 0..<4, using: &random))!
            default: delegate.refusesChanges.toggle()
            }
        }
        delegate.mutate = mutation
        for field in fields {
            field.delegate = delegate
            field.mutate = mutation
            for event: UIControl.Event in [.editingChanged, .editingDidBegin, .editingDidEnd] {
                field.addAction(UIAction { _ in mutation() }, for: event)
            }
            window.addSubview(field)
        }
        _ = fields[0].becomeFirstResponder()
        let keys: [(UIKeyboardHIDUsage, String)] = [
            (.keyboardA, "a"), (.keyboardB, "b"), (.keyboardDeleteOrBackspace, "\u{8}"),
            (.keyboardLeftArrow, UIKeyCommand.inputLeftArrow), (.keyboardRightArrow, UIKeyCommand.inputRightArrow),
            (.keyboardTab, "\t"), (.keyboardReturnOrEnter, "\r"), (.keyboardHome, UIKeyCommand.inputHome),
        ]
        var down: [UIKeyboardHIDUsage] = []
        for _ in 0..<40 {
            if window.isHidden { window.isHidden = false }
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                let (key, characters) = keys[Int.random(in: 0..<keys.count, using: &random)]
                if !down.contains(key), (try? driver.keyDown(key, characters: characters)) != nil { down.append(key) }
            case 2:
                if !down.isEmpty {
                    let key = down.remove(at: Int.random(in: 0..<down.count, using: &random))
                    try? driver.keyUp(key)
                }
            case 3:
                let samples: [RawInput.TextInputSample] = [
                    .setMarkedText("nihao", caret: 5), .insertText("你好"), .unmarkText, .setMarkedText("", caret: 0),
                ]
                let sample = samples[Int.random(in: 0..<samples.count, using: &random)]
                driver.sendUnchecked(
                    RawInput(window: window.identifier, timestamp: driver.clock.now, payload: .textInput(sample)))
            case 4:
                let field = fields[Int.random(in: 0..<fields.count, using: &random)]
                if field.window != nil {
                    try? driver.tap(at: field.convert(CGPoint(x: 20, y: 20), to: window))
                }
            case 5: driver.advance(by: 0.3)
            case 6:
                // Undo (Ctrl+Z) or redo (Ctrl+Y) in whichever field edits.
                let (key, letter): (UIKeyboardHIDUsage, String) =
                    Bool.random(using: &random) ? (.keyboardZ, "z") : (.keyboardY, "y")
                try? driver.press(key, characters: "", charactersIgnoringModifiers: letter, modifiers: .control)
            case 7:
                // A tap where the clear button is (shown or not).
                let field = fields[Int.random(in: 0..<fields.count, using: &random)]
                if field.window != nil {
                    let button = field.clearButtonRect(forBounds: field.bounds)
                    try? driver.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: window))
                }
            default: mutation()
            }
            for (index, field) in fields.enumerated() {
                let range = field.selectedRange, length = field.text?.utf16.count ?? 0
                if range.location < 0 || range.location + range.length > length {
                    violations.append("seed \(seed): field \(index) selects \(range) of \(length) units")
                }
            }
            for (index, field) in fields.enumerated()
            where field.markedText != nil && (!field.isFirstResponder || field.window == nil) {
                violations.append(
                    "seed \(seed): field \(index) shows a composition without being first responder"
                        + " (first responder \(field.isFirstResponder), editing \(field.isEditing), in a window \(field.window != nil))"
                )
            }
        }
        // The end: no more mutations (a resign's callbacks would make another field first responder again).
        depth = 2
        for key in down { try? driver.keyUp(key) }
        for field in fields { field.resignFirstResponder() }
        driver.advance(by: 1)
        for (index, field) in fields.enumerated() where field.began != field.ended {
            violations.append("seed \(seed): field \(index) saw \(field.began) presses begin, \(field.ended) end")
        }
        let finish = driver.finish()
        if !finish.isClean { violations.append("seed \(seed): unclean end \(finish)") }
        return violations
    }

    @Test func fieldsKeysAndInputMethodTextSurviveMutationsFromInsideTheirCallbacks() {
        var violations: [String] = []
        for seed in 0..<150 { violations += Self.run(seed: UInt64(seed)) }
        #expect(violations == [])
    }
}
