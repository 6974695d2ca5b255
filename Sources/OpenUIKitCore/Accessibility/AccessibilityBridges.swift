import Foundation

/// What the desktop's accessibility bus says is listening.
@_spi(Accessibility) public struct AccessibilityStatus: Equatable, Sendable {
    /// Some assistive technology listens (AT-SPI's `IsEnabled`).
    public var isEnabled: Bool
    /// A screen reader runs (AT-SPI's `ScreenReaderEnabled`).
    public var screenReaderEnabled: Bool

    public init(isEnabled: Bool, screenReaderEnabled: Bool) {
        self.isEnabled = isEnabled
        self.screenReaderEnabled = screenReaderEnabled
    }
}

/// The bridges to assistive technologies installed in the process: each hears every
/// ``UIAccessibility/post(notification:argument:)``. Global by nature, as UIKit's notifications are: an app posts
/// them without naming a window or an application. Tests install a listener to record what was posted.
@_spi(Accessibility) @preconcurrency @MainActor
public enum AccessibilityBridges {
    public typealias Listener = @MainActor (UIAccessibility.Notification, Any?) -> Void

    /// A listener's registration; remove it with ``remove(_:)``.
    public struct Token: Hashable, Sendable {
        let value: Int
    }

    static var listeners: [(token: Token, listener: Listener)] = []
    private static var nextToken = 0
    static var status = AccessibilityStatus(isEnabled: false, screenReaderEnabled: false)

    /// Installs `listener`; it hears every notification posted from now on.
    public static func add(_ listener: @escaping Listener) -> Token {
        nextToken += 1
        let token = Token(value: nextToken)
        listeners.append((token, listener))
        return token
    }

    public static func remove(_ token: Token) {
        listeners.removeAll { $0.token == token }
    }

    static func contains(_ token: Token) -> Bool {
        listeners.contains { $0.token == token }
    }

    /// Records what the bus reports; a change of the screen reader's state posts
    /// ``UIAccessibility/voiceOverStatusDidChangeNotification``.
    public static func update(_ newStatus: AccessibilityStatus) {
        let old = status
        status = newStatus
        if old.screenReaderEnabled != newStatus.screenReaderEnabled {
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }
}

extension UIAccessibility.Notification {
    /// Posted to the bridges (never by apps) after a backend presented a frame of a window, the argument: what an
    /// assistive technology has seen may have changed with it (an app's own changes are drawn). Posted only while a
    /// bridge listens.
    @_spi(Accessibility) public static let windowDidPresent = UIAccessibility.Notification(rawValue: 90_002)
}
