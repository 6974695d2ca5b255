import Foundation

extension UIFont {
    /// The text styles of Dynamic Type. Mirrors UIKit's `UIFont.TextStyle` (raw values are UIKit's names).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's size and weight for the style at the default content size ("Large").
        var defaultFont: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for a text style at the application's content size category
    /// (``UIApplication/preferredContentSizeCategory``; at the default "Large": body 17 points, headline 17
    /// semibold, largeTitle 34…). Labels with `adjustsFontForContentSizeCategory` resize it when the category
    /// changes. Difference: every style scales by the body style's ratio (UIFontMetrics.swift).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// As ``preferredFont(forTextStyle:)``, at the trait collection's content size category (the application's
    /// when the collection's is unspecified or there is none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let font = style.defaultFont
        return DynamicTypeScaling(style: style, baseSize: font.size, maximumPointSize: nil)
            .font(familyName: systemFontFamily, weight: font.weight, isItalic: false, traits: traitCollection)
    }

    /// The monospaced system font ("DejaVu Sans Mono").
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: "DejaVu Sans Mono", pointSize: fontSize, weight: weight)
    }

    /// The system font with digits of one width: DejaVu Sans's digits all have the same advance already.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
}
