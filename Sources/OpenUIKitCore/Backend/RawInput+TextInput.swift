import Foundation

extension RawInput {
    /// What an input method did to the text being typed: the composition (preedit) it shows at the caret, and the
    /// text it commits. Chinese, Japanese and Korean users type through one (on X11, over XIM: IBus, fcitx).
    ///
    /// Delivered to the window's first responder, as UIKit's text system drives `UITextInput`: a composition to
    /// `setMarkedText(_:selectedRange:)` / `unmarkText()` (``UITextField`` has both), a commit to
    /// ``UIKeyInput/insertText(_:)``. Not a press: the keys that made it were the input method's.
    public enum TextInputSample: Sendable, Equatable, Codable {
        /// The composition is now `text`, with the input method's caret `caret` UTF-16 units into it; empty text
        /// means no composition.
        case setMarkedText(String, caret: Int)
        /// The composition ended without being inserted (or after its text was committed).
        case unmarkText
        /// Text to insert at the caret, replacing the composition.
        case insertText(String)
    }
}
