import CCairoPango
import CGdkPixbuf
import Foundation

// Images in the formats Cairo does not read (JPEG, GIF, BMP, TIFF…): decoded by gdk-pixbuf, then copied into a Cairo
// image surface (premultiplied ARGB in native byte order), so they draw like any PNG.

extension CairoImage {
    /// Decodes an image file with gdk-pixbuf; nil if gdk-pixbuf cannot read it.
    convenience init?(pixbufFile path: String) {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        guard let surface = Self.surface(copying: pixbuf) else { return nil }
        self.init(surface: surface)
    }

    /// Decodes image data with gdk-pixbuf; nil if gdk-pixbuf cannot read it.
    convenience init?(pixbufData data: Data) {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(loader) }
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBytes { bytes -> Bool in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return false }
            return gdk_pixbuf_loader_write(loader, base, gsize(bytes.count), &error) != 0
        }
        // Closed whatever happened (the loader must be); its error is only wanted when the data went in.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
        for failure in [error, closeError] { if let failure { g_error_free(failure) } }
        guard written, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        guard let surface = Self.surface(copying: pixbuf) else { return nil }
        self.init(surface: surface)
    }

    /// A new ARGB32 surface with the pixbuf's pixels (8-bit RGB or RGBA, the only layouts gdk-pixbuf produces).
    private static func surface(copying pixbuf: OpaquePointer) -> OpaquePointer? {
        let width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf)
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard width > 0, height > 0, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3),
            let source = gdk_pixbuf_read_pixels(pixbuf),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<Int(height) {
            let row = source.advanced(by: y * sourceStride)
            let out = target.advanced(by: y * targetStride).withMemoryRebound(to: UInt32.self, capacity: Int(width)) {
                $0
            }
            for x in 0..<Int(width) {
                let pixel = row.advanced(by: x * channels)
                let alpha = hasAlpha ? UInt32(pixel[3]) : 255
                func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
                out[x] =
                    alpha << 24 | premultiplied(pixel[0]) << 16 | premultiplied(pixel[1]) << 8 | premultiplied(pixel[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
