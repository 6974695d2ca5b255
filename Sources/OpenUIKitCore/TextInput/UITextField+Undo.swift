import Foundation

// UITextField's undo and redo: the standard `undo:` and `redo:` actions (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y) over the
// field's `TextEditHistory`.

extension UITextField {
    /// Takes back the last edit (a typing or deleting run, a cut, a paste or a clear), restoring the text and the
    /// selection it replaced. Sends `editingChanged`. The delegate is not asked: the text returns to a state it
    /// already allowed.
    public func undo(_ sender: Any?) {
        guard isEditing, let change = history.undo() else { return }
        apply(change)
    }

    /// Does again the last edit taken back.
    public func redo(_ sender: Any?) {
        guard isEditing, let change = history.redo() else { return }
        apply(change)
    }

    private func apply(_ change: TextEditHistory.Change) {
        markedText = nil
        // The history only ever sees this field's own edits (text set in code empties it), so the range fits;
        // clamped all the same, as every offset into the storage is.
        let limit = storage.utf16.count
        let lower = min(change.range.lowerBound, limit), upper = min(max(change.range.upperBound, lower), limit)
        storage.replaceSubrange(
            String.Index(utf16Offset: lower, in: storage)..<String.Index(utf16Offset: upper, in: storage),
            with: change.replacement)
        let length = storage.utf16.count
        selection = min(change.selection.lowerBound, length)..<min(change.selection.upperBound, length)
        anchor = selection.lowerBound
        editingDidChangeText()
    }
}
