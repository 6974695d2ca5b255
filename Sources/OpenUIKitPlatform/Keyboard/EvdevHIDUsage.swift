import OpenUIKitCore

/// Maps a Linux evdev key code (the X keycode minus 8 under the evdev rules every current X server uses) to the
/// USB HID usage UIKit reports as `UIKey.keyCode`. The kernel translates USB keyboards the other way (`hid-input.c`),
/// so this is that table inverted, for the keys a PC or laptop keyboard has; anything else is
/// `keyboardErrorUndefined`.
enum EvdevHIDUsage {
    static func usage(forXKeycode keycode: UInt32) -> UIKeyboardHIDUsage {
        guard keycode >= 8 else { return .keyboardErrorUndefined }
        let evdev = Int(keycode - 8)
        if evdev < table.count, table[evdev] != 0 { return UIKeyboardHIDUsage(rawValue: table[evdev]) }
        switch evdev {
        case 183...194: return UIKeyboardHIDUsage(rawValue: 104 + evdev - 183)  // F13–F24
        default: return .keyboardErrorUndefined
        }
    }

    /// Indexed by evdev code, 0 for none (`linux/input-event-codes.h` order).
    private static let table: [Int] = [
        0, 41, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 45, 46, 42, 43,  // 0–15: Esc, 1–0, - =, Backspace, Tab
        20, 26, 8, 21, 23, 28, 24, 12, 18, 19, 47, 48, 40, 224, 4, 22,  // 16–31: Q–P, [ ], Return, LCtrl, A, S
        7, 9, 10, 11, 13, 14, 15, 51, 52, 53, 225, 49, 29, 27, 6, 25,  // 32–47: D–L, ; ' `, LShift, \, Z–V
        5, 17, 16, 54, 55, 56, 229, 85, 226, 44, 57, 58, 59, 60, 61, 62,  // 48–63: B N M , . /, RShift, KP*, LAlt…F5
        63, 64, 65, 66, 67, 83, 71, 95, 96, 97, 86, 92, 93, 94, 87, 89,  // 64–79: F6–F10, NumLock, ScrollLock, KP
        // 80–95: KP, Zenkaku, 102nd, F11, F12, JP
        90, 91, 98, 99, 0, 148, 100, 68, 69, 135, 146, 147, 138, 136, 139, 140,
        // 96–111: KPEnter, RCtrl, KP/, SysRq, RAlt, nav
        88, 228, 84, 70, 230, 0, 74, 82, 75, 80, 79, 77, 81, 78, 73, 76,
        // 112–127: Mute, Vol, Power, KP=, Pause, KPComma, Hangul, Hanja, Yen, Meta, Compose
        0, 127, 129, 128, 102, 103, 0, 72, 0, 133, 144, 145, 137, 227, 231, 101,
    ]
}
