import Foundation

/// A view that shows text.
///
/// Mirrors `UILabel`: `text`, `font` (system 17 pt), `textColor` (`label`: black, white in dark appearance),
/// `highlightedTextColor` with `isHighlighted`, `textAlignment`, `numberOfLines` (1;
/// 0 for any number), `lineBreakMode` (truncate tail), `intrinsicContentSize` and `sizeThatFits(_:)`. The text
/// is laid out by Pango and drawn vertically centred in the bounds, as UIKit does. User interaction is off by
/// default, so a label takes no touches until it is turned on. The layout comes from the shared text layout cache
/// (labels with the same text and attributes share one), is kept between frames and is looked up again only when
/// the text, a text attribute or the size changes.
///
/// `attributedText` draws each run in its own font and look; what its attributes leave out comes from `font`,
/// `textColor`, `textAlignment` and `lineBreakMode`, as in UIKit. Setting `text` drops the attributed text.
///
/// `adjustsFontSizeToFitWidth` with a `minimumScaleFactor` below 1 draws plain text in a smaller font when it does
/// not fit: one line shrinks until it fits the width, several lines until they fit the height, never below
/// `font.pointSize × minimumScaleFactor` (where it truncates); a factor of 0, the default, means no shrinking, as in
/// UIKit. `font` and `intrinsicContentSize` keep the full size. Attributed text is not shrunk.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        get { storedText }
        set {
            let oldValue = storedText
            if !isSettingAttributedText { journalText() }
            storedText = newValue
            if !isSettingAttributedText { storedAttributedText = nil }
            if newValue != oldValue { textDidChange() }
            if !KeyValueObserverTable.isEmpty { keyValueDidChange("text", from: oldValue, to: newValue) }
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
                        .font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: labelParagraphStyle,
                    ])
            }
        }
        set {
            journalText()
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
            textDidChange()
        }
    }
    /// The font; implicitly unwrapped, as UIKit's: setting nil restores the default (the system font, 17 points).
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? .systemFont(ofSize: 17)
            // An equal font is still kept: it may be a Dynamic Type font that resizes later.
            let changed = font != storedFont
            let oldFont = storedFont
            if changed { journalText() }
            storedFont = font
            if changed { textDidChange() }
            if !KeyValueObserverTable.isEmpty { keyValueDidChange("font", from: oldFont, to: font) }
        }
    }
    /// The text's colour; implicitly unwrapped, as UIKit's: setting nil restores the default, `label` (black in the
    /// light appearance, white in the dark).
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            let color = newValue ?? .label
            guard color != storedTextColor else { return }
            journalText()
            storedTextColor = color
            cachedStyledText = nil
            setNeedsDisplay()
        }
    }
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label

    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics.scaledFont(for:)`) follows
    /// changes of the content size category; false by default, as UIKit's `UIContentSizeCategoryAdjusting`
    /// property. Other fonts stay as they are.
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            guard adjustsFontForContentSizeCategory != oldValue else { return }
            if adjustsFontForContentSizeCategory { ContentSizeAdjustingLabels.add(self) }
        }
    }

    /// The application's content size category changed (``UIApplication/preferredContentSizeCategory``).
    func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory else { return }
        font = storedFont.resizedForContentSizeCategory()
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
    /// Whether the label shows ``highlightedTextColor`` (a cell's label while the cell is highlighted).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// The text's colour while ``isHighlighted``; nil keeps ``textColor``.
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// Kept for UIKit code and not used: OpenUIKit does not tighten letter spacing before truncating, and centres
    /// text that shrinks (``adjustsFontSizeToFitWidth``) vertically whatever the baseline adjustment.
    open var allowsDefaultTighteningForTruncation = false
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    /// The text's shadow colour and offset. Kept for UIKit code; OpenUIKit does not draw text shadows yet.
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether text that does not fit is drawn in a smaller font, down to ``minimumScaleFactor``.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { textDidChange() } }
    }
    /// The smallest fraction of `font`'s size ``adjustsFontSizeToFitWidth`` shrinks to; 0 (the default) keeps the
    /// font's size. Values outside 0…1 are clamped.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { textDidChange() } }
    }

    private var storedText: String?
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

    /// What the label draws its text from: its text, attributed text, font and colour.
    private typealias TextLook = (text: String?, attributed: NSAttributedString?, font: UIFont, color: UIColor)

    /// Records the text look before a change, for a transition added later in the transaction. Put back, it drops
    /// the cached layout only: the size and constraints stay those of the current text.
    private func journalText() {
        let look: TextLook = (storedText, storedAttributedText, storedFont, storedTextColor)
        journalChange(of: self, from: look) { label, look in
            let current: TextLook = (
                label.storedText, label.storedAttributedText, label.storedFont, label.storedTextColor
            )
            (label.storedText, label.storedAttributedText, label.storedFont, label.storedTextColor) = look
            label.cachedLayout = nil
            label.cachedStyledText = nil
            return current
        }
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
            storedAttributedText, defaultFont: storedFont, defaultColor: storedTextColor.cgColor,
            defaultParagraphStyle: labelParagraphStyle)
        cachedStyledText = styled
        return styled
    }

    /// A layout of the label's text as the label lays it out: `numberOfLines`, truncating only the last line.
    private func makeLayout(width: CGFloat?, height: CGFloat?, font: UIFont? = nil) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        if let styled = styledText {
            return TextLayout(
                styled, width: width, height: height, maximumLines: numberOfLines, truncatesEachParagraph: false)
        }
        return TextLayout(
            text: text, font: font ?? storedFont, width: width, height: height, maximumLines: numberOfLines,
            alignment: textAlignment, lineBreakMode: lineBreakMode)
    }

    /// The font the text is drawn in within `size`: `font`, or the largest smaller size down to
    /// `minimumScaleFactor` at which it fits (``adjustsFontSizeToFitWidth``), in half-point steps.
    @_spi(Rendering) public func fittingFont(in size: CGSize) -> UIFont {
        let factor = min(max(minimumScaleFactor.isNaN ? 0 : minimumScaleFactor, 0), 1)
        guard adjustsFontSizeToFitWidth, factor > 0, factor < 1, styledText == nil, text?.isEmpty == false else {
            return storedFont
        }
        func fits(_ candidate: UIFont) -> Bool {
            if numberOfLines == 1 {
                return (makeLayout(width: nil, height: nil, font: candidate)?.size.width ?? 0) <= size.width
            }
            // Every line shown (the unlimited layout is no taller than the limited one) and within the height.
            let all = TextLayout(
                text: text ?? "", font: candidate, width: size.width, height: nil, maximumLines: 0,
                alignment: textAlignment, lineBreakMode: .byWordWrapping)
            let shown = makeLayout(width: size.width, height: nil, font: candidate)
            return all.size.height <= size.height && all.size.height <= (shown?.size.height ?? 0) + 0.5
        }
        let font = storedFont
        if fits(font) { return font }
        let smallest = font.pointSize * factor
        // One line's width grows with the size: start there from the proportional guess. Then step down.
        var points = font.pointSize
        if numberOfLines == 1 {
            let natural = makeLayout(width: nil, height: nil)?.size.width ?? size.width
            points = max(smallest, (points * min(1, size.width / max(natural, 1)) * 2).rounded(.down) / 2)
            // Widths are not quite proportional (hinting): the guess may be a step or two low.
            while points + 0.5 < font.pointSize, fits(font.withSize(points + 0.5)) { points += 0.5 }
        }
        while points > smallest, !fits(font.withSize(points)) { points = max(smallest, points - 0.5) }
        return font.withSize(points)
    }

    /// The layout for the current bounds, kept until the text, an attribute or the size changes.
    private func layoutForBounds() -> TextLayout? {
        let size = bounds.size
        if let cachedLayout, cachedLayoutSize == size { return cachedLayout }
        let layout = makeLayout(width: size.width, height: size.height, font: fittingFont(in: size))
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

    /// Draws the text; calls ``drawText(in:)`` with the bounds, as UIKit does, so a subclass can inset the text.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, centred vertically, clipped to it. Mirrors `UILabel.drawText(in:)`: subclasses
    /// override it to inset or shift the text and call `super` with their rectangle. The text is laid out for the
    /// label's bounds; a rectangle of another size lays it out for that size.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let laidOut =
            rect.size == bounds.size
            ? layoutForBounds()
            : makeLayout(
                width: rect.width, height: rect.height, font: fittingFont(in: rect.size))
        guard let layout = laidOut else { return }
        let size = layout.size
        let origin = CGPoint(x: rect.minX, y: rect.minY + ((rect.height - size.height) / 2).rounded())
        let plain = isHighlighted ? (highlightedTextColor ?? storedTextColor) : storedTextColor
        let base = styledText?.color ?? plain.cgColor
        let color = base.copy(alpha: base.alpha * (isEnabled ? 1 : 0.4)) ?? base
        context.saveGState()
        context.clip(to: rect)
        if let background = styledText?.backgroundColor {
            context.setFillColor(background)
            context.fill(layout.logicalRect.offsetBy(dx: origin.x, dy: origin.y))
        }
        layout.draw(at: origin, color: color, in: context)
        context.restoreGState()
    }
}
