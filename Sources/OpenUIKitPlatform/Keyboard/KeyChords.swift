import CXKBCommon
import Foundation
import OpenUIKitCore

/// The keys the toolkit answers itself before they become presses, on any backend (keysyms are XKB's, which X11's
/// and Wayland's keyboards share):
///
/// - Ctrl+Alt+Z shakes the device (a `.motionShake` that begins and ends), like the iOS Simulator's shake shortcut;
/// - Ctrl+Alt+H shows or hides the hit-region overlay, and Ctrl+Alt+click selects a view in it (``selectsView(_:)``);
/// - Ctrl+Alt+A shows or hides the overlay's accessibility mode;
/// - Ctrl+Alt+L shows or hides the overlay's layout mode (frames, constraints, the last recovery);
/// - the media keys are remote-control events.
@_spi(Platform) public enum KeyChords {
    /// The modifiers a chord asks for.
    public struct Modifiers: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let control = Modifiers(rawValue: 1 << 0)
        public static let alt = Modifiers(rawValue: 1 << 1)
    }

    /// The chords' own modifiers: Control and Alt together.
    public static let debugModifiers: Modifiers = [.control, .alt]

    /// What a key press with `keysym` (the key's level-0 symbol) and `modifiers` held makes instead of a press, or
    /// nothing when it is no chord.
    public static func payloads(forKeysym keysym: UInt32, modifiers: Modifiers) -> [RawInput.Payload] {
        if modifiers.isSuperset(of: debugModifiers) {
            switch keysym {
            case UInt32(XKB_KEY_z), UInt32(XKB_KEY_Z):
                return [.motion(.began, .motionShake), .motion(.ended, .motionShake)]
            case UInt32(XKB_KEY_h), UInt32(XKB_KEY_H):
                return [.debug(.toggleHitRegions, location: nil)]
            case UInt32(XKB_KEY_a), UInt32(XKB_KEY_A):
                return [.debug(.toggleAccessibilityFrames, location: nil)]
            case UInt32(XKB_KEY_l), UInt32(XKB_KEY_L):
                return [.debug(.toggleLayoutOverlay, location: nil)]
            default:
                break
            }
        }
        guard let subtype = remoteControlSubtype(forKeysym: keysym) else { return [] }
        return [.remoteControl(subtype)]
    }

    /// Whether a primary-button press with `modifiers` held selects the view under it in the hit-region overlay
    /// (while the overlay shows).
    public static func selectsView(_ modifiers: Modifiers) -> Bool { modifiers.isSuperset(of: debugModifiers) }

    /// The remote-control subtype of a media key, or nil.
    public static func remoteControlSubtype(forKeysym keysym: UInt32) -> UIEvent.EventSubtype? {
        switch keysym {
        case UInt32(XKB_KEY_XF86AudioPlay): .remoteControlTogglePlayPause
        case UInt32(XKB_KEY_XF86AudioPause): .remoteControlPause
        case UInt32(XKB_KEY_XF86AudioStop): .remoteControlStop
        case UInt32(XKB_KEY_XF86AudioNext): .remoteControlNextTrack
        case UInt32(XKB_KEY_XF86AudioPrev): .remoteControlPreviousTrack
        case UInt32(XKB_KEY_XF86AudioForward): .remoteControlBeginSeekingForward
        case UInt32(XKB_KEY_XF86AudioRewind): .remoteControlBeginSeekingBackward
        default: nil
        }
    }
}
