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

/// What ``CGContext/drawPath(using:)`` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}

/// Accepted by ``CGContext/interpolationQuality``; images are always drawn with Cairo's good filter.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}

/// A drawing destination with CoreGraphics' API.
///
/// Mirrors `CGContext` as UIKit code uses it inside `draw(_:)`, image renderers and image contexts: the
/// graphics-state stack (colours, alpha, line style, blend mode, shadow, transform, clip), transforms (`ctm`,
/// `concatenate`, `translateBy`, `scaleBy`, `rotate`), path construction (including ``CGPath``s), `fillPath`,
/// `strokePath`, `drawPath(using:)`, `clip`, dashes, `setBlendMode`, `setShadow`, linear and radial ``CGGradient``s,
/// ``CGImage``s, transparency layers. The coordinate system is UIKit's (origin top left, y down), as inside
/// `draw(_:)`. `UIGraphicsGetCurrentContext()` returns one inside `draw(_:)` and inside `UIGraphicsImageRenderer`.
/// The state lives here; the pixels are drawn by the installed graphics library's canvas (Cairo, with
/// OpenUIKitCairo).
///
/// Differences: no colour spaces beyond device RGB; `draw(_:in:)` for a ``CGImage`` draws it upside down in a
/// y-down context, exactly as Core Graphics does (UIKit code flips the transform first, or uses `UIImage.draw`).
@preconcurrency @MainActor
public final class CGContext {
    /// The state `saveGState()` saves besides what the canvas keeps (transform, clip, line style, blend mode).
    struct State {
        var fillColor = CGColor(gray: 0, alpha: 1)
        var strokeColor = CGColor(gray: 0, alpha: 1)
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: CanvasShadow?
    }

    /// Where the drawing goes.
    @_spi(Rendering) public let canvas: any DrawingCanvas
    /// For a bitmap context (`CGContext(data:…)`): the memory its drawing lands in.
    var bitmapTarget: BitmapContextTarget?
    var state = State()
    private var savedStates: [State] = []
    /// Transparency layers open, each with the state it began in.
    var transparencyLayers: [State] = []
    /// Points per device pixel at the start of drawing, for shadows (given in base space, not user space).
    private var baseScale: CGFloat = 1

    /// The opacity applied to everything drawn (``setAlpha(_:)``).
    @_spi(Rendering) public var globalAlpha: CGFloat { state.alpha }

    @_spi(Rendering) public init(canvas: any DrawingCanvas) {
        self.canvas = canvas
        captureBaseScale()
    }

    private func captureBaseScale() {
        let t = canvas.currentTransform
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        baseScale = scale > 0 && scale.isFinite ? scale : 1
    }

    // MARK: Graphics state

    public func saveGState() {
        canvas.saveState()
        savedStates.append(state)
    }

    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            GraphicsDiagnostics.report("restoreGState() without a matching saveGState(); ignored")
            return
        }
        canvas.restoreState()
        let shadowChanged = saved.shadow != state.shadow
        state = saved
        if shadowChanged { canvas.setShadow(state.shadow) }
    }

    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translateBy(x: x, y: y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scaleBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { canvas.rotate(by: angle) }

    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { canvas.concatenate(transform) }

    /// The current transform from user space to the device.
    public var ctm: CGAffineTransform { canvas.currentTransform }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// A global opacity applied to everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1) }
    public func setLineWidth(_ width: CGFloat) { canvas.setLineWidth(width) }
    public func setLineCap(_ cap: CGLineCap) { canvas.setLineCap(cap) }
    public func setLineJoin(_ join: CGLineJoin) { canvas.setLineJoin(join) }
    public func setMiterLimit(_ limit: CGFloat) { canvas.setMiterLimit(limit) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { canvas.setLineDash(phase: phase, lengths: lengths) }
    public func setShouldAntialias(_ shouldAntialias: Bool) { canvas.setAntialias(shouldAntialias) }
    /// Kept for code that sets it; antialiasing follows ``setShouldAntialias(_:)`` alone.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// Kept for code that sets it; curves are drawn at the graphics library's precision.
    public func setFlatness(_ flatness: CGFloat) {}
    /// `.none` draws images with the nearest pixel (no smoothing); any other quality smooths.
    public var interpolationQuality = CGInterpolationQuality.default {
        didSet { canvas.setSmoothsImages(interpolationQuality != .none) }
    }

    /// How later drawing combines with what is there (``CGBlendMode`` lists the modes drawn exactly).
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        if !canvas.setBlendMode(mode) {
            GraphicsDiagnostics.report("setBlendMode(.\(mode)) has no match in the graphics library; drawn as .normal")
        }
    }

    /// Shadows everything drawn afterwards: `offset` and `blur` in points of the base space (not changed by the
    /// transform; positive height is down, as in UIKit), in `color` (none when nil or fully transparent).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        if let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite {
            state.shadow = CanvasShadow(
                offset: CGSize(width: offset.width * baseScale, height: offset.height * baseScale),
                blur: max(blur, 0) * baseScale, color: color)
        } else {
            state.shadow = nil
        }
        canvas.setShadow(state.shadow)
    }

    /// A shadow in black at a third opacity, as Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: Paths

    public func beginPath() { canvas.beginPath() }
    public func move(to point: CGPoint) { canvas.move(to: point) }
    public func addLine(to point: CGPoint) { canvas.addLine(to: point) }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

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

    /// Adds the arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`, as
    /// ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)``.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let path = CGMutablePath()
        path.move(to: canvas.currentPoint)
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        replay(path.segments.dropFirst())
    }

    public func addRect(_ rect: CGRect) { canvas.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) { canvas.addEllipse(in: rect) }
    public func addPath(_ path: UIBezierPath) { canvas.addPath(path) }

    /// Adds `path`'s elements to the current path, in user space.
    public func addPath(_ path: CGPath) { replay(path.segments[...]) }

    func replay(_ segments: ArraySlice<PathSegment>) {
        for segment in segments {
            switch segment {
            case .move(let p): canvas.move(to: p)
            case .line(let p): canvas.addLine(to: p)
            case .quad(let c, let p): addQuadCurve(to: p, control: c)
            case .curve(let c1, let c2, let p): canvas.addCurve(to: p, control1: c1, control2: c2)
            case .close: canvas.closePath()
            }
        }
    }

    public func closePath() { canvas.closePath() }

    /// The end of the current path, in user space.
    public var currentPointOfPath: CGPoint { canvas.currentPoint }

    /// Runs `body` in the initial drawing state (black, opaque, normal blending, no shadow), then puts the
    /// context's state back: for a renderer drawing layers' content between an app's own drawing calls.
    @_spi(Rendering) public func withInitialDrawingState(_ body: () -> Void) {
        let outer = state
        state = State()
        canvas.setShadow(nil)
        defer {
            state = outer
            canvas.setShadow(outer.shadow)
        }
        canvas.saveState()
        defer { canvas.restoreState() }
        _ = canvas.setBlendMode(.normal)
        body()
    }

    /// Back to the initial state before a view draws: black fill and stroke, full opacity, 1-point lines.
    @_spi(Rendering) public func resetDrawingState() {
        state = State()
        savedStates.removeAll()
        transparencyLayers.removeAll()
        canvas.resetForDrawing()
        canvas.setShadow(nil)
        interpolationQuality = .default
        captureBaseScale()
    }
}
