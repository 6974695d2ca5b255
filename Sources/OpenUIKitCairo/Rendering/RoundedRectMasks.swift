import CCairoPango
import Foundation

/// Anti-aliased coverage masks of rounded rectangles, rasterized once per size and radius and reused.
///
/// Why: a grid of rounded cells (the look of `layer.cornerRadius`) repeats a handful of shapes hundreds of times,
/// and Cairo scan-converts a filled path from scratch on every fill — the larger part of a full redraw's time.
/// Compositing a cached 8-bit mask with the fill colour gives the same pixels (the mask is the same path, rasterized
/// by the same code at a whole-pixel offset) for a fraction of the cost. Used only where that holds: a transform of
/// whole-pixel translation and positive scale, a shape whose device box starts and ends on whole pixels. In a large
/// shape only the four corner squares are composited through the mask and the rest is filled as rectangles (the
/// same pixels: the mask is full there), through pixman's fast paths (measured on the frame after each click).
///
/// Bounded: past ``capacity`` shapes the cache starts over, so an app animating corner radii cannot grow it.
@MainActor
final class RoundedRectMasks {
    static let shared = RoundedRectMasks()
    static let capacity = 256

    private struct Key: Hashable {
        var width: Int
        var height: Int
        /// The device-space radius in 1/64 pixels.
        var radius: Int
        /// Cairo's curve tolerance in 1/1000 pixels (app drawing and the painter flatten curves differently).
        var tolerance: Int
    }

    private var masks: [Key: OpaquePointer] = [:]
    /// Fills served from the cache and masks rasterized: for tests.
    private(set) var hits = 0
    private(set) var misses = 0
    /// Fills split into rectangles and corners: for tests.
    private(set) var splits = 0
    /// Off: every rounded rectangle is filled as a path (tests compare the two).
    var isEnabled = true
    /// The straight area (pixels outside the corner squares) from which a fill is split: below it the extra Cairo
    /// calls cost more than the mask's per-pixel work saves (1,000 cells of 28×28 pixels, 640 of them straight, drew
    /// in 3.8 ms split against 2.8 ms whole; the frame of a 200×80 button ran 28 % fewer instructions split).
    static let smallestSplitArea = 4096
    /// Off: the whole mask is composited, straight parts included (tests compare the two). Only with Cairo's
    /// default operator, `OVER`: an unbounded operator (`IN`, `SOURCE`, …) would let each part clear the others.
    var splitsCorners = true
    /// How many masks are kept now.
    var count: Int { masks.count }

    /// Fills `rect` with circular corners of `radius` (user space of `cairo`) with the current source, through a
    /// cached mask, and returns true; returns false, drawing nothing, when the current transform or the rectangle
    /// does not allow it (the caller fills the path instead). When it fills, it leaves Cairo's current path empty (both
    /// callers drop theirs after a fill anyway).
    func fill(_ rect: CGRect, radius: CGFloat, in cairo: OpaquePointer) -> Bool {
        guard isEnabled else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy else { return false }
        let scale = matrix.xx
        let x = Double(rect.minX) * scale + matrix.x0, y = Double(rect.minY) * scale + matrix.y0
        let width = Double(rect.width) * scale, height = Double(rect.height) * scale
        let deviceRadius = min(Double(radius) * scale, width / 2, height / 2)
        guard deviceRadius > 0, Self.isWhole(x), Self.isWhole(y), Self.isWhole(width), Self.isWhole(height),
            width >= 1, height >= 1, width <= 4096, height <= 4096
        else { return false }
        let key = Key(
            width: Int(width.rounded()), height: Int(height.rounded()), radius: Int((deviceRadius * 64).rounded()),
            tolerance: Int((cairo_get_tolerance(cairo) * 1000).rounded()))
        let mask: OpaquePointer
        if let cached = masks[key] {
            mask = cached
            hits += 1
        } else {
            mask = Self.rasterize(key)
            if masks.count >= Self.capacity { removeAll() }
            masks[key] = mask
            misses += 1
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        let origin = (x: x.rounded(), y: y.rounded()), size = (width: width.rounded(), height: height.rounded())
        let corner = deviceRadius.rounded(.up)
        if splitsCorners, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER, 2 * corner <= size.width,
            2 * corner <= size.height,
            size.width * size.height - 4 * corner * corner >= Double(Self.smallestSplitArea)
        {
            splits += 1
            // Outside the four corner squares the mask covers every pixel fully (the straight edges lie on whole
            // pixels), and a full mask composites exactly as no mask: those parts are plain rectangles, which
            // pixman fills through its fast paths, and only the corners go through the mask.
            cairo_rectangle(cairo, origin.x + corner, origin.y, size.width - 2 * corner, size.height)
            cairo_rectangle(cairo, origin.x, origin.y + corner, corner, size.height - 2 * corner)
            cairo_rectangle(
                cairo, origin.x + size.width - corner, origin.y + corner, corner, size.height - 2 * corner)
            cairo_fill(cairo)
            let right = origin.x + size.width - corner, bottom = origin.y + size.height - corner
            cairo_rectangle(cairo, origin.x, origin.y, corner, corner)
            cairo_rectangle(cairo, right, origin.y, corner, corner)
            cairo_rectangle(cairo, origin.x, bottom, corner, corner)
            cairo_rectangle(cairo, right, bottom, corner, corner)
            cairo_clip(cairo)
        }
        cairo_mask_surface(cairo, mask, origin.x, origin.y)
        cairo_restore(cairo)
        return true
    }

    /// Forgets every mask and zeroes the counters.
    func removeAll() {
        for mask in masks.values { cairo_surface_destroy(mask) }
        masks.removeAll()
    }

    func resetCounters() {
        hits = 0
        misses = 0
        splits = 0
    }

    private static func isWhole(_ value: Double) -> Bool {
        abs(value - value.rounded()) < 1e-6
    }

    private static func rasterize(_ key: Key) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(key.width), Int32(key.height))!
        let cairo = cairo_create(surface)!
        cairo_set_tolerance(cairo, Double(key.tolerance) / 1000)
        addRoundedRect(
            CGRect(x: 0, y: 0, width: key.width, height: key.height), radius: CGFloat(key.radius) / 64, in: cairo)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
    }

    /// `rect` with circular corners of `radius` (at most half its shorter side) as a new subpath of the current
    /// path: the one shape the painter, the masks and the path fallback all use, so they agree to the pixel.
    static func addRoundedRect(_ rect: CGRect, radius: CGFloat, in cairo: OpaquePointer) {
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        let r = min(Double(radius), w / 2, h / 2)
        guard r > 0 else {
            cairo_rectangle(cairo, x, y, w, h)
            return
        }
        cairo_arc(cairo, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cairo, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(cairo, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(cairo, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
