import Foundation

// UITextField's keyboard: editing keys, Tab between fields, and the standard edit actions.

extension UITextField: KeyboardSystemBehavior {
    /// What the field does with a key; nil when it leaves the key to the responder chain.
    enum KeyAction: Equatable {
        case insert(String)
        case deleteBackward(Unit)
        case deleteForward(Unit)
        case move(Direction, Unit, extending: Bool)
        case returnKey
        case tab(backward: Bool)

        enum Unit: Equatable { case character, word, line }
        enum Direction: Equatable { case backward, forward }
    }

    static func action(for key: UIKey) -> KeyAction? {
        let flags = key.modifierFlags
        let word = flags.contains(.control) || flags.contains(.alternate)
        let line = flags.contains(.command)
        let unit: KeyAction.Unit = line ? .line : (word ? .word : .character)
        let extending = flags.contains(.shift)
        switch key.charactersIgnoringModifiers {
        case UIKeyCommand.inputLeftArrow: return .move(.backward, unit, extending: extending)
        case UIKeyCommand.inputRightArrow: return .move(.forward, unit, extending: extending)
        case UIKeyCommand.inputHome, UIKeyCommand.inputUpArrow: return .move(.backward, .line, extending: extending)
        case UIKeyCommand.inputEnd, UIKeyCommand.inputDownArrow: return .move(.forward, .line, extending: extending)
        case "\u{8}": return .deleteBackward(unit)
        case UIKeyCommand.inputDelete: return .deleteForward(unit)
        case "\r": return .returnKey
        case "\t": return flags.isDisjoint(with: [.control, .alternate, .command]) ? .tab(backward: extending) : nil
        default: break
        }
        // Text: what the layout typed, unless a shortcut modifier is held (AltGr levels arrive without Alt).
        guard !key.characters.isEmpty, flags.isDisjoint(with: [.control, .command]),
            !flags.contains(.alternate) || key.characters != key.charactersIgnoringModifiers,
            key.characters.unicodeScalars.allSatisfy({ $0.value >= 32 && $0.value != 127 }),
            !key.characters.hasPrefix("UIKeyInput")
        else { return nil }
        return .insert(key.characters)
    }

    func handlesKeyAsSystemBehavior(_ key: UIKey) -> Bool {
        Self.action(for: key) != nil
    }

    func keyDidRepeat(_ press: UIPress, with event: UIPressesEvent) {
        guard let key = press.key, let action = Self.action(for: key) else { return }
        switch action {
        case .returnKey, .tab: return
        default: perform(action)
        }
    }

    func perform(_ action: KeyAction) {
        let length = storage.utf16.count
        switch action {
        case .insert(let text):
            insertText(text)
        case .deleteBackward(let unit):
            guard selection.isEmpty else { return replace(selection, with: "", as: .deleting) }
            let start =
                switch unit {
                case .character: previousBoundary(selection.lowerBound)
                case .word: previousWordBoundary(selection.lowerBound)
                case .line: 0
                }
            if start < selection.lowerBound { replace(start..<selection.lowerBound, with: "", as: .deleting) }
        case .deleteForward(let unit):
            guard selection.isEmpty else { return replace(selection, with: "", as: .deleting) }
            let end =
                switch unit {
                case .character: nextBoundary(selection.upperBound)
                case .word: nextWordBoundary(selection.upperBound)
                case .line: length
                }
            if end > selection.upperBound { replace(selection.upperBound..<end, with: "", as: .deleting) }
        case .move(let direction, let unit, let extending):
            // The moving end: the one away from the anchor while extending, else the caret.
            let focus = selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
            let from: Int
            if extending || selection.isEmpty || unit != .character {
                from = extending ? focus : (direction == .backward ? selection.lowerBound : selection.upperBound)
            } else {
                // An arrow collapses a selection to its end, as UIKit's does.
                let edge = direction == .backward ? selection.lowerBound : selection.upperBound
                setSelection(edge..<edge, anchor: edge)
                return
            }
            let target =
                switch (direction, unit) {
                case (.backward, .character): previousBoundary(from)
                case (.forward, .character): nextBoundary(from)
                case (.backward, .word): previousWordBoundary(from)
                case (.forward, .word): nextWordBoundary(from)
                case (.backward, .line): 0
                case (.forward, .line): length
                }
            if extending {
                setSelection(min(anchor, target)..<max(anchor, target), anchor: anchor)
            } else {
                setSelection(target..<target, anchor: target)
            }
        case .returnKey:
            let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
            sendActions(for: .editingDidEndOnExit)
            // UIKit ends editing on Return when something listens for editingDidEndOnExit.
            if shouldReturn, allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
        case .tab(let backward):
            moveFocus(backward: backward)
        }
    }

    /// Tab / Shift+Tab: keyboard focus moves to the next (previous) focusable view of the window, wrapping around
    /// (``UIFocusSystem``): another text field then begins editing, any other control ends editing here.
    private func moveFocus(backward: Bool) {
        window?.focusSystem.moveFocus(from: self, backward: backward)
    }

    var selectedText: String {
        let start = String.Index(utf16Offset: selection.lowerBound, in: storage)
        let end = String.Index(utf16Offset: selection.upperBound, in: storage)
        return String(storage[start..<end])
    }
}
