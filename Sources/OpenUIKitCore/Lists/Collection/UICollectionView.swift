import Foundation

/// A scrolling grid, list or any arrangement of items in sections, each shown by a reusable cell that exists only
/// while it is on screen.
///
/// Mirrors `UICollectionView`, built on ``UIScrollView`` as UIKit's is. A ``UICollectionViewLayout`` says where
/// each element goes; the ``dataSource`` says how many items each section has and supplies their cells, which it
/// takes from ``dequeueReusableCell(withReuseIdentifier:for:)``; the ``delegate`` (a ``UICollectionViewDelegate``)
/// hears selection and display. On every layout pass (each scroll lays the view out) the collection view asks the
/// layout for the elements in its bounds, makes views for those that appeared, and puts those that left into a
/// reuse pool, from which the next dequeue takes them (after ``UICollectionReusableView/prepareForReuse()``).
///
/// Touches follow UIKit's rules (Docs/UIKitParity.md, "Collections"): a cell highlights when the touch reaches it
/// (after ``UIScrollView/delaysContentTouches``' hold), is selected when the finger lifts, and a drag that starts on
/// it scrolls and unhighlights it.
///
/// Differences from UIKit:
/// - ``delegate`` is declared by ``UIScrollView`` and reads back as `UIScrollViewDelegate?`; set it to a
///   ``UICollectionViewDelegate`` as in UIKit.
/// - No decoration views, drag and drop, or animated layout changes
///   (``setCollectionViewLayout(_:animated:)`` does not animate).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    // MARK: Layout, data source and delegate

    /// The layout that places the elements. Setting it lays the view out again with the new layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            layoutDidInvalidate()
        }
    }

    /// Replaces the layout (without animation in OpenUIKit).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// Supplies the items and their cells; not retained, as in UIKit. Setting it reloads the data.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Set it to a ``UICollectionViewDelegate`` (or a ``UICollectionViewDelegateFlowLayout``); the collection view
    /// keeps the cast so each callback costs no dynamic cast.
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any UICollectionViewDelegate
            flowLayoutDelegate = delegate as? any UICollectionViewDelegateFlowLayout
            if flowLayoutDelegate != nil || oldValue is any UICollectionViewDelegateFlowLayout {
                layoutDidInvalidate()
            }
        }
    }
    weak var collectionDelegate: (any UICollectionViewDelegate)?

    /// Told ahead of time about the items about to scroll in (see UICollectionView+Prefetching.swift); not
    /// retained, as in UIKit.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether the prefetch data source is told anything. True by default, as in UIKit.
    open var isPrefetchingEnabled = true
    var prefetcher = ListPrefetcher()
    weak var flowLayoutDelegate: (any UICollectionViewDelegateFlowLayout)?

    /// A view behind all the content, sized to the collection view and not scrolled.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection (see UICollectionView+Selection.swift)

    /// Whether the user can select items by touch. True by default.
    open var allowsSelection = true
    /// Whether the user can select several items; a tap on a selected one deselects it. False by default.
    open var allowsMultipleSelection = false {
        didSet {
            // Leaving multiple selection keeps only the most recent selection, as UIKit does.
            if !allowsMultipleSelection && selectedPaths.count > 1 {
                for indexPath in selectedPaths.dropLast() { setSelected(false, at: indexPath) }
                selectedPaths = [selectedPaths.last!]
            }
        }
    }
    /// Whether the keyboard can focus items (arrow keys, Return; see UICollectionView+Keyboard.swift). When true
    /// the collection view can become first responder, and a tap on an item makes it so and focuses the item.
    /// False by default, as on iOS.
    open var allowsFocus = false
    /// Whether moving the focus with the keyboard selects the focused item. False by default.
    open var selectionFollowsFocus = false
    /// The item the keyboard acts on.
    var focusedIndexPath: IndexPath?
    /// The selected items, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// The touch the collection view is tracking on a cell, from highlight to selection.
    var highlightTracking: HighlightTracking?

    // MARK: Registration and reuse

    var cellClasses: [String: UICollectionReusableView.Type] = [:]
    var supplementaryClasses: [SupplementaryKey: UICollectionReusableView.Type] = [:]
    var reusePool: [ReuseKey: [UICollectionReusableView]] = [:]

    // MARK: Visible elements (see UICollectionView+Display.swift)

    /// The views on screen by element.
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// The number of items in each section, as the data source last said; nil until asked.
    var itemCounts: [Int]?
    var needsReload = true
    var layoutIsPrepared = false
    var preparedBoundsSize: CGSize?
    var isUpdatingVisibleElements = false
    var needsAnotherVisiblePass = false
    /// Incremented by every change of the data (reloads, batch updates), so a pass can tell it went stale.
    var dataGeneration = 0
    /// Views still animating out after a batch update; recycled when their animation ends.
    var disappearingViews: [UICollectionReusableView] = []
    /// The cell `reconfigureItems(at:)` hands back to the data source's next dequeue of its identifier.
    var reconfiguring: (key: ReuseKey, cell: UICollectionReusableView)?
    /// The scroll views of sections that scroll sideways, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// The batch update being recorded (see UICollectionView+Updates.swift).
    var batch: BatchUpdate?

    // MARK: Editing and swipe actions (see UICollectionView+Swiping.swift)

    /// Whether the collection view is in editing mode: list cells show their `.whenEditing` accessories, and every
    /// cell's configuration state reports it. False by default.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            if isEditing { closeListSwipe(animated: true) }
            for view in visibleViews.values { (view as? UICollectionViewCell)?.isEditingForConfiguration = isEditing }
        }
    }
    /// The list row being swiped or left open with its actions showing.
    var listSwipe: ListSwipe?
    let swipeRecognizer = TableSwipeRecognizer()
    /// The current swipe only closed another row's actions.
    var swipeOnlyCloses = false

    // MARK: Interactive movement (see UICollectionView+InteractiveMovement.swift)

    /// The item being moved by the user, from `beginInteractiveMovementForItem(at:)` to its end or cancel.
    var movement: InteractiveMovement?
    /// Scrolls the collection view while the moved item is held near an edge; made at the first move.
    var movementAutoscroller: EdgeAutoscroller?
    /// Lifts an item pressed on its list cell's reorder grip at once (the table's grip recognizer).
    var reorderGripRecognizer: TableReorderRecognizer?

    // MARK: Initialisers

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Made from an archive with a plain flow layout (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: Registration

    /// Makes `cellClass` (a ``UICollectionViewCell`` subclass) the class dequeued for `identifier`. A nil class
    /// unregisters it. A class that is not a cell is reported and ignored (UIKit raises).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            UIApplication.reportProgrammingError(
                "UICollectionView.register: \(cellClass) is not a UICollectionViewCell subclass; ignored", about: self)
            return
        }
        cellClasses[identifier] = type
        reusePool[ReuseKey(kind: nil, identifier: identifier)] = nil
    }

    /// Makes `viewClass` (a ``UICollectionReusableView`` subclass) the class dequeued for `identifier` as
    /// supplementary views of `elementKind`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = SupplementaryKey(kind: elementKind, identifier: identifier)
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            UIApplication.reportProgrammingError(
                "UICollectionView.register: \(viewClass) is not a UICollectionReusableView subclass; ignored",
                about: self)
            return
        }
        supplementaryClasses[key] = type
        reusePool[ReuseKey(kind: elementKind, identifier: identifier)] = nil
    }

    /// A cell for the item at `indexPath`: one from the reuse pool (after `prepareForReuse()`) or a new one of the
    /// registered class. Call it from `collectionView(_:cellForItemAt:)`. An identifier with no registered class
    /// is reported (UIKit raises) and a plain cell is returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let view = dequeue(ReuseKey(kind: nil, identifier: identifier), for: indexPath) {
            cellClasses[identifier]
        }
        return view as? UICollectionViewCell ?? UICollectionViewCell(collectionViewReuseIdentifier: identifier)
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new, as cells are.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(ReuseKey(kind: elementKind, identifier: identifier), for: indexPath) {
            supplementaryClasses[SupplementaryKey(kind: elementKind, identifier: identifier)]
        }
    }

    private func dequeue(
        _ key: ReuseKey, for indexPath: IndexPath, registered: () -> UICollectionReusableView.Type?
    ) -> UICollectionReusableView {
        if let reconfiguring, reconfiguring.key == key {
            self.reconfiguring = nil
            return reconfiguring.cell
        }
        if var pool = reusePool[key], let view = pool.popLast() {
            reusePool[key] = pool
            view.prepareForReuse()
            return view
        }
        guard let type = registered() else {
            UIApplication.reportProgrammingError(
                "UICollectionView: could not dequeue a \(key.kind.map { "view of kind \($0)" } ?? "cell") with"
                    + " identifier \(key.identifier) for \(indexPath): register a class for it first", about: self)
            return key.kind == nil
                ? UICollectionViewCell(collectionViewReuseIdentifier: key.identifier)
                : UICollectionReusableView(collectionViewReuseIdentifier: key.identifier)
        }
        return type.init(collectionViewReuseIdentifier: key.identifier)
    }

    // MARK: Touches (the selection they make is in UICollectionView+Selection.swift)

    /// A touch that reaches a cell (the collection view hears it through the responder chain) highlights it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if listSwipe != nil {
            // A touch anywhere while a row is open only closes it, as in UIKit.
            closeListSwipe(animated: true)
            return
        }
        for touch in touches where highlightTracking == nil {
            guard allowsSelection, let cell = cell(under: touch), let indexPath = indexPath(for: cell) else { continue }
            guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { continue }
            highlightTracking = HighlightTracking(touch: touch, cell: cell, indexPath: indexPath)
            cell.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override var canBecomeFirstResponder: Bool { allowsFocus }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = handleFocusKeys(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !isFocusKey($0) }
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// The finger lifted: the tracked item is selected (or, with multiple selection, a selected one deselected).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracking = highlightTracking, touches.contains(where: { $0 === tracking.touch }) else { return }
        highlightTracking = nil
        if allowsFocus {
            focusedIndexPath = tracking.indexPath
            if !isFirstResponder { _ = becomeFirstResponder() }
        }
        userTapped(tracking)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracking = highlightTracking, touches.contains(where: { $0 === tracking.touch }) else { return }
        endHighlightTracking(notify: true)
    }

    /// What the collection view shows when app code that must supply a view did not: UIKit raises; OpenUIKit
    /// reports `message` and shows an empty, unreusable view.
    func placeholderCell(reporting message: String) -> UICollectionViewCell {
        UIApplication.reportProgrammingError(message, about: self)
        return UICollectionViewCell(collectionViewReuseIdentifier: "")
    }

    func placeholderSupplementaryView(reporting message: String) -> UICollectionReusableView {
        UIApplication.reportProgrammingError(message, about: self)
        return UICollectionReusableView(collectionViewReuseIdentifier: "")
    }

    // MARK: Counts

    /// The number of sections, as the data source last said (asked now if it has not been).
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section`, as the data source last said; 0 for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = self.counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    var counts: [Int] {
        if let itemCounts { return itemCounts }
        let loaded = loadCounts()
        itemCounts = loaded
        return loaded
    }

    /// Asks the data source for every section's count; negative answers are reported and taken as 0.
    func loadCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        var result: [Int] = []
        result.reserveCapacity(max(0, sections))
        for section in 0..<max(0, sections) {
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            if count < 0 {
                UIApplication.reportProgrammingError(
                    "UICollectionView: the data source said section \(section) has \(count) items; using 0",
                    about: self)
            }
            result.append(max(0, count))
        }
        if sections < 0 {
            UIApplication.reportProgrammingError(
                "UICollectionView: the data source said there are \(sections) sections; using 0", about: self)
        }
        return result
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = self.counts
        return counts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }

    // MARK: Reloading

    /// Discards every cell and asks the data source again at the next layout pass, as UIKit does. Selection is
    /// cleared.
    open func reloadData() {
        dataGeneration += 1
        needsReload = true
        itemCounts = nil
        endHighlightTracking(notify: true)
        selectedPaths.removeAll()
        focusedIndexPath = nil
        layoutDidInvalidate()
    }

    /// The layout was invalidated: prepare it again at the next layout pass.
    func layoutDidInvalidate() {
        layoutIsPrepared = false
        if isUpdatingVisibleElements { needsAnotherVisiblePass = true }
        setNeedsLayout()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Scrolling closes an open row, as in UIKit.
        if isDragging, listSwipe != nil { closeListSwipe(animated: true) }
        backgroundView?.frame = bounds
        updateVisibleElements()
    }

    /// The layout's attributes for the item, after preparing the layout if it needs it.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Scrolling to an item

    /// Scrolls so that the item sits at `scrollPosition` (clamped to the content), as UIKit does.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            UIApplication.reportProgrammingError(
                "UICollectionView.scrollToItem: \(indexPath) is not an item of the collection view; ignored",
                about: self)
            return
        }
        var target = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.top) {
            target.y = frame.minY
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - size.height / 2
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - size.height
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - size.width / 2
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - size.width
        }
        setContentOffset(clampedOffset(target), animated: animated)
    }
}
