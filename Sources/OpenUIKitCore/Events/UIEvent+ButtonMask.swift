import Foundation

extension UIEvent {
    /// Mouse buttons, as a set. Mirrors `UIEvent.ButtonMask`: `.primary` is the left button, `.secondary` the
    /// right one, and ``button(_:)`` numbers the others from 1 (the middle button is `button(3)`, as in UIKit,
    /// whose button numbers follow the bit positions).
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The button numbered `buttonNumber` (1 is primary, 2 secondary, 3 the middle button).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard buttonNumber >= 1 && buttonNumber <= 62 else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }

        init(_ button: RawInput.PointerButton) {
            switch button {
            case .primary: self = .primary
            case .secondary: self = .secondary
            case .middle: self = .button(3)
            }
        }
    }
}
