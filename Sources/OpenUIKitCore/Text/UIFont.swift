import Foundation

/// A font: a family (through fontconfig), a size in points, and a weight.
///
/// Mirrors `UIFont`: `systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`, `UIFont(name:size:)`, `pointSize`,
/// `fontName`, `familyName`, `withSize(_:)`, and the line metrics (`lineHeight`, `ascender`, `descender`) as
/// the graphics library (Pango, with OpenUIKitCairo) reports them. The system font is "DejaVu Sans"; glyphs it
/// lacks (Chinese, say) fall back through fontconfig to an installed font that has them (the project installs
/// WenQuanYi Micro Hei).
///
/// An `NSObject`, as UIKit's, so untyped attribute dictionaries infer as they do on iOS (UIColor.swift says why).
public final class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The CSS weight (100...900) closest to this UIKit weight.
        @_spi(Rendering) public var cssWeight: Int32 {
            switch rawValue {
            case ..<(-0.7): 100
            case ..<(-0.5): 200
            case ..<(-0.2): 300
            case ..<0.1: 400
            case ..<0.26: 500
            case ..<0.35: 600
            case ..<0.5: 700
            case ..<0.6: 800
            default: 900
            }
        }
    }

    /// The family name of the system font.
    public static let systemFontFamily = "DejaVu Sans"

    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool
    /// Hashed once: a font is part of every text layout key (``TextLayoutCache``), hashed on every draw.
    private let hashKey: Int
    /// For a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`): how to size it again for another
    /// content size category (UIFontMetrics.swift). Not part of equality.
    let dynamicType: DynamicTypeScaling?

    init(
        familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool = false,
        dynamicType: DynamicTypeScaling? = nil
    ) {
        let pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 12
        self.dynamicType = dynamicType
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        var hasher = Hasher()
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hashKey = hasher.finalize()
        super.init()
    }

    /// A font by name: a family with an optional style after a hyphen ("DejaVu Sans-Bold"), or an iOS font name
    /// ("HelveticaNeue-Bold", "Avenir-Heavy", "Menlo-Regular"). A family fontconfig has is used as it is; an
    /// iOS family it lacks falls back to the installed sans, serif or monospaced family closest in kind, keeping
    /// the weight and slant the name gives (UIFont+Names.swift). Nil for any other name, as in UIKit.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let resolved = FontName.resolve(fontName) else { return nil }
        self.init(familyName: resolved.family, pointSize: fontSize, weight: resolved.weight, isItalic: resolved.italic)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(familyName: systemFontFamily, pointSize: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(familyName: systemFontFamily, pointSize: fontSize, weight: .regular, isItalic: true)
    }

    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic)
    }

    /// The name of the face, "Family" or "Family-Bold", "Family-Italic".
    public var fontName: String {
        var style = weight.cssWeight >= 600 ? "Bold" : ""
        if isItalic { style += "Italic" }
        return style.isEmpty ? familyName : "\(familyName)-\(style)"
    }

    public var lineHeight: CGFloat { Graphics.backend.fontMetrics(for: self).lineHeight }
    public var ascender: CGFloat { Graphics.backend.fontMetrics(for: self).ascender }
    public var descender: CGFloat { -Graphics.backend.fontMetrics(for: self).descender }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs === rhs
            || lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
                && lhs.isItalic == rhs.isItalic
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return self == other
    }

    public override var hash: Int { hashKey }

    public override var description: String { "UIFont(\(fontName) \(pointSize)pt)" }
}
