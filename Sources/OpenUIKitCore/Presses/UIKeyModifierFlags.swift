/// The modifier keys held during a key press.
///
/// Mirrors `UIKeyModifierFlags`, with UIKit's raw values. On a PC keyboard the X11 backend reports Control as
/// ``control``, Alt as ``alternate`` and the Super ("Windows") key as ``command``; ``UIKeyCommand`` lets a command
/// declared with ``command`` also answer Control, so shortcuts written for iPad (⌘C) work as Linux users expect
/// (Ctrl+C). See `Docs/UIKitParity.md`, "Keyboard".
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The modifiers a key command compares (lock and keypad state never decide which command fires).
    static let commandRelevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
}

extension UIKeyModifierFlags: CustomStringConvertible {
    /// Readable, in the order macOS menus print them: "⌃⌥⇧⌘".
    public var description: String {
        var text = ""
        if contains(.alphaShift) { text += "⇪" }
        if contains(.control) { text += "⌃" }
        if contains(.alternate) { text += "⌥" }
        if contains(.shift) { text += "⇧" }
        if contains(.command) { text += "⌘" }
        if contains(.numericPad) { text += "[pad]" }
        return text
    }
}
