import Foundation

/// A device RGB colour with components in 0...1, the type CoreGraphics drawing calls take.
///
/// Mirrors the parts of `CGColor` apps use with a context: `components`, `alpha`, `numberOfComponents`, and
/// `copy(alpha:)`. Only the sRGB device space exists here.
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
