import Foundation

/// UIKit's accessibility namespace: notifications an app posts to assistive technologies, and what is running.
///
/// Mirrors `UIAccessibility`. `post(notification:argument:)` hands the notification to every bridge installed
/// (OpenUIKit's AT-SPI bridge installs one while an assistive technology listens); with none installed it does
/// nothing, as UIKit's does when VoiceOver is off. The status properties report what the bridge learnt from the
/// desktop's accessibility bus: ``isVoiceOverRunning`` is true while a screen reader (Orca) is enabled.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification to assistive technologies.
    public struct Notification: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to move to, or nil for the first one.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak; the argument is its `String`.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a `String` describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Stop speaking (an app about to play its own sound).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Speak again after ``pauseAssistiveTechnology``.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)

        public var description: String {
            switch self {
            case .screenChanged: "screenChanged"
            case .layoutChanged: "layoutChanged"
            case .announcement: "announcement"
            case .pageScrolled: "pageScrolled"
            case .pauseAssistiveTechnology: "pauseAssistiveTechnology"
            case .resumeAssistiveTechnology: "resumeAssistiveTechnology"
            default: "notification \(rawValue)"
            }
        }
    }

    /// Sends `notification` to the installed assistive-technology bridges, in the order they were installed.
    /// A bridge installed or removed by another bridge's handling hears from the next post on.
    public static func post(notification: Notification, argument: Any?) {
        let listeners = AccessibilityBridges.listeners
        for entry in listeners where AccessibilityBridges.contains(entry.token) {
            entry.listener(notification, argument)
        }
    }

    /// Whether a screen reader is running (Orca, over AT-SPI).
    public static var isVoiceOverRunning: Bool { AccessibilityBridges.status.screenReaderEnabled }
    /// Whether some assistive technology listens on the accessibility bus. OpenUIKit extension: AT-SPI reports
    /// it (`org.a11y.Status.IsEnabled`); UIKit has no single property for it.
    public static var isAssistiveTechnologyEnabled: Bool { AccessibilityBridges.status.isEnabled }
    /// Switch Control does not exist on the Linux desktop: always false.
    public static var isSwitchControlRunning: Bool { false }
    /// The desktop's settings are not read yet: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// The desktop's settings are not read yet: false.
    public static var isBoldTextEnabled: Bool { false }
    /// The desktop's settings are not read yet: false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// The desktop's settings are not read yet: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// Posted through `NotificationCenter.default` when ``isVoiceOverRunning`` changes.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted through `NotificationCenter.default` after an element gained assistive focus; `userInfo` holds the
    /// element under ``focusedElementUserInfoKey``.
    public static let elementFocusedNotification = Foundation.Notification.Name(
        "UIAccessibilityElementFocusedNotification")
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"

    /// `rect`, in `view`'s coordinates, in screen coordinates (the window's frame is its place on the screen).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX - window.bounds.minX, dy: window.frame.minY - window.bounds.minY)
    }
}
