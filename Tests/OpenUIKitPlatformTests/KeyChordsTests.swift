import CXKBCommon
import OpenUIKitCore
@_spi(Platform) import OpenUIKitPlatform
import Testing

/// The toolkit's own key chords, by XKB keysym, on no backend.
@Suite struct KeyChordsTests {
    @Test func chordsNeedControlAndAltAndMediaKeysNeedNothing() {
        let both: KeyChords.Modifiers = [.control, .alt]
        let z = UInt32(XKB_KEY_z), shiftedH = UInt32(XKB_KEY_H), play = UInt32(XKB_KEY_XF86AudioPlay)
        #expect(
            KeyChords.payloads(forKeysym: z, modifiers: both) == [
                .motion(.began, .motionShake), .motion(.ended, .motionShake),
            ])
        #expect(KeyChords.payloads(forKeysym: shiftedH, modifiers: both) == [.debug(.toggleHitRegions, location: nil)])
        #expect(
            KeyChords.payloads(forKeysym: UInt32(XKB_KEY_a), modifiers: both) == [
                .debug(.toggleAccessibilityFrames, location: nil)
            ])
        #expect(KeyChords.payloads(forKeysym: UInt32(XKB_KEY_a), modifiers: [.alt]) == [])
        #expect(
            KeyChords.payloads(forKeysym: UInt32(XKB_KEY_l), modifiers: both) == [
                .debug(.toggleLayoutOverlay, location: nil)
            ])
        #expect(KeyChords.payloads(forKeysym: UInt32(XKB_KEY_l), modifiers: [.alt]) == [])
        #expect(KeyChords.payloads(forKeysym: z, modifiers: [.control]) == [])
        #expect(KeyChords.payloads(forKeysym: z, modifiers: []) == [])
        #expect(KeyChords.payloads(forKeysym: play, modifiers: []) == [.remoteControl(.remoteControlTogglePlayPause)])
        #expect(KeyChords.selectsView(both))
        #expect(!KeyChords.selectsView([.alt]))
    }
}
