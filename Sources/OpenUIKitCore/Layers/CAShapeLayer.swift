import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`.
///
/// Mirrors `path`, `fillColor` (black by default), `fillRule`, `strokeColor` (none by default), `lineWidth`,
/// `lineCap`, `lineJoin`, `miterLimit`, `lineDashPattern`, `lineDashPhase`, `strokeStart` and `strokeEnd` (the
/// part of the path's length stroked, 0 … 1, for progress rings). The path is in the layer's coordinates and is
/// drawn above the layer's background and `contents`, below its sublayers; it is not clipped to the bounds unless
/// `masksToBounds` is set.
///
/// Difference: where a stroke trimmed by `strokeStart`/`strokeEnd` starts and ends is measured along the path
/// flattened within 0.01 point; the stroke between follows the path's own curves.
open class CAShapeLayer: CALayer {
    // The look is read for every shape painted and every area marked, each frame a shape animates:
    // `@exclusivity(unchecked)` because it is only ever read or assigned whole on the main actor, so the runtime's
    // dynamic exclusivity check protects nothing here.
    @exclusivity(unchecked) public var path: CGPath? {
        willSet { markArea() }
        didSet {
            markArea()
            journalChange(\CAShapeLayer.path, from: oldValue)
        }
    }
    @exclusivity(unchecked) public var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet {
            markArea()
            propertyDidChange(.fillColor, from: .color(oldValue))
        }
    }
    @exclusivity(unchecked) public var fillRule = CAShapeLayerFillRule.nonZero {
        didSet { lookDidChange(\CAShapeLayer.fillRule, from: oldValue) }
    }
    @exclusivity(unchecked) public var strokeColor: CGColor? {
        willSet { markArea() }
        didSet {
            markArea()
            propertyDidChange(.strokeColor, from: .color(oldValue))
        }
    }
    @exclusivity(unchecked) public var lineWidth: CGFloat = 1 {
        willSet { markArea() }
        didSet {
            markArea()
            propertyDidChange(.lineWidth, from: .number(Double(oldValue)))
        }
    }
    @exclusivity(unchecked) public var lineCap = CAShapeLayerLineCap.butt {
        didSet { lookDidChange(\CAShapeLayer.lineCap, from: oldValue) }
    }
    @exclusivity(unchecked) public var lineJoin = CAShapeLayerLineJoin.miter {
        didSet { lookDidChange(\CAShapeLayer.lineJoin, from: oldValue) }
    }
    @exclusivity(unchecked) public var miterLimit: CGFloat = 10 {
        didSet {
            markArea()
            propertyDidChange(.miterLimit, from: .number(Double(oldValue)))
        }
    }
    /// Alternating drawn and skipped lengths; nil or empty for a solid line.
    @exclusivity(unchecked) public var lineDashPattern: [NSNumber]? {
        didSet { lookDidChange(\CAShapeLayer.lineDashPattern, from: oldValue) }
    }
    @exclusivity(unchecked) public var lineDashPhase: CGFloat = 0 {
        didSet {
            markArea()
            propertyDidChange(.lineDashPhase, from: .number(Double(oldValue)))
        }
    }
    /// Where along the path's length the stroke starts, 0 … 1.
    @exclusivity(unchecked) public var strokeStart: CGFloat = 0 {
        didSet {
            markArea()
            propertyDidChange(.strokeStart, from: .number(Double(oldValue)))
        }
    }
    /// Where along the path's length the stroke ends, 0 … 1.
    @exclusivity(unchecked) public var strokeEnd: CGFloat = 1 {
        didSet {
            markArea()
            propertyDidChange(.strokeEnd, from: .number(Double(oldValue)))
        }
    }
    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor) = (other.path, other.fillColor, other.fillRule, other.strokeColor)
        (lineWidth, lineCap, lineJoin, miterLimit) = (other.lineWidth, other.lineCap, other.lineJoin, other.miterLimit)
        (lineDashPattern, lineDashPhase) = (other.lineDashPattern, other.lineDashPhase)
        (strokeStart, strokeEnd) = (other.strokeStart, other.strokeEnd)
    }

    /// Core Animation's archive initializer (`CALayer.init?(coder:)`): no archive is read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func drawLayerContent(in context: CGContext) {
        super.drawLayerContent(in: context)
        guard let path, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            context.beginPath()
            context.addPath(path)
            context.setFillColor(fillColor)
            context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, let stroked = strokedPath else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap.cgLineCap)
        context.setLineJoin(lineJoin.cgLineJoin)
        context.setMiterLimit(miterLimit)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            context.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        context.beginPath()
        context.addPath(stroked)
        context.setStrokeColor(strokeColor)
        context.strokePath()
        context.restoreGState()
    }

    /// The part of `path` the stroke covers (trimmed by `strokeStart`/`strokeEnd`); nil when nothing is stroked.
    @_spi(Rendering) public var strokedPath: CGPath? {
        guard let (path, start, end) = strokedRange else { return nil }
        return start > 0 || end < 1 ? path.measure.trimmed(from: start, to: end) : path
    }

    /// Calls `block` with each element of ``strokedPath`` without building it (a trimmed path is cut out of the
    /// kept measure straight into `block`); false, calling nothing, when nothing is stroked.
    @_spi(Rendering) public func applyStrokedPath(_ block: (UnsafePointer<CGPathElement>) -> Void) -> Bool {
        guard let (path, start, end) = strokedRange else { return false }
        if start > 0 || end < 1 {
            path.measure.applyTrimmed(from: start, to: end, block)
        } else {
            path.applyWithBlock(block)
        }
        return true
    }

    /// The path and the part of its length stroked; nil when nothing is stroked.
    private var strokedRange: (CGPath, CGFloat, CGFloat)? {
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard let path, !path.isEmpty, let strokeColor, strokeColor.alpha > 0, lineWidth > 0, end > start else {
            return nil
        }
        return (path, start, end)
    }

    override func subclassLayerValue(_ property: LayerProperty) -> LayerValue? {
        switch property {
        case .strokeStart: .number(Double(strokeStart))
        case .strokeEnd: .number(Double(strokeEnd))
        case .lineWidth: .number(Double(lineWidth))
        case .lineDashPhase: .number(Double(lineDashPhase))
        case .miterLimit: .number(Double(miterLimit))
        case .fillColor: .color(fillColor)
        case .strokeColor: .color(strokeColor)
        case .path: .other(LayerOpaqueValue(path))
        default: nil
        }
    }

    override func setSubclassLayerValue(_ value: LayerValue, for property: LayerProperty) -> Bool {
        switch (property, value) {
        case (.strokeStart, .number(let n)): strokeStart = CGFloat(n)
        case (.strokeEnd, .number(let n)): strokeEnd = CGFloat(n)
        case (.lineWidth, .number(let n)): lineWidth = CGFloat(n)
        case (.lineDashPhase, .number(let n)): lineDashPhase = CGFloat(n)
        case (.miterLimit, .number(let n)): miterLimit = CGFloat(n)
        case (.fillColor, .color(let c)): fillColor = c
        case (.strokeColor, .color(let c)): strokeColor = c
        case (.path, .other(let p)): path = p.value as? CGPath
        default: return false
        }
        return true
    }

    override func makePresentationCopy() -> CALayer { CAShapeLayer(layer: self) }

    override func contentExtent() -> CGRect {
        guard let path, !path.isEmpty else { return .null }
        // Mitred corners reach furthest: up to half the mitre limit's length (10 widths by default).
        let reach = strokeColor == nil ? 0 : lineWidth / 2 * (lineJoin == .miter ? max(miterLimit, 1) : 1.5)
        return path.boundingBox.insetBy(dx: -reach - 1, dy: -reach - 1)
    }
}

/// How a shape layer fills overlapping parts of its path, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's open lines, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The corners of a shape layer's lines, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

extension CGPath {
    /// The part of the path between the fractions `start` and `end` of its length, as open subpaths.
    func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        PathMeasure(self).trimmed(from: start, to: end)
    }
}
