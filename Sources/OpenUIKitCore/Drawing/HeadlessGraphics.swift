import Foundation

/// The graphics library in use when none is installed: an app or test built from the core alone.
///
/// Text is measured approximately (0.6 em per character, lines 1.2 em high), images decode to nothing, canvases
/// record nothing and paths are measured by their points (curves and arcs by their control boxes). That is enough
/// for layout and event handling; anything that needs real pixels or glyph metrics links OpenUIKitCairo.
@_spi(Rendering)
public final class HeadlessGraphics: GraphicsBackend {
    public init() {}

    public func fontMetrics(for font: UIFont) -> FontMetrics {
        FontMetrics(ascender: font.pointSize * 0.95, descender: font.pointSize * 0.25, lineHeight: font.pointSize * 1.2)
    }

    public func hasFontFamily(_ name: String) -> Bool {
        name.caseInsensitiveCompare(UIFont.systemFontFamily) == .orderedSame
    }

    @MainActor
    public func layOutText(_ text: String, font: UIFont, options: TextLayoutOptions) -> any LaidOutText {
        ApproximateText(
            text: text, runs: [TextRun(utf8Range: 0..<text.utf8.count, style: TextRunStyle(font: font))],
            options: options)
    }

    @MainActor
    public func layOutText(_ text: String, runs: [TextRun], options: TextLayoutOptions) -> any LaidOutText {
        ApproximateText(text: text, runs: runs, options: options)
    }

    public func loadImage(contentsOfFile path: String) -> (any ImagePixels)? { nil }
    public func decodeImage(_ data: Data) -> (any ImagePixels)? { nil }

    public func makeImage(premultipliedRGBA bytes: [UInt8], pixelWidth: Int, pixelHeight: Int) -> any ImagePixels {
        MemoryImagePixels(premultipliedRGBA: bytes, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    @MainActor
    public func makeBitmapCanvas(pixelWidth: Int, pixelHeight: Int, opaque: Bool) -> any BitmapCanvas {
        NullCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    @MainActor
    public func bounds(of path: UIBezierPath) -> CGRect {
        path.elements.reduce(CGRect.null) { box, element in
            switch element {
            case .move(let p), .line(let p): box.union(CGRect(origin: p, size: .zero))
            case .curve(let p, let c1, let c2):
                box.union(CGRect(origin: p, size: .zero)).union(CGRect(origin: c1, size: .zero))
                    .union(CGRect(origin: c2, size: .zero))
            case .quad(let p, let c): box.union(CGRect(origin: p, size: .zero)).union(CGRect(origin: c, size: .zero))
            case .arc(let center, let radius, _, _, _):
                box.union(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            case .close: box
            }
        }
    }

    @MainActor
    public func path(_ path: UIBezierPath, contains point: CGPoint) -> Bool {
        let box = bounds(of: path)
        return !box.isNull && point.x >= box.minX && point.x < box.maxX && point.y >= box.minY && point.y < box.maxY
    }

    @MainActor
    public func paintHierarchy(of view: UIView, in context: CGContext) {}

    @MainActor
    public func paintLayerTree(_ layer: CALayer, in context: CGContext) {}
}

/// Text measured from the font sizes alone: each character 0.6 em of its run's font, lines 1.2 em of the largest.
@MainActor
private final class ApproximateText: LaidOutText {
    let size: CGSize
    let firstBaseline: CGFloat

    init(text: String, runs: [TextRun], options: TextLayoutOptions) {
        let largest = runs.map(\.style.font.pointSize).max() ?? 12
        let lineHeight = largest * 1.2
        firstBaseline = largest * 0.95
        var paragraphs: [CGFloat] = [0]
        var offset = 0, run = 0
        for character in text {
            while run < runs.count - 1 && runs[run].utf8Range.upperBound <= offset { run += 1 }
            if character.isNewline {
                paragraphs.append(0)
            } else {
                paragraphs[paragraphs.count - 1] += (runs.isEmpty ? 12 : runs[run].style.font.pointSize) * 0.6
            }
            offset += character.utf8.count
        }
        var lines = 0
        var width: CGFloat = 0
        for paragraph in paragraphs {
            if let limit = options.width, limit > 0, limit.isFinite, options.maximumLines != 1,
                !options.truncatesEachParagraph
            {
                lines += max(1, Int((paragraph / limit).rounded(.up)))
                width = max(width, min(paragraph, limit))
            } else {
                lines += 1
                width = max(width, options.width.map { min(paragraph, $0) } ?? paragraph)
            }
        }
        if options.maximumLines > 0 { lines = min(lines, options.maximumLines) }
        size = CGSize(width: width, height: CGFloat(lines) * lineHeight)
    }

    var logicalRect: CGRect { CGRect(origin: .zero, size: size) }
    var inkRect: CGRect { logicalRect }

    func draw(at origin: CGPoint, color: CGColor, alpha: CGFloat, on canvas: any DrawingCanvas) {}
}

/// A canvas that keeps the transform and path position and draws nothing.
@MainActor
private final class NullCanvas: BitmapCanvas {
    final class Pixels: ImagePixels {
        let pixelWidth: Int
        let pixelHeight: Int
        init(pixelWidth: Int, pixelHeight: Int) {
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
        }
        func pngData() -> Data? { nil }
        func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? { nil }
    }

    let pixelWidth: Int, pixelHeight: Int
    private(set) var currentTransform = CGAffineTransform.identity
    private(set) var currentPoint = CGPoint.zero
    private var saved: [CGAffineTransform] = []

    init(pixelWidth: Int, pixelHeight: Int) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    func saveState() { saved.append(currentTransform) }
    func restoreState() { currentTransform = saved.popLast() ?? currentTransform }
    func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    func concatenate(_ transform: CGAffineTransform) { currentTransform = transform.concatenating(currentTransform) }
    func setLineWidth(_ width: CGFloat) {}
    func setLineCap(_ cap: CGLineCap) {}
    func setLineJoin(_ join: CGLineJoin) {}
    func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    func setMiterLimit(_ limit: CGFloat) {}
    func setAntialias(_ antialias: Bool) {}
    func setBlendMode(_ mode: CGBlendMode) -> Bool { true }
    func setShadow(_ shadow: CanvasShadow?) {}
    func setSmoothsImages(_ smooth: Bool) {}
    func fillPreservingPath(rule: CGPathFillRule, color: CGColor, alpha: CGFloat) {}
    func drawTiled(_ pixels: any ImagePixels, tile: CGRect, alpha: CGFloat) {}
    func drawGradient(
        _ stops: [(location: CGFloat, color: CGColor)], geometry: GradientGeometry, extendsBefore: Bool,
        extendsAfter: Bool, alpha: CGFloat
    ) {}
    func beginGroup() { saveState() }
    func endGroup(alpha: CGFloat) { restoreState() }
    func beginPath() { currentPoint = .zero }
    func move(to point: CGPoint) { currentPoint = point }
    func addLine(to point: CGPoint) { currentPoint = point }
    func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { currentPoint = end }
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }
    func addRect(_ rect: CGRect) { currentPoint = rect.origin }
    func addEllipse(in rect: CGRect) {}
    func addPath(_ path: UIBezierPath) {}
    func closePath() {}
    func fillPath(rule: CGPathFillRule, color: CGColor, alpha: CGFloat) { beginPath() }
    func strokePath(color: CGColor, alpha: CGFloat) { beginPath() }
    func clear(_ rect: CGRect) {}
    func clip(rule: CGPathFillRule) { beginPath() }
    var clipBoundingBox: CGRect {
        CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight).applying(currentTransform.inverted())
    }
    func draw(_ pixels: any ImagePixels, in rect: CGRect, alpha: CGFloat) {}
    func resetForDrawing() { beginPath() }
    func makeImage() -> any ImagePixels { Pixels(pixelWidth: pixelWidth, pixelHeight: pixelHeight) }
}
