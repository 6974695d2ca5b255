import Foundation

// UITextField's geometry and look: the text as shown (bullets for secure entry, the input method's composition
// at the caret), caret and selection positions from the graphics library, horizontal scrolling, drawing.
//
// Long text: a field shows one line of about its width, so a text longer than `longTextLength` is shaped only
// around the caret (`shapedHalfLength` units each side): typing into 10,000 characters reshapes about 1,000, not
// all of them. The shaped part keeps its start while the caret stays well inside it, and when it moves the scroll
// offset moves by the width of the text between the old and new starts, so what the user sees does not jump.
// Difference: right-to-left runs cut by the part's ends are ordered within the part only.

extension UITextField {
    /// Where the text is drawn now: ``editingRect(forBounds:)`` while editing, else ``textRect(forBounds:)``.
    var textRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// Texts longer than this (UTF-16 units) are shaped only around the caret.
    static let longTextLength = 2_000
    /// How much of a long text is shaped on each side of the caret.
    static let shapedHalfLength = 500

    /// The part of the shown string that is shaped (all of it, unless it is long), and how a storage offset maps
    /// into it.
    struct Display {
        var text: String
        /// Where `text` starts in the whole shown string (UTF-16).
        var start = 0
        /// The composition's range in the whole shown string, if any.
        var marked: Range<Int>?

        /// A whole-string offset in `text`, clamped to it.
        func local(_ offset: Int) -> Int { min(max(offset - start, 0), text.utf16.count) }
    }

    /// The offset the view keeps in sight: the caret while editing, else the start (a field that is not editing
    /// shows the beginning of its text, as UIKit's does).
    var shownCaret: Int { isEditing ? selection.upperBound : 0 }

    var display: Display {
        var shown = isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage
        var marked: Range<Int>?
        if let markedText {
            let at = displayOffset(selection.lowerBound, markedAware: false)
            let index = String.Index(utf16Offset: at, in: shown)
            shown.insert(contentsOf: markedText, at: index)
            marked = at..<(at + markedText.utf16.count)
        }
        let length = shown.utf16.count
        guard length > Self.longTextLength else {
            shapedStart = 0
            return Display(text: shown, marked: marked)
        }
        let caret = marked?.upperBound ?? displayOffset(shownCaret)
        let start = shapedStart(for: caret, in: shown)
        let end = min(start + 2 * Self.shapedHalfLength, length)
        let slice = String(
            shown[String.Index(utf16Offset: start, in: shown)..<String.Index(utf16Offset: end, in: shown)])
        return Display(text: slice, start: start, marked: marked)
    }

    /// Where the shaped part of a long text starts: kept while the caret is well inside it, else centred on the
    /// caret (at a character boundary), the scroll offset moved by the width of the text between the two starts.
    private func shapedStart(for caret: Int, in shown: String) -> Int {
        let length = shown.utf16.count, half = Self.shapedHalfLength
        let kept = min(shapedStart, max(0, length - 2 * half))
        let margin = half / 2
        let keptEnd = min(kept + 2 * half, length)
        if (caret >= kept + margin || kept == 0) && (caret <= keptEnd - margin || keptEnd == length) {
            shapedStart = kept
            return kept
        }
        let wanted = min(max(caret - half, 0), max(0, length - 2 * half))
        let index = String.Index(utf16Offset: wanted, in: shown)
        let snapped = shown.rangeOfComposedCharacterSequence(at: index).lowerBound.utf16Offset(in: shown)
        let from = min(kept, snapped), to = max(kept, snapped)
        let gap = String(
            shown[String.Index(utf16Offset: from, in: shown)..<String.Index(utf16Offset: to, in: shown)])
        let width = TextLayout(text: gap, font: font ?? .systemFont(ofSize: 17), width: nil, maximumLines: 1).size.width
        scrollOffset += snapped > kept ? -width : width
        shapedStart = snapped
        return snapped
    }

    /// A storage offset in the shown string: bullets count one per grapheme; text after the caret moves right by
    /// the composition.
    func displayOffset(_ offset: Int, markedAware: Bool = true) -> Int {
        var shown = offset
        if isSecureTextEntry {
            shown = storage[..<String.Index(utf16Offset: offset, in: storage)].count
        }
        if markedAware, let markedText, offset >= selection.lowerBound { shown += markedText.utf16.count }
        return shown
    }

    /// The storage offset of a whole-string offset of the shown text.
    private func storageOffset(fromDisplay offset: Int, in display: Display) -> Int {
        var shown = offset
        if let marked = display.marked {
            if shown > marked.lowerBound { shown = max(marked.lowerBound, shown - marked.count) }
        }
        guard isSecureTextEntry else { return snapped(shown) }
        let count = min(shown, storage.count)
        return storage.index(storage.startIndex, offsetBy: count).utf16Offset(in: storage)
    }

    func layout(of display: Display) -> TextLayout {
        TextLayout(text: display.text, font: font ?? .systemFont(ofSize: 17), width: nil, maximumLines: 1)
    }

    /// Where the text's layout box starts (alignment, scrolling), in the field's coordinates.
    private func textOrigin(for layout: TextLayout, caretX: CGFloat) -> CGPoint {
        let rect = textRect
        let width = layout.size.width
        var x = rect.minX
        if width <= rect.width {
            scrollOffset = 0
            switch textAlignment {
            case .center: x += ((rect.width - width) / 2).rounded()
            case .right: x += rect.width - width
            default: break
            }
        } else {
            // Keep the caret inside the field.
            if caretX - scrollOffset > rect.width - 2 { scrollOffset = caretX - rect.width + 2 }
            if caretX - scrollOffset < 0 { scrollOffset = caretX }
            scrollOffset = min(max(scrollOffset, 0), width - rect.width + 2)
            x -= scrollOffset
        }
        return CGPoint(x: x, y: rect.minY + ((rect.height - layout.size.height) / 2).rounded())
    }

    /// The caret offset (storage, UTF-16) nearest to `point` (the field's coordinates).
    func offset(at point: CGPoint) -> Int {
        let display = self.display
        let layout = layout(of: display)
        let caretX = layout.shaped.caretX(forUTF16Offset: display.local(displayOffset(shownCaret)), in: display.text)
        let origin = textOrigin(for: layout, caretX: caretX)
        let shown = layout.shaped.caretUTF16Offset(atX: point.x - origin.x, in: display.text)
        return storageOffset(fromDisplay: display.start + shown, in: display)
    }

    /// The caret's rectangle in the field's coordinates (UITextInput's `caretRect(for:)` for the current caret);
    /// the input method's candidate window is placed under it.
    public var caretRect: CGRect {
        let display = self.display
        let layout = layout(of: display)
        let caretOffset = display.local(display.marked?.upperBound ?? displayOffset(selection.upperBound))
        let x = layout.shaped.caretX(forUTF16Offset: caretOffset, in: display.text)
        let inSight = display.local(display.marked?.upperBound ?? displayOffset(shownCaret))
        let origin = textOrigin(for: layout, caretX: layout.shaped.caretX(forUTF16Offset: inSight, in: display.text))
        return CGRect(x: origin.x + x - 1, y: origin.y, width: 2, height: layout.size.height)
    }

    func drawField(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBorder()
        drawClearButton()
        let display = self.display
        if display.text.isEmpty {
            if let placeholder, !placeholder.isEmpty { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else if !isEditing {
            drawText(in: textRect(forBounds: bounds))
        }
        guard isEditing else { return }
        let layout = layout(of: display)
        let caretOffset = display.local(display.marked?.upperBound ?? displayOffset(shownCaret))
        let caretX = layout.shaped.caretX(forUTF16Offset: caretOffset, in: display.text)
        let origin = textOrigin(for: layout, caretX: caretX)
        context.saveGState()
        context.clip(to: textRect)
        if !display.text.isEmpty {
            if !selection.isEmpty {
                let from = layout.shaped.caretX(
                    forUTF16Offset: display.local(displayOffset(selection.lowerBound)), in: display.text)
                let to = layout.shaped.caretX(
                    forUTF16Offset: display.local(displayOffset(selection.upperBound)), in: display.text)
                context.setFillColor(UIColor.systemBlue.withAlphaComponent(0.3).cgColor)
                context.fill(
                    CGRect(x: origin.x + min(from, to), y: origin.y, width: abs(to - from), height: layout.size.height))
            }
            let color = textDrawingColor
            layout.draw(at: origin, color: color, in: context)
            if let marked = display.marked {
                let from = layout.shaped.caretX(forUTF16Offset: display.local(marked.lowerBound), in: display.text)
                let to = layout.shaped.caretX(forUTF16Offset: display.local(marked.upperBound), in: display.text)
                context.setFillColor(color)
                context.fill(
                    CGRect(x: origin.x + from, y: origin.y + layout.size.height - 2, width: to - from, height: 1))
            }
        }
        if caretVisible, selection.isEmpty {
            context.setFillColor(UIColor.systemBlue.cgColor)
            context.fill(CGRect(x: origin.x + caretX - 1, y: origin.y, width: 2, height: max(layout.size.height, 17)))
        }
        context.restoreGState()
    }

    /// The text's colour, faded when the field is disabled.
    private var textDrawingColor: CGColor {
        let color = (textColor ?? .black).cgColor
        return isEnabled ? color : (color.copy(alpha: color.alpha * 0.4) ?? color)
    }

    /// What `drawText(in:)` draws by default: the shown text (bullets for secure entry) in `rect`, from its start.
    func drawShownText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let display = self.display
        let layout = layout(of: display)
        context.saveGState()
        context.clip(to: rect)
        layout.draw(at: origin(of: layout, in: rect), color: textDrawingColor, in: context)
        context.restoreGState()
    }

    /// What `drawPlaceholder(in:)` draws by default.
    func drawPlaceholderText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let placeholder, !placeholder.isEmpty else { return }
        let layout = TextLayout(text: placeholder, font: font ?? .systemFont(ofSize: 17), width: nil, maximumLines: 1)
        context.saveGState()
        context.clip(to: rect)
        layout.draw(
            at: origin(of: layout, in: rect), color: (placeholderColor ?? UIColor(white: 0.7, alpha: 1)).cgColor,
            in: context)
        context.restoreGState()
    }

    /// Where a layout that is not scrolled starts in `rect`: by the alignment when it fits, else at the start;
    /// centred vertically.
    private func origin(of layout: TextLayout, in rect: CGRect) -> CGPoint {
        let width = layout.size.width
        var x = rect.minX
        if width <= rect.width {
            switch textAlignment {
            case .center: x += ((rect.width - width) / 2).rounded()
            case .right: x += rect.width - width
            default: break
            }
        }
        return CGPoint(x: x, y: rect.minY + ((rect.height - layout.size.height) / 2).rounded())
    }

    private func drawBorder() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let frame = borderRect(forBounds: bounds).insetBy(dx: 0.5, dy: 0.5)
        switch borderStyle {
        case .none:
            return
        case .line:
            context.setStrokeColor(UIColor.black.cgColor)
            context.stroke(frame, width: 1)
        case .bezel:
            context.setStrokeColor(UIColor.gray.cgColor)
            context.stroke(frame, width: 1)
        case .roundedRect:
            let path = UIBezierPath(roundedRect: frame, cornerRadius: 5)
            UIColor.white.setFill()
            path.fill()
            (isEditing ? UIColor.systemBlue : UIColor.systemGray3).setStroke()
            path.lineWidth = 1
            path.stroke()
        }
    }
}
