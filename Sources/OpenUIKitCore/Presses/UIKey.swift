/// The hardware key behind a ``UIPress``: what it types and where it sits.
///
/// Mirrors `UIKey`. Its values come from the backend, which applies the keyboard layout (on X11 through XKB), so
/// `characters` is what the user's layout types, including the result of a dead key or compose sequence.
@preconcurrency @MainActor
open class UIKey {
    /// What the key types with the modifiers held; empty for a dead key. Keys without text carry UIKit's special
    /// strings (``UIKeyCommand/inputLeftArrow``, ``UIKeyCommand/inputEscape`` …).
    public let characters: String
    /// What the key types ignoring every modifier, Shift and Caps Lock included: lowercase on Latin layouts, as
    /// UIKit's is (Shift+A gives "a"); empty for a modifier key alone.
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    /// The key's position (USB HID usage), independent of the layout.
    public let keyCode: UIKeyboardHIDUsage

    public init(
        characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
        keyCode: UIKeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }

    convenience init(_ sample: RawInput.KeySample) {
        self.init(
            characters: sample.characters, charactersIgnoringModifiers: sample.charactersIgnoringModifiers,
            modifierFlags: sample.modifierFlags, keyCode: sample.keyCode)
    }
}

extension UIKey: CustomStringConvertible {
    /// For logs: `⌃c` / `⇧A` / `UIKeyInputLeftArrow`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { "\(modifierFlags)\(charactersIgnoringModifiers)" }
    }
}
