import Foundation

/// How a bitmap's pixels hold alpha, as `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// A bitmap's alpha layout and byte order, as `CGBitmapInfo`.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha layout as bitmap info, as UIKit code writes `CGBitmapInfo(rawValue: alphaInfo.rawValue)`.
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }
}

/// Accepted where Core Graphics takes a rendering intent; colours are not converted here.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}

/// Bytes an image is made from, as `CGDataProvider` over data.
///
/// Difference: it wraps a Swift `Data` (`CFData` does not exist here): `CGDataProvider(data: bytes as CFData)` is
/// written `CGDataProvider(data: bytes)`, and `provider.data` is `Data`.
public final class CGDataProvider: Sendable {
    public let data: Data?

    public init?(data: Data) {
        self.data = data
    }
}

/// A bitmap image, as Core Graphics' `CGImage`.
///
/// Mirrors the bitmap initialiser (`init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:
/// provider:decode:shouldInterpolate:intent:)`), `width`, `height`, `bitsPerComponent`, `bitsPerPixel`,
/// `bytesPerRow`, `bitmapInfo`, `alphaInfo`, `colorSpace`, `dataProvider` (the bytes back, in the layout the image
/// was made with) and `cropping(to:)`. Images from ``UIImage/cgImage`` and ``CGContext/makeImage()`` are 8-bit
/// RGBA, premultiplied, red first (`premultipliedLast`, big-endian order).
///
/// Accepted layouts: 8 bits per component with 32 bits per pixel (any `CGImageAlphaInfo` except `alphaOnly`, in
/// big- or little-endian 32-bit order), 24-bit RGB, 8-bit gray (`none`, with a one-component colour space), 8-bit
/// alpha only (black with that alpha), 16-bit gray, and 16-bit RGB with premultiplied or skipped alpha last (in
/// either 16-bit byte order; read at 8 bits a component).
/// Others give nil and a ``GraphicsDiagnostics`` report. `decode` arrays and rendering intents are ignored.
public final class CGImage: Sendable {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?
    public let shouldInterpolate: Bool
    /// The pixels as the graphics library holds them, for drawing.
    @_spi(Rendering) public let pixels: any ImagePixels
    /// The bytes the image was made from, when it was made from bytes.
    private let sourceData: Data?

    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// The image's bytes: those it was made from, or premultiplied RGBA rows.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: sourceData ?? Data(BitmapLayout.premultipliedRGBA.bytes(of: pixels)))
    }

    /// An image of pixels the graphics library made (`premultipliedLast` RGBA).
    @_spi(Rendering) public init(pixels: any ImagePixels) {
        self.pixels = pixels
        width = pixels.pixelWidth
        height = pixels.pixelHeight
        bitsPerComponent = 8
        bitsPerPixel = 32
        bytesPerRow = 4 * pixels.pixelWidth
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue).union(.byteOrder32Big)
        colorSpace = CGColorSpaceCreateDeviceRGB()
        shouldInterpolate = true
        sourceData = nil
    }

    /// An image of `width` × `height` pixels read from `provider`'s bytes in the layout described.
    public init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard
            let layout = BitmapLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, components: space.numberOfComponents,
                bitmapInfo: bitmapInfo)
        else {
            GraphicsDiagnostics.report(
                "CGImage: unsupported layout (\(bitsPerComponent) bits per component, \(bitsPerPixel) per pixel, "
                    + "\(space.numberOfComponents) colour components, bitmap info \(bitmapInfo.rawValue))")
            return nil
        }
        let data = provider.data ?? Data()
        guard width > 0, height > 0, bytesPerRow >= width * bitsPerPixel / 8,
            data.count >= (height - 1) * bytesPerRow + width * bitsPerPixel / 8
        else {
            GraphicsDiagnostics.report(
                "CGImage: \(data.count) bytes cannot hold \(width)×\(height) pixels of \(bytesPerRow) bytes a row")
            return nil
        }
        let rgba = layout.premultipliedRGBA(from: data, width: width, height: height, bytesPerRow: bytesPerRow)
        self.pixels = Graphics.backend.makeImage(premultipliedRGBA: rgba, pixelWidth: width, pixelHeight: height)
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.bitmapInfo = bitmapInfo
        self.colorSpace = space
        self.shouldInterpolate = shouldInterpolate
        self.sourceData = data
    }

    /// The part of the image inside `rect` (pixels, rounded out to whole pixels and limited to the image); nil when
    /// nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.standardized.integral.intersection(whole)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let bytes = BitmapLayout.premultipliedRGBA.bytes(of: pixels)
        var cropped: [UInt8] = []
        cropped.reserveCapacity(Int(area.width * area.height) * 4)
        for y in Int(area.minY)..<Int(area.maxY) {
            let start = (y * width + Int(area.minX)) * 4
            cropped.append(contentsOf: bytes[start..<(start + Int(area.width) * 4)])
        }
        return CGImage(
            pixels: Graphics.backend.makeImage(
                premultipliedRGBA: cropped, pixelWidth: Int(area.width), pixelHeight: Int(area.height)))
    }
}
