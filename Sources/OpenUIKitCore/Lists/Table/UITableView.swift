import Foundation

/// A vertical list of rows in sections, built on ``UIScrollView``, that keeps cells only for the rows on screen
/// and reuses them as rows scroll in and out.
///
/// Mirrors `UITableView`. A ``UITableViewDataSource`` says how many sections and rows there are and makes each
/// row's cell (`dequeueReusableCell(withIdentifier:for:)` with a registered class); a ``UITableViewDelegate`` (set
/// through `delegate`, which is the scroll view's) gives heights, header and footer views and hears about
/// highlight and selection. Styles `.plain` (headers pinned while their section scrolls), `.grouped` and
/// `.insetGrouped`.
///
/// Row heights: a fixed ``rowHeight``, the delegate's `heightForRowAt`, or (with ``automaticDimension``) the
/// cell's own fitting height. Until a row has been on screen its height is the estimate (``estimatedRowHeight`` or
/// the delegate's `estimatedHeightForRowAt`); the table keeps the heights in an index that stores only the rows
/// that differ from the estimate, so `reloadData` of a million rows costs what one row does.
///
/// Touches follow UIKit: a finger on a row highlights it once the scroll view's content-touch delay has passed
/// (or at once on a quick tap), lifting it selects the row, and a drag scrolls and unhighlights it.
///
/// Differences from UIKit: `delegate` keeps its ``UIScrollView`` type (assign a ``UITableViewDelegate`` to it as
/// in UIKit; Swift cannot narrow a stored property's type in a subclass); row animations are a fade with rows
/// sliding into place; keyboard navigation works while the table is first responder (there is no focus engine).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    // MARK: Configuration

    public let style: Style

    /// Who supplies the sections, rows and cells. Setting it reloads the table on the next layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            commitsEditing = nil
            setNeedsReload()
        }
    }

    /// The scroll view's delegate; a ``UITableViewDelegate`` assigned here also hears the table's calls.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            setNeedsReload()
        }
    }
    /// `delegate` as a table delegate, kept when it is set (a cast on each call would cost every frame).
    private(set) weak var tableDelegate: (any UITableViewDelegate)?

    /// Asked ahead of time for the rows about to scroll in, while ``isPrefetchingEnabled``.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true

    /// Every row's height, unless the delegate gives heights; ``automaticDimension`` (the default) sizes each row
    /// to its cell's content.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsReload(keepingCells: true) } }
    }
    /// The height assumed for rows not yet on screen; ``automaticDimension`` (the default) uses ``rowHeight`` when
    /// it is fixed, else 44. Zero turns estimation off: every row's height is asked for on reload, as in UIKit.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsReload(keepingCells: true) } }
    }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload(keepingCells: true) } }
    }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload(keepingCells: true) } }
    }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Extra space above each section's header (grouped styles use it as the gap between groups).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderTopPadding != oldValue { setNeedsReload(keepingCells: true) } }
    }

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// The default inset of the lines between rows; a cell's own ``UITableViewCell/separatorInset`` wins once set.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// A view above the first section; its frame's height is kept, its width follows the table.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload(keepingCells: true)
        }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload(keepingCells: true)
        }
    }
    /// Shown behind everything, sized to the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection and editing configuration

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether moving the keyboard focus (↑/↓) also selects the row.
    open var selectionFollowsFocus = false
    /// Whether the table is showing editing controls; see ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    var storedEditing = false

    // MARK: State

    var geometry = TableGeometry()
    /// The data source has not been asked yet, or something changed that needs asking again.
    var needsReload = true
    var heights = RowHeightMode.selfSizing
    /// Cells on screen by row, and the rows in order.
    var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
    var visibleOrder: [IndexPath] = []
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var cellPool = ReusableViewPool<UITableViewCell>()
    var headerFooterPool = ReusableViewPool<UITableViewHeaderFooterView>()
    /// Selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row a finger is on, while it is.
    var tracking: TouchTracking?
    /// The row keyboard navigation is at.
    var focusedRow: IndexPath?
    /// Bumped by every reload and update: a callback that sees it change knows its index paths are stale.
    var generation = 0
    /// Questions the delegate answered with the protocol's default (see ``noteDefaultAnswer(_:)``).
    var defaultAnswers: Set<DelegateQuestion> = []
    /// The cell the data source is being asked for (`dequeueReusableCell(withIdentifier:for:)` checks it).
    var rowBeingMade: IndexPath?
    /// Deleted cells fading out, removed when their animation ends.
    var departingCells: [UITableViewCell] = []
    var batchDepth = 0
    var pendingUpdates = TableUpdateBatch()
    var prefetcher = ListPrefetcher()
    var isTiling = false
    /// The row being swiped or left open with its actions showing.
    var swipe: SwipeState?
    let swipeRecognizer = TableSwipeRecognizer()
    /// The drag in progress began on another row while one was open: it closed that row and does nothing more.
    var swipeOnlyCloses = false
    var isLoading = false
    /// Whether the data source implements `commit(_:forRowAt:)`, once an edit the user committed showed it (see
    /// ``offersDefaultDeleteSwipe(canEditAnswered:styleAnswered:)``).
    var commitsEditing: Bool?
    /// The row being dragged by its reorder grip.
    var reorder: ReorderState?
    /// Scrolls the table while the held row is near its top or bottom edge (made at the first reorder).
    var reorderAutoscroller: EdgeAutoscroller?
    let reorderRecognizer = TableReorderRecognizer()

    // MARK: Initialisers

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        installTable()
    }

    /// A plain table, as UIKit's `init(frame:)`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Made from an archive: a plain table (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        installTable()
    }

    private func installTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        swipeRecognizer.install(on: self) { [weak self] recognizer in self?.swipeDidChange(recognizer) }
        reorderRecognizer.mayBegin = { [weak self] point in self?.reorderMayBegin(at: point) ?? false }
        reorderRecognizer.name = "reorder"
        addGestureRecognizer(reorderRecognizer)
        reorderRecognizer.addHandler { [weak self] recognizer in
            self?.reorderDidChange(unsafeDowncast(recognizer, to: TableReorderRecognizer.self))
        }
        if style != .plain { separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
    }

    // MARK: Counts and geometry

    open var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sections.count else {
            reportMisuse("numberOfRows(inSection: \(section)): there are \(geometry.sections.count) sections")
            return 0
        }
        return geometry.sections[section].rowCount
    }

    /// The row's frame in the table's coordinates (its estimate until it has been on screen); `.zero` for a row
    /// that does not exist, with a diagnostic.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard geometry.isValid(indexPath) else {
            reportMisuse("rectForRow(at: \(indexPath)): no such row")
            return .zero
        }
        return rowFrame(indexPath)
    }

    /// A section's frame: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.rowsBottom, width: bounds.width, height: s.footerHeight)
    }

    /// The row under `point` (table coordinates), or nil in a header, footer or empty space.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows that intersect `rect`, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        var result: [IndexPath] = []
        var row = geometry.firstRow(atOrAfter: rect.minY)
        while let current = row, geometry.rowSpan(current).top < rect.maxY {
            result.append(current)
            row = geometry.row(after: current)
        }
        return result
    }

    /// The row a visible cell shows; nil for a cell that is not on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard cell.owningTable === self else { return nil }
        for row in visibleOrder where visibleCellsByRow[row] === cell { return row }
        return nil
    }

    /// The cell on screen for a row; nil when the row is off screen (its cell may have been reused).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByRow[indexPath]
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        visibleOrder.compactMap { visibleCellsByRow[$0] }
    }

    /// The rows on screen, top to bottom; nil when there are none, as in UIKit.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleOrder.isEmpty ? nil : visibleOrder
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling to rows

    /// Scrolls so the row is at `scrollPosition` (`.none`: the least scrolling that shows it), within the content.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard geometry.isValid(indexPath) else {
            reportMisuse("scrollToRow(at: \(indexPath)): no such row")
            return
        }
        let frame = rowFrame(indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        // A pinned header in a plain table covers the top of the section.
        let pinned = style == .plain ? geometry.sections[indexPath.section].headerHeight : 0
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = frame.minY - inset.top - pinned
        case .middle: y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: y = frame.maxY - inset.top - visibleHeight
        case .none:
            if frame.minY - pinned < y + inset.top {
                y = frame.minY - inset.top - pinned
            } else if frame.maxY > y + inset.top + visibleHeight {
                y = frame.maxY - inset.top - visibleHeight
            }
        }
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = selectedRows.min() else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Scrolling closes an open row, as in UIKit.
        if isDragging, swipe != nil { closeSwipe(animated: true) }
        reloadIfNeeded()
        backgroundView?.frame = bounds
        tile()
    }

    // MARK: Reloading and editing (declared here so subclasses can override them)

    /// Asks the data source again for everything and shows the rows at the current offset. The selection is
    /// cleared and cells on screen go back to the reuse pool, as in UIKit.
    open func reloadData() {
        reloadEverything()
    }

    /// Shows or hides the editing controls of every row (see UITableView+Editing.swift).
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }

    // MARK: Keyboard (see UITableView+Keyboard.swift)

    open override var canBecomeFirstResponder: Bool { true }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled: Set<UIPress> = []
        for press in presses {
            guard let key = press.key, handleKey(key.keyCode) else {
                unhandled.insert(press)
                continue
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: Helpers

    /// A row's frame in content coordinates: inset grouped rows are inset from the sides.
    func rowFrame(_ indexPath: IndexPath) -> CGRect {
        let span = geometry.rowSpan(indexPath)
        let side = horizontalRowInset
        return CGRect(x: side, y: span.top, width: max(0, bounds.width - 2 * side), height: span.height)
    }

    /// How far rows are inset from the table's sides (inset grouped only).
    var horizontalRowInset: CGFloat { style == .insetGrouped ? 20 : 0 }

    func reportMisuse(_ message: String) {
        UIApplication.reportProgrammingError("UITableView.\(message)", about: self)
    }
}

extension UITableView {
    /// Where the table's row heights come from, decided on reload.
    enum RowHeightMode: Equatable {
        /// Every row is ``UITableView/rowHeight`` tall: exact, nothing to measure.
        case fixed(CGFloat)
        /// The delegate's `heightForRowAt`, asked when a row comes on screen (or for all rows without estimates).
        case delegate
        /// Each row is as tall as its cell's fitting height, measured when it comes on screen.
        case selfSizing
    }

    /// Delegate methods whose default implementation tells the table it ran (so the table knows the app did not
    /// implement them and can treat every row alike).
    enum DelegateQuestion: Hashable {
        case heightForRow
        case estimatedHeightForRow
        /// The data source's `commit(_:forRowAt:)` (which decides whether rows get the default Delete swipe).
        case commitEditing
        /// The data source's `canEditRowAt` and the delegate's `editingStyleForRowAt`: answered by the app, they
        /// say its rows are meant to be edited.
        case canEditRow
        case editingStyleForRow
    }

    /// Called by the protocol's default implementations: the delegate does not implement `question`.
    func noteDefaultAnswer(_ question: DelegateQuestion) {
        defaultAnswers.insert(question)
    }

    /// A finger on a row: the cell, the row it showed when the touch reached it, and whether it is highlighted.
    struct TouchTracking {
        let cell: UITableViewCell
        var row: IndexPath
        var isHighlighted: Bool
        let touch: UITouch
        /// The finger is on the row's delete or insert control.
        var onEditingControl = false
    }
}
