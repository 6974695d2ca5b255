import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle, a back button naming the item
/// below it on the left (unless the top item hides it or replaces it), and the top item's bar button items.
///
/// Mirrors `UINavigationBar` in the toolkit's flat look: a light bar 44 points high with a hairline under it,
/// buttons in the tint colour, the title in 17-point semibold. Items are ordinary subviews (buttons, or the items'
/// custom views), so taps on them go through the usual hit-testing and target-action. Differences: no large titles,
/// no prompt, no appearance proxies; the back button is the chevron "‹" and a title, not an SF Symbol.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// UIKit's standard bar height.
    public static let standardHeight: CGFloat = 44

    open var items: [UINavigationItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            for item in items ?? [] { item.bar = self }
            itemsDidChange()
        }
    }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var isTranslucent = true

    /// Who the back button asks to go back: the navigation controller that owns the bar. A bar on its own pops its
    /// top item.
    weak var navigationController: UINavigationController?

    private let titleLabel = UILabel(frame: .zero)
    private var backButton: UIButton?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var customTitleView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, !items.isEmpty else { return nil }
        let popped = items.removeLast()
        self.items = items
        return popped
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: Self.standardHeight) }

    /// Rebuilds the buttons for the top item (an item changed, or the stack did).
    func itemsDidChange() {
        for view in leftViews + rightViews { view.removeFromSuperview() }
        backButton?.removeFromSuperview()
        backButton = nil
        customTitleView?.removeFromSuperview()
        customTitleView = nil
        guard let top = topItem else {
            leftViews = []
            rightViews = []
            titleLabel.text = nil
            return
        }
        if let backItem, !top.hidesBackButton, top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton {
            let title = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
            let button = UIButton(type: .system)
            button.setTitle("‹ " + (title.isEmpty ? "Back" : title), for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.backButtonTapped() }, for: .primaryActionTriggered)
            backButton = button
            addSubview(button)
        }
        leftViews = (top.leftBarButtonItems ?? []).map(makeView)
        rightViews = (top.rightBarButtonItems ?? []).map(makeView)
        for view in leftViews + rightViews { addSubview(view) }
        if let titleView = top.titleView {
            customTitleView = titleView
            addSubview(titleView)
        }
        titleLabel.text = top.titleView == nil ? top.title : nil
        setNeedsLayout()
    }

    private func makeView(for item: UIBarButtonItem) -> UIView {
        item.bar = self
        if let custom = item.customView { return custom }
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace {
            let space = UIView(frame: CGRect(x: 0, y: 0, width: item.width, height: 1))
            space.isUserInteractionEnabled = false
            return space
        }
        let button = UIButton(type: .system)
        button.setTitle(item.title, for: .normal)
        button.setImage(item.image, for: .normal)
        if item.style == .done { button.titleFont = .systemFont(ofSize: 17, weight: .semibold) }
        if let tint = item.tintColor { button.setTitleColor(tint, for: .normal) }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in item?.performAction() }, for: .primaryActionTriggered)
        return button
    }

    private func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        func width(of view: UIView) -> CGFloat {
            view is UIButton ? view.sizeThatFits(bounds.size).width : view.frame.width
        }
        var left: CGFloat = 4
        for view in ([backButton].compactMap { $0 }) + leftViews {
            let w = width(of: view)
            let h = min(view is UIButton ? height : max(view.frame.height, 1), height)
            view.frame = CGRect(x: left, y: ((height - h) / 2).rounded(), width: w, height: h)
            left += w + 4
        }
        var right = bounds.width - 4
        for view in rightViews {
            let w = width(of: view)
            let h = min(view is UIButton ? height : max(view.frame.height, 1), height)
            right -= w
            view.frame = CGRect(x: right, y: ((height - h) / 2).rounded(), width: w, height: h)
            right -= 4
        }
        // The title is centred on the bar, and shifted only as far as the buttons need.
        let inset = max(left, bounds.width - right) + 4
        let titleWidth = max(0, bounds.width - 2 * inset)
        let titleFrame = CGRect(x: inset, y: 0, width: titleWidth, height: height)
        titleLabel.frame = titleFrame
        if let customTitleView {
            let size =
                customTitleView.frame.size == .zero
                ? customTitleView.sizeThatFits(titleFrame.size) : customTitleView.frame.size
            let w = min(size.width, titleWidth), h = min(size.height, height)
            customTitleView.frame = CGRect(
                x: (bounds.width - w) / 2, y: (height - h) / 2, width: w, height: h)
        }
    }

    open override func draw(_ rect: CGRect) {
        (barTintColor ?? UIColor(white: 0.975, alpha: 1)).setFill()
        UIBezierPath(rect: bounds).fill()
        UIColor.separator.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)).fill()
    }
}
