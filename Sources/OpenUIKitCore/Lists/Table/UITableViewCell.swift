import Foundation

/// One row of a ``UITableView``: a content view with the standard labels and image (or a content configuration),
/// an accessory at the trailing edge, and the highlighted and selected looks.
///
/// Mirrors `UITableViewCell`. The built-in styles (``CellStyle``) lay out ``textLabel``, ``detailTextLabel`` and
/// ``imageView`` as UIKit's do; ``contentConfiguration`` with a ``UIListContentConfiguration`` replaces them, as in
/// UIKit. Put custom subviews in ``contentView``. The table sets ``isHighlighted`` while a finger is on the row and
/// ``isSelected`` when the row is selected; a touch that reaches the cell (after the scroll view's content-touch
/// delay) goes to the table, which runs the delegate's highlight and selection calls, so a subclass that overrides
/// the `touches…` methods calls `super` as in UIKit.
///
/// Registered classes are made without the Objective-C runtime, through ``init(registeredReuseIdentifier:)``:
/// a required convenience initializer every subclass inherits as long as it overrides both designated initializers
/// (``init(style:reuseIdentifier:)`` and `init?(coder:)`) or neither, as UIKit subclasses do.
///
/// Differences from UIKit: the highlight and selection looks change at once (no fade); the labels have no
/// highlighted colours; the detail buttons are drawn but only the row's accessory area reports taps.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    // MARK: Identity

    /// The identifier the cell was registered or made with, for reuse.
    public let reuseIdentifier: String?
    /// The built-in layout chosen at creation.
    public let cellStyle: CellStyle

    // MARK: Content

    /// The view that holds the content: the standard labels and image, a configuration's view, or your subviews.
    /// It is inset from the cell's trailing edge by the accessory and, while editing, from the leading edge by the
    /// editing control.
    public let contentView = UIView(frame: .zero)

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The main label (made on first use, as in UIKit).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        label.font = cellStyle == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
        label.textColor = cellStyle == .value2 ? .systemBlue : .label
        if cellStyle == .value2 { label.textAlignment = .right }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label; nil for the `.default` style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        switch cellStyle {
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
            label.textColor = .secondaryLabel
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 12)
            label.textColor = .label
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (made on first use).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    /// Describes the content; setting it shows the configuration's view in ``contentView`` (reusing the one shown
    /// when it supports the new configuration).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// Whether ``contentConfiguration`` is updated for the cell's state when the state changes (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    private var configuredContentView: (any UIView & UIContentView)?

    /// A list configuration in the style that matches the cell, to fill in and set as ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The cell's state as configurations see it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    // MARK: Accessories

    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { accessoryDidChange() } }
    }
    /// A custom view at the trailing edge, shown instead of ``accessoryType``'s.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            accessoryDidChange()
        }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?

    // MARK: Looks

    open var selectionStyle: SelectionStyle = .default {
        didSet { updateBackgroundLooks() }
    }
    /// Shown behind the content; nil uses the background colour.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Shown behind the content while the cell is selected or highlighted; nil uses a grey fill (unless
    /// ``selectionStyle`` is `.none`).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateBackgroundLooks()
        }
    }
    /// The space the separator under the cell leaves at each end (only left and right count).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet {
            hasOwnSeparatorInset = true
            setNeedsDisplay()
        }
    }
    /// Whether app code set ``separatorInset`` (else the table's applies).
    private(set) var hasOwnSeparatorInset = false
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether a grip shows while editing. The table shows the grip on rows its data source's `canMoveRowAt`
    /// allows, as UIKit does when the data source implements `moveRowAt`; this flag is stored only.
    open var showsReorderControl = false
    /// The table shows the reorder grip (editing, and the data source lets the row move).
    var showsReorderGrip = false {
        didSet { if showsReorderGrip != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }
    /// The grip's width at the trailing edge.
    static let reorderGripWidth: CGFloat = 44
    /// Where the reorder grip is, in the cell's coordinates (zero when there is none).
    var reorderGripFrame: CGRect {
        guard isEditing, showsReorderGrip else { return .zero }
        return CGRect(
            x: bounds.width - Self.reorderGripWidth, y: 0, width: Self.reorderGripWidth, height: bounds.height)
    }
    /// Whether the content moves aside for the editing control while editing (true by default).
    open var shouldIndentWhileEditing = true

    // MARK: State

    /// The row is selected; set by the table as its selection changes.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// A finger is on the row (or the row is selected and drawn as highlighted); set by the table.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// The row shows its editing controls.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// The editing control the row shows (set by the table from its delegate).
    public internal(set) var editingStyle: EditingStyle = .none
    /// The table selects several rows in editing mode: the row shows a selection circle instead of a control.
    var showsSelectionCircle = false {
        didSet { if showsSelectionCircle != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    private var storedSelected = false
    private var storedHighlighted = false
    private var storedEditing = false
    let accessoryGlyph = TableCellAccessoryView()

    /// How the table wants the row drawn: its separator and, in an inset grouped table, its rounded corners.
    struct RowLook: Equatable {
        var showsSeparator = false
        var separatorColor: UIColor = .separator
        var separatorInset = UIEdgeInsets.zero
        var roundsTop = false
        var roundsBottom = false
        var isPlain = true
    }
    var rowLook = RowLook() {
        didSet { if rowLook != oldValue { setNeedsDisplay() } }
    }

    /// The table showing the cell; nil while it waits for reuse.
    weak var owningTable: UITableView?

    /// How far a swipe has slid the content (negative: to the left, revealing trailing actions).
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }
    /// The buttons a swipe reveals, while the row is swiped (see SwipeableRow).
    var swipeActionsView: TableSwipeActionsView?

    // MARK: Initialisers

    /// A cell with a built-in layout, to be reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installParts()
    }

    /// Made from an archive: a `.default` cell with no reuse identifier (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        installParts()
    }

    /// A `.default` cell with no reuse identifier and the given frame, as UIKit's `init(frame:)`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class: calls ``init(style:reuseIdentifier:)`` with `.default`, through
    /// the subclass's override when there is one. Not UIKit API; you never call or write it.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func installParts() {
        // The standard background, highlight and separator are drawn by `draw(_:)` in the row's shape; a
        // background colour set by app code paints the whole cell as in UIKit.
        backgroundColor = nil
        isOpaque = false
        addSubview(contentView)
        accessoryGlyph.isHidden = true
        addSubview(accessoryGlyph)
    }

    // MARK: Reuse

    /// Called just before the table hands the cell out again from `dequeueReusableCell`: reset state that belongs
    /// to the row it showed. The table has already cleared the highlight, selection and editing state.
    open func prepareForReuse() {}

    // MARK: State changes

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != storedSelected else { return }
        storedSelected = selected
        stateDidChange()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != storedHighlighted else { return }
        storedHighlighted = highlighted
        stateDidChange()
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        storedEditing = editing
        stateDidChange()
        setNeedsLayout()
    }

    /// Asks the cell to update its configurations for ``configurationState``.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates ``contentConfiguration`` for `state` (when ``automaticallyUpdatesContentConfiguration``).
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration else { return }
        configuredContentView?.configuration = configuration.updated(for: state)
    }

    private func stateDidChange() {
        updateBackgroundLooks()
        setNeedsUpdateConfiguration()
    }

    /// Whether the selected look shows: selected or highlighted, unless the selection style is `.none`.
    var showsSelectedLook: Bool { (storedSelected || storedHighlighted) && selectionStyle != .none }

    private func updateBackgroundLooks() {
        setNeedsDisplay()
        guard let view = selectedBackgroundView else { return }
        if showsSelectedLook {
            if view.superview !== self {
                insertSubview(view, at: backgroundView == nil ? 0 : 1)
                view.frame = bounds
            }
        } else {
            view.removeFromSuperview()
        }
    }

    open override func draw(_ rect: CGRect) {
        let look = rowLook
        let shape = TableRowShape.path(in: bounds, roundsTop: look.roundsTop, roundsBottom: look.roundsBottom)
        if backgroundColor == nil && backgroundView == nil {
            ControlDrawing.fill(shape, look.isPlain ? .systemBackground : .secondarySystemGroupedBackground)
        }
        if showsSelectedLook && selectedBackgroundView == nil {
            ControlDrawing.fill(shape, .systemGray4)
        }
        if storedEditing, editingStyle != .none, editingIndent > 0 {
            drawEditingControl()
        } else if storedEditing, showsSelectionCircle, editingIndent > 0 {
            drawSelectionCircle()
        }
        if storedEditing, showsReorderGrip {
            drawReorderGrip()
        }
        if look.showsSeparator {
            let line = UIBezierPath(
                rect: CGRect(
                    x: look.separatorInset.left, y: bounds.height - 0.5,
                    width: max(0, bounds.width - look.separatorInset.left - look.separatorInset.right), height: 0.5))
            ControlDrawing.fill(line, look.separatorColor)
        }
    }

    private func accessoryDidChange() {
        if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
        setNeedsLayout()
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let state = configurationState
        let updated = automaticallyUpdatesContentConfiguration ? configuration.updated(for: state) : configuration
        if let shown = configuredContentView, shown.supports(updated) {
            shown.configuration = updated
        } else {
            configuredContentView?.removeFromSuperview()
            let view = updated.makeContentView()
            contentView.addSubview(view)
            configuredContentView = view
        }
        setNeedsLayout()
    }

    /// The red minus (delete) or green plus (insert) circle at the leading edge while editing.
    private func drawEditingControl() {
        let centre = CGPoint(x: 16 + 11, y: bounds.midY)
        let circle = CGRect(x: centre.x - 11, y: centre.y - 11, width: 22, height: 22)
        ControlDrawing.fill(UIBezierPath(ovalIn: circle), editingStyle == .delete ? .systemRed : .systemGreen)
        ControlDrawing.fill(UIBezierPath(rect: CGRect(x: centre.x - 6, y: centre.y - 1, width: 12, height: 2)), .white)
        if editingStyle == .insert {
            ControlDrawing.fill(
                UIBezierPath(rect: CGRect(x: centre.x - 1, y: centre.y - 6, width: 2, height: 12)), .white)
        }
    }

    /// The circle of multiple selection in editing mode: an empty grey ring, or a blue disc with a white tick when
    /// the row is selected.
    private func drawSelectionCircle() {
        let centre = CGPoint(x: 16 + 11, y: bounds.midY)
        let circle = CGRect(x: centre.x - 11, y: centre.y - 11, width: 22, height: 22)
        guard storedSelected else {
            ControlDrawing.stroke(UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75)), .systemGray3, width: 1.5)
            return
        }
        ControlDrawing.fill(UIBezierPath(ovalIn: circle), .systemBlue)
        let tick = UIBezierPath()
        tick.move(to: CGPoint(x: centre.x - 5, y: centre.y))
        tick.addLine(to: CGPoint(x: centre.x - 1.5, y: centre.y + 3.5))
        tick.addLine(to: CGPoint(x: centre.x + 5, y: centre.y - 4))
        ControlDrawing.stroke(tick, .white, width: 2)
    }

    /// Three grey bars, the reorder grip, centred in its area at the trailing edge.
    private func drawReorderGrip() {
        let area = reorderGripFrame
        for index in -1...1 {
            let bar = CGRect(x: area.midX - 9, y: (area.midY + CGFloat(index) * 5 - 1).rounded(), width: 18, height: 2)
            ControlDrawing.fill(UIBezierPath(rect: bar), .systemGray2)
        }
    }

    // MARK: Layout

    /// The width the accessory takes at the trailing edge (with its margins); the reorder grip takes its place
    /// while it shows.
    var accessoryWidth: CGFloat {
        if isEditing && showsReorderGrip { return Self.reorderGripWidth }
        if let accessoryView { return accessoryView.frame.width + 16 }
        return accessoryType == .none ? 0 : TableCellAccessoryView.width(for: accessoryType) + 16
    }

    /// Where the accessory sits, in the cell's coordinates (zero when there is none).
    var accessoryFrame: CGRect {
        if let accessoryView {
            let size = accessoryView.frame.size
            return CGRect(
                x: bounds.width - 16 - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
        }
        guard accessoryType != .none else { return .zero }
        let width = TableCellAccessoryView.width(for: accessoryType)
        return CGRect(x: bounds.width - 16 - width, y: 0, width: width, height: bounds.height)
    }

    /// The leading space the editing control takes while editing.
    var editingIndent: CGFloat {
        isEditing && shouldIndentWhileEditing && (editingStyle != .none || showsSelectionCircle) ? 38 : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let leading = editingIndent + CGFloat(indentationLevel) * indentationWidth
        contentView.frame = CGRect(
            x: leading + swipeOffset, y: 0, width: max(0, bounds.width - leading - accessoryWidth),
            height: bounds.height)
        let gripShows = isEditing && showsReorderGrip
        accessoryView?.isHidden = gripShows
        accessoryView?.frame = accessoryFrame.offsetBy(dx: swipeOffset, dy: 0)
        accessoryGlyph.type = accessoryView == nil && !gripShows ? accessoryType : .none
        accessoryGlyph.isHidden = accessoryGlyph.type == .none
        accessoryGlyph.frame = accessoryView == nil ? accessoryFrame.offsetBy(dx: swipeOffset, dy: 0) : .zero
        layoutSwipeActions()
        configuredContentView?.frame = contentView.bounds
        layoutStandardParts(in: contentView.bounds)
    }

    /// The built-in styles' layout of the labels and image inside `area`.
    private func layoutStandardParts(in area: CGRect) {
        var x: CGFloat = 16
        if let imageView = storedImageView, let image = imageView.image {
            let size = CGSize(width: min(image.size.width, area.height), height: min(image.size.height, area.height))
            imageView.frame = CGRect(
                x: x, y: ((area.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x += size.width + 16
        } else {
            storedImageView?.frame = .zero
        }
        let width = max(0, area.width - x - 16)
        let text = storedTextLabel, detail = storedDetailTextLabel
        let hasDetail = !(detail?.text?.isEmpty ?? true)
        switch cellStyle {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .subtitle:
            let textHeight = text?.sizeThatFits(CGSize(width: width, height: 0)).height ?? 0
            let detailHeight = hasDetail ? detail?.sizeThatFits(CGSize(width: width, height: 0)).height ?? 0 : 0
            let top = ((area.height - textHeight - detailHeight - (hasDetail ? 2 : 0)) / 2).rounded()
            text?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: x, y: top + textHeight + 2, width: width, height: detailHeight)
        case .value1:
            let detailWidth = hasDetail ? min(detail?.sizeThatFits(.zero).width ?? 0, width / 2) : 0
            detail?.frame = CGRect(x: x + width - detailWidth, y: 0, width: detailWidth, height: area.height)
            text?.frame = CGRect(x: x, y: 0, width: max(0, width - detailWidth - 8), height: area.height)
        case .value2:
            let titleWidth: CGFloat = 67
            text?.frame = CGRect(x: x, y: 0, width: titleWidth, height: area.height)
            detail?.frame = CGRect(
                x: x + titleWidth + 6, y: 0, width: max(0, width - titleWidth - 6), height: area.height)
        }
    }

    /// The height the row needs at `size.width` (what a self-sizing row measures): the configuration's view's
    /// fitting height, else the standard parts', never less than 44 points (UIKit's standard row).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let leading = editingIndent + CGFloat(indentationLevel) * indentationWidth
        let contentWidth = max(0, size.width - leading - accessoryWidth)
        var height: CGFloat = 0
        if let configuredContentView {
            height = configuredContentView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else {
            let labelWidth = max(0, contentWidth - 32)
            let textHeight = storedTextLabel?.sizeThatFits(CGSize(width: labelWidth, height: 0)).height ?? 0
            let detailHeight = storedDetailTextLabel?.sizeThatFits(CGSize(width: labelWidth, height: 0)).height ?? 0
            height = (cellStyle == .subtitle ? textHeight + detailHeight + 2 : max(textHeight, detailHeight)) + 22
        }
        return CGSize(width: size.width, height: max(44, height.rounded(.up)))
    }

    // MARK: Touches

    // The table runs highlight and selection; the cell reports the touches it gets (after the scroll view's
    // content-touch delay) and does not pass them up the responder chain, as UIKit's cells do not.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningTable?.cellTouchesBegan(self, touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningTable?.cellTouchesMoved(self, touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningTable?.cellTouchesEnded(self, touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        owningTable?.cellTouchesCancelled(self, touches)
    }
}
