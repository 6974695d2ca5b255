/// A keyboard shortcut: a key with modifiers that sends an action.
///
/// Mirrors `UIKeyCommand` (on iOS a `UICommand` subclass; OpenUIKit has no menus, so it stands alone). A responder
/// lists its commands in ``UIResponder/keyCommands``. When a key goes down the application walks the responder
/// chain from the key window's first responder and takes the first command whose input and modifiers match and
/// whose action some responder can perform; the action then travels the chain from the first responder as a
/// nil-targeted action does (``UIApplication/sendAction(_:to:from:for:)``, with the command as sender), and the press
/// is not delivered to `pressesBegan`. While the key stays down the command fires again at each auto-repeat.
///
/// Matching: letters match case-insensitively (Shift is decided by ``modifierFlags``); Caps Lock and the keypad
/// flag are ignored. A command declared with ``UIKeyModifierFlags/command`` and not ``UIKeyModifierFlags/control``
/// also fires for Control (OpenUIKit extension: ⌘ shortcuts written for iPad answer Ctrl on a PC keyboard).
@preconcurrency @MainActor
open class UIKeyCommand {
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    public nonisolated static let inputHome = "UIKeyInputHome"
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// The forward-delete key (Backspace types `"\u{8}"`).
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    public nonisolated static let inputF1 = "UIKeyInputF1"
    public nonisolated static let inputF2 = "UIKeyInputF2"
    public nonisolated static let inputF3 = "UIKeyInputF3"
    public nonisolated static let inputF4 = "UIKeyInputF4"
    public nonisolated static let inputF5 = "UIKeyInputF5"
    public nonisolated static let inputF6 = "UIKeyInputF6"
    public nonisolated static let inputF7 = "UIKeyInputF7"
    public nonisolated static let inputF8 = "UIKeyInputF8"
    public nonisolated static let inputF9 = "UIKeyInputF9"
    public nonisolated static let inputF10 = "UIKeyInputF10"
    public nonisolated static let inputF11 = "UIKeyInputF11"
    public nonisolated static let inputF12 = "UIKeyInputF12"

    open var title: String
    open var image: UIImage?
    open var action: Selector?
    open private(set) var input: String?
    open private(set) var modifierFlags: UIKeyModifierFlags
    open var propertyList: Any?
    /// The name a shortcut overlay would show; OpenUIKit shows none, but keeps it for apps that list commands.
    open var discoverabilityTitle: String?
    /// Whether the command wins over what the first responder would do with the key itself (a text field's arrows,
    /// Backspace, Return, Tab and typed characters). False by default, as in UIKit: a text field keeps its keys.
    open var wantsPriorityOverSystemBehavior = false

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.title = ""
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
    }

    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.title = title
        self.image = image
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// Whether `key` going down triggers this command.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        guard
            input == key.charactersIgnoringModifiers
                || input.lowercased() == key.charactersIgnoringModifiers.lowercased()
        else { return false }
        let pressed = key.modifierFlags.intersection(.commandRelevant)
        let wanted = modifierFlags.intersection(.commandRelevant)
        if pressed == wanted { return true }
        if wanted.contains(.command), !wanted.contains(.control), pressed.contains(.control),
            !pressed.contains(.command)
        {
            return pressed.subtracting(.control).union(.command) == wanted
        }
        return false
    }

    /// The shortcuts of UIKit's standard edit actions, found after every responder's own commands and routed like
    /// them, so whichever responder says yes in `canPerformAction(_:withSender:)` performs them.
    static let standardEditCommands: [UIKeyCommand] = [
        UIKeyCommand(input: "c", modifierFlags: .command, action: "copy:"),
        UIKeyCommand(input: "x", modifierFlags: .command, action: "cut:"),
        UIKeyCommand(input: "v", modifierFlags: .command, action: "paste:"),
        UIKeyCommand(input: "a", modifierFlags: .command, action: "selectAll:"),
        UIKeyCommand(input: "z", modifierFlags: .command, action: "undo:"),
        UIKeyCommand(input: "z", modifierFlags: [.command, .shift], action: "redo:"),
        UIKeyCommand(input: "y", modifierFlags: .command, action: "redo:"),
    ]
}

extension UIKeyCommand: CustomStringConvertible {
    public nonisolated var description: String {
        MainActor.assumeIsolated { "\(modifierFlags)\(input ?? "") → \(action?.name ?? "nil")" }
    }
}
