import Foundation

/// Colours at locations along a line or between two circles, as Core Graphics' `CGGradient`.
///
/// Mirrors `CGGradient(colorsSpace:colors:locations:)` and `CGGradient(colorSpace:colorComponents:locations:count:)`,
/// drawn by ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``. Without locations the
/// colours are spread evenly from 0 to 1.
///
/// Difference: `colors` is a Swift array of ``CGColor`` (Core Foundation's `CFArray` does not exist here), so
/// `[top, bottom] as CFArray` is written `[top, bottom]`. Colours are interpolated in device RGB, premultiplied, as
/// Cairo does.
public final class CGGradient: Sendable {
    /// Each stop's location (0 … 1) and colour, in the order given.
    public let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient through `colors`; `locations`, when given, holds one location per colour.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        stops = colors.enumerated().map { index, color in
            let evenly = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
            return (locations.map { $0[index] } ?? evenly, color)
        }
    }

    /// A gradient of `count` colours given as `space`'s components plus alpha each (gray and alpha, or red, green,
    /// blue and alpha); nil for another kind of space.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        let width = space.numberOfComponents + 1
        guard count > 0, width == 2 || width == 4 else { return nil }
        stops = (0..<count).map { index in
            let c = components + index * width
            let color =
                width == 2
                ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            let evenly = count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)
            return (locations.map { $0[index] } ?? evenly, color)
        }
    }
}

/// Whether a gradient's end colours continue past its start and end, as `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The start colour fills the area before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// The end colour fills the area past the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
