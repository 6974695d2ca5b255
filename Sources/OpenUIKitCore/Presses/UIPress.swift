import Foundation

/// One physical button press — on OpenUIKit's desktop backends, one key held down on a keyboard.
///
/// Mirrors `UIPress`. A press object lives from the key going down (phase ``Phase-swift.enum/began``) to it
/// coming up (``Phase-swift.enum/ended``) or being taken away (``Phase-swift.enum/cancelled``: the window lost
/// keyboard focus or was hidden). As with touches, the responder that was sent `pressesBegan` for a press is the
/// one sent its end, exactly once.
@preconcurrency @MainActor
open class UIPress {
    /// Mirrors `UIPress.Phase`, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// Mirrors `UIPress.PressType`, with UIKit's raw values. Keyboard keys map the arrows, Return (select),
    /// Escape (menu) and Page Up/Down to their types; every other key has a type of its own, `1000 +` its HID usage
    /// (UIKit leaves those unspecified), so `UIGestureRecognizer.allowedPressTypes` could name any key.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)

        /// UIKit's named types, the default of `UIGestureRecognizer.allowedPressTypes`.
        static let namedTypes: [PressType] = [
            .upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause, .pageUp, .pageDown,
        ]

        /// The type of a keyboard key.
        public static func key(_ usage: UIKeyboardHIDUsage) -> PressType {
            switch usage {
            case .keyboardUpArrow: .upArrow
            case .keyboardDownArrow: .downArrow
            case .keyboardLeftArrow: .leftArrow
            case .keyboardRightArrow: .rightArrow
            case .keyboardReturnOrEnter, .keypadEnter: .select
            case .keyboardEscape: .menu
            case .keyboardPageUp: .pageUp
            case .keyboardPageDown: .pageDown
            default: PressType(rawValue: 1000 + usage.rawValue)
            }
        }
    }

    open internal(set) var phase: Phase
    open internal(set) var timestamp: TimeInterval
    open var type: PressType { .key(key?.keyCode ?? .keyboardErrorUndefined) }
    /// The window whose first responder received the press.
    open internal(set) weak var window: UIWindow?
    /// The responder the press was delivered to (the first responder when it went down, or the window).
    open internal(set) weak var responder: UIResponder?
    /// The recognizers receiving this press.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    /// Keys are not pressure sensitive: 1 while down, 0 once up.
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    open internal(set) var key: UIKey?

    /// Whether the responder was sent `pressesBegan` for this press (a recognizer may have taken it first).
    var reachedResponder = false
    /// A recognizer receiving the press recognized with `cancelsTouchesInView`: the responder hears no more of it
    /// than its cancellation.
    var isTakenByRecognizer = false

    /// The device the key belongs to, so two keyboards pressing the same key are two presses.
    let device: Int

    init(key: UIKey, device: Int, timestamp: TimeInterval) {
        self.key = key
        self.device = device
        self.timestamp = timestamp
        phase = .began
    }
}

/// Presses compare by identity, as `NSObject`s do in UIKit, so they can be members of a `Set`.
extension UIPress: Hashable {
    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
