/// What a responder that takes typed text offers the keyboard.
///
/// Mirrors `UIKeyInput`. ``UITextField`` adopts it; the X11 input-method path commits text through
/// ``insertText(_:)``.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
