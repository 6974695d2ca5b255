import Foundation

/// A colour: RGB, white or HSB components with alpha, in 0...1.
///
/// Mirrors `UIColor` for drawing: the initialisers, `withAlphaComponent(_:)`, component getters, `cgColor`,
/// `setFill()`/`setStroke()`/`set()` on the current context, and the system colours. The system colours are the
/// light-appearance sRGB values of iOS's palette (there is no dark mode here).
public final class UIColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

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

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

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
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

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

    // System colours (iOS light appearance).
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    public static let systemYellow = UIColor(rgb: 0xFFCC00)
    public static let systemGreen = UIColor(rgb: 0x34C759)
    public static let systemMint = UIColor(rgb: 0x00C7BE)
    public static let systemTeal = UIColor(rgb: 0x30B0C7)
    public static let systemCyan = UIColor(rgb: 0x32ADE6)
    public static let systemBlue = UIColor(rgb: 0x007AFF)
    public static let systemIndigo = UIColor(rgb: 0x5856D6)
    public static let systemPurple = UIColor(rgb: 0xAF52DE)
    public static let systemPink = UIColor(rgb: 0xFF2D55)
    public static let systemBrown = UIColor(rgb: 0xA2845E)
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
    public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    public static let label = UIColor(white: 0, alpha: 1)
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    public static let tintColor = systemBlue
}

/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode writes colour literals in UIKit code: the components are sRGB,
/// 0–1, as `UIColor(red:green:blue:alpha:)` takes them.
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
