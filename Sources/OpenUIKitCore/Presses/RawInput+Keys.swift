import Foundation

extension RawInput {
    /// One hardware key changing state, already translated by the backend (the layout applied, dead keys and
    /// compose sequences resolved): the payload of ``RawInput/Payload/key(_:)``.
    ///
    /// A backend sends `.down` when a key goes down, `.repeated` for each auto-repeat while it stays down and `.up`
    /// when it comes up. The core makes one ``UIPress`` per `.down` and ends it at the matching `.up` (same device and
    /// key code). `Codable` so recorded input (`InputRecording`) can hold it.
    public struct KeySample: Sendable, Equatable, Codable {
        public enum Phase: String, Sendable, Equatable, Codable {
            case down
            /// The key is held and the system's auto-repeat fired.
            case repeated
            case up
        }

        /// The keyboard the key belongs to (the XInput2 source device on X11).
        public var device: Int
        public var phase: Phase
        public var keyCode: UIKeyboardHIDUsage
        /// What the key types with the modifiers held, in the current layout; empty for a dead key or a key that
        /// types nothing. Keys without text use UIKit's special strings (``UIKeyCommand/inputUpArrow`` …).
        public var characters: String
        /// What the key types without Control, Alt or Command (Shift still applies).
        public var charactersIgnoringModifiers: String
        public var modifierFlags: UIKeyModifierFlags

        public init(
            device: Int = 0, phase: Phase, keyCode: UIKeyboardHIDUsage, characters: String,
            charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []
        ) {
            self.device = device
            self.phase = phase
            self.keyCode = keyCode
            self.characters = characters
            self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
            self.modifierFlags = modifierFlags
        }
    }
}
