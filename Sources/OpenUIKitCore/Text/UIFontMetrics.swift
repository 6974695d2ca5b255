import Foundation

/// Scales fonts and values for Dynamic Type, as UIKit's `UIFontMetrics`: a custom font made larger or smaller with
/// the content size category as a text style's font is.
///
/// Difference: every text style scales by the body style's ratio to "Large" (iOS's own tables differ a little per
/// style: large titles grow less than body text).
@preconcurrency @MainActor
public final class UIFontMetrics {
    private let style: UIFont.TextStyle

    /// The metrics of the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
    }

    /// `font` scaled for the application's content size category; a label that adjusts to the category resizes
    /// it again when the category changes.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// As ``scaledFont(for:)``, never larger than `maximumPointSize` (0 for no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let base = font.dynamicType?.baseSize ?? font.pointSize
        return DynamicTypeScaling(
            style: style, baseSize: base, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil
        )
        .font(familyName: font.familyName, weight: font.weight, isItalic: font.isItalic, traits: traitCollection)
    }

    /// `value` (a spacing, a height) scaled for the content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeScaling.category(for: traitCollection).scale
    }
}

/// How a Dynamic Type font is sized: its size at "Large", its limit, scaled for a category.
struct DynamicTypeScaling: Sendable {
    let style: UIFont.TextStyle
    let baseSize: CGFloat
    let maximumPointSize: CGFloat?

    static func category(for traits: UITraitCollection?) -> UIContentSizeCategory {
        traits?.preferredContentSizeCategory ?? ContentSizeCategorySetting.current
    }

    /// The size for the current category (or the traits'), rounded to a point as iOS's sizes are.
    func pointSize(traits: UITraitCollection?) -> CGFloat {
        let size = (baseSize * Self.category(for: traits).scale).rounded()
        return maximumPointSize.map { min(size, $0) } ?? size
    }

    func font(familyName: String, weight: UIFont.Weight, isItalic: Bool, traits: UITraitCollection?) -> UIFont {
        UIFont(
            familyName: familyName, pointSize: pointSize(traits: traits), weight: weight, isItalic: isItalic,
            dynamicType: self)
    }
}

extension UIFont {
    /// The same Dynamic Type font sized for the current content size category; self for other fonts.
    func resizedForContentSizeCategory() -> UIFont {
        guard let dynamicType else { return self }
        return dynamicType.font(familyName: familyName, weight: weight, isItalic: isItalic, traits: nil)
    }
}
