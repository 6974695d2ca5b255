import Foundation

/// A laid-out piece of text, ready to measure and draw: the core's handle on text the graphics library shaped.
///
/// Layouts come from ``TextLayoutCache/shared``, so the same text with the same attributes is shaped once however
/// often it is drawn; views that draw the same text every frame (``UILabel``) also keep theirs.
@MainActor
struct TextLayout {
    let shaped: any LaidOutText

    /// - Parameters:
    ///   - width: the width to wrap or truncate at; nil for one unlimited line per paragraph.
    ///   - height: with no line limit, the height past which the last line is truncated.
    ///   - maximumLines: 0 for no limit.
    init(
        text: String, font: UIFont, width: CGFloat?, height: CGFloat? = nil, maximumLines: Int = 0,
        alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
        lineSpacing: CGFloat = 0, truncatesEachParagraph: Bool = false, minimumLineHeight: CGFloat = 0
    ) {
        let options = Self.options(
            width: width, height: height, maximumLines: maximumLines, alignment: alignment,
            lineBreakMode: lineBreakMode, lineSpacing: lineSpacing, truncatesEachParagraph: truncatesEachParagraph,
            minimumLineHeight: minimumLineHeight)
        shaped = TextLayoutCache.shared.layout(of: text, font: font, options: options)
    }

    /// A layout of `text`: plain when it has one look, attributed runs otherwise.
    ///
    /// - Parameters:
    ///   - truncatesEachParagraph: nil for what the paragraph style's line break mode says.
    ///   - lineBreakMode: nil for the paragraph style's.
    init(
        _ text: StyledText, width: CGFloat?, height: CGFloat? = nil, maximumLines: Int = 0,
        truncatesEachParagraph: Bool? = nil, lineBreakMode: NSLineBreakMode? = nil
    ) {
        let style = text.paragraphStyle
        let truncates = truncatesEachParagraph ?? style.lineBreakMode.truncates
        if text.runs.isEmpty {
            self.init(
                text: text.string, font: text.font, width: width, height: height, maximumLines: maximumLines,
                alignment: style.alignment, lineBreakMode: lineBreakMode ?? style.lineBreakMode,
                lineSpacing: style.lineSpacing, truncatesEachParagraph: truncates,
                minimumLineHeight: style.minimumLineHeight)
        } else {
            let options = Self.options(
                width: width, height: height, maximumLines: maximumLines, alignment: style.alignment,
                lineBreakMode: lineBreakMode ?? style.lineBreakMode, lineSpacing: style.lineSpacing,
                truncatesEachParagraph: truncates, minimumLineHeight: style.minimumLineHeight)
            self.init(shaped: TextLayoutCache.shared.layout(of: text.string, runs: text.runs, options: options))
        }
    }

    init(shaped: any LaidOutText) {
        self.shaped = shaped
    }

    /// Options with every limit made usable, so that equal requests have equal keys: zero, negative, NaN and
    /// unrepresentably large sizes set no limit, and per-paragraph truncation needs a width.
    static func options(
        width: CGFloat?, height: CGFloat?, maximumLines: Int, alignment: NSTextAlignment,
        lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat, truncatesEachParagraph: Bool,
        minimumLineHeight: CGFloat = 0
    ) -> TextLayoutOptions {
        let width = limit(width)
        return TextLayoutOptions(
            width: width, height: limit(height), maximumLines: max(maximumLines, 0), alignment: alignment,
            lineBreakMode: lineBreakMode, lineSpacing: lineSpacing.isFinite ? max(lineSpacing, 0) : 0,
            truncatesEachParagraph: truncatesEachParagraph && width != nil,
            minimumLineHeight: limit(minimumLineHeight) ?? 0)
    }

    /// The largest limit a layout takes, in points: Pango measures in 1/1024 points in 32 bits, so anything wider
    /// (`CGFloat.greatestFiniteMagnitude`, the usual "no limit") means no limit.
    static let largestLimit: CGFloat = 1_000_000

    /// A usable limit, or nil for none.
    static func limit(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value > 0, value <= largestLimit else { return nil }
        return value
    }

    /// The size the text occupies (logical extents), in points.
    var size: CGSize { shaped.size }
    /// Where the text lies within its layout box (alignment can move it right), in points.
    var logicalRect: CGRect { shaped.logicalRect }
    /// The first line's baseline, down from the top of the layout box.
    var firstBaseline: CGFloat { shaped.firstBaseline }

    /// Draws the text with its layout box's top-left corner at `origin`, under the context's global alpha.
    func draw(at origin: CGPoint, color: CGColor, in context: CGContext) {
        shaped.draw(at: origin, color: color, alpha: context.globalAlpha, on: context.canvas)
    }
}

extension NSLineBreakMode {
    /// Head, middle and tail truncation.
    var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingMiddle || self == .byTruncatingTail
    }
}
