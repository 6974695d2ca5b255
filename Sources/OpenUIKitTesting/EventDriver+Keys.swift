import Foundation
import OpenUIKitCore

extension EventDriver {
    /// The device number the driver's keyboard uses.
    public static let keyboardDevice = 3

    /// A key goes down in the key window (or `window`). `characters` is what the layout types with `modifiers`
    /// held; `charactersIgnoringModifiers` defaults to it.
    public func keyDown(
        _ keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
        modifiers: UIKeyModifierFlags = [], in window: UIWindow? = nil
    ) throws {
        guard !keysDown.contains(keyCode) else { throw EventDriverError.keyAlreadyDown(keyCode.rawValue) }
        let sample = RawInput.KeySample(
            device: Self.keyboardDevice, phase: .down, keyCode: keyCode, characters: characters,
            charactersIgnoringModifiers: charactersIgnoringModifiers, modifierFlags: modifiers)
        try sendKey(sample, in: window)
        keysDown.append(keyCode)
        keySamples[keyCode] = sample
    }

    /// The system's auto-repeat fires for a key that is down.
    public func keyRepeat(_ keyCode: UIKeyboardHIDUsage, in window: UIWindow? = nil) throws {
        guard var sample = keySamples[keyCode], keysDown.contains(keyCode) else {
            throw EventDriverError.keyNotDown(keyCode.rawValue)
        }
        sample.phase = .repeated
        try sendKey(sample, in: window)
    }

    /// A key that is down comes up.
    public func keyUp(_ keyCode: UIKeyboardHIDUsage, in window: UIWindow? = nil) throws {
        guard var sample = keySamples[keyCode], let index = keysDown.firstIndex(of: keyCode) else {
            throw EventDriverError.keyNotDown(keyCode.rawValue)
        }
        sample.phase = .up
        try sendKey(sample, in: window)
        keysDown.remove(at: index)
        keySamples[keyCode] = nil
    }

    /// A key goes down and comes up.
    public func press(
        _ keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
        modifiers: UIKeyModifierFlags = [], in window: UIWindow? = nil
    ) throws {
        try keyDown(
            keyCode, characters: characters, charactersIgnoringModifiers: charactersIgnoringModifiers,
            modifiers: modifiers, in: window)
        try keyUp(keyCode, in: window)
    }

    /// Types `text` one character at a time, each a press of the key a US layout types it with (Shift held for
    /// capitals and shifted symbols); characters no US key types are sent on ``UIKeyboardHIDUsage/keyboardErrorUndefined``
    /// with their text, as an input method's commit would arrive.
    public func type(_ text: String, in window: UIWindow? = nil) throws {
        for character in text {
            let (usage, shifted) = USLayout.key(for: character)
            try press(
                usage, characters: String(character), modifiers: shifted ? .shift : [], in: window)
        }
    }

    private func sendKey(_ sample: RawInput.KeySample, in window: UIWindow?) throws {
        guard let window = window ?? application.keyWindow ?? defaultWindow else { throw EventDriverError.noWindow }
        backend.send(RawInput(window: window.identifier, timestamp: clock.now, payload: .key(sample)))
    }
}

/// Which key of a US keyboard types a character (for ``EventDriver/type(_:in:)``).
enum USLayout {
    private static let unshifted: [Character: UIKeyboardHIDUsage] = {
        var table: [Character: UIKeyboardHIDUsage] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            table[letter] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + offset)
        }
        for (offset, digit) in "1234567890".enumerated() {
            table[digit] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + offset)
        }
        let others: [(Character, UIKeyboardHIDUsage)] = [
            (" ", .keyboardSpacebar), ("-", .keyboardHyphen), ("=", .keyboardEqualSign), ("[", .keyboardOpenBracket),
            ("]", .keyboardCloseBracket), ("\\", .keyboardBackslash), (";", .keyboardSemicolon), ("'", .keyboardQuote),
            ("`", .keyboardGraveAccentAndTilde), (",", .keyboardComma), (".", .keyboardPeriod), ("/", .keyboardSlash),
            ("\r", .keyboardReturnOrEnter), ("\t", .keyboardTab),
        ]
        for (character, usage) in others { table[character] = usage }
        return table
    }()
    private static let shiftedSymbols: [Character: Character] = [
        "!": "1", "@": "2", "#": "3", "$": "4", "%": "5", "^": "6", "&": "7", "*": "8", "(": "9", ")": "0",
        "_": "-", "+": "=", "{": "[", "}": "]", "|": "\\", ":": ";", "\"": "'", "~": "`", "<": ",", ">": ".", "?": "/",
    ]

    static func key(for character: Character) -> (UIKeyboardHIDUsage, shifted: Bool) {
        if let usage = unshifted[character] { return (usage, false) }
        if character.isUppercase, let usage = unshifted[Character(character.lowercased())] { return (usage, true) }
        if let base = shiftedSymbols[character], let usage = unshifted[base] { return (usage, true) }
        return (.keyboardErrorUndefined, false)
    }
}
