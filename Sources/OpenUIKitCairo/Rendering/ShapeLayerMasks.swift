import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// Anti-aliased coverage masks of shape layers' fills and strokes, rasterized once and composited with the colour
/// wherever the same shape is drawn again.
///
/// Why: component libraries repeat shapes (the dots of a replicated spinner, a grid of identical progress rings
/// moving in step, a layer sliding by whole pixels), and Cairo scan-converts each fill and stroke from scratch —
/// nearly all of a frame of 1,000 rings. A mask is the same path rasterized by the same code with the same device
/// transform and the same position within a pixel (to 1/4096 pixel; Cairo snaps to 1/256), so compositing it with
/// the colour gives the same pixels as filling or stroking (as ``RoundedRectMasks`` does for rounded rectangles).
/// The key is the path (its identity and revision), the fill rule or the stroke's style and trim, the transform's
/// linear part, the fraction of a pixel the origin sits at, and the curve tolerance; the whole-pixel part of the
/// translation is left out, so a layer moving by whole pixels reuses its masks.
///
/// A shape is rasterized into a mask only the second time its key is asked for within the cache's life: a shape
/// drawn once (a ring whose stroke end is different in every frame) is stroked directly, at no extra cost but the
/// key. Bounded: past ``capacity`` masks or ``byteCapacity`` bytes the cache starts over.
@MainActor
final class ShapeLayerMasks {
    static let shared = ShapeLayerMasks()
    static let capacity = 256
    static let byteCapacity = 16 << 20

    private enum Style: Hashable {
        case fill(evenOdd: Bool)
        case stroke(
            width: CGFloat, cap: Int, join: Int, miterLimit: CGFloat, dashes: [CGFloat], phase: CGFloat,
            start: CGFloat, end: CGFloat)
    }

    /// The device transform's linear part and the fractional part of its translation.
    private struct Placement: Hashable {
        var xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double
    }

    private struct Key: Hashable {
        private struct Fields: Hashable {
            var path: ObjectIdentifier
            var revision: Int
            var style: Style
            var placement: Placement
            var tolerance: Double
        }
        private let fields: Fields
        /// The fields' hash, computed once: a key is looked up twice per shape per frame (the masks, the keys seen).
        private let hash: Int

        var style: Style { fields.style }

        init(path: ObjectIdentifier, revision: Int, style: Style, placement: Placement, tolerance: Double) {
            fields = Fields(path: path, revision: revision, style: style, placement: placement, tolerance: tolerance)
            hash = fields.hashValue
        }

        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.fields == b.fields }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private struct Mask {
        /// Kept so the path's identity cannot be reused by another path while the mask lives.
        let path: CGPath
        let surface: OpaquePointer
        /// Where the mask's origin lies from the whole-pixel part of the translation, in device pixels.
        let x: Int
        let y: Int
    }

    private var masks: [Key: Mask] = [:]
    /// Keys asked for once, without a mask yet.
    private var seen: Set<Key> = []
    private var bytes = 0
    /// Shapes served from masks, masks rasterized, and shapes drawn directly: for tests.
    private(set) var hits = 0
    private(set) var misses = 0
    private(set) var direct = 0
    /// Off: every shape is filled and stroked directly (tests compare the two).
    var isEnabled = true

    /// Paints `shape`'s fill and stroke (not its `contents`) with the current operator `OVER` and returns true, when
    /// both come from masks; returns false, drawing nothing, when the caller must draw the shape itself.
    func paint(_ shape: CAShapeLayer, canvas: CairoCanvas) -> Bool {
        let cairo = canvas.cairo
        guard isEnabled, let path = shape.path, !path.isEmpty, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER
        else { return false }
        // An animating ring or spinner is a new shape every frame, which no mask would serve: a stroke alone along
        // one circular arc is covered straight from the circle, without Cairo's stroker or the masks' keys.
        if shape.hasAnimations, ArcStrokeRasterizer.isEnabled, (shape.fillColor?.alpha ?? 0) <= 0,
            let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
            ArcStrokeRasterizer.stroke(shape, color: stroke, cairo: cairo)
        {
            return true
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let whole = (x: matrix.x0.rounded(.down), y: matrix.y0.rounded(.down))
        guard abs(whole.x) < 16_777_216, abs(whole.y) < 16_777_216 else { return false }
        // The fraction of a pixel in 1/4096 steps: offsets computed along different paths (32 + c − 32 against c)
        // differ in their last bits, and Cairo itself snaps coordinates to 1/256 pixel.
        let linear = Placement(
            xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy,
            x0: ((matrix.x0 - whole.x) * 4096).rounded() / 4096, y0: ((matrix.y0 - whole.y) * 4096).rounded() / 4096)
        let tolerance = cairo_get_tolerance(cairo)
        // At most a fill and a stroke, held apart rather than in an array: this runs for every shape every frame.
        var fillPart: (key: Key, color: CGColor)?
        var strokePart: (key: Key, color: CGColor)?
        if let fill = shape.fillColor, fill.alpha > 0 {
            let key = Key(
                path: ObjectIdentifier(path), revision: path.revision,
                style: .fill(evenOdd: shape.fillRule == .evenOdd),
                placement: linear, tolerance: tolerance)
            fillPart = (key, fill)
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
            let style = Style.stroke(
                width: shape.lineWidth, cap: shape.lineCap == .round ? 1 : shape.lineCap == .square ? 2 : 0,
                join: shape.lineJoin == .round ? 1 : shape.lineJoin == .bevel ? 2 : 0,
                miterLimit: shape.miterLimit, dashes: (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
                phase: shape.lineDashPhase, start: shape.strokeStart, end: shape.strokeEnd)
            let key = Key(
                path: ObjectIdentifier(path), revision: path.revision, style: style, placement: linear,
                tolerance: tolerance)
            strokePart = (key, stroke)
        }
        guard fillPart != nil || strokePart != nil else { return true }
        // Full: start over before this shape's masks are looked up (never between, which would free one in use).
        if masks.count >= Self.capacity || bytes > Self.byteCapacity { removeAll() }
        // The first time a shape is seen it is drawn directly; masks are made for shapes that come back. Both
        // parts are looked up (and remembered as seen) whatever the first gives.
        func isReady(_ key: Key?) -> Bool {
            guard let key, masks[key]?.path !== path else { return true }
            return !seen.insert(key).inserted
        }
        let fillReady = isReady(fillPart?.key), strokeReady = isReady(strokePart?.key)
        guard fillReady && strokeReady else {
            direct += 1
            // Emptied keeping its storage: with every shape different in every frame (staggered rings) the set
            // fills and empties each frame, and regrowing it from nothing cost more than the hashing.
            if seen.count > 4 * Self.capacity { seen.removeAll(keepingCapacity: true) }
            // A stroke alone (rings, spinners, checkmarks) is stroked here, straight onto the canvas; a shape with
            // a fill goes through the layer's own drawing.
            guard fillPart == nil, let strokePart else { return false }
            stroke(shape, color: strokePart.color, canvas: canvas)
            return true
        }
        /// The part's mask, kept or rasterized now; nil when it cannot be made.
        func mask(for key: Key) -> Mask? {
            if let mask = masks[key], mask.path === path {
                hits += 1
                return mask
            }
            guard let mask = rasterize(shape, key: key, linear: linear, tolerance: tolerance) else { return nil }
            misses += 1
            seen.remove(key)
            masks[key] = mask
            bytes +=
                Int(cairo_image_surface_get_stride(mask.surface)) * Int(cairo_image_surface_get_height(mask.surface))
            return mask
        }
        var fillMask: Mask?, strokeMask: Mask?
        if let fillPart {
            guard let made = mask(for: fillPart.key) else { return false }
            fillMask = made
        }
        if let strokePart {
            guard let made = mask(for: strokePart.key) else { return false }
            strokeMask = made
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        func composite(_ mask: Mask?, _ color: CGColor?) {
            guard let mask, let color else { return }
            canvas.setSource(color)
            cairo_mask_surface(cairo, mask.surface, whole.x + Double(mask.x), whole.y + Double(mask.y))
        }
        composite(fillMask, fillPart?.color)
        composite(strokeMask, strokePart?.color)
        cairo_restore(cairo)
        return true
    }

    /// Strokes `shape`'s trimmed path with `color` onto the canvas, as the mask would have it but directly.
    ///
    /// While the layer has animations, a stroke up to ``fastStrokeWidth`` device pixels wide is anti-aliased with
    /// Cairo's fast setting (4 × 4 samples a pixel instead of 15 rows of exact coverage): about half the cost,
    /// which is what keeps a thousand different rings animating within a frame's budget, and invisible on a moving
    /// thin stroke. Core Animation documents that shape rasterization may favor speed over accuracy. At rest, and
    /// for wider strokes, the full anti-aliasing is kept.
    private func stroke(_ shape: CAShapeLayer, color: CGColor, canvas: CairoCanvas) {
        let cairo = canvas.cairo
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_set_line_width(cairo, Double(shape.lineWidth))
        cairo_set_line_cap(
            cairo,
            shape.lineCap == .round
                ? CAIRO_LINE_CAP_ROUND : shape.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(
            cairo,
            shape.lineJoin == .round
                ? CAIRO_LINE_JOIN_ROUND : shape.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cairo, Double(shape.miterLimit))
        if let pattern = shape.lineDashPattern, !pattern.isEmpty {
            let lengths = pattern.map { $0.doubleValue }
            cairo_set_dash(cairo, lengths, Int32(lengths.count), Double(shape.lineDashPhase))
        }
        if isAnimating(shape) {
            var width = Double(shape.lineWidth), zero = 0.0
            cairo_user_to_device_distance(cairo, &width, &zero)
            if hypot(width, zero) <= Self.fastStrokeWidth { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_FAST) }
        }
        // The trimmed path goes straight into Cairo's, cut from the layer's kept measure (no path built).
        if shape.applyStrokedPath({ appendPathElement($0.pointee, to: cairo) }) {
            canvas.setSource(color)
            cairo_stroke(cairo)
        }
        cairo_restore(cairo)
    }

    /// The widest stroke, in device pixels, drawn with fast anti-aliasing while its layer animates.
    static let fastStrokeWidth = 8.0

    /// Whether `shape` has animations (its own; its ancestors' do not count).
    private func isAnimating(_ shape: CAShapeLayer) -> Bool { shape.hasAnimations }

    /// Forgets every mask and every key seen.
    func removeAll() {
        for mask in masks.values { cairo_surface_destroy(mask.surface) }
        masks.removeAll()
        seen.removeAll()
        bytes = 0
    }

    func resetCounters() {
        (hits, misses, direct) = (0, 0, 0)
    }

    /// The fill or stroke of `key` as an 8-bit coverage mask over the device box it can reach.
    private func rasterize(_ shape: CAShapeLayer, key: Key, linear: Placement, tolerance: Double) -> Mask? {
        guard let path = shape.path else { return nil }
        let drawn: CGPath
        var reach: CGFloat = 0
        if case .stroke = key.style {
            guard let stroked = shape.strokedPath else { return nil }
            drawn = stroked
            // Mitred corners reach furthest (half the mitre limit's length), square caps √2 half-widths.
            reach = shape.lineWidth / 2 * max(shape.lineJoin == .miter ? shape.miterLimit : 1, 1.5)
        } else {
            drawn = path
        }
        let box = path.boundingBox.insetBy(dx: -reach, dy: -reach)
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return nil }
        let transform = CGAffineTransform(
            a: linear.xx, b: linear.yx, c: linear.xy, d: linear.yy, tx: linear.x0, ty: linear.y0)
        let device = box.applying(transform)
        // One pixel more on each side: Cairo's anti-aliasing may touch the pixel a curve's extent ends in.
        let x = Int(device.minX.rounded(.down)) - 1, y = Int(device.minY.rounded(.down)) - 1
        let width = Int(device.maxX.rounded(.up)) + 1 - x, height = Int(device.maxY.rounded(.up)) + 1 - y
        guard width > 0, height > 0, width <= 4096, height <= 4096 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else {
            return nil
        }
        let cairo = cairo_create(surface)!
        var matrix = cairo_matrix_t(
            xx: linear.xx, yx: linear.yx, xy: linear.xy, yy: linear.yy, x0: linear.x0 - Double(x),
            y0: linear.y0 - Double(y))
        cairo_set_matrix(cairo, &matrix)
        cairo_set_tolerance(cairo, tolerance)
        drawn.appendElements(to: cairo)
        switch key.style {
        case .fill(let evenOdd):
            cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        case .stroke(let width, let cap, let join, let miterLimit, let dashes, let phase, _, _):
            cairo_set_line_width(cairo, Double(width))
            // Cairo's caps and joins are numbered as Core Graphics' are.
            cairo_set_line_cap(cairo, cairo_line_cap_t(rawValue: UInt32(cap)))
            cairo_set_line_join(cairo, cairo_line_join_t(rawValue: UInt32(join)))
            cairo_set_miter_limit(cairo, Double(miterLimit))
            if !dashes.isEmpty {
                let lengths = dashes.map(Double.init)
                cairo_set_dash(cairo, lengths, Int32(lengths.count), Double(phase))
            }
            cairo_stroke(cairo)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return Mask(path: path, surface: surface, x: x, y: y)
    }
}
