import Foundation

// The seam between the core and a 2D graphics library (Docs/Architecture.md, "The graphics seam").
//
// The core owns UIKit's drawing API — `CGContext`, `UIBezierPath`, `UIImage`, `UIFont`, `UIGraphicsImageRenderer`,
// `draw(_:)` — and the state apps set through it (colours, global alpha, the context stack, path elements). What
// needs pixels or shaped text goes through these protocols to the library `Graphics.install(_:)` was given:
// OpenUIKitCairo (Cairo and Pango) installs itself when it is linked. Without one, `HeadlessGraphics` measures
// text approximately and draws nothing, so the event core builds and runs with no C graphics library at all.

/// What the core asks of a graphics library: text, images, path geometry, off-screen canvases and the painter.
@_spi(Rendering)
public protocol GraphicsBackend: AnyObject, Sendable {
    /// Line metrics of `font`. Called from any thread (fonts are `Sendable`).
    func fontMetrics(for font: UIFont) -> FontMetrics
    /// Whether a font family of this name is installed.
    func hasFontFamily(_ name: String) -> Bool
    /// Shapes `text` for measuring and drawing.
    @MainActor func layOutText(_ text: String, font: UIFont, options: TextLayoutOptions) -> any LaidOutText
    /// Shapes attributed `text` as one layout: each run in its own font and look (colours, underline,
    /// strikethrough, kerning), covering the text in order. Runs without a foreground colour take the colour the
    /// layout is drawn with.
    @MainActor func layOutText(_ text: String, runs: [TextRun], options: TextLayoutOptions) -> any LaidOutText
    /// Loads an image file; nil if it is missing or not in a format the library reads.
    func loadImage(contentsOfFile path: String) -> (any ImagePixels)?
    /// Decodes image data; nil if it is not in a format the library reads.
    func decodeImage(_ data: Data) -> (any ImagePixels)?
    /// An image of premultiplied RGBA bytes (8 bits a channel, red first, rows packed).
    func makeImage(premultipliedRGBA bytes: [UInt8], pixelWidth: Int, pixelHeight: Int) -> any ImagePixels
    /// A canvas over a new transparent (or, when `opaque`, black) bitmap.
    @MainActor func makeBitmapCanvas(pixelWidth: Int, pixelHeight: Int, opaque: Bool) -> any BitmapCanvas
    /// The bounding box of `path` as it would be filled (curves included).
    @MainActor func bounds(of path: UIBezierPath) -> CGRect
    /// Whether `point` lies inside `path` under its fill rule.
    @MainActor func path(_ path: UIBezierPath, contains point: CGPoint) -> Bool
    /// Paints `view` and its subviews into `context`, in the view's own bounds space, in UIKit's compositing order.
    @MainActor func paintHierarchy(of view: UIView, in context: CGContext)
    /// Paints a standalone `layer` and its sublayers into `context`, in the layer's own coordinates.
    @MainActor func paintLayerTree(_ layer: CALayer, in context: CGContext)
}

/// A font's vertical metrics, in points.
@_spi(Rendering)
public struct FontMetrics: Sendable, Equatable {
    public var ascender: CGFloat
    /// Below the baseline, positive.
    public var descender: CGFloat
    public var lineHeight: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }
}

/// How a piece of text is laid out.
@_spi(Rendering)
public struct TextLayoutOptions: Sendable, Hashable {
    /// The width to wrap or truncate at; nil for one unlimited line per paragraph.
    public var width: CGFloat?
    /// With no line limit, the height past which the last line is truncated.
    public var height: CGFloat?
    /// 0 for no limit.
    public var maximumLines: Int
    public var alignment: NSTextAlignment
    public var lineBreakMode: NSLineBreakMode
    public var lineSpacing: CGFloat
    /// Each paragraph is one line, ellipsized at `width` by `lineBreakMode` (TextKit's reading of a truncating line
    /// break mode in string drawing), however many paragraphs there are.
    public var truncatesEachParagraph: Bool
    /// The least height of a line (`NSParagraphStyle.minimumLineHeight`); 0 for none.
    public var minimumLineHeight: CGFloat

    public init(
        width: CGFloat?, height: CGFloat? = nil, maximumLines: Int = 0, alignment: NSTextAlignment = .natural,
        lineBreakMode: NSLineBreakMode = .byWordWrapping, lineSpacing: CGFloat = 0,
        truncatesEachParagraph: Bool = false, minimumLineHeight: CGFloat = 0
    ) {
        self.minimumLineHeight = minimumLineHeight
        self.width = width
        self.height = height
        self.maximumLines = maximumLines
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing
        self.truncatesEachParagraph = truncatesEachParagraph
    }
}

/// Shaped text, ready to measure and draw. Shaping is the expensive part; views that redraw the same text keep it.
@_spi(Rendering)
@preconcurrency @MainActor
public protocol LaidOutText: AnyObject {
    /// The size the text occupies (logical extents), in points.
    var size: CGSize { get }
    /// Where the text lies within its layout box (alignment can move it right), in points.
    var logicalRect: CGRect { get }
    /// The first line's baseline, down from the top of the layout box, in points.
    var firstBaseline: CGFloat { get }
    /// Where the glyphs' ink lies within the layout box, in points.
    var inkRect: CGRect { get }
    /// Draws the text with its layout box's top-left corner at `origin`.
    func draw(at origin: CGPoint, color: CGColor, alpha: CGFloat, on canvas: any DrawingCanvas)
    /// For text fields: the caret's x (points, first line) before the UTF-16 offset `offset` of `text` (the laid-out
    /// string), and the caret offset nearest to `x`. Defaults approximate (`LaidOutText+Caret.swift`); Pango
    /// answers from its cursor positions, so combining marks and wide characters are right.
    func caretX(forUTF16Offset offset: Int, in text: String) -> CGFloat
    func caretUTF16Offset(atX x: CGFloat, in text: String) -> Int
    /// For TextKit (``NSLayoutManager``): the UTF-16 offset of the character nearest `point` (layout-box points, any
    /// line) and how far through that character `point` lies (0...1); and the box of the characters of a UTF-16
    /// range over every line they fill. Defaults approximate (`LaidOutText+Characters.swift`); Pango answers from
    /// its glyph positions.
    func characterUTF16Offset(at point: CGPoint, in text: String) -> (offset: Int, fraction: CGFloat)
    func boundingRect(forUTF16Range range: Range<Int>, in text: String) -> CGRect
}

/// An image's pixels, never changed after creation (so an image may be shared across threads).
@_spi(Rendering)
public protocol ImagePixels: AnyObject, Sendable {
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    func pngData() -> Data?
    /// One pixel, premultiplication undone; nil outside the image.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?
    /// Every pixel as premultiplied RGBA bytes (8 bits a channel, red first, rows packed).
    func premultipliedRGBA() -> [UInt8]
}

extension ImagePixels {
    /// From ``pixel(x:y:)``, premultiplied again (libraries that hold premultiplied pixels answer exactly).
    public func premultipliedRGBA() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                guard let p = pixel(x: x, y: y) else { continue }
                let at = (y * pixelWidth + x) * 4
                let a = UInt32(p.alpha)
                bytes[at] = UInt8((UInt32(p.red) * a + 127) / 255)
                bytes[at + 1] = UInt8((UInt32(p.green) * a + 127) / 255)
                bytes[at + 2] = UInt8((UInt32(p.blue) * a + 127) / 255)
                bytes[at + 3] = p.alpha
            }
        }
        return bytes
    }
}

/// The drawing operations a `CGContext` forwards, in UIKit's coordinates (origin top left, y down). Colours and the
/// global alpha are the context's state, passed with each painting call.
@_spi(Rendering)
@preconcurrency @MainActor
public protocol DrawingCanvas: AnyObject {
    func saveState()
    func restoreState()
    func translateBy(x: CGFloat, y: CGFloat)
    func scaleBy(x: CGFloat, y: CGFloat)
    func rotate(by angle: CGFloat)
    func concatenate(_ transform: CGAffineTransform)
    var currentTransform: CGAffineTransform { get }
    func setLineWidth(_ width: CGFloat)
    func setLineCap(_ cap: CGLineCap)
    func setLineJoin(_ join: CGLineJoin)
    func setLineDash(phase: CGFloat, lengths: [CGFloat])
    func setMiterLimit(_ limit: CGFloat)
    func setAntialias(_ antialias: Bool)
    /// Sets how later drawing combines with the destination (saved and restored with the state); false when the
    /// library has no match for `mode`, which then draws as `.normal`.
    func setBlendMode(_ mode: CGBlendMode) -> Bool
    /// The shadow under everything drawn from now on; nil for none. Not part of the saved state: the context sets it
    /// again after a restore.
    func setShadow(_ shadow: CanvasShadow?)
    /// Whether images are smoothed when scaled (false: nearest pixel).
    func setSmoothsImages(_ smooth: Bool)

    func beginPath()
    func move(to point: CGPoint)
    func addLine(to point: CGPoint)
    func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)
    /// The end of the current path; zero when there is none.
    var currentPoint: CGPoint { get }
    /// `clockwise` in CoreGraphics' sense in a y-down space: counterclockwise on screen.
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    func addRect(_ rect: CGRect)
    func addEllipse(in rect: CGRect)
    func addPath(_ path: UIBezierPath)
    func closePath()

    func fillPath(rule: CGPathFillRule, color: CGColor, alpha: CGFloat)
    func strokePath(color: CGColor, alpha: CGFloat)
    /// Fills the current path and keeps it, for a stroke to follow.
    func fillPreservingPath(rule: CGPathFillRule, color: CGColor, alpha: CGFloat)
    func clear(_ rect: CGRect)
    func clip(rule: CGPathFillRule)
    var clipBoundingBox: CGRect { get }
    func draw(_ pixels: any ImagePixels, in rect: CGRect, alpha: CGFloat)
    /// Fills the clip with copies of the image, one per `tile`-sized cell from `tile`'s origin.
    func drawTiled(_ pixels: any ImagePixels, tile: CGRect, alpha: CGFloat)
    /// Fills the clip with a gradient through `stops` (location 0 … 1, colour), extended past its ends as asked.
    func drawGradient(
        _ stops: [(location: CGFloat, color: CGColor)], geometry: GradientGeometry, extendsBefore: Bool,
        extendsAfter: Bool, alpha: CGFloat)
    /// Saves the state and sends later drawing to an offscreen group.
    func beginGroup()
    /// Ends the innermost group, restores the state saved with it and paints the group at `alpha`.
    func endGroup(alpha: CGFloat)
    /// Back to the state a view's `draw(_:)` starts in: 1-point lines, the default curve precision, no path.
    func resetForDrawing()
}

/// A shadow as a canvas draws it: offset and blur in device pixels.
@_spi(Rendering)
public struct CanvasShadow: Sendable, Equatable {
    public var offset: CGSize
    /// The blur's extent; the Gaussian's standard deviation is half of it.
    public var blur: CGFloat
    public var color: CGColor

    public init(offset: CGSize, blur: CGFloat, color: CGColor) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}

/// Where a gradient runs, in user space.
@_spi(Rendering)
public enum GradientGeometry: Sendable, Equatable {
    case linear(start: CGPoint, end: CGPoint)
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
    /// Round `center`, from `startAngle` (radians) with angles increasing (clockwise on a y-down screen).
    case conic(center: CGPoint, startAngle: CGFloat)
}

/// A canvas over an off-screen bitmap (`UIGraphicsImageRenderer`).
@_spi(Rendering)
@preconcurrency @MainActor
public protocol BitmapCanvas: DrawingCanvas {
    /// The pixels drawn so far, as a new image.
    func makeImage() -> any ImagePixels
}

/// The installed graphics library.
@_spi(Rendering)
public enum Graphics {
    private final class Slot: @unchecked Sendable {
        // Written once at start-up, read from any thread (font metrics): guarded by a lock.
        let lock = NSLock()
        var backend: any GraphicsBackend = HeadlessGraphics()
    }

    private static let slot = Slot()

    /// The library in use; ``HeadlessGraphics`` until one is installed.
    public static var backend: any GraphicsBackend {
        slot.lock.lock()
        defer { slot.lock.unlock() }
        return slot.backend
    }

    /// Makes `backend` the library the core uses from now on.
    public static func install(_ backend: any GraphicsBackend) {
        slot.lock.lock()
        defer { slot.lock.unlock() }
        slot.backend = backend
    }
}
