import Foundation

// UITextField's undo and redo: the standard `undo:` and `redo:` actions (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y) over the
// field's `TextEditHistory`.

extension UITextField {
    var editState: TextEditHistory.State { TextEditHistory.State(text: storage, selection: selection) }

    /// Takes back the last edit (a typing or deleting run, a cut, a paste or a clear), restoring the text and the
    /// selection it replaced. Sends `editingChanged`. The delegate is not asked: the text returns to a state it
    /// already allowed.
    public func undo(_ sender: Any?) {
        guard isEditing, let state = history.undo() else { return }
        restore(state)
    }

    /// Does again the last edit taken back.
    public func redo(_ sender: Any?) {
        guard isEditing, let state = history.redo() else { return }
        restore(state)
    }

    private func restore(_ state: TextEditHistory.State) {
        markedText = nil
        storage = state.text
        let limit = storage.utf16.count
        selection = min(state.selection.lowerBound, limit)..<min(state.selection.upperBound, limit)
        anchor = selection.lowerBound
        editingDidChangeText()
    }
}
