import Foundation

/// A colour space, as Core Graphics' `CGColorSpace`: accepted where UIKit code passes one, always device RGB.
///
/// Difference: every colour here is device RGB (sRGB), whatever space is named; a gray or CMYK space is accepted and
/// read as RGB. `numberOfComponents` answers for the space named, so code that sizes buffers from it works.
public final class CGColorSpace: Sendable, Equatable {
    /// The space's name (``sRGB`` unless another was asked for).
    public let name: String?
    /// Colour components per pixel, alpha not counted.
    public let numberOfComponents: Int

    /// The space named `name` (``sRGB``, ``genericGrayGamma2_2``, …); nil for a name it does not know.
    public init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.genericRGBLinear, CGColorSpace.displayP3, CGColorSpace.extendedSRGB:
            numberOfComponents = 3
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray:
            numberOfComponents = 1
        case CGColorSpace.genericCMYK: numberOfComponents = 4
        default: return nil
        }
        self.name = name
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
}

/// The device RGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.sRGB)!
}

/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
}
