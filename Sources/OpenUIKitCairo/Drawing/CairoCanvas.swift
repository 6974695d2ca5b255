import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// A `CGContext`'s drawing done by Cairo: one `cairo_t`, referenced for the canvas's lifetime.
@MainActor
class CairoCanvas: DrawingCanvas {
    let cairo: OpaquePointer

    /// What the current path is, as far as a cached fill is concerned.
    private enum PathShape {
        case empty
        /// Exactly one `UIBezierPath(roundedRect:cornerRadius:)`, in user space.
        case roundedRect(CGRect, CGFloat)
        case other
    }

    private var pathShape = PathShape.empty
    /// The lone rounded rectangle of `pathShape`, not yet given to Cairo: a fill from the mask cache never needs
    /// Cairo's path, and building its four arcs was a tenth of a frame of 1,000 such cells. Anything else that uses
    /// or extends the path, or changes the transform (Cairo keeps paths in device space, as Core Graphics does),
    /// hands it to Cairo first (``flushDeferredPath()``).
    private var deferredPath: UIBezierPath?
    /// The shadow under everything painted (`CGContext.setShadow`), in device pixels.
    var shadow: CanvasShadow?
    /// False when images are drawn with the nearest pixel (`CGContext.interpolationQuality = .none`).
    var smoothsImages = true

    /// Wraps `cairo`, taking a reference of its own.
    init(cairo: OpaquePointer) {
        self.cairo = cairo_reference(cairo)
    }

    isolated deinit {
        cairo_destroy(cairo)
    }

    func saveState() { cairo_save(cairo) }
    func restoreState() {
        pathWillOutliveTransform()
        cairo_restore(cairo)
    }
    func translateBy(x: CGFloat, y: CGFloat) {
        pathWillOutliveTransform()
        cairo_translate(cairo, Double(x), Double(y))
    }

    func scaleBy(x: CGFloat, y: CGFloat) {
        pathWillOutliveTransform()
        cairo_scale(cairo, Double(x), Double(y))
    }

    func rotate(by angle: CGFloat) {
        pathWillOutliveTransform()
        cairo_rotate(cairo, Double(angle))
    }

    func concatenate(_ transform: CGAffineTransform) {
        pathWillOutliveTransform()
        var matrix = cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
            yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &matrix)
    }

    var currentTransform: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(
            a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy),
            d: CGFloat(matrix.yy), tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0))
    }

    func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }
    func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cairo_line_cap_t(rawValue: UInt32(cap.rawValue))) }
    func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, cairo_line_join_t(rawValue: UInt32(join.rawValue)))
    }

    func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    func beginPath() {
        cairo_new_path(cairo)
        pathShape = .empty
        deferredPath = nil
    }

    /// Gives Cairo the deferred rounded rectangle, if any, before something needs Cairo's path.
    func flushDeferredPath() {
        guard let path = deferredPath else { return }
        deferredPath = nil
        path.append(to: cairo)
    }

    /// The transform is about to change: a path added before it keeps the old one, so it goes to Cairo now and
    /// can no longer be filled from a mask placed with the new transform.
    func pathWillOutliveTransform() {
        guard case .roundedRect = pathShape else { return }
        flushDeferredPath()
        pathShape = .other
    }

    func move(to point: CGPoint) {
        flushDeferredPath()
        pathShape = .other
        cairo_move_to(cairo, Double(point.x), Double(point.y))
    }

    func addLine(to point: CGPoint) {
        flushDeferredPath()
        pathShape = .other
        cairo_line_to(cairo, Double(point.x), Double(point.y))
    }

    func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        flushDeferredPath()
        pathShape = .other
        cairo_curve_to(
            cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
            Double(end.x), Double(end.y))
    }

    var currentPoint: CGPoint {
        flushDeferredPath()
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        flushDeferredPath()
        pathShape = .other
        if clockwise {
            cairo_arc_negative(
                cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle),
                Double(endAngle))
        } else {
            cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }

    func addRect(_ rect: CGRect) {
        flushDeferredPath()
        pathShape = .other
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        flushDeferredPath()
        pathShape = .other
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
        cairo_scale(cairo, Double(rect.width / 2), Double(rect.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cairo)
    }

    func addPath(_ path: UIBezierPath) {
        if case .empty = pathShape, let shape = path.roundedRectShape {
            pathShape = .roundedRect(shape.rect, shape.radius)
            deferredPath = path
            return
        }
        flushDeferredPath()
        if !path.isEmpty { pathShape = .other }
        path.append(to: cairo)
    }

    func closePath() {
        flushDeferredPath()
        pathShape = .other
        cairo_close_path(cairo)
    }

    func fillPath(rule: CGPathFillRule, color: CGColor, alpha: CGFloat) {
        defer { pathShape = .empty }
        guard shadow == nil else {
            flushDeferredPath()
            paintWithShadow {
                setSource(color, alpha: alpha)
                cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill_preserve(cairo)
            }
            cairo_new_path(cairo)
            return
        }
        setSource(color, alpha: alpha)
        // A lone rounded rectangle (the commonest shape apps fill) comes from a cached mask: same pixels, no scan
        // conversion. Convex, so the fill rule does not matter.
        if case .roundedRect(let rect, let radius) = pathShape,
            RoundedRectMasks.shared.fill(rect, radius: radius, in: cairo)
        {
            deferredPath = nil
            cairo_new_path(cairo)
            return
        }
        flushDeferredPath()
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cairo)
    }

    func strokePath(color: CGColor, alpha: CGFloat) {
        defer { pathShape = .empty }
        flushDeferredPath()
        paintWithShadow {
            setSource(color, alpha: alpha)
            cairo_stroke_preserve(cairo)
        }
        cairo_new_path(cairo)
    }

    func fillPreservingPath(rule: CGPathFillRule, color: CGColor, alpha: CGFloat) {
        flushDeferredPath()
        pathShape = .other
        paintWithShadow {
            setSource(color, alpha: alpha)
            cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill_preserve(cairo)
        }
    }

    func clear(_ rect: CGRect) {
        flushDeferredPath()
        pathShape = .empty
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    func clip(rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        flushDeferredPath()
        pathShape = .empty
        cairo_clip(cairo)
    }

    var clipBoundingBox: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    func draw(_ pixels: any ImagePixels, in rect: CGRect, alpha: CGFloat) {
        guard let image = pixels as? CairoImage, image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(
            cairo, Double(rect.width) / Double(image.pixelWidth),
            Double(rect.height) / Double(image.pixelHeight))
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        if !smoothsImages { cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST) }
        paintWithShadow { cairo_paint_with_alpha(cairo, Double(alpha)) }
        cairo_restore(cairo)
    }

    func resetForDrawing() {
        pathShape = .empty
        deferredPath = nil
        cairo_set_line_width(cairo, 1)
        // App drawing gets Cairo's default curve precision (the renderer's own shapes use a coarser one).
        cairo_set_tolerance(cairo, 0.1)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_dash(cairo, nil, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_DEFAULT)
        shadow = nil
        smoothsImages = true
        cairo_new_path(cairo)
    }

    /// Makes `color`, at `alpha` times its own opacity, the source of the next fill or stroke.
    func setSource(_ color: CGColor, alpha: CGFloat = 1) {
        cairo_set_source_rgba(
            cairo, Double(color.red), Double(color.green), Double(color.blue),
            Double(color.alpha * alpha))
    }
}

/// A canvas over a new image surface, for `UIGraphicsImageRenderer`.
@MainActor
final class CairoBitmapCanvas: CairoCanvas, BitmapCanvas {
    private let surface: OpaquePointer

    init(pixelWidth: Int, pixelHeight: Int, opaque: Bool) {
        surface = cairo_image_surface_create(
            opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(pixelWidth),
            Int32(pixelHeight))!
        let cairo = cairo_create(surface)!
        super.init(cairo: cairo)
        cairo_destroy(cairo)
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    func makeImage() -> any ImagePixels {
        cairo_surface_flush(surface)
        return CairoImage(surface: cairo_surface_reference(surface))
    }
}
