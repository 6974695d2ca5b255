import CXKBCommon
import Foundation
@_spi(Windowing) @_spi(Accessibility) import OpenUIKitCore

/// The fields of an XInput2 key event the keyboard translation needs, copied out of `XIDeviceEvent` so translation
/// is testable from fixtures with no X server.
public struct XKBKeyEventRecord: Sendable, Equatable {
    public var isPress: Bool
    /// `XIKeyRepeat` was set: the server's auto-repeat, not a new press.
    public var isRepeat: Bool
    public var sourceDevice: Int32
    /// The X keycode (evdev code + 8).
    public var keycode: UInt32
    /// XKB modifier and group state as the server reports it with the event (base, latched, locked).
    public var baseModifiers: UInt32
    public var latchedModifiers: UInt32
    public var lockedModifiers: UInt32
    public var baseGroup: UInt32
    public var latchedGroup: UInt32
    public var lockedGroup: UInt32

    public init(
        isPress: Bool, isRepeat: Bool = false, sourceDevice: Int32 = 0, keycode: UInt32, baseModifiers: UInt32 = 0,
        latchedModifiers: UInt32 = 0, lockedModifiers: UInt32 = 0, baseGroup: UInt32 = 0, latchedGroup: UInt32 = 0,
        lockedGroup: UInt32 = 0
    ) {
        self.isPress = isPress
        self.isRepeat = isRepeat
        self.sourceDevice = sourceDevice
        self.keycode = keycode
        self.baseModifiers = baseModifiers
        self.latchedModifiers = latchedModifiers
        self.lockedModifiers = lockedModifiers
        self.baseGroup = baseGroup
        self.latchedGroup = latchedGroup
        self.lockedGroup = lockedGroup
    }
}

/// Translates X key events into ``RawInput/KeySample``s through XKB (libxkbcommon), as GTK's and Qt's X11 backends do.
///
/// - The keymap is the display server's (a backend fetches it and passes it to ``init(context:keymap:composeLocale:)``;
///   X11's reads it with xkbcommon-x11) or one compiled from XKB names
///   (``init(rules:model:layout:variant:options:composeLocale:)``, for fixtures). The modifier and group state
///   travel with each event, so translation depends on the keymap and the event alone — apart from compose.
/// - Characters come from the current layout and level; dead keys and `Multi_key` sequences go through the
///   locale's compose table: a key that starts or continues a sequence types nothing (its press still goes out,
///   with empty characters), the key that completes it types the composed text, a key that breaks it types nothing.
/// - Keys with no text carry UIKit's special strings (arrows, Escape, Home/End, Page Up/Down, forward delete,
///   F1–F12); key codes become HID usages (``EvdevHIDUsage``).
/// - A release is reported only for a key whose press was (a press another path took — a shake, a media key —
///   has its release dropped too, see ``ignoreRelease(ofKeycode:)``).
public final class XKBKeyTranslator {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    /// Follows each event's modifiers: what the key types.
    private let state: OpaquePointer
    /// The same without Shift, Caps Lock, Control, Alt and Super: `charactersIgnoringModifiers` (lowercase on Latin
    /// layouts, as UIKit's).
    private let plainState: OpaquePointer
    private let composeTable: OpaquePointer?
    private let composeState: OpaquePointer?
    private var keysDown: Set<UInt32> = []

    private let shiftMask: UInt32
    private let lockMask: UInt32
    private let controlMask: UInt32
    private let altMask: UInt32
    private let superMask: UInt32

    /// A keymap compiled from XKB names (`"evdev"`, `"pc105"`, `"de"`, `"nodeadkeys"`…), and the compose table of
    /// `composeLocale` (none when nil or not found). Nil when xkbcommon cannot compile the keymap.
    public convenience init?(
        rules: String = "evdev", model: String = "pc105", layout: String, variant: String = "", options: String = "",
        composeLocale: String? = "en_US.UTF-8"
    ) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        let keymap: OpaquePointer? = rules.withCString { rules in
            model.withCString { model in
                layout.withCString { layout in
                    variant.withCString { variant in
                        options.withCString { options in
                            var names = xkb_rule_names(
                                rules: rules, model: model, layout: layout, variant: variant, options: options)
                            return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let keymap else {
            xkb_context_unref(context)
            return nil
        }
        self.init(context: context, keymap: keymap, composeLocale: composeLocale)
    }

    /// A translator over `keymap` (an `xkb_keymap *`, compiled in `context`, an `xkb_context *`), which it then owns
    /// and frees, and the compose table of `composeLocale` (en_US.UTF-8's when that one is not found; none when nil).
    /// For backends that fetch the keymap from their server (X11's over xkbcommon-x11, Wayland's from the
    /// compositor's keymap file descriptor).
    @_spi(Platform) public init(context: OpaquePointer, keymap: OpaquePointer, composeLocale: String?) {
        self.context = context
        self.keymap = keymap
        state = xkb_state_new(keymap)
        plainState = xkb_state_new(keymap)
        var table: OpaquePointer?
        if let composeLocale {
            table = xkb_compose_table_new_from_locale(context, composeLocale, XKB_COMPOSE_COMPILE_NO_FLAGS)
            if table == nil, composeLocale != "en_US.UTF-8" {
                table = xkb_compose_table_new_from_locale(context, "en_US.UTF-8", XKB_COMPOSE_COMPILE_NO_FLAGS)
            }
        }
        composeTable = table
        composeState = table.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
        func mask(_ name: String) -> UInt32 {
            let index = xkb_keymap_mod_get_index(keymap, name)
            return index == XKB_MOD_INVALID ? 0 : 1 << index
        }
        shiftMask = mask(XKB_MOD_NAME_SHIFT)
        lockMask = mask(XKB_MOD_NAME_CAPS)
        controlMask = mask(XKB_MOD_NAME_CTRL)
        altMask = mask(XKB_MOD_NAME_ALT)
        superMask = mask(XKB_MOD_NAME_LOGO)
    }

    deinit {
        if let composeState { xkb_compose_state_unref(composeState) }
        if let composeTable { xkb_compose_table_unref(composeTable) }
        xkb_state_unref(plainState)
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    @_spi(Platform) public static var processLocale: String {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = ProcessEnvironment.value(of: name), !value.isEmpty, value != "C", value != "POSIX" {
                return value
            }
        }
        return "en_US.UTF-8"
    }

    /// A press another path took (the shake chord, a media key): its release must not become a press's end.
    public func ignoreRelease(ofKeycode keycode: UInt32) {
        keysDown.remove(keycode)
    }

    /// The keysym the key types at its event's level (for the shake and media-key checks).
    public func keysym(for record: XKBKeyEventRecord) -> UInt32 {
        update(state, record, dropping: 0)
        return xkb_state_key_get_one_sym(state, record.keycode)
    }

    /// The key sample for `record`, or nil for a release whose press was not reported.
    public func sample(for record: XKBKeyEventRecord) -> RawInput.KeySample? {
        let usage = EvdevHIDUsage.usage(forXKeycode: record.keycode)
        guard record.isPress else {
            guard keysDown.remove(record.keycode) != nil else { return nil }
            return RawInput.KeySample(
                device: Int(record.sourceDevice), phase: .up, keyCode: usage,
                characters: characters(record, composing: false),
                charactersIgnoringModifiers: plainCharacters(record), modifierFlags: flags(record, usage: usage))
        }
        let isRepeat = record.isRepeat && keysDown.contains(record.keycode)
        keysDown.insert(record.keycode)
        // X reports the modifiers as they were before the event; a modifier key's own press carries its flag, as
        // UIKit's does.
        var modifierFlags = flags(record, usage: usage)
        switch usage {
        case .keyboardLeftShift, .keyboardRightShift: modifierFlags.insert(.shift)
        case .keyboardLeftControl, .keyboardRightControl: modifierFlags.insert(.control)
        case .keyboardLeftAlt, .keyboardRightAlt: modifierFlags.insert(.alternate)
        case .keyboardLeftGUI, .keyboardRightGUI: modifierFlags.insert(.command)
        default: break
        }
        return RawInput.KeySample(
            device: Int(record.sourceDevice), phase: isRepeat ? .repeated : .down, keyCode: usage,
            characters: characters(record, composing: !isRepeat),
            charactersIgnoringModifiers: plainCharacters(record), modifierFlags: modifierFlags)
    }

    // MARK: - Pieces

    private func update(_ target: OpaquePointer, _ record: XKBKeyEventRecord, dropping dropped: UInt32) {
        _ = xkb_state_update_mask(
            target, record.baseModifiers & ~dropped, record.latchedModifiers & ~dropped,
            record.lockedModifiers & ~dropped, record.baseGroup, record.latchedGroup, record.lockedGroup)
    }

    private func characters(_ record: XKBKeyEventRecord, composing: Bool) -> String {
        update(state, record, dropping: 0)
        let keysym = xkb_state_key_get_one_sym(state, record.keycode)
        if let special = Self.specialInput(for: keysym) { return special }
        if composing, let composeState {
            switch xkb_compose_state_feed(composeState, keysym) {
            case XKB_COMPOSE_FEED_ACCEPTED:
                switch xkb_compose_state_get_status(composeState) {
                case XKB_COMPOSE_COMPOSING:
                    return ""
                case XKB_COMPOSE_COMPOSED:
                    let text = Self.utf8 { xkb_compose_state_get_utf8(composeState, $0, $1) }
                    xkb_compose_state_reset(composeState)
                    return text
                case XKB_COMPOSE_CANCELLED:
                    xkb_compose_state_reset(composeState)
                    return ""
                default:
                    break
                }
            default:
                break  // modifiers are ignored by compose
            }
        }
        return Self.utf8 { xkb_state_key_get_utf8(state, record.keycode, $0, $1) }
    }

    private func plainCharacters(_ record: XKBKeyEventRecord) -> String {
        update(plainState, record, dropping: shiftMask | lockMask | controlMask | altMask | superMask)
        let keysym = xkb_state_key_get_one_sym(plainState, record.keycode)
        if let special = Self.specialInput(for: keysym) { return special }
        return Self.utf8 { xkb_keysym_to_utf8(keysym, $0, $1) }
    }

    private func flags(_ record: XKBKeyEventRecord, usage: UIKeyboardHIDUsage) -> UIKeyModifierFlags {
        let effective = record.baseModifiers | record.latchedModifiers | record.lockedModifiers
        var flags: UIKeyModifierFlags = []
        if effective & shiftMask != 0 { flags.insert(.shift) }
        if effective & lockMask != 0 { flags.insert(.alphaShift) }
        if effective & controlMask != 0 { flags.insert(.control) }
        if effective & altMask != 0 { flags.insert(.alternate) }
        if effective & superMask != 0 { flags.insert(.command) }
        if (83...99).contains(usage.rawValue) || usage == .keypadEqualSign || usage == .keypadComma {
            flags.insert(.numericPad)
        }
        return flags
    }

    /// Reads a string from one of xkbcommon's `(buffer, size) -> length` functions. A dead key's keysym has no
    /// text, so its `charactersIgnoringModifiers` is empty too.
    private static func utf8(_ read: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = buffer.withUnsafeMutableBufferPointer { read($0.baseAddress!, $0.count) }
        guard length > 0 else { return "" }
        if Int(length) >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(length) + 1)
            _ = buffer.withUnsafeMutableBufferPointer { read($0.baseAddress!, $0.count) }
        }
        // `xkb_keysym_to_utf8` counts the terminating NUL, the others do not.
        let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// UIKit's strings for keys that type no text (and the plain controls it uses for Return, Tab, Backspace).
    static func specialInput(for keysym: UInt32) -> String? {
        switch Int32(bitPattern: keysym) {
        case XKB_KEY_Up, XKB_KEY_KP_Up: UIKeyCommand.inputUpArrow
        case XKB_KEY_Down, XKB_KEY_KP_Down: UIKeyCommand.inputDownArrow
        case XKB_KEY_Left, XKB_KEY_KP_Left: UIKeyCommand.inputLeftArrow
        case XKB_KEY_Right, XKB_KEY_KP_Right: UIKeyCommand.inputRightArrow
        case XKB_KEY_Escape: UIKeyCommand.inputEscape
        case XKB_KEY_Home, XKB_KEY_KP_Home: UIKeyCommand.inputHome
        case XKB_KEY_End, XKB_KEY_KP_End: UIKeyCommand.inputEnd
        case XKB_KEY_Page_Up, XKB_KEY_KP_Page_Up: UIKeyCommand.inputPageUp
        case XKB_KEY_Page_Down, XKB_KEY_KP_Page_Down: UIKeyCommand.inputPageDown
        case XKB_KEY_Delete, XKB_KEY_KP_Delete: UIKeyCommand.inputDelete
        case XKB_KEY_Return, XKB_KEY_KP_Enter: "\r"
        case XKB_KEY_Tab, XKB_KEY_ISO_Left_Tab: "\t"
        case XKB_KEY_BackSpace: "\u{8}"
        case XKB_KEY_F1...XKB_KEY_F12: "UIKeyInputF\(Int32(bitPattern: keysym) - XKB_KEY_F1 + 1)"
        default: nil
        }
    }
}
