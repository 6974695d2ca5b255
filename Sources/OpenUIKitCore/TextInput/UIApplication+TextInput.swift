import Foundation

extension UIApplication {
    /// Hands an input method's composition or commit (``RawInput/TextInputSample``) to `window`'s first responder:
    /// compositions to a ``UITextField`` (the responder with marked text), commits to any ``UIKeyInput``. With no
    /// responder that takes text (focus moved on while the input method worked) the sample is dropped, as UIKit's
    /// text system has nowhere to put it either; a diagnostic says so at debug level.
    func deliverTextInput(_ sample: RawInput.TextInputSample, in window: UIWindow) {
        let responder = window.firstResponder
        switch sample {
        case .setMarkedText(let text, let caret):
            guard let field = responder as? UITextField else { return dropTextInput(sample) }
            let length = text.utf16.count
            field.setMarkedText(text, selectedRange: NSRange(location: min(max(caret, 0), length), length: 0))
        case .unmarkText:
            guard let field = responder as? UITextField else { return dropTextInput(sample) }
            field.unmarkText()
        case .insertText(let text):
            guard let input = responder as? UIKeyInput else { return dropTextInput(sample) }
            input.insertText(text)
        }
    }

    private func dropTextInput(_ sample: RawInput.TextInputSample) {
        report(
            .inputMethodWithoutTextResponder, "input method \(sample) with no first responder that takes text; dropped")
    }
}
