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

/// A drawing destination with CoreGraphics' API.
///
/// Mirrors the commonly used parts of `CGContext`: the graphics-state stack, the current transform, fill and
/// stroke colours, line width/cap/join, path construction, fill/stroke/clip, rectangles and ellipses, and images.
/// The coordinate system is UIKit's (origin top left, y down), as inside `draw(_:)`. `UIGraphicsGetCurrentContext()`
/// returns one inside `draw(_:)` and inside `UIGraphicsImageRenderer`. The colours and global alpha live here; the
/// pixels are drawn by the installed graphics library's canvas (Cairo, with OpenUIKitCairo).
///
/// Difference: no `CGPath` objects (use ``UIBezierPath``) and no colour spaces beyond device RGB.
@preconcurrency @MainActor
public final class CGContext {
    /// Where the drawing goes.
    @_spi(Backends) public let canvas: any DrawingCanvas
    private var fillColor = CGColor(gray: 0, alpha: 1)
    private var strokeColor = CGColor(gray: 0, alpha: 1)
    /// The opacity applied to everything drawn (``setAlpha(_:)``).
    @_spi(Backends) public private(set) var globalAlpha: CGFloat = 1
    private var savedStates: [(CGColor, CGColor, CGFloat)] = []

    @_spi(Backends) public init(canvas: any DrawingCanvas) {
        self.canvas = canvas
    }

    // MARK: Graphics state

    public func saveGState() {
        canvas.saveState()
        savedStates.append((fillColor, strokeColor, globalAlpha))
    }

    public func restoreGState() {
        guard let (fill, stroke, alpha) = savedStates.popLast() else { return }
        canvas.restoreState()
        fillColor = fill
        strokeColor = stroke
        globalAlpha = alpha
    }

    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translateBy(x: x, y: y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scaleBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { canvas.rotate(by: angle) }

    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { canvas.concatenate(transform) }

    /// The current transform from user space to the device.
    public var ctm: CGAffineTransform { canvas.currentTransform }

    public func setFillColor(_ color: CGColor) { fillColor = color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    /// A global opacity applied to everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) { globalAlpha = min(max(alpha, 0), 1) }
    public func setLineWidth(_ width: CGFloat) { canvas.setLineWidth(width) }
    public func setLineCap(_ cap: CGLineCap) { canvas.setLineCap(cap) }
    public func setLineJoin(_ join: CGLineJoin) { canvas.setLineJoin(join) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { canvas.setLineDash(phase: phase, lengths: lengths) }

    // MARK: Paths

    public func beginPath() { canvas.beginPath() }
    public func move(to point: CGPoint) { canvas.move(to: point) }
    public func addLine(to point: CGPoint) { canvas.addLine(to: point) }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        canvas.addCurve(to: end, control1: control1, control2: control2)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = canvas.currentPoint
        // The cubic with the same curve: each control point two thirds of the way from an end to `control`.
        addCurve(
            to: end,
            control1: CGPoint(
                x: start.x + 2 / 3 * (control.x - start.x),
                y: start.y + 2 / 3 * (control.y - start.y)),
            control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    /// Adds an arc. As CoreGraphics behaves in UIKit's flipped (y-down) space, `clockwise: true` turns
    /// counterclockwise on screen; `UIBezierPath` uses the on-screen sense instead.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        canvas.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func addRect(_ rect: CGRect) { canvas.addRect(rect) }
    public func addEllipse(in rect: CGRect) { canvas.addEllipse(in: rect) }
    public func addPath(_ path: UIBezierPath) { canvas.addPath(path) }
    public func closePath() { canvas.closePath() }

    // MARK: Painting

    public func fillPath(using rule: CGPathFillRule = .winding) {
        canvas.fillPath(rule: rule, color: fillColor, alpha: globalAlpha)
    }

    public func strokePath() {
        canvas.strokePath(color: strokeColor, alpha: globalAlpha)
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
    public func clear(_ rect: CGRect) { canvas.clear(rect) }

    /// Intersects the clip with the current path.
    public func clip(using rule: CGPathFillRule = .winding) { canvas.clip(rule: rule) }

    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect { canvas.clipBoundingBox }

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: UIImage, in rect: CGRect) {
        guard let pixels = image.pixels, image.size.width > 0, image.size.height > 0 else { return }
        canvas.draw(pixels, in: rect, alpha: globalAlpha)
    }

    /// Back to the initial state before a view draws: black fill and stroke, full opacity, 1-point lines.
    @_spi(Backends) public func resetDrawingState() {
        fillColor = CGColor(gray: 0, alpha: 1)
        strokeColor = fillColor
        globalAlpha = 1
        savedStates.removeAll()
        canvas.resetForDrawing()
    }
}
