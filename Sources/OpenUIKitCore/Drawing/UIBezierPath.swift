import Foundation

/// A path of lines, curves and arcs that can be filled or stroked in the current graphics context.
///
/// Mirrors `UIBezierPath`: the shape initialisers (rect, rounded rect, oval, arc), construction (`move`,
/// `addLine`, `addCurve`, `addQuadCurve`, `addArc`, `close`, `append`), `lineWidth`, `lineCapStyle`,
/// `lineJoinStyle`, `usesEvenOddFillRule`, `fill()`, `stroke()`, `addClip()`, `contains(_:)`, `bounds`,
/// `apply(_:)`, `cgPath` and `init(cgPath:)`, `currentPoint`, `miterLimit`, `flatness`. Fill and stroke use the
/// current context's colours (set with `UIColor.setFill()`/`setStroke()`).
@preconcurrency @MainActor
public final class UIBezierPath {
    /// One step of a path, as the graphics library replays it.
    @_spi(Rendering)
    public enum Element {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case quad(CGPoint, CGPoint)
        case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
        case close
    }

    @_spi(Rendering) public private(set) var elements: [Element] = [] {
        didSet { roundedRectShape = nil }
    }
    /// The rectangle and corner radius this path was made with by ``init(roundedRect:cornerRadius:)``, while it is
    /// unchanged: a graphics library may fill such a shape from a cached mask.
    @_spi(Rendering) public private(set) var roundedRectShape: (rect: CGRect, radius: CGFloat)?
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var usesEvenOddFillRule = false
    /// How far a mitred join may reach, in line widths, before it is bevelled; 10 as in UIKit.
    public var miterLimit: CGFloat = 10
    /// Kept for UIKit code that sets it; curves are drawn at the graphics library's own precision.
    public var flatness: CGFloat = 0.6

    public init() {}

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A rectangle with circular corners; the radius is limited to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            self.init(rect: rect)
            return
        }
        // Each corner's arc, clockwise on screen from its start angle: top right, bottom right, bottom left, top left.
        // Built in one array (no per-step growth): cells fill one of these per frame.
        func corner(_ x: CGFloat, _ y: CGFloat, from start: CGFloat) -> Element {
            .arc(center: CGPoint(x: x, y: y), radius: r, start: start, end: start + .pi / 2, clockwise: true)
        }
        elements = [
            .move(CGPoint(x: rect.minX + r, y: rect.minY)), corner(rect.maxX - r, rect.minY + r, from: -.pi / 2),
            corner(rect.maxX - r, rect.maxY - r, from: 0), corner(rect.minX + r, rect.maxY - r, from: .pi / 2),
            corner(rect.minX + r, rect.minY + r, from: .pi), .close,
        ]
        roundedRectShape = (rect.standardized, r)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let k: CGFloat = 0.552_284_749_8  // Bézier approximation of a quarter circle.
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + k * ry),
            controlPoint2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: cy + ry),
            controlPoint2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - k * ry),
            controlPoint2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: cy - ry),
            controlPoint2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }

    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(endPoint, controlPoint1, controlPoint2))
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quad(endPoint, controlPoint))
    }

    /// Adds an arc; `clockwise` as UIKit means it on screen (y down).
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }

    public func close() { elements.append(.close) }
    public func removeAllPoints() { elements.removeAll() }
    public func append(_ path: UIBezierPath) { elements.append(contentsOf: path.elements) }
    public var isEmpty: Bool { elements.isEmpty }

    /// The path as Core Graphics holds it: arcs become cubic curves. Setting it replaces every element.
    public var cgPath: CGPath {
        get {
            let path = CGMutablePath()
            for element in elements {
                switch element {
                case .move(let p): path.move(to: p)
                case .line(let p): path.addLine(to: p)
                case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
                case .quad(let p, let c): path.addQuadCurve(to: p, control: c)
                case .arc(let center, let radius, let start, let end, let clockwise):
                    // UIKit's clockwise is on screen (angles increase); Core Graphics' is the opposite sense.
                    path.addArc(
                        center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
                case .close: path.closeSubpath()
                }
            }
            return path
        }
        set {
            elements = newValue.segments.map { segment in
                switch segment {
                case .move(let p): .move(p)
                case .line(let p): .line(p)
                case .quad(let c, let p): .quad(p, c)
                case .curve(let c1, let c2, let p): .curve(p, c1, c2)
                case .close: .close
                }
            }
        }
    }

    /// Where the next element starts: the end of the last one (a closed subpath's start after `close()`), `.zero`
    /// for an empty path.
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        switch last {
        case .move(let p), .line(let p), .curve(let p, _, _), .quad(let p, _): return p
        case .arc(let center, let radius, _, let end, _):
            return CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
        case .close: return cgPath.currentPoint
        }
    }

    /// Transforms every point of the path. Arcs are turned into curves first when the transform is not a
    /// translation or uniform scale.
    public func apply(_ transform: CGAffineTransform) {
        elements = elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(transform))
            case .line(let p): .line(p.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(p.applying(transform), c1.applying(transform), c2.applying(transform))
            case .quad(let p, let c): .quad(p.applying(transform), c.applying(transform))
            case .arc(let center, let radius, let start, let end, let clockwise):
                .arc(
                    center: center.applying(transform),
                    radius: radius * sqrt(abs(transform.a * transform.d - transform.b * transform.c)),
                    start: start, end: end, clockwise: clockwise)
            case .close: .close
            }
        }
    }

    private var lineDash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    /// The dash pattern `stroke()` uses: `count` lengths from `pattern` (none when nil or 0), starting `phase`
    /// into it.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            lineDash = ([], 0)
            return
        }
        lineDash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Copies the dash pattern into `pattern` (when given, which must hold `count` values) and reports its length
    /// and phase.
    public func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (index, length) in lineDash.lengths.enumerated() { pattern[index] = length }
        }
        count?.pointee = lineDash.lengths.count
        phase?.pointee = lineDash.phase
    }

    // MARK: Drawing

    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(self)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !lineDash.lengths.isEmpty { context.setLineDash(phase: lineDash.phase, lengths: lineDash.lengths) }
        context.beginPath()
        context.addPath(self)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(self)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Whether `point` is inside the path as it would be filled.
    public func contains(_ point: CGPoint) -> Bool {
        Graphics.backend.path(self, contains: point)
    }

    /// The bounding box of the path's points and curves.
    public var bounds: CGRect {
        guard !elements.isEmpty else { return .null }
        return Graphics.backend.bounds(of: self)
    }
}
