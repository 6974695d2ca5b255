import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// The bitmap of a layer with `shouldRasterize`: its body (shadow, background, content, sublayers, border) drawn
/// once over its whole area in its own bounds space, at `rasterizationScale` pixels per point, and shown by later
/// frames with one blit. The layer drops it (`rasterizedContent`) when anything it shows changes.
@MainActor
final class LayerRaster {
    /// Marks a bitmap being painted, so a change made by app code during the paint can be noticed.
    final class Placeholder {}

    let surface: OpaquePointer
    let scale: CGFloat
    /// The bitmap's top-left pixel, in pixels of the layer's bounds space at `scale`.
    private let originX: Int
    private let originY: Int

    /// Paints `layer`'s area with `painting` (handed a painter of the bitmap); nil when the area is empty or too
    /// large for a bitmap.
    init?(of layer: CALayer, scale: CGFloat, painting: (LayerTreePainter) -> Void) {
        let area = layer.visualRect
        guard !area.isNull, area.width.isFinite, area.height.isFinite else { return nil }
        let x0 = Int((area.minX * scale).rounded(.down)), y0 = Int((area.minY * scale).rounded(.down))
        let x1 = Int((area.maxX * scale).rounded(.up)), y1 = Int((area.maxY * scale).rounded(.up))
        guard x1 > x0, y1 > y0, x1 - x0 <= 8192, y1 - y0 <= 8192,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0))
        else { return nil }
        self.surface = surface
        self.scale = scale
        (originX, originY) = (x0, y0)
        let cairo = cairo_create(surface)!
        cairo_translate(cairo, Double(-x0), Double(-y0))
        cairo_scale(cairo, Double(scale), Double(scale))
        // The window renderer's curve tolerance, so a rasterized layer looks as it does drawn directly.
        cairo_set_tolerance(cairo, 0.25)
        let canvas = CairoCanvas(cairo: cairo)
        painting(LayerTreePainter(context: CGContext(canvas: canvas), canvas: canvas))
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// Composites the bitmap into `cairo`, whose current space is the layer's bounds space.
    func show(in cairo: OpaquePointer) {
        cairo_save(cairo)
        cairo_scale(cairo, 1 / Double(scale), 1 / Double(scale))
        cairo_set_source_surface(cairo, surface, Double(originX), Double(originY))
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
