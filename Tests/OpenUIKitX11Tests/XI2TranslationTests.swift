import CX11
import Foundation
import Testing
@testable import OpenUIKitX11
import OpenUIKit

/// The XI2 → RawInput translation on recorded events, with no X server. The fixtures are the events a real
/// client saw on Xorg + inputtest (touch) and on Xvfb + XTEST (pointer and keys).
@Suite struct XI2TranslationTests {
    @Test func touchesKeepTheServerIdOnTheSourceDevice() {
        let begin = XI2EventRecord(
            type: XI_TouchBegin, sourceDevice: 6, detail: 1, flags: Int32(XITouchEmulatingPointer),
            x: 300, y: 300)
        let update = XI2EventRecord(type: XI_TouchUpdate, sourceDevice: 6, detail: 2, x: 480, y: 300)
        let end = XI2EventRecord(type: XI_TouchEnd, sourceDevice: 6, detail: 2, x: 440, y: 300)
        #expect(
            XI2EventTranslation.payloads(for: begin) == [
                .touches([
                    .init(
                        identifier: .init(device: 6, number: 1), phase: .began, location: CGPoint(x: 300, y: 300),
                        type: .direct)
                ])
            ])
        #expect(
            XI2EventTranslation.payloads(for: update) == [
                .touches([
                    .init(
                        identifier: .init(device: 6, number: 2), phase: .moved, location: CGPoint(x: 480, y: 300))
                ])
            ])
        #expect(
            XI2EventTranslation.payloads(for: end, scale: 2) == [
                .touches([
                    .init(
                        identifier: .init(device: 6, number: 2), phase: .ended, location: CGPoint(x: 220, y: 150))
                ])
            ])
    }

    @Test func pointerEventsEmulatedFromATouchAreDropped() {
        let emulated = Int32(XIPointerEmulated)
        for type in [XI_ButtonPress, XI_ButtonRelease, XI_Motion] {
            #expect(
                XI2EventTranslation.payloads(
                    for: XI2EventRecord(type: type, sourceDevice: 6, detail: 1, flags: emulated)
                ).isEmpty)
        }
    }

    @Test func buttonsMotionAndTheWheel() {
        func pointer(_ type: Int32, _ detail: Int32) -> [RawInput.Payload] {
            XI2EventTranslation.payloads(
                for: XI2EventRecord(type: type, sourceDevice: 4, detail: detail, x: 200, y: 150))
        }
        let at = CGPoint(x: 200, y: 150)
        #expect(pointer(XI_ButtonPress, 1) == [.pointer(.init(device: 4, action: .buttonDown(.primary), location: at))])
        #expect(pointer(XI_ButtonRelease, 1) == [.pointer(.init(device: 4, action: .buttonUp(.primary), location: at))])
        #expect(
            pointer(XI_ButtonPress, 3) == [.pointer(.init(device: 4, action: .buttonDown(.secondary), location: at))])
        #expect(pointer(XI_ButtonPress, 2) == [.pointer(.init(device: 4, action: .buttonDown(.middle), location: at))])
        #expect(pointer(XI_Motion, 0) == [.pointer(.init(device: 4, action: .moved, location: at))])
        #expect(
            pointer(XI_ButtonPress, 4) == [.pointer(.init(device: 4, action: .scroll(dx: 0, dy: -1), location: at))])
        #expect(pointer(XI_ButtonPress, 7) == [.pointer(.init(device: 4, action: .scroll(dx: 1, dy: 0), location: at))])
        #expect(pointer(XI_ButtonRelease, 5).isEmpty)
        #expect(pointer(XI_ButtonPress, 9).isEmpty)
    }

    @Test func mediaKeysAndTheShakeChord() {
        func key(_ keysym: Int32, _ modifiers: UInt32 = 0) -> [RawInput.Payload] {
            XI2EventTranslation.payloads(
                for: XI2EventRecord(
                    type: XI_KeyPress, sourceDevice: 5, detail: 38,
                    modifiers: modifiers, keysym: UInt(keysym)))
        }
        #expect(key(XF86XK_AudioPlay) == [.remoteControl(.remoteControlTogglePlayPause)])
        #expect(key(XF86XK_AudioPause) == [.remoteControl(.remoteControlPause)])
        #expect(key(XF86XK_AudioStop) == [.remoteControl(.remoteControlStop)])
        #expect(key(XF86XK_AudioNext) == [.remoteControl(.remoteControlNextTrack)])
        #expect(key(XF86XK_AudioPrev) == [.remoteControl(.remoteControlPreviousTrack)])
        let chord = UInt32(ControlMask) | UInt32(Mod1Mask)
        #expect(key(XK_z, chord) == [.motion(.began, .motionShake), .motion(.ended, .motionShake)])
        #expect(key(XK_z, UInt32(ControlMask)).isEmpty)
        #expect(key(XK_a).isEmpty)
        #expect(
            XI2EventTranslation.payloads(for: XI2EventRecord(type: XI_KeyRelease, keysym: UInt(XF86XK_AudioPlay)))
                .isEmpty)
    }
}
