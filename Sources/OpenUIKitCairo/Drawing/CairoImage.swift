import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// An image's pixels in a Cairo image surface (premultiplied ARGB), never drawn into after creation.
final class CairoImage: ImagePixels, @unchecked Sendable {
    /// Owned: destroyed with the image. Immutable once made, so safe to read from any thread.
    let surface: OpaquePointer

    /// Takes ownership of `surface`.
    init(surface: OpaquePointer) {
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Loads a PNG file; nil if it is missing or not a PNG.
    convenience init?(contentsOfFile path: String) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.init(surface: surface)
    }

    /// Decodes PNG data; nil if it is not a PNG.
    convenience init?(pngData data: Data) {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                    guard reader.offset + Int(length) <= reader.data.count, let buffer else {
                        return CAIRO_STATUS_READ_ERROR
                    }
                    reader.data.copyBytes(to: buffer, from: reader.offset..<(reader.offset + Int(length)))
                    reader.offset += Int(length)
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.init(surface: surface)
    }

    /// An image of premultiplied RGBA bytes (red first, rows packed), converted to Cairo's native-endian ARGB32.
    convenience init(premultipliedRGBA bytes: [UInt8], pixelWidth: Int, pixelHeight: Int) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<pixelHeight {
                let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: pixelWidth) { $0 }
                for x in 0..<pixelWidth {
                    let at = (y * pixelWidth + x) * 4
                    row[x] =
                        UInt32(bytes[at + 3]) << 24 | UInt32(bytes[at]) << 16 | UInt32(bytes[at + 1]) << 8
                        | UInt32(bytes[at + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface)
    }

    var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    func pngData() -> Data? {
        final class Writer { var data = Data() }
        let writer = Writer()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    let writer = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
                    if let bytes { writer.data.append(bytes, count: Int(length)) }
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }

    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
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

extension CairoImage {
    /// Exact: Cairo holds premultiplied pixels already. Opaque (RGB24) images read as alpha 255.
    func premultipliedRGBA() -> [UInt8] {
        cairo_surface_flush(surface)
        let (width, height) = (pixelWidth, pixelHeight)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else { return bytes }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let value = row[x]
                let at = (y * width + x) * 4
                bytes[at] = UInt8((value >> 16) & 0xFF)
                bytes[at + 1] = UInt8((value >> 8) & 0xFF)
                bytes[at + 2] = UInt8(value & 0xFF)
                bytes[at + 3] = opaque ? 255 : UInt8(value >> 24)
            }
        }
        return bytes
    }
}

extension UIImage {
    /// Takes ownership of a Cairo image surface (`cairo_surface_t`), for backends that read pixels back.
    @_spi(Rendering) public convenience init(cairoImageSurface surface: OpaquePointer, scale: CGFloat) {
        self.init(pixels: CairoImage(surface: surface), scale: scale)
    }
}
