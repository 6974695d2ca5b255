import Foundation

/// A row of a list layout (``UICollectionViewCompositionalLayout/list(using:)``): its content indented by
/// ``indentationLevel``, standard ``accessories`` at its edges, a ``defaultContentConfiguration()`` in the list's
/// style, and swipe actions from the list configuration's providers.
///
/// Mirrors `UICollectionViewListCell`. ``indentationLevel`` × ``indentationWidth`` moves the content view (and the
/// leading accessories) to the right; accessories take their room from the content view; a swipe slides the content
/// and accessories aside over the action buttons (see UICollectionView+Swiping.swift).
///
/// Differences: no `separatorLayoutGuide`, `indentsAccessories` is always true, and no list background
/// configuration (the row has no background unless the app sets one).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }
    /// 10 points per level by default.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }
    /// The accessories shown at the row's edges, each while its displayed state matches the collection view's
    /// editing mode.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }

    /// The accessory views, in the order of ``accessories``.
    private(set) var accessoryViews: [ListCellAccessoryView] = []
    /// How far a swipe has slid the content (negative: to the left, revealing trailing actions).
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }
    /// The buttons a swipe reveals, while the row is swiped (see SwipeableRow).
    var swipeActionsView: TableSwipeActionsView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A plain list row's configuration (``UIListContentConfiguration/cell()``), to fill in and set as
    /// ``UICollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    override var isSwipedForConfiguration: Bool { swipeActionsView != nil }

    open override func prepareForReuse() {
        super.prepareForReuse()
        hideSwipeActions()
    }

    // MARK: Accessories

    private func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view = ListCellAccessoryView(accessory)
            view.onTap = { [weak self, weak view] in
                guard let self, let view else { return }
                self.accessoryTapped(view.accessory)
            }
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    /// A tap on an accessory that acts: its handler, or for a delete accessory without one the row's trailing swipe
    /// actions, as UIKit reveals them.
    private func accessoryTapped(_ accessory: UICellAccessory) {
        if let handler = accessory.actionHandler {
            handler()
        } else if accessory.kind == .delete {
            owningCollectionView?.revealTrailingSwipeActions(of: self)
        }
    }

    /// The collection view the cell is shown in (a sideways-scrolling section's cells are one scroll view deeper).
    var owningCollectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView }
            view = current.superview
        }
        return nil
    }

    override func stateDidChange() {
        super.stateDidChange()
        for view in accessoryViews { view.isRowSelected = isSelected }
    }

    override func editingDidChange() {
        super.editingDidChange()
        setNeedsLayout()
    }

    // MARK: Swipe actions

    func swipeActionsDidChange() {
        setNeedsUpdateConfiguration()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = isEditingForConfiguration
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        var leading = indent
        var trailingViews: [ListCellAccessoryView] = []
        for view in accessoryViews {
            let shown = view.accessory.isShown(editing: editing)
            view.isHidden = !shown
            guard shown else { continue }
            if view.accessory.kind.isLeading {
                view.frame = CGRect(x: leading + swipeOffset, y: 0, width: view.width, height: bounds.height)
                leading += view.width
            } else {
                trailingViews.append(view)
            }
        }
        let trailingWidth = trailingViews.reduce(0) { $0 + $1.width }
        let contentWidth = max(0, bounds.width - leading - trailingWidth)
        contentView.frame = CGRect(x: leading + swipeOffset, y: 0, width: contentWidth, height: bounds.height)
        var x = leading + contentWidth
        for view in trailingViews {
            view.frame = CGRect(x: x + swipeOffset, y: 0, width: view.width, height: bounds.height)
            x += view.width
        }
        layoutSwipeActions()
    }
}

extension UICollectionViewListCell: SwipeableRow {}
