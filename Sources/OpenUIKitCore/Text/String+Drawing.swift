import Foundation

/// String drawing with attributes, as UIKit adds to `NSString` (and, through bridging, `String`).
///
/// Honoured attributes: ``NSAttributedString/Key/font`` (system 12 pt when absent), `foregroundColor` (black),
/// `backgroundColor`, and `paragraphStyle` (alignment, line break mode, line spacing).
extension String {
    /// The size the string takes on one line per paragraph.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let layout = TextLayout(string: self, attributes: attributes, width: nil)
        return layout.size
    }

    /// Draws the string with its top-left corner at `point` in the current graphics context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout(string: self, attributes: attributes, width: nil)
        paintBackground(attributes, layout.logicalRect.offsetBy(dx: point.x, dy: point.y), context)
        layout.draw(at: point, color: Self.color(attributes), in: context)
    }

    /// Draws the string wrapped (or truncated, per the paragraph style) inside `rect`, clipped to it.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout(string: self, attributes: attributes, width: rect.width)
        context.saveGState()
        context.clip(to: rect)
        paintBackground(attributes, layout.logicalRect.offsetBy(dx: rect.minX, dy: rect.minY), context)
        layout.draw(at: rect.origin, color: Self.color(attributes), in: context)
        context.restoreGState()
    }

    @MainActor
    private func paintBackground(_ attributes: [NSAttributedString.Key: Any]?, _ rect: CGRect, _ context: CGContext) {
        guard let background = attributes?[.backgroundColor] as? UIColor else { return }
        context.saveGState()
        context.setFillColor(background.cgColor)
        context.fill(rect)
        context.restoreGState()
    }

    static func color(_ attributes: [NSAttributedString.Key: Any]?) -> CGColor {
        ((attributes?[.foregroundColor] as? UIColor) ?? .black).cgColor
    }
}

extension TextLayout {
    init(string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) {
        let font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 12)
        let style = (attributes?[.paragraphStyle] as? NSParagraphStyle) ?? .default
        self.init(
            text: string, font: font, width: width, alignment: style.alignment,
            lineBreakMode: style.lineBreakMode, lineSpacing: style.lineSpacing)
    }
}
