import Foundation

/// An image: pixels and a scale.
///
/// Mirrors the parts of `UIImage` a drawing app uses: `size` (points), `scale`, `UIImage(contentsOfFile:)` and
/// `UIImage(data:)` (PNG, and JPEG, GIF, BMP or TIFF with OpenUIKitCairo), `UIImage(named:)` from bundles and asset
/// catalogues (UIImage+Named.swift), `pngData()`, `draw(in:)`/`draw(at:)`, `renderingMode`. The pixels are held by the graphics library
/// (a Cairo image surface with OpenUIKitCairo) and never change after creation, so an image may be shared freely.
public final class UIImage: Sendable {
    /// Size in points (pixels ÷ scale).
    public let size: CGSize
    public let scale: CGFloat
    /// The pixels; nil for an image that only has a size (a placeholder).
    @_spi(Rendering) public let pixels: (any ImagePixels)?
    /// Whether views draw the image as it is or as a template in their tint (UIImage+RenderingMode.swift).
    public let renderingMode: RenderingMode

    /// A placeholder image with a size and no pixels.
    public init(size: CGSize) {
        self.size = size
        self.scale = 1
        self.pixels = nil
        self.renderingMode = .automatic
    }

    /// An image over pixels the graphics library made, for backends that read pixels back.
    @_spi(Rendering) public convenience init(pixels: any ImagePixels, scale: CGFloat) {
        self.init(pixels: pixels, scale: scale, renderingMode: .automatic)
    }

    init(pixels: (any ImagePixels)?, scale: CGFloat, size: CGSize? = nil, renderingMode: RenderingMode) {
        self.pixels = pixels
        self.scale = scale
        self.size =
            size ?? pixels.map {
                CGSize(width: CGFloat($0.pixelWidth) / scale, height: CGFloat($0.pixelHeight) / scale)
            } ?? .zero
        self.renderingMode = renderingMode
    }

    /// Loads an image file; nil if it is missing or in a format the graphics library does not read.
    public convenience init?(contentsOfFile path: String) {
        guard let pixels = Graphics.backend.loadImage(contentsOfFile: path) else { return nil }
        self.init(pixels: pixels, scale: 1)
    }

    /// Decodes image data; nil if it is in no format the graphics library reads.
    public convenience init?(data: Data) {
        guard let pixels = Graphics.backend.decodeImage(data) else { return nil }
        self.init(pixels: pixels, scale: 1)
    }

    /// The image as PNG data; nil for a placeholder.
    public func pngData() -> Data? {
        pixels?.pngData()
    }

    /// Draws the image scaled into `rect` of the current graphics context.
    @MainActor
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// The colour of one pixel (premultiplication undone), for tests and tools; nil outside the image.
    /// OpenUIKit extension.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        pixels?.pixel(x: x, y: y)
    }
}
