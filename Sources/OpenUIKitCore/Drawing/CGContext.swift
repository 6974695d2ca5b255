import CCairoPango
import Foundation

public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// A drawing destination with CoreGraphics' API, drawn by Cairo.
///
/// Mirrors the commonly used parts of `CGContext`: the graphics-state stack, the current transform, fill and
/// stroke colours, line width/cap/join, path construction, fill/stroke/clip, rectangles and ellipses, and images.
/// The coordinate system is UIKit's (origin top left, y down), as inside `draw(_:)`. `UIGraphicsGetCurrentContext()`
/// returns one inside `draw(_:)` and inside `UIGraphicsImageRenderer`.
///
/// Difference: no `CGPath` objects (use ``UIBezierPath``) and no colour spaces beyond device RGB.
@MainActor
public final class CGContext {
    /// The Cairo context. Owned (referenced) by this object.
    let cairo: OpaquePointer
    private var fillColor = CGColor(gray: 0, alpha: 1)
    private var strokeColor = CGColor(gray: 0, alpha: 1)
    private var globalAlpha: CGFloat = 1
    private var savedStates: [(CGColor, CGColor, CGFloat)] = []

    /// Wraps `cairo`, taking a reference of its own.
    init(cairo: OpaquePointer) {
        self.cairo = cairo_reference(cairo)
    }

    isolated deinit {
        cairo_destroy(cairo)
    }

    // MARK: Graphics state

    public func saveGState() {
        cairo_save(cairo)
        savedStates.append((fillColor, strokeColor, globalAlpha))
    }

    public func restoreGState() {
        guard let (fill, stroke, alpha) = savedStates.popLast() else { return }
        cairo_restore(cairo)
        fillColor = fill
        strokeColor = stroke
        globalAlpha = alpha
    }

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
                                    yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &matrix)
    }

    /// The current transform from user space to the device.
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy),
                                 d: CGFloat(matrix.yy), tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0))
    }

    public func setFillColor(_ color: CGColor) { fillColor = color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    /// A global opacity applied to everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) { globalAlpha = min(max(alpha, 0), 1) }
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cairo_line_cap_t(rawValue: UInt32(cap.rawValue))) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, cairo_line_join_t(rawValue: UInt32(join.rawValue))) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    // MARK: Paths

    public func beginPath() { cairo_new_path(cairo) }
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let start = CGPoint(x: x, y: y)
        addCurve(to: end,
                 control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                 control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    /// Adds an arc. As CoreGraphics behaves in UIKit's flipped (y-down) space, `clockwise: true` turns
    /// counterclockwise on screen; `UIBezierPath` uses the on-screen sense instead.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        if clockwise {
            cairo_arc_negative(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }

    public func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    public func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
        cairo_scale(cairo, Double(rect.width / 2), Double(rect.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cairo)
    }

    public func addPath(_ path: UIBezierPath) { path.append(to: cairo) }
    public func closePath() { cairo_close_path(cairo) }

    // MARK: Painting

    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(fillColor)
        cairo_fill(cairo)
    }

    public func strokePath() {
        setSource(strokeColor)
        cairo_stroke(cairo)
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Makes every pixel of `rect` transparent.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Intersects the clip with the current path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: UIImage, in rect: CGRect) {
        guard let surface = image.surface, image.size.width > 0, image.size.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, Double(rect.width) / Double(image.pixelWidth), Double(rect.height) / Double(image.pixelHeight))
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_paint_with_alpha(cairo, Double(globalAlpha))
        cairo_restore(cairo)
    }

    /// Back to the initial state before a view draws: black fill and stroke, full opacity, 1-point lines.
    func resetDrawingState() {
        fillColor = CGColor(gray: 0, alpha: 1)
        strokeColor = fillColor
        globalAlpha = 1
        savedStates.removeAll()
        cairo_set_line_width(cairo, 1)
        // App drawing gets Cairo's default curve precision (the renderer's own shapes use a coarser one).
        cairo_set_tolerance(cairo, 0.1)
        cairo_new_path(cairo)
    }

    func setSource(_ color: CGColor) {
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue),
                              Double(color.alpha * globalAlpha))
    }
}
