import Foundation
import OpenUIKitCore
import OpenUIKitPlatform
import Testing

/// Key translation from recorded XInput2 key events (keycode and modifier state, as the server reports them) through
/// keymaps compiled from XKB names: no X server.
@Suite struct XKBKeyTranslatorTests {
    // X keycodes (evdev + 8) and core modifier bits.
    static let a: UInt32 = 38, c: UInt32 = 54, e: UInt32 = 26, o: UInt32 = 32, y: UInt32 = 29, q: UInt32 = 24
    static let left: UInt32 = 113, returnKey: UInt32 = 36, escape: UInt32 = 9, rightAlt: UInt32 = 108
    static let acuteKey: UInt32 = 21  // the key right of 0/ß: dead acute on a German layout
    static let shift: UInt32 = 1, control: UInt32 = 4

    /// `"down a ⇧ [a] @4"`: phase, characters, modifiers, characters ignoring modifiers, HID usage.
    private func line(_ sample: RawInput.KeySample?) -> String {
        guard let sample else { return "nothing" }
        let escape = { (text: String) in
            text.unicodeScalars.map { $0.value < 32 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        }
        return
            "\(sample.phase.rawValue) \(escape(sample.characters)) \(sample.modifierFlags) [\(escape(sample.charactersIgnoringModifiers))] @\(sample.keyCode.rawValue)"
    }

    private func press(
        _ translator: XKBKeyTranslator, _ keycode: UInt32, mods: UInt32 = 0, group: UInt32 = 0
    ) -> [String] {
        [
            line(
                translator.sample(for: .init(isPress: true, keycode: keycode, baseModifiers: mods, lockedGroup: group))),
            line(
                translator.sample(for: .init(isPress: false, keycode: keycode, baseModifiers: mods, lockedGroup: group))
            ),
        ]
    }

    @Test func usLettersShiftControlAndSpecialKeys() throws {
        let us = try #require(XKBKeyTranslator(layout: "us"))
        var log: [String] = []
        log += press(us, Self.a)
        log += press(us, Self.a, mods: Self.shift)
        log += press(us, Self.c, mods: Self.control)
        log += press(us, Self.left)
        log += press(us, Self.returnKey)
        log += press(us, Self.escape)
        #expect(
            log == [
                "down a  [a] @4", "up a  [a] @4",
                "down A ⇧ [a] @4", "up A ⇧ [a] @4",
                "down \\u{3} ⌃ [c] @6", "up \\u{3} ⌃ [c] @6",
                "down UIKeyInputLeftArrow  [UIKeyInputLeftArrow] @80",
                "up UIKeyInputLeftArrow  [UIKeyInputLeftArrow] @80",
                "down \\u{d}  [\\u{d}] @40", "up \\u{d}  [\\u{d}] @40",
                "down UIKeyInputEscape  [UIKeyInputEscape] @41", "up UIKeyInputEscape  [UIKeyInputEscape] @41",
            ])
    }

    @Test func aSecondLayoutTypesItsOwnCharactersOnTheSameKeyCodes() throws {
        // us,de: group 1 is German, where the key at the US Y position types z.
        let both = try #require(XKBKeyTranslator(layout: "us,de"))
        var log: [String] = []
        log += press(both, Self.y)
        log += press(both, Self.y, group: 1)
        log += press(both, Self.q, group: 1)
        #expect(
            log == [
                "down y  [y] @28", "up y  [y] @28",
                "down z  [z] @28", "up z  [z] @28",
                "down q  [q] @20", "up q  [q] @20",
            ])
    }

    @Test func aDeadKeyTypesNothingAndTheNextKeyTypesTheComposedLetter() throws {
        let de = try #require(XKBKeyTranslator(layout: "de"))
        var log: [String] = []
        log += press(de, Self.acuteKey)
        log += press(de, Self.e)
        log += press(de, Self.e)
        #expect(
            log == [
                "down   [] @46", "up   [] @46",
                "down é  [e] @8", "up e  [e] @8",
                "down e  [e] @8", "up e  [e] @8",
            ])
    }

    @Test func aComposeSequenceTypesItsResultOnTheLastKey() throws {
        let us = try #require(XKBKeyTranslator(layout: "us", options: "compose:ralt"))
        var log: [String] = []
        log += press(us, Self.rightAlt)
        log += press(us, Self.o)
        log += press(us, Self.c)
        #expect(log[2] == "down   [o] @18")
        #expect(log[4] == "down ©  [c] @6")
        #expect(log.count == 6)
    }

    @Test func repeatsAndStrayReleases() throws {
        let us = try #require(XKBKeyTranslator(layout: "us"))
        var log: [String] = []
        log.append(line(us.sample(for: .init(isPress: false, keycode: Self.a))))
        log.append(line(us.sample(for: .init(isPress: true, keycode: Self.a))))
        log.append(line(us.sample(for: .init(isPress: true, isRepeat: true, keycode: Self.a))))
        log.append(line(us.sample(for: .init(isPress: false, keycode: Self.a))))
        log.append(line(us.sample(for: .init(isPress: true, keycode: Self.c))))
        us.ignoreRelease(ofKeycode: Self.c)
        log.append(line(us.sample(for: .init(isPress: false, keycode: Self.c))))
        #expect(
            log == ["nothing", "down a  [a] @4", "repeated a  [a] @4", "up a  [a] @4", "down c  [c] @6", "nothing"])
    }

    @Test func aKeymapThatDoesNotCompileIsNil() {
        #expect(XKBKeyTranslator(layout: "no-such-layout-xyz") == nil)
    }
}
