import Foundation

// UITextField's clear button: a grey circled × at the trailing end, shown by `clearButtonMode` while the field has
// text. A tap on it (a press that lifts inside it) makes the field first responder if it is not, asks the delegate's
// `textFieldShouldClear`, then empties the text: one undo step, `editingChanged` sent, and the delegate's
// `shouldChangeCharactersIn` not asked (as in UIKit, where clearing has its own question).

extension UITextField {
    /// Whether the clear button is shown now: the mode allows it in the current editing state and there is text.
    public var showsClearButton: Bool {
        guard !storage.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// The clear button with a margin around it, so a press near it counts (it is small for a pointer and a finger).
    var clearButtonHitRect: CGRect { clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6) }

    func clearFromButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        let removed = storage, selectionBefore = selection
        markedText = nil
        storage = ""
        selection = 0..<0
        anchor = 0
        history.record(
            .other,
            .init(location: 0, removed: removed, inserted: "", selectionBefore: selectionBefore, selectionAfter: 0..<0))
        editingDidChangeText()
    }

    func drawClearButton() {
        guard showsClearButton, let context = UIGraphicsGetCurrentContext() else { return }
        let rect = clearButtonRect(forBounds: bounds)
        context.setFillColor(UIColor(white: 0.7, alpha: 1).cgColor)
        context.fillEllipse(in: rect)
        let cross = UIBezierPath()
        let inset = rect.insetBy(dx: 6, dy: 6)
        cross.move(to: CGPoint(x: inset.minX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        cross.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }
}
