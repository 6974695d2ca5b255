import CCairoPango
import Foundation

/// An image: premultiplied ARGB pixels and a scale.
///
/// Mirrors the parts of `UIImage` a drawing app uses: `size` (points), `scale`, `UIImage(contentsOfFile:)` and
/// `UIImage(data:)` for PNG, `pngData()`, `draw(in:)`/`draw(at:)`. Pixels live in a Cairo image surface that is
/// never changed after creation, so an image may be shared freely.
public final class UIImage: @unchecked Sendable {
    /// Size in points (pixels ÷ scale).
    public let size: CGSize
    public let scale: CGFloat
    /// The pixels; nil for an image that only has a size (a placeholder).
    let surface: OpaquePointer?

    /// A placeholder image with a size and no pixels.
    public init(size: CGSize) {
        self.size = size
        self.scale = 1
        self.surface = nil
    }

    /// Takes ownership of a Cairo image surface (`cairo_surface_t`), for backends that read pixels back.
    @_spi(Backends) public convenience init(cairoImageSurface surface: OpaquePointer, scale: CGFloat) {
        self.init(surface: surface, scale: scale)
    }

    /// Takes ownership of a Cairo image surface.
    init(surface: OpaquePointer, scale: CGFloat) {
        self.surface = surface
        self.scale = scale
        let width = CGFloat(cairo_image_surface_get_width(surface)), height = CGFloat(cairo_image_surface_get_height(surface))
        self.size = CGSize(width: width / scale, height: height / scale)
    }

    /// Loads a PNG file; nil if it is missing or not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let surface = cairo_image_surface_create_from_png(path),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(surface: surface, scale: 1)
    }

    /// Decodes PNG data; nil if it is not a PNG.
    public convenience init?(data: Data) {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                guard reader.offset + Int(length) <= reader.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
                reader.data.copyBytes(to: buffer, from: reader.offset..<(reader.offset + Int(length)))
                reader.offset += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(surface: surface, scale: 1)
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    var pixelWidth: Int { surface.map { Int(cairo_image_surface_get_width($0)) } ?? 0 }
    var pixelHeight: Int { surface.map { Int(cairo_image_surface_get_height($0)) } ?? 0 }

    /// The image as PNG data; nil for a placeholder.
    public func pngData() -> Data? {
        guard let surface else { return nil }
        final class Writer { var data = Data() }
        let writer = Writer()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let writer = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
                if let bytes { writer.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
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
        guard let surface, x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(value >> 24)
        func unpremultiply(_ channel: UInt32) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (channel * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (unpremultiply((value >> 16) & 0xFF), unpremultiply((value >> 8) & 0xFF), unpremultiply(value & 0xFF), a)
    }
}
