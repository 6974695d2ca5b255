import Foundation

/// A view that shows text.
///
/// Mirrors `UILabel`: `text`, `font` (system 17 pt), `textColor` (black), `textAlignment`, `numberOfLines` (1;
/// 0 for any number), `lineBreakMode` (truncate tail), `intrinsicContentSize` and `sizeThatFits(_:)`. The text
/// is laid out by Pango and drawn vertically centred in the bounds, as UIKit does. User interaction is off by
/// default, so a label takes no touches until it is turned on. The layout is kept between frames and made again
/// only when the text, a text attribute or the width changes.
@MainActor
open class UILabel: UIView {
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { if font != oldValue { textDidChange() } } }
    open var textColor: UIColor? = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { textDidChange() } } }
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }
    /// Dims the text, as UIKit's disabled labels do.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    private var cachedLayout: TextLayout?
    private var cachedLayoutSize = CGSize(width: -1, height: -1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
    }

    private func textDidChange() {
        cachedLayout = nil
        setNeedsDisplay()
    }

    /// The layout for the current bounds, kept until the text, an attribute or the size changes.
    private func layoutForBounds() -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let size = bounds.size
        if let cachedLayout, cachedLayoutSize == size { return cachedLayout }
        let layout = TextLayout(
            text: text, font: font, width: size.width, height: size.height,
            maximumLines: numberOfLines, alignment: textAlignment, lineBreakMode: lineBreakMode)
        cachedLayout = layout
        cachedLayoutSize = size
        return layout
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? = size.width > 0 && size.width.isFinite && numberOfLines != 1 ? size.width : nil
        let measured = TextLayout(
            text: text, font: font, width: width, maximumLines: numberOfLines,
            alignment: textAlignment, lineBreakMode: lineBreakMode
        ).size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = layoutForBounds() else { return }
        let size = layout.size
        let origin = CGPoint(x: bounds.minX, y: bounds.minY + ((bounds.height - size.height) / 2).rounded())
        let color = (textColor ?? .black).withAlphaComponent((textColor ?? .black).alpha * (isEnabled ? 1 : 0.4))
        context.saveGState()
        context.clip(to: bounds)
        layout.draw(at: origin, color: color.cgColor, in: context)
        context.restoreGState()
    }
}
