import Foundation

/// A device RGB colour with components in 0...1, the type CoreGraphics drawing calls take.
///
/// Mirrors the parts of `CGColor` apps use with a context and layers: `init(red:green:blue:alpha:)`,
/// `init(srgbRed:green:blue:alpha:)`, `init(gray:alpha:)`, `init(colorSpace:components:)`, `black`/`white`/`clear`,
/// `components`, `alpha`, `numberOfComponents`, `colorSpace` and `copy(alpha:)`. Only the sRGB device space exists
/// here: components are always red, green, blue and alpha.
public final class CGColor: Sendable, Equatable, CustomStringConvertible {
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

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from `space`'s components followed by alpha: one gray value or red, green and blue. Nil for a space
    /// of another size (CMYK), which OpenUIKit does not convert.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.numberOfComponents {
        case 1: self.init(gray: components[0], alpha: components[1])
        case 3: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default: return nil
        }
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Always device RGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }

    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}
