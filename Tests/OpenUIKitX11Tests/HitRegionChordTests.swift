import CX11
import Testing
import OpenUIKitCore
@testable import OpenUIKitX11

@Suite struct HitRegionChordTests {
    /// Ctrl+Alt+H toggles the hit-region overlay, as Ctrl+Alt+Z shakes; H alone or with Ctrl only does nothing.
    @Test func controlAltHTogglesTheHitRegionOverlay() {
        func key(_ keysym: Int32, _ modifiers: UInt32 = 0) -> [RawInput.Payload] {
            XI2EventTranslation.payloads(
                for: XI2EventRecord(
                    type: XI_KeyPress, sourceDevice: 5, detail: 43, modifiers: modifiers, keysym: UInt(keysym)))
        }
        let chord = UInt32(ControlMask) | UInt32(Mod1Mask)
        #expect(key(XK_h, chord) == [.debug(.toggleHitRegions, location: nil)])
        #expect(key(XK_H, chord | UInt32(ShiftMask)) == [.debug(.toggleHitRegions, location: nil)])
        #expect(key(XK_h, UInt32(ControlMask)).isEmpty)
        #expect(key(XK_h).isEmpty)
        // Ctrl+Alt+L: the overlay's layout mode.
        #expect(key(XK_l, chord) == [.debug(.toggleLayoutOverlay, location: nil)])
        #expect(key(XK_l, UInt32(ControlMask)).isEmpty)
    }
}
