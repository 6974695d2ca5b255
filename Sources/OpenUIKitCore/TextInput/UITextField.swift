import Foundation

/// A single line of editable text.
///
/// Mirrors `UITextField`: ``text``, ``placeholder``, ``font``, ``textColor``, ``textAlignment``, ``borderStyle``,
/// ``isSecureTextEntry``, ``clearButtonMode`` (`UITextField+ClearButton.swift`), ``delegate``, ``isEditing``, and
/// the `editingDidBegin`/`editingChanged`/`editingDidEnd`/`editingDidEndOnExit` control events. Editing starts
/// when it becomes first responder (a click on it, or Tab from another field) and ends when it resigns.
///
/// Keys (`UITextField+Keys.swift`): typed characters insert; Backspace and Delete remove a character, with Ctrl (or
/// Alt) a word, with Super (⌘) to the start or end of the line; ←/→ move by character, with Ctrl (or Alt) by
/// word, Home/End (and ↑/↓) to the ends, Shift extending the selection; Return ends editing on exit; Tab and
/// Shift+Tab move to the next or previous text field of the window. Ctrl+C/X/V/A copy, cut, paste and select all
/// through the standard edit actions, and Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes (`UITextField+Undo.swift`). The mouse places the caret, drags a selection, double-clicks a word and
/// triple-clicks everything.
///
/// Offsets are UTF-16 code units (``selectedRange`` is an `NSRange`, as `shouldChangeCharactersIn` gives), and
/// the caret only ever stands between grapheme clusters. Caret and selection positions come from the graphics
/// library (Pango's cursor positions). The caret blinks on a timer only while the field is editing in a window.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// Mirrors `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// Mirrors `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    /// The text; never nil when read (an empty string), as in UIKit.
    open var text: String? {
        get { storage }
        set {
            storage = newValue ?? ""
            let end = storage.utf16.count
            selection = end..<end
            anchor = end
            markedRange = nil
            // Text set in code starts a new history: undoing past it would bring back text the app replaced.
            history.removeAll()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    open var placeholder: String? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The text with attributes, as UIKit's. Setting it sets ``text`` to its string and takes the first
    /// character's font, colour and paragraph alignment as the field's ``font``, ``textColor`` and
    /// ``textAlignment`` (UIKit's text field styles its text as a whole too, through its typing attributes); reading
    /// it gives ``text`` with those three attributes. Difference: runs styled differently from the first are drawn
    /// in its style, and other attributes (kerning, underline…) are not drawn.
    open var attributedText: NSAttributedString? {
        get { attributedForm(of: storage) }
        set {
            if let newValue { adoptAttributes(of: newValue) }
            text = newValue?.string
        }
    }
    /// The placeholder with attributes: as ``attributedText``, its first character's font is not taken (the
    /// placeholder uses the field's font), its colour is the placeholder's colour.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { attributedForm(of: $0, colour: placeholderColor) } }
        set {
            placeholderColor = newValue.flatMap {
                $0.length > 0 ? $0.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor : nil
            }
            placeholder = newValue?.string
        }
    }
    /// The colour an ``attributedPlaceholder`` gave; the system's placeholder grey when nil.
    var placeholderColor: UIColor? { didSet { setNeedsDisplay() } }
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    open var textColor: UIColor? = .black { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var borderStyle: BorderStyle = .none {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The text (or the placeholder, whichever is wider) on one line inside the border: the text rect's insets
    /// on each side, and the font's line height plus 7 points above and below with a border (whole points,
    /// rounded down): UIKit's 17-point rounded-rect field is 34 points high with its system font. The width follows the text set in code, not typing
    /// (typed text does not resize a field laid out by constraints until its text is set again).
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        // Two measurements, without an array of them (a window's first pass asks every field, twice in a stack).
        func width(_ text: String) -> CGFloat {
            text.isEmpty ? 0 : TextLayout(text: text, font: font, width: nil, maximumLines: 1).size.width
        }
        let widest = max(width(storage), width(placeholder ?? ""))
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        let height =
            borderStyle == .none ? font.lineHeight.rounded(.up) : (font.lineHeight + 2 * inset).rounded(.down)
        return CGSize(width: (widest + 2 * inset).rounded(.up), height: height)
    }
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
    open var clearsOnBeginEditing = false
    open weak var delegate: (any UITextFieldDelegate)?
    open private(set) var isEditing = false {
        didSet { if isEditing != oldValue, leftView != nil || rightView != nil { setNeedsLayout() } }
    }
    /// A view at the field's leading edge (an icon, a label), shown as ``leftViewMode`` says and placed by
    /// ``leftViewRect(forBounds:)``; the text starts after it. Mirrors `UITextField.leftView`.
    open var leftView: UIView? {
        didSet { sideViewDidChange(from: oldValue, to: leftView) }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's trailing edge (a button), shown as ``rightViewMode`` says and placed by
    /// ``rightViewRect(forBounds:)``; the text and the clear button end before it. Mirrors `UITextField.rightView`.
    open var rightView: UIView? {
        didSet { sideViewDidChange(from: oldValue, to: rightView) }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The presses this field took when they began (UITextField.swift, "Keys").
    private var takenPresses: Set<ObjectIdentifier> = []

    /// The selection (or the caret, when empty), in UTF-16 offsets. OpenUIKit spells `UITextView`'s
    /// `selectedRange` here too, the cheap part of `UITextInput`'s `selectedTextRange`.
    open var selectedRange: NSRange {
        get { NSRange(location: selection.lowerBound, length: selection.count) }
        set {
            let limit = storage.utf16.count
            let lower = min(max(newValue.location, 0), limit)
            let upper = min(max(lower + max(newValue.length, 0), lower), limit)
            setSelection(snapped(lower)..<snapped(upper), anchor: snapped(lower))
        }
    }

    /// Text being composed by an input method (preedit), shown at the caret and not yet part of ``text``.
    public internal(set) var markedText: String?

    // MARK: - State

    var storage = ""
    var selection: Range<Int> = 0..<0
    /// The end of the selection that stays put while Shift extends the other.
    var anchor = 0
    var markedRange: Range<Int>?
    var caretVisible = true
    private var blinkTimer: ScheduledTimer?
    /// Horizontal scroll of long text, so the caret stays inside the field (in the shaped part's coordinates).
    var scrollOffset: CGFloat = 0
    /// Where the shaped part of a very long text starts in the shown string (UTF-16); see
    /// `UITextField+Drawing.swift`, "Long text".
    var shapedStart = 0
    /// Undo and redo (`UITextField+Undo.swift`).
    var history = TextEditHistory()
    /// A press that began on the clear button: it clears when it lifts there, and selects nothing.
    var isTrackingClearButton = false

    /// How long the caret stays on, then off (UIKit's is about half a second each).
    public static let caretBlinkInterval: TimeInterval = 0.5

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Editing

    open override var canBecomeFirstResponder: Bool {
        isEnabled && !isHidden && (delegate?.textFieldShouldBeginEditing(self) ?? true)
    }

    open override var canResignFirstResponder: Bool {
        !isEditing || (delegate?.textFieldShouldEndEditing(self) ?? true)
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard super.becomeFirstResponder() else { return false }
        // The delegate's `textFieldShouldBeginEditing` may have made this field first responder already, and that
        // call began editing.
        guard !isEditing else { return true }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        restartBlink()
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        // A field leaving its window is not asked (`canResignFirstResponder`), only told.
        if isFirstResponder { guard super.resignFirstResponder() else { return false } }
        // Read after asking: the delegate's `textFieldShouldEndEditing` may have ended editing already (by removing
        // the field from its window, say), and that ending was told.
        guard isEditing else { return true }
        isEditing = false
        history.endRun()
        commitMarkedText()
        stopBlink()
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: - UIKeyInput

    public var hasText: Bool { !storage.isEmpty }

    /// Inserts `text` at the caret, replacing the selection; an input method's composition, if any, is what the
    /// text replaces (as in UIKit), so it goes.
    public func insertText(_ text: String) {
        markedText = nil
        replace(selection, with: text, as: .typing)
    }

    public func deleteBackward() {
        if selection.isEmpty {
            guard selection.lowerBound > 0 else { return }
            replace(previousBoundary(selection.lowerBound)..<selection.lowerBound, with: "", as: .deleting)
        } else {
            replace(selection, with: "", as: .deleting)
        }
    }

    // MARK: - Changing the text

    /// Replaces `range` (UTF-16) with `string` if the delegate agrees: the caret goes after the new text, the edit
    /// joins the undo history as `kind`, and `editingChanged` is sent.
    func replace(_ range: Range<Int>, with string: String, as kind: TextEditHistory.Kind) {
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: nsRange, replacementString: string) {
            return
        }
        // The delegate may have changed the text: clamp before editing.
        let limit = storage.utf16.count
        let lower = min(range.lowerBound, limit), upper = min(max(range.upperBound, lower), limit)
        let start = String.Index(utf16Offset: lower, in: storage)
        let end = String.Index(utf16Offset: upper, in: storage)
        let removed = String(storage[start..<end])
        let selectionBefore = selection
        storage.replaceSubrange(start..<end, with: string)
        let caret = lower + string.utf16.count
        selection = caret..<caret
        anchor = caret
        history.record(
            kind,
            .init(
                location: lower, removed: removed, inserted: string, selectionBefore: selectionBefore,
                selectionAfter: selection))
        editingDidChangeText()
    }

    /// What follows every change of the text: the caret shows, the field redraws, `editingChanged` is sent and the
    /// delegate hears of the new selection.
    func editingDidChangeText() {
        restartBlink()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    func setSelection(_ range: Range<Int>, anchor: Int) {
        guard range != selection || anchor != self.anchor else { return }
        history.endRun()
        selection = range
        self.anchor = anchor
        restartBlink()
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: - Input method (preedit)

    /// Shows `text` as the input method's composition at the caret (underlined), replacing any earlier one;
    /// nil or empty removes it. Mirrors `UITextInput.setMarkedText(_:selectedRange:)`.
    /// A composition belongs to editing: a field that is not editing ignores it (UIKit's text system only ever
    /// composes in the first responder).
    open func setMarkedText(_ text: String?, selectedRange: NSRange) {
        guard isEditing else { return }
        markedText = (text?.isEmpty ?? true) ? nil : text
        restartBlink()
        setNeedsDisplay()
    }

    /// Drops the composition without inserting it (the input method committed it through ``insertText(_:)``, or
    /// cancelled it).
    open func unmarkText() {
        markedText = nil
        setNeedsDisplay()
    }

    private func commitMarkedText() {
        markedText = nil
    }

    // MARK: - Caret blink

    private func restartBlink() {
        caretVisible = true
        blinkTimer?.cancel()
        blinkTimer = nil
        guard isEditing, let application = window?.application else { return }
        blinkTimer = application.clock.schedule(after: Self.caretBlinkInterval) { [weak self] in
            self?.blink()
        }
    }

    private func blink() {
        blinkTimer = nil
        guard isEditing, let application = window?.application else { return }
        caretVisible.toggle()
        setNeedsDisplay()
        blinkTimer = application.clock.schedule(after: Self.caretBlinkInterval) { [weak self] in
            self?.blink()
        }
    }

    private func stopBlink() {
        blinkTimer?.cancel()
        blinkTimer = nil
        caretVisible = true
    }

    /// Places the left and right views (UITextField+SideViews.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSideViews()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopBlink() } else if isEditing { restartBlink() }
    }

    // MARK: - Keys (the editing itself: UITextField+Keys.swift)

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled: Set<UIPress> = []
        for press in presses {
            if isEditing, let key = press.key, let action = Self.action(for: key) {
                takenPresses.insert(ObjectIdentifier(press))
                perform(action)
            } else {
                unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // A press the field took when it began is its own to the end, even when that key ended the editing (Return,
    // Tab): the rest of the chain never saw it begin.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { takenPresses.remove(ObjectIdentifier($0)) == nil }
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { takenPresses.remove(ObjectIdentifier($0)) == nil }
        if !unhandled.isEmpty { super.pressesCancelled(unhandled, with: event) }
    }

    // MARK: - Standard edit actions

    open override class var actionMethods: [Selector: ActionMethod] {
        super.actionMethods.merging([
            "copy:": .method(UITextField.copy(_:)),
            "cut:": .method(UITextField.cut(_:)),
            "paste:": .method(UITextField.paste(_:)),
            "selectAll:": .method(UITextField.selectAll(_:)),
            "undo:": .method(UITextField.undo(_:)),
            "redo:": .method(UITextField.redo(_:)),
        ]) { $1 }
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case "copy:", "cut:": isEditing && !selection.isEmpty && !isSecureTextEntry
        case "paste:": isEditing && UIPasteboard.general.hasStrings
        case "selectAll:": isEditing && !storage.isEmpty && selection.count < storage.utf16.count
        case "undo:": isEditing && history.canUndo
        case "redo:": isEditing && history.canRedo
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    open func copy(_ sender: Any?) {
        UIPasteboard.general.string = selectedText
    }

    open func cut(_ sender: Any?) {
        UIPasteboard.general.string = selectedText
        replace(selection, with: "", as: .other)
    }

    open func paste(_ sender: Any?) {
        guard let string = UIPasteboard.general.string else { return }
        // One line: line breaks become spaces.
        markedText = nil
        replace(
            selection,
            with: string.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " "),
            as: .other)
    }

    open func selectAll(_ sender: Any?) {
        setSelection(0..<storage.utf16.count, anchor: 0)
    }

    // MARK: - Mouse and drawing (UITextField+Drawing.swift)

    /// Where the clear button sits for `bounds`: 19 points square, 6 from the trailing edge, centred vertically.
    /// Mirrors `UITextField.clearButtonRect(forBounds:)`.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let trailing = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: trailing - 6 - side, y: bounds.minY + (bounds.height - side) / 2, width: side, height: side)
    }

    /// Where the left view sits for `bounds`: at the leading edge, its own size, centred vertically. Mirrors
    /// `UITextField.leftViewRect(forBounds:)`.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(
            origin: CGPoint(x: bounds.minX, y: bounds.minY + ((bounds.height - size.height) / 2).rounded()), size: size)
    }

    /// Where the right view sits for `bounds`: at the trailing edge, its own size, centred vertically. Mirrors
    /// `UITextField.rightViewRect(forBounds:)`.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(
            origin: CGPoint(
                x: bounds.maxX - size.width, y: bounds.minY + ((bounds.height - size.height) / 2).rounded()),
            size: size)
    }

    /// Where the text is drawn for `bounds`: inside the border, after the left view and before the clear button and
    /// the right view while they show.
    /// Mirrors `UITextField.textRect(forBounds:)`.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if showsLeftView {
            let start = leftViewRect(forBounds: bounds).maxX
            rect = CGRect(x: start, y: rect.minY, width: max(0, rect.maxX - start), height: rect.height)
        }
        if showsClearButton {
            rect.size.width = max(0, clearButtonRect(forBounds: bounds).minX - 6 - rect.minX)
        } else if showsRightView {
            rect.size.width = max(0, rightViewRect(forBounds: bounds).minX - rect.minX)
        }
        return rect
    }

    /// Where the text is drawn while editing. Mirrors `UITextField.editingRect(forBounds:)`: ``textRect(forBounds:)``
    /// unless a subclass says otherwise; the caret, selection, scrolling and presses follow it while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// Where the placeholder is drawn. Mirrors `UITextField.placeholderRect(forBounds:)`: ``textRect(forBounds:)``
    /// by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// Where the border is drawn. Mirrors `UITextField.borderRect(forBounds:)`: the bounds by default.
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Draws the text when the field is not editing, in `rect` (``textRect(forBounds:)``), with the field's font,
    /// colour and alignment, clipped to it. Mirrors `UITextField.drawText(in:)`: a subclass may draw its own; while
    /// editing the field draws the text itself (with the caret and selection), as UIKit's field editor does.
    open func drawText(in rect: CGRect) {
        drawShownText(in: rect)
    }

    /// Draws the placeholder when the text is empty, in `rect` (``placeholderRect(forBounds:)``), in the field's
    /// font and alignment, grey. Mirrors `UITextField.drawPlaceholder(in:)`.
    open func drawPlaceholder(in rect: CGRect) {
        drawPlaceholderText(in: rect)
    }

    /// A press places the caret (editing first), a double press selects a word, a triple press everything;
    /// dragging extends the selection from where the press began.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let onClearButton = showsClearButton && clearButtonHitRect.contains(location)
        // Where the press is in the text as drawn now: beginning to edit may scroll to the caret.
        let pressed = onClearButton ? 0 : self.offset(at: location)
        if !isFirstResponder { guard becomeFirstResponder() else { return false } }
        if onClearButton {
            isTrackingClearButton = true
            return true
        }
        let offset = min(pressed, storage.utf16.count)
        switch touch.tapCount {
        case 2:
            let word = wordRange(around: offset)
            setSelection(word, anchor: word.lowerBound)
        case 3...:
            setSelection(0..<storage.utf16.count, anchor: 0)
        default:
            setSelection(offset..<offset, anchor: offset)
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard touch.tapCount <= 1, !isTrackingClearButton else { return true }
        let offset = self.offset(at: touch.location(in: self))
        // App code may have changed the text since the press (the anchor then stands at its end).
        let anchor = min(self.anchor, storage.utf16.count)
        setSelection(min(anchor, offset)..<max(anchor, offset), anchor: anchor)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if isTrackingClearButton {
            isTrackingClearButton = false
            // The button may have hidden since the press (a field that began editing with it): where it was counts.
            if let touch, clearButtonHitRect.contains(touch.location(in: self)) { clearFromButton() }
            return
        }
        // X users expect what the mouse selected to be the PRIMARY selection (middle-click paste elsewhere).
        if !selection.isEmpty, !isSecureTextEntry { UIPasteboard.primarySelection.string = selectedText }
    }

    open override func cancelTracking(with event: UIEvent?) {
        isTrackingClearButton = false
    }

    open override func draw(_ rect: CGRect) {
        drawField(in: rect)
    }

    // MARK: - Boundaries

    /// The nearest grapheme boundary at or before `offset`.
    func snapped(_ offset: Int) -> Int {
        let clamped = min(max(offset, 0), storage.utf16.count)
        guard clamped < storage.utf16.count else { return clamped }
        return (storage as NSString).rangeOfComposedCharacterSequence(at: clamped).location
    }

    func previousBoundary(_ offset: Int) -> Int {
        let index = String.Index(utf16Offset: offset, in: storage)
        guard index > storage.startIndex else { return 0 }
        return storage.index(before: index).utf16Offset(in: storage)
    }

    func nextBoundary(_ offset: Int) -> Int {
        let index = String.Index(utf16Offset: offset, in: storage)
        guard index < storage.endIndex else { return storage.utf16.count }
        return storage.index(after: index).utf16Offset(in: storage)
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The start of the word before `offset` (skipping spaces and punctuation first), as Ctrl+← moves.
    func previousWordBoundary(_ offset: Int) -> Int {
        var index = String.Index(utf16Offset: offset, in: storage)
        while index > storage.startIndex, !isWordCharacter(storage[storage.index(before: index)]) {
            index = storage.index(before: index)
        }
        while index > storage.startIndex, isWordCharacter(storage[storage.index(before: index)]) {
            index = storage.index(before: index)
        }
        return index.utf16Offset(in: storage)
    }

    /// The end of the word after `offset`, as Ctrl+→ moves.
    func nextWordBoundary(_ offset: Int) -> Int {
        var index = String.Index(utf16Offset: offset, in: storage)
        while index < storage.endIndex, !isWordCharacter(storage[index]) { index = storage.index(after: index) }
        while index < storage.endIndex, isWordCharacter(storage[index]) { index = storage.index(after: index) }
        return index.utf16Offset(in: storage)
    }

    /// The word (or run of other characters) around `offset`, for a double click.
    func wordRange(around offset: Int) -> Range<Int> {
        guard !storage.isEmpty else { return 0..<0 }
        var index = String.Index(utf16Offset: min(offset, storage.utf16.count), in: storage)
        if index == storage.endIndex { index = storage.index(before: index) }
        let kind = isWordCharacter(storage[index])
        var start = index, end = storage.index(after: index)
        while start > storage.startIndex, isWordCharacter(storage[storage.index(before: start)]) == kind {
            start = storage.index(before: start)
        }
        while end < storage.endIndex, isWordCharacter(storage[end]) == kind { end = storage.index(after: end) }
        return start.utf16Offset(in: storage)..<end.utf16Offset(in: storage)
    }
}
