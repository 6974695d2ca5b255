import Foundation

/// A blur of what is behind a ``UIVisualEffectView``, as UIKit's `UIBlurEffect`.
///
/// Difference: OpenUIKit does not blur. The renderer paints a view tree front to back in one pass and keeps no
/// image of what lies behind a view, so the effect is drawn as a translucent tint of the style's colour over the
/// backdrop (light styles a white veil, dark styles a dark one, the system materials following the light or dark
/// appearance); the content view's subviews are drawn on it as usual.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look, as `UIBlurEffect.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case extraDark = 3
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with. OpenUIKit extension (UIKit keeps it private).
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var tint: UIColor? { style.tint }
}

extension UIBlurEffect.Style {
    /// The translucent colour drawn for the style: a white veil for light materials, a dark one for dark materials,
    /// thicker materials more opaque; the adaptive styles follow the appearance.
    var tint: UIColor {
        switch self {
        case .extraLight: UIColor(white: 0.97, alpha: 0.8)
        case .light: UIColor(white: 0.97, alpha: 0.6)
        case .dark: UIColor(white: 0.11, alpha: 0.73)
        case .extraDark: UIColor(white: 0.05, alpha: 0.85)
        case .regular, .systemMaterial: Self.adaptive(lightAlpha: 0.72, darkAlpha: 0.72)
        case .prominent, .systemThickMaterial: Self.adaptive(lightAlpha: 0.85, darkAlpha: 0.85)
        case .systemUltraThinMaterial: Self.adaptive(lightAlpha: 0.35, darkAlpha: 0.35)
        case .systemThinMaterial: Self.adaptive(lightAlpha: 0.55, darkAlpha: 0.55)
        case .systemChromeMaterial: Self.adaptive(lightAlpha: 0.8, darkAlpha: 0.8)
        case .systemUltraThinMaterialLight: UIColor(white: 0.97, alpha: 0.35)
        case .systemThinMaterialLight: UIColor(white: 0.97, alpha: 0.55)
        case .systemMaterialLight: UIColor(white: 0.97, alpha: 0.72)
        case .systemThickMaterialLight: UIColor(white: 0.97, alpha: 0.85)
        case .systemChromeMaterialLight: UIColor(white: 0.97, alpha: 0.8)
        case .systemUltraThinMaterialDark: UIColor(white: 0.11, alpha: 0.35)
        case .systemThinMaterialDark: UIColor(white: 0.11, alpha: 0.55)
        case .systemMaterialDark: UIColor(white: 0.11, alpha: 0.72)
        case .systemThickMaterialDark: UIColor(white: 0.11, alpha: 0.85)
        case .systemChromeMaterialDark: UIColor(white: 0.11, alpha: 0.8)
        }
    }

    private static func adaptive(lightAlpha: CGFloat, darkAlpha: CGFloat) -> UIColor {
        UIColor(light: UIColor(white: 0.97, alpha: lightAlpha), dark: UIColor(white: 0.11, alpha: darkAlpha))
    }
}
