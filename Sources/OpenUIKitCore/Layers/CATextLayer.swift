import Foundation

/// A layer that draws a string, as Core Animation's `CATextLayer`.
///
/// Mirrors `string` (a `String` or an `NSAttributedString`), `font` (a ``UIFont`` or a font name; Helvetica by
/// default; its size is ignored for `fontSize`, as in Core Animation), `fontSize` (36), `foregroundColor` (opaque
/// white), `isWrapped` (false: one line per paragraph), `truncationMode` (`.none`, `.start`, `.middle`, `.end`:
/// lines cut with an ellipsis at the bounds' width; wrapped text truncates its last line that fits) and
/// `alignmentMode` (`.natural`, `.left`, `.right`, `.center`, `.justified`). An attributed string keeps its own
/// fonts, colours and paragraph style; `font`, `fontSize` and `foregroundColor` fill in what it leaves unset. The
/// text is drawn from the top of the bounds, through the same text layout as labels, and clipped to the bounds.
/// `fontSize` and `foregroundColor` animate.
///
/// Difference: the text is drawn as shapes at every paint, so it is sharp at any scale whatever `contentsScale`
/// says; `allowsFontSubpixelQuantization` is stored only.
open class CATextLayer: CALayer {
    public var string: Any? { didSet { lookDidChange(\CATextLayer.string, from: oldValue) } }
    /// A ``UIFont`` or a font name (`String`); nil for Helvetica.
    public var font: Any? { didSet { lookDidChange(\CATextLayer.font, from: oldValue) } }
    public var fontSize: CGFloat = 36 {
        didSet {
            markArea()
            propertyDidChange(.fontSize, from: .number(Double(oldValue)))
        }
    }
    public var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet {
            markArea()
            propertyDidChange(.foregroundColor, from: .color(oldValue))
        }
    }
    public var isWrapped = false { didSet { markArea() } }
    public var truncationMode = CATextLayerTruncationMode.none { didSet { markArea() } }
    public var alignmentMode = CATextLayerAlignmentMode.natural { didSet { markArea() } }
    public var allowsFontSubpixelQuantization = false

    public override init() {
        super.init()
    }

    /// Core Animation's archive initializer (`CALayer.init?(coder:)`): no archive is read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (isWrapped, truncationMode, alignmentMode) = (other.isWrapped, other.truncationMode, other.alignmentMode)
    }

    /// The font the text is drawn in: `font` at `fontSize`.
    var resolvedFont: UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        if let font = font as? UIFont { return font.withSize(size) }
        let name = (font as? String) ?? (font as? NSString)?.description ?? "Helvetica"
        return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
    }

    /// The line break mode the truncation mode stands for; nil for none.
    var truncatingLineBreakMode: NSLineBreakMode? {
        switch truncationMode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: nil
        }
    }

    /// The string with its looks; nil when there is nothing to draw.
    var styledText: StyledText? {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = alignmentMode.textAlignment
        let font = resolvedFont
        let color = foregroundColor ?? CGColor(gray: 0, alpha: 0)
        if let attributed = string as? NSAttributedString {
            guard attributed.length > 0 else { return nil }
            return StyledText(attributed, defaultFont: font, defaultColor: color, defaultParagraphStyle: paragraph)
        }
        let text = (string as? String) ?? string.map { "\($0)" }
        guard let text, !text.isEmpty else { return nil }
        return StyledText(
            string: text,
            attributes: [.font: font, .foregroundColor: UIColor(cgColor: color), .paragraphStyle: paragraph])
    }

    override func drawLayerContent(in context: CGContext) {
        super.drawLayerContent(in: context)
        guard let text = styledText else { return }
        let b = bounds
        let truncation = truncatingLineBreakMode
        let layout: TextLayout
        if isWrapped {
            layout = TextLayout(
                text, width: b.width, height: truncation == nil ? nil : b.height, truncatesEachParagraph: false,
                lineBreakMode: truncation ?? .byWordWrapping)
        } else if let truncation {
            layout = TextLayout(text, width: b.width, truncatesEachParagraph: true, lineBreakMode: truncation)
        } else {
            // One unlimited line per paragraph: aligned here, since a layout with no width has nothing to align in.
            layout = TextLayout(text, width: nil)
        }
        var origin = b.origin
        if !isWrapped && truncation == nil {
            let alignment = text.paragraphStyle.alignment
            let factor: CGFloat = alignment == .center ? 0.5 : alignment == .right ? 1 : 0
            origin.x += (b.width - layout.size.width) * factor
        }
        context.saveGState()
        context.clip(to: b)
        layout.draw(at: origin, color: text.color, in: context)
        context.restoreGState()
    }

    override func subclassLayerValue(_ property: LayerProperty) -> LayerValue? {
        switch property {
        case .fontSize: .number(Double(fontSize))
        case .foregroundColor: .color(foregroundColor)
        default: nil
        }
    }

    override func setSubclassLayerValue(_ value: LayerValue, for property: LayerProperty) -> Bool {
        switch (property, value) {
        case (.fontSize, .number(let n)): fontSize = CGFloat(n)
        case (.foregroundColor, .color(let c)): foregroundColor = c
        default: return false
        }
        return true
    }

    override func makePresentationCopy() -> CALayer { CATextLayer(layer: self) }
}

/// Where a text layer cuts lines too long for its bounds, as `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines, as `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    var textAlignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}
