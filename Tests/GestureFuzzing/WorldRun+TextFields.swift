import Foundation
import OpenUIKit

// Issue 13: text fields in the generated worlds. A field starts with text and a clear button while editing; taps
// reach it like any view (a press makes it first responder and places the caret or clears it), `editText`
// mutations type, delete, undo, redo, compose, set text and move the focus from inside any callback, and each of its
// delegate calls and editing events is a `textField` callback that may fire them.

/// The one delegate of every text field of a world: each call is a `textField` callback; it answers yes.
@MainActor
final class FuzzTextFieldDelegate: UITextFieldDelegate {
    private func heard(_ what: String, _ field: UITextField) {
        WorldRun.current?.textFieldCallback(what, field)
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        heard("shouldBeginEditing", textField)
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { heard("didBeginEditing", textField) }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        heard("shouldEndEditing", textField)
        return true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { heard("didEndEditing", textField) }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        heard("shouldChangeCharacters", textField)
        return true
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { heard("didChangeSelection", textField) }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        heard("shouldClear", textField)
        return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        heard("shouldReturn", textField)
        return true
    }
}

extension WorldRun {
    func makeTextField(_ spec: ViewSpec) -> UITextField {
        let field = UITextField(frame: spec.frame)
        field.text = "fuzz"
        field.clearButtonMode = .whileEditing
        field.delegate = textFieldDelegate
        for (event, what) in [
            (UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"),
        ] {
            field.addAction(
                UIAction { [weak field] _ in
                    if let field { WorldRun.current?.textFieldCallback(what, field) }
                }, for: event)
        }
        return field
    }

    func textFieldCallback(_ what: String, _ field: UITextField) {
        note("\(name(field)).\(what)")
        callback(.textField, view: field, recognizer: nil)
    }

    func apply(_ edit: TextEdit, to field: UITextField) {
        switch edit {
        case .insert(let text): field.insertText(text)
        case .deleteBackward: field.deleteBackward()
        case .undo: field.undo(nil)
        case .redo: field.redo(nil)
        case .setText(let text): field.text = text
        case .becomeFirstResponder: field.becomeFirstResponder()
        case .resignFirstResponder: field.resignFirstResponder()
        case .compose(let text):
            field.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
        case .clearButtonMode(let mode): field.clearButtonMode = UITextField.ViewMode(rawValue: mode) ?? .never
        case .secure(let secure): field.isSecureTextEntry = secure
        }
    }

    /// After each step: every field's selection lies inside its text, and only the first responder in a window
    /// shows a composition.
    func checkTextFields() {
        for (id, view) in views.sorted(by: { $0.key < $1.key }) {
            guard let field = view as? UITextField else { continue }
            let range = field.selectedRange, length = field.text?.utf16.count ?? 0
            if range.location < 0 || range.length < 0 || range.location + range.length > length {
                report(.textFieldInconsistent, "v\(id) selects \(range) of a text of \(length) UTF-16 units")
            }
            if field.markedText != nil, !field.isFirstResponder || field.window == nil {
                report(
                    .textFieldInconsistent,
                    "v\(id) shows a composition while not first responder in a window (first responder "
                        + "\(field.isFirstResponder), in a window \(field.window != nil))")
            }
        }
    }
}
