import Foundation

// The semantic system colours UIKit adds beyond those in UIColor.swift, with their light-appearance values
// (OpenUIKit has no dark appearance and no dynamic colours).

extension UIColor {
    /// Content layered on `secondarySystemBackground`.
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    /// The background of a grouped table or settings screen.
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    /// Content (cells) on `systemGroupedBackground`.
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    /// Content layered on `secondarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    public static let quaternaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    public static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// A separator that hides what is behind it.
    public static let opaqueSeparator = UIColor(rgb: 0xC6C6C8)
    public static let link = UIColor(rgb: 0x007AFF)
    public static let systemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    public static let secondarySystemFill = UIColor(
        red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(
        red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
}
