import Foundation

// The semantic system colours UIKit adds beyond those in UIColor.swift: dynamic, with iOS's light and dark values.

extension UIColor {
    /// Content layered on `secondarySystemBackground`.
    public static let tertiarySystemBackground = UIColor(light: .white, dark: UIColor(rgb: 0x2C2C2E))
    /// The background of a grouped table or settings screen.
    public static let systemGroupedBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: .black)
    /// Content (cells) on `systemGroupedBackground`.
    public static let secondarySystemGroupedBackground = UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E))
    /// Content layered on `secondarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = UIColor(
        light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x2C2C2E))
    public static let tertiaryLabel = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
    public static let quaternaryLabel = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.18), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.16))
    public static let placeholderText = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
    /// A separator that hides what is behind it.
    public static let opaqueSeparator = UIColor(light: UIColor(rgb: 0xC6C6C8), dark: UIColor(rgb: 0x38383A))
    public static let link = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0984FF))
    public static let systemFill = UIColor(
        light: UIColor(rgb: 0x787880, alpha: 0.2), dark: UIColor(rgb: 0x787880, alpha: 0.36))
    public static let secondarySystemFill = UIColor(
        light: UIColor(rgb: 0x787880, alpha: 0.16), dark: UIColor(rgb: 0x787880, alpha: 0.32))
    public static let tertiarySystemFill = UIColor(
        light: UIColor(rgb: 0x767680, alpha: 0.12), dark: UIColor(rgb: 0x767680, alpha: 0.24))
    public static let quaternarySystemFill = UIColor(
        light: UIColor(rgb: 0x747480, alpha: 0.08), dark: UIColor(rgb: 0x767680, alpha: 0.18))
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
}
