import Foundation

/// Lays out an ``NSTextStorage``'s text in ``NSTextContainer``s, answers where its characters are, and draws it.
///
/// Mirrors TextKit 1's `NSLayoutManager` as UIKit code uses it to draw a label's text itself and to find the
/// character under a touch (links in labels): ``usedRect(for:)``, ``boundingRect(forGlyphRange:in:)``,
/// ``glyphIndex(for:in:fractionOfDistanceThroughGlyph:)``, ``characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)``,
/// ``drawBackground(forGlyphRange:at:)`` and ``drawGlyphs(forGlyphRange:at:)``. The layout is OpenUIKit's text
/// layout (Pango, through the shared layout cache), made from the storage's current contents whenever it is asked,
/// so edits to the storage are always seen. Positions are in the container's coordinates: the text starts at
/// the container's ``NSTextContainer/lineFragmentPadding``.
///
/// Differences: a glyph is a UTF-16 unit of the text (glyph and character indexes are equal; UIKit's can differ for
/// ligatures and composed characters); all the text goes into the first container (later ones stay empty); one
/// paragraph style for the whole text (the first character's); `drawGlyphs` for part of the text clips the whole
/// text's drawing to that part's bounding box.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// The text laid out, set by ``NSTextStorage/addLayoutManager(_:)``.
    open internal(set) weak var textStorage: NSTextStorage?
    public private(set) var textContainers: [NSTextContainer] = []

    public override init() {
        super.init()
    }

    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        guard !textContainers.contains(where: { $0 === container }) else { return }
        textContainers.insert(container, at: min(max(index, 0), textContainers.count))
        container.layoutManager = self
    }

    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
    }

    /// The number of glyphs: the text's UTF-16 length.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// Lays the text out now. Layout is made when asked for, so this only checks the container is this manager's.
    open func ensureLayout(for container: NSTextContainer) {
        _ = layout(in: container)
    }

    /// The glyphs laid out in `container`: all of them in the first container, none in the others.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard layout(in: container) != nil else { return NSRange(location: 0, length: 0) }
        return NSRange(location: 0, length: numberOfGlyphs)
    }

    /// The rectangle the text uses in `container`: from the origin, the text's width plus the padding at both
    /// ends, and its height.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let laid = layout(in: container) else { return .zero }
        let padding = container.lineFragmentPadding
        return CGRect(x: 0, y: 0, width: laid.layout.size.width + 2 * padding, height: laid.layout.size.height)
    }

    /// The box of the glyphs of `glyphRange` over every line they fill, in the container's coordinates; `.zero` for
    /// an empty range or no text.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let laid = layout(in: container), let range = Range(glyphRange) else { return .zero }
        let rect = laid.layout.shaped.boundingRect(forUTF16Range: range, in: laid.text)
        guard !rect.isNull else { return .zero }
        return rect.offsetBy(dx: container.lineFragmentPadding, dy: 0)
    }

    /// The glyph nearest `point` (the container's coordinates); with `partialFraction`, how far through it the point
    /// lies. A point past the text gives the nearest glyph, as in UIKit.
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        guard let laid = layout(in: container) else {
            partialFraction?.pointee = 0
            return 0
        }
        let local = CGPoint(x: point.x - container.lineFragmentPadding, y: point.y)
        let hit = laid.layout.shaped.characterUTF16Offset(at: local, in: laid.text)
        partialFraction?.pointee = hit.fraction
        return hit.offset
    }

    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character nearest `point`; with `partialFraction`, how far the point lies between the insertion points
    /// before and after it.
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// Fills the backgrounds (`.backgroundColor`) of the runs in `glyphsToShow`, with the container's origin at
    /// `origin` in the current graphics context.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let storage = textStorage, let context = UIGraphicsGetCurrentContext(),
            let container = textContainers.first, let shown = Range(glyphsToShow)
        else { return }
        let whole = NSRange(location: 0, length: storage.length)
        storage.enumerateAttribute(.backgroundColor, in: whole, options: []) { value, range, _ in
            guard let colour = value as? UIColor, let part = Range(range)?.clamped(to: shown), !part.isEmpty else {
                return
            }
            let rect = self.boundingRect(forGlyphRange: NSRange(part), in: container)
            context.setFillColor(colour.cgColor)
            context.fill(rect.offsetBy(dx: origin.x, dy: origin.y))
        }
    }

    /// Draws the glyphs of `glyphsToShow` with the container's origin at `origin` in the current graphics context.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let container = textContainers.first,
            let laid = layout(in: container), glyphsToShow.length > 0
        else { return }
        let all = glyphsToShow.location <= 0 && glyphsToShow.location + glyphsToShow.length >= numberOfGlyphs
        context.saveGState()
        if !all {
            context.clip(
                to: boundingRect(forGlyphRange: glyphsToShow, in: container).offsetBy(dx: origin.x, dy: origin.y))
        }
        laid.layout.draw(
            at: CGPoint(x: origin.x + container.lineFragmentPadding, y: origin.y), color: laid.colour, in: context)
        context.restoreGState()
    }

    // MARK: - Layout

    /// The storage's text laid out in `container`, or nil when there is no text or the container is not this
    /// manager's first.
    private func layout(in container: NSTextContainer) -> (layout: TextLayout, text: String, colour: CGColor)? {
        guard let storage = textStorage, storage.length > 0, textContainers.first === container else { return nil }
        let styled = StyledText(storage)
        let width = container.size.width - 2 * container.lineFragmentPadding
        let height = container.size.height
        let layout = TextLayout(
            styled, width: width > 0 && width.isFinite ? width : nil,
            height: height > 0 && height.isFinite ? height : nil,
            maximumLines: max(container.maximumNumberOfLines, 0), lineBreakMode: container.lineBreakMode)
        return (layout, styled.string, styled.color)
    }
}
