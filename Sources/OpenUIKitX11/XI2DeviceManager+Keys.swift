import CX11
import Foundation
@_spi(Input) import OpenUIKitCore
@_spi(Platform) import OpenUIKitPlatform

// The key branch of the device manager.

extension XI2DeviceManager {
    /// An `XI_KeyPress`/`XI_KeyRelease` on `window`: the chords the backend had before keys were presses (Ctrl+Alt+Z
    /// shakes, media keys become remote-control events; ``XI2EventTranslation``) take the key; every other key goes
    /// through XKB (``XKBKeyTranslator``) and becomes a `.key` sample.
    func handleKey(_ device: XIDeviceEvent, type: Int32, in window: UIWindow) {
        guard let application else { return }
        flushTouchFrame()
        let chord = XI2EventRecord(
            type: type, sourceDevice: device.sourceid, detail: device.detail, flags: device.flags,
            modifiers: UInt32(bitPattern: device.mods.effective),
            keysym: UInt(XkbKeycodeToKeysym(display, KeyCode(device.detail), 0, 0)))
        let chordPayloads = XI2EventTranslation.payloads(for: chord)
        if !chordPayloads.isEmpty {
            for payload in chordPayloads {
                application.enqueue(RawInput(window: window.identifier, timestamp: keyTimestamp, payload: payload))
            }
            return
        }
        // While a text field is first responder, the input method (XIM) sees the key first.
        if let offerToInputMethod, offerToInputMethod(device, type, window) { return }
        let record = XKBKeyEventRecord(
            isPress: type == XI_KeyPress, isRepeat: device.flags & Int32(XIKeyRepeat) != 0,
            sourceDevice: device.sourceid, keycode: UInt32(device.detail),
            baseModifiers: UInt32(bitPattern: device.mods.base),
            latchedModifiers: UInt32(bitPattern: device.mods.latched),
            lockedModifiers: UInt32(bitPattern: device.mods.locked), baseGroup: UInt32(bitPattern: device.group.base),
            latchedGroup: UInt32(bitPattern: device.group.latched), lockedGroup: UInt32(bitPattern: device.group.locked)
        )
        handleTranslatedKey(record, in: window)
    }

    /// A key through XKB to a `.key` sample: from XI2, or handed back by the input method as a core event.
    func handleTranslatedKey(_ record: XKBKeyEventRecord, in window: UIWindow) {
        guard let application, let sample = keyTranslator?.sample(for: record) else { return }
        application.enqueue(RawInput(window: window.identifier, timestamp: keyTimestamp, payload: .key(sample)))
    }

    /// The keyboard mapping changed (`setxkbmap`, a layout switch tool): the server's new keymap is read again.
    func keyboardMappingChanged() {
        keyTranslator = XKBKeyTranslator(display: display)
    }

    private var keyTimestamp: TimeInterval { clock?.now ?? 0 }
}
