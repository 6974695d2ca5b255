import Foundation

/// A view that shows text.
///
/// Mirrors `UILabel`: `text`, `font` (system 17 pt), `textColor` (black), `textAlignment`, `numberOfLines` (1;
/// 0 for any number), `lineBreakMode` (truncate tail), `intrinsicContentSize` and `sizeThatFits(_:)`. The text
/// is laid out by Pango and drawn vertically centred in the bounds, as UIKit does. User interaction is off by
/// default, so a label takes no touches until it is turned on. The layout comes from the shared text layout cache
/// (labels with the same text and attributes share one), is kept between frames and is looked up again only when
/// the text, a text attribute or the size changes.
///
/// `attributedText` draws each run in its own font and look; what its attributes leave out comes from `font`,
/// `textColor`, `textAlignment` and `lineBreakMode`, as in UIKit. Setting `text` drops the attributed text.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        didSet {
            if !isSettingAttributedText { storedAttributedText = nil }
            if text != oldValue { textDidChange() }
        }
    }
    /// The styled text; setting it sets `text` to its string. Reading it when only `text` was set gives `text`
    /// with the label's font, colour and paragraph settings.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return text.map {
                NSAttributedString(
                    string: $0,
                    attributes: [
                        .font: font, .foregroundColor: textColor ?? .black, .paragraphStyle: labelParagraphStyle,
                    ])
            }
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
            textDidChange()
        }
    }
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { if font != oldValue { textDidChange() } } }
    open var textColor: UIColor? = .black {
        didSet {
            if textColor != oldValue {
                cachedStyledText = nil
                setNeedsDisplay()
            }
        }
    }
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { textDidChange() } } }
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }
    /// Dims the text, as UIKit's disabled labels do.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// The width a label of several lines (``numberOfLines`` other than 1) wraps its text at for its
    /// ``intrinsicContentSize``. 0, the default, wraps at the label's own width once constraints have given it
    /// one, as UIKit's automatic preferred width does: the label then asks for another layout pass whenever its
    /// width changes.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width the intrinsic size was last measured at by the automatic preferred width; nil: not measured so.
    private var automaticWrapWidth: CGFloat?

    private var storedAttributedText: NSAttributedString?
    private var isSettingAttributedText = false
    private var cachedLayout: TextLayout?
    private var cachedLayoutSize = CGSize(width: -1, height: -1)
    /// The attributed text read for layout, kept with the layout.
    private var cachedStyledText: StyledText?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        backgroundColor = nil
    }

    private func textDidChange() {
        cachedLayout = nil
        cachedStyledText = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private var labelParagraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return style
    }

    /// The attributed text with the label's settings filling in what it leaves out; nil for plain text.
    private var styledText: StyledText? {
        guard let storedAttributedText else { return nil }
        if let cachedStyledText { return cachedStyledText }
        let styled = StyledText(
            storedAttributedText, defaultFont: font, defaultColor: (textColor ?? .black).cgColor,
            defaultParagraphStyle: labelParagraphStyle)
        cachedStyledText = styled
        return styled
    }

    /// A layout of the label's text as the label lays it out: `numberOfLines`, truncating only the last line.
    private func makeLayout(width: CGFloat?, height: CGFloat?) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        if let styled = styledText {
            return TextLayout(
                styled, width: width, height: height, maximumLines: numberOfLines, truncatesEachParagraph: false)
        }
        return TextLayout(
            text: text, font: font, width: width, height: height, maximumLines: numberOfLines,
            alignment: textAlignment, lineBreakMode: lineBreakMode)
    }

    /// The layout for the current bounds, kept until the text, an attribute or the size changes.
    private func layoutForBounds() -> TextLayout? {
        let size = bounds.size
        if let cachedLayout, cachedLayoutSize == size { return cachedLayout }
        let layout = makeLayout(width: size.width, height: size.height)
        cachedLayout = layout
        cachedLayoutSize = size
        return layout
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines != 1 ? size.width : nil
        guard let measured = makeLayout(width: width, height: nil)?.size else { return .zero }
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.greatestFiniteMagnitude
        automaticWrapWidth = nil
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                width = preferredMaxLayoutWidth
            } else if !translatesAutoresizingMaskIntoConstraints {
                // No width yet (0): one line, measured again once constraints give the label a width.
                if bounds.width > 0 { width = bounds.width }
                automaticWrapWidth = bounds.width
            }
        }
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// A label wrapping at its own width measures again when that width changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let automaticWrapWidth, automaticWrapWidth != bounds.width { invalidateIntrinsicContentSize() }
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = layoutForBounds() else { return }
        let size = layout.size
        let origin = CGPoint(x: bounds.minX, y: bounds.minY + ((bounds.height - size.height) / 2).rounded())
        let base = styledText?.color ?? (textColor ?? .black).cgColor
        let color = base.copy(alpha: base.alpha * (isEnabled ? 1 : 0.4)) ?? base
        context.saveGState()
        context.clip(to: bounds)
        if let background = styledText?.backgroundColor {
            context.setFillColor(background)
            context.fill(layout.logicalRect.offsetBy(dx: origin.x, dy: origin.y))
        }
        layout.draw(at: origin, color: color, in: context)
        context.restoreGState()
    }
}
