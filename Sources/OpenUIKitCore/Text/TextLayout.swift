import Foundation

/// A laid-out piece of text, ready to measure and draw: the core's handle on text the graphics library shaped.
///
/// Shaping is the expensive part of text; views that draw the same text repeatedly (``UILabel``) keep their layout
/// and redraw it.
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
        lineSpacing: CGFloat = 0
    ) {
        let options = TextLayoutOptions(
            width: width, height: height, maximumLines: maximumLines, alignment: alignment,
            lineBreakMode: lineBreakMode, lineSpacing: lineSpacing)
        shaped = Graphics.backend.layOutText(text, font: font, options: options)
    }

    /// The size the text occupies (logical extents), in points.
    var size: CGSize { shaped.size }
    /// Where the text lies within its layout box (alignment can move it right), in points.
    var logicalRect: CGRect { shaped.logicalRect }

    /// Draws the text with its layout box's top-left corner at `origin`, under the context's global alpha.
    func draw(at origin: CGPoint, color: CGColor, in context: CGContext) {
        shaped.draw(at: origin, color: color, alpha: context.globalAlpha, on: context.canvas)
    }
}
