import Foundation

/// A colour: RGB, white or HSB components with alpha, in 0...1, or a dynamic colour that a closure resolves for
/// each trait collection.
///
/// Mirrors `UIColor` for drawing: the initialisers, `withAlphaComponent(_:)`, component getters, `cgColor`,
/// `setFill()`/`setStroke()`/`set()` on the current context, the system colours, and dynamic colours
/// (`init(dynamicProvider:)`, `resolvedColor(with:)`). As in UIKit, a dynamic colour's components and `cgColor`
/// are those it resolves to in ``UITraitCollection/current``, which OpenUIKit sets to the view's traits while it
/// draws the view; the semantic system colours (`label`, `systemBackground`, …) are dynamic, with iOS's light and
/// dark values. Two dynamic colours are equal only if they are the same object (UIKit compares their providers).
///
/// An `NSObject`, as UIKit's: attribute dictionaries written without a type (`[.font: font, .paragraphStyle: style]`)
/// then infer `NSObject` values as on iOS instead of failing as a heterogeneous literal.
public final class UIColor: NSObject, @unchecked Sendable {
    private let storedRed: CGFloat
    private let storedGreen: CGFloat
    private let storedBlue: CGFloat
    private let storedAlpha: CGFloat
    /// Set for a dynamic colour. UIKit's provider is not `@Sendable`; a colour is resolved wherever it is used, as
    /// in UIKit, so the closure must be safe to call from the thread that draws (the main thread, in OpenUIKit).
    private let provider: DynamicProvider?

    private struct DynamicProvider: @unchecked Sendable {
        let resolve: (UITraitCollection) -> UIColor
    }

    public var red: CGFloat { provider == nil ? storedRed : resolvedNow.storedRed }
    public var green: CGFloat { provider == nil ? storedGreen : resolvedNow.storedGreen }
    public var blue: CGFloat { provider == nil ? storedBlue : resolvedNow.storedBlue }
    public var alpha: CGFloat { provider == nil ? storedAlpha : resolvedNow.storedAlpha }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.storedRed = clamp(red)
        self.storedGreen = clamp(green)
        self.storedBlue = clamp(blue)
        self.storedAlpha = clamp(alpha)
        self.provider = nil
        super.init()
    }

    /// A colour that `dynamicProvider` resolves for each trait collection: called when the colour is used (drawn,
    /// converted to a `CGColor`, asked for its components), with ``UITraitCollection/current``.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storedRed = 0
        storedGreen = 0
        storedBlue = 0
        storedAlpha = 0
        provider = DynamicProvider(resolve: dynamicProvider)
        super.init()
    }

    /// A dynamic colour with one value for the light appearance (and unspecified) and one for the dark. OpenUIKit
    /// shorthand for the system colours.
    convenience init(light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// The colour this one is in `traitCollection`: itself unless it is dynamic. A provider that returns another
    /// dynamic colour is resolved again, up to a few levels (a cycle resolves to clear).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        for _ in 0..<8 {
            guard let provider = color.provider else { return color }
            color = provider.resolve(traitCollection)
        }
        return .clear
    }

    private var resolvedNow: UIColor { resolvedColor(with: UITraitCollection.current) }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// A colour from a 24-bit RGB value such as `0x3465a4`. OpenUIKit extension.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The colour with another alpha; a dynamic colour stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor(dynamicProvider: { self.resolvedColor(with: $0).withAlphaComponent(alpha) })
    }

    /// The colour as a `CGColor`; a dynamic colour is resolved in ``UITraitCollection/current``, once.
    public var cgColor: CGColor {
        let color = provider == nil ? self : resolvedNow
        return CGColor(red: color.storedRed, green: color.storedGreen, blue: color.storedBlue, alpha: color.storedAlpha)
    }

    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        red = self.red
        green = self.green
        blue = self.blue
        alpha = self.alpha
        return true
    }

    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        white = 0.299 * red + 0.587 * green + 0.114 * blue
        alpha = self.alpha
        return true
    }

    @discardableResult
    public func getHue(
        _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat,
        alpha: inout CGFloat
    ) -> Bool {
        let maxComponent = max(red, green, blue), minComponent = min(red, green, blue)
        let delta = maxComponent - minComponent
        brightness = maxComponent
        saturation = maxComponent == 0 ? 0 : delta / maxComponent
        if delta == 0 {
            hue = 0
        } else if maxComponent == red {
            hue = ((green - blue) / delta).truncatingRemainder(dividingBy: 6) / 6
        } else if maxComponent == green {
            hue = ((blue - red) / delta + 2) / 6
        } else {
            hue = ((red - green) / delta + 4) / 6
        }
        if hue < 0 { hue += 1 }
        alpha = self.alpha
        return true
    }

    /// Makes this the fill colour of the current graphics context.
    @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke colour of the current graphics context.
    @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke colour of the current graphics context.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.provider != nil || rhs.provider != nil { return lhs === rhs }
        return lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return self == other
    }

    public override var hash: Int {
        var hasher = Hasher()
        if provider != nil {
            hasher.combine(ObjectIdentifier(self))
        } else {
            hasher.combine(red)
            hasher.combine(green)
            hasher.combine(blue)
            hasher.combine(alpha)
        }
        return hasher.finalize()
    }

    public override var description: String {
        guard provider == nil else { return "UIColor(dynamic)" }
        return "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
    }

    // MARK: - Named colours

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // System colours: iOS's light and dark values, resolved with the trait collection in use.
    public static let systemRed = UIColor(light: UIColor(rgb: 0xFF3B30), dark: UIColor(rgb: 0xFF453A))
    public static let systemOrange = UIColor(light: UIColor(rgb: 0xFF9500), dark: UIColor(rgb: 0xFF9F0A))
    public static let systemYellow = UIColor(light: UIColor(rgb: 0xFFCC00), dark: UIColor(rgb: 0xFFD60A))
    public static let systemGreen = UIColor(light: UIColor(rgb: 0x34C759), dark: UIColor(rgb: 0x30D158))
    public static let systemMint = UIColor(light: UIColor(rgb: 0x00C7BE), dark: UIColor(rgb: 0x63E6E2))
    public static let systemTeal = UIColor(light: UIColor(rgb: 0x30B0C7), dark: UIColor(rgb: 0x40C8E0))
    public static let systemCyan = UIColor(light: UIColor(rgb: 0x32ADE6), dark: UIColor(rgb: 0x64D2FF))
    public static let systemBlue = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0A84FF))
    public static let systemIndigo = UIColor(light: UIColor(rgb: 0x5856D6), dark: UIColor(rgb: 0x5E5CE6))
    public static let systemPurple = UIColor(light: UIColor(rgb: 0xAF52DE), dark: UIColor(rgb: 0xBF5AF2))
    public static let systemPink = UIColor(light: UIColor(rgb: 0xFF2D55), dark: UIColor(rgb: 0xFF375F))
    public static let systemBrown = UIColor(light: UIColor(rgb: 0xA2845E), dark: UIColor(rgb: 0xAC8E68))
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    public static let systemGray2 = UIColor(light: UIColor(rgb: 0xAEAEB2), dark: UIColor(rgb: 0x636366))
    public static let systemGray3 = UIColor(light: UIColor(rgb: 0xC7C7CC), dark: UIColor(rgb: 0x48484A))
    public static let systemGray4 = UIColor(light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
    public static let systemGray5 = UIColor(light: UIColor(rgb: 0xE5E5EA), dark: UIColor(rgb: 0x2C2C2E))
    public static let systemGray6 = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    public static let label = UIColor(light: .black, dark: .white)
    public static let secondaryLabel = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.6), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.6))
    public static let systemBackground = UIColor(light: .white, dark: .black)
    public static let secondarySystemBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    public static let separator = UIColor(
        light: UIColor(rgb: 0x3C3C43, alpha: 0.29), dark: UIColor(rgb: 0x545458, alpha: 0.6))
    public static let tintColor = systemBlue
}

/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode writes colour literals in UIKit code: the components are sRGB,
/// 0–1, as `UIColor(red:green:blue:alpha:)` takes them.
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
