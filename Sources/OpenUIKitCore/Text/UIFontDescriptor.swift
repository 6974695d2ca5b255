import Foundation

/// A description of a font: family, size, weight and slant. Mirrors the parts of UIKit's `UIFontDescriptor` that
/// code uses to derive fonts: `UIFont.fontDescriptor`, `UIFont(descriptor:size:)`, `symbolicTraits` and
/// `withSymbolicTraits(_:)` (bold and italic variants), `withSize(_:)`, `withFamily(_:)`, `pointSize`,
/// `postscriptName`. Other traits and attributes (condensed, feature settings, cascade lists) are not kept.
public final class UIFontDescriptor: Sendable, Hashable, CustomStringConvertible {
    /// A font's traits. Mirrors `UIFontDescriptor.SymbolicTraits` (raw values are UIKit's); bold and italic change
    /// the font, the others are kept and not used.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    let familyName: String
    public let pointSize: CGFloat
    let weight: UIFont.Weight
    let isItalic: Bool
    private let otherTraits: SymbolicTraits

    init(
        familyName: String, pointSize: CGFloat, weight: UIFont.Weight, isItalic: Bool,
        otherTraits: SymbolicTraits = []
    ) {
        self.familyName = familyName
        self.pointSize = pointSize.isFinite && pointSize >= 0 ? pointSize : 0
        self.weight = weight
        self.isItalic = isItalic
        self.otherTraits = otherTraits.subtracting([.traitBold, .traitItalic])
    }

    /// A descriptor for a font name as `UIFont(name:size:)` reads it; an unknown name describes the system font.
    public convenience init(name fontName: String, size: CGFloat) {
        let resolved = FontName.resolve(fontName)
        self.init(
            familyName: resolved?.family ?? UIFont.systemFontFamily, pointSize: size,
            weight: resolved?.weight ?? .regular, isItalic: resolved?.italic ?? false)
    }

    /// Bold (semibold or heavier) and italic, with the other traits this descriptor was given.
    public var symbolicTraits: SymbolicTraits {
        var traits = otherTraits
        if weight.cssWeight >= 600 { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        return traits
    }

    /// The same font with exactly these traits: bold makes the weight bold (or keeps a heavier one), no bold makes
    /// a bold weight regular; italic likewise. Never nil: every installed family has its bold and italic faces
    /// (or fontconfig synthesises them).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var weight = self.weight
        if traits.contains(.traitBold) {
            if weight.cssWeight < 600 { weight = .bold }
        } else if weight.cssWeight >= 600 {
            weight = .regular
        }
        return UIFontDescriptor(
            familyName: familyName, pointSize: pointSize, weight: weight, isItalic: traits.contains(.traitItalic),
            otherTraits: traits)
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(
            familyName: familyName, pointSize: newPointSize, weight: weight, isItalic: isItalic,
            otherTraits: otherTraits)
    }

    /// The same traits in another family (resolved as `UIFont(name:size:)` does; unknown: the system family).
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        let family = FontName.resolve(newFamily)?.family ?? UIFont.systemFontFamily
        return UIFontDescriptor(
            familyName: family, pointSize: pointSize, weight: weight, isItalic: isItalic, otherTraits: otherTraits)
    }

    /// The face's name as ``UIFont/fontName`` gives it ("DejaVu Sans-Bold").
    public var postscriptName: String {
        UIFont(familyName: familyName, pointSize: max(pointSize, 1), weight: weight, isItalic: isItalic).fontName
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic && lhs.otherTraits == rhs.otherTraits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
    }

    public var description: String { "UIFontDescriptor(\(postscriptName) \(pointSize)pt)" }
}

extension UIFont {
    /// The font's descriptor: family, size, weight and slant.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(familyName: familyName, pointSize: pointSize, weight: weight, isItalic: isItalic)
    }

    /// The font a descriptor describes, at `pointSize` (0 keeps the descriptor's size, as in UIKit; a descriptor
    /// of size 0 then gives 12 points).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(
            familyName: descriptor.familyName, pointSize: pointSize > 0 ? pointSize : descriptor.pointSize,
            weight: descriptor.weight, isItalic: descriptor.isItalic)
    }
}
