import Foundation

/// What an accessibility element is and how it behaves, as assistive technologies describe it.
///
/// Mirrors `UIAccessibilityTraits`: an option set over 64 bits with UIKit's members. The bit positions are
/// OpenUIKit's own (UIKit does not document its values, and no program should depend on them). The AT-SPI bridge
/// maps traits to roles and states (Docs/UIKitParity.md, "Accessibility").
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// Treated as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Treated as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// A heading that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 2)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 3)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Currently selected (a selected segment, a selected row).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the current situation, read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Not enabled: it does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Its label or value changes often (a clock, a meter).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Its value is changed by incrementing and decrementing (``UIView/accessibilityIncrement()``).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Takes touches directly (a piano keyboard, a drawing canvas).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Turns the page when the reader reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Can be zoomed.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    /// Toggles between two states, as a switch does (public in UIKit since iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
    /// Supports text entry with a keyboard (public in UIKit since iOS 17).
    public static let supportsTextEntry = UIAccessibilityTraits(rawValue: 1 << 19)
}
