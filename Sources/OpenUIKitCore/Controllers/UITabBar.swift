import Foundation

/// A row of tabs at the bottom of a ``UITabBarController``'s view (or anywhere an app puts one): each item's image
/// over its title, the selected one in the tint colour, the others in grey, a badge at an item's top right.
///
/// Mirrors `UITabBar`: ``items``, ``selectedItem`` (setting it selects without telling the delegate), a tap on an
/// enabled item selects it and tells the ``delegate`` (also when it was already selected). A tab bar that belongs to
/// a tab bar controller routes taps to the controller instead, which asks its own delegate (UIKit refuses a delegate
/// of the app's on such a bar; OpenUIKit reports one and ignores it). The items share the width equally.
/// Differences: no customizing sheet, no appearance proxies, no item positioning modes.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height UIKit's tab bar has in compact-height-free layouts (49 points, without a home-indicator inset).
    public static let standardHeight: CGFloat = 49

    /// The tabs, left to right. Setting it keeps the selection when the selected item is still among them.
    open var items: [UITabBarItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UITabBarItem] = []
    /// The selected tab, or nil. Setting it does not tell the delegate, as in UIKit.
    open var selectedItem: UITabBarItem? {
        didSet {
            if let selectedItem, !storedItems.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            refreshButtons()
        }
    }
    open weak var delegate: (any UITabBarDelegate)? {
        didSet {
            if delegate != nil, controller != nil {
                UIApplication.reportProgrammingError(
                    "UITabBar: the delegate of a tab bar managed by a UITabBarController cannot be changed", about: self
                )
                delegate = nil
            }
        }
    }
    /// The colour of the items that are not selected; grey when nil.
    open var unselectedItemTintColor: UIColor? { didSet { refreshButtons() } }
    /// The bar's background colour; the system's bar colour when nil.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.defaultBackground } }
    open var isTranslucent = true
    /// The tab bar controller this bar belongs to, which takes its taps.
    weak var controller: UITabBarController?

    static let defaultBackground = UIColor(white: 0.97, alpha: 1)
    private var buttons: [TabBarButton] = []
    private let hairline = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = Self.defaultBackground
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems where item.bar === self { item.bar = nil }
        storedItems = items ?? []
        for item in storedItems { item.bar = self }
        for button in buttons { button.removeFromSuperview() }
        buttons = storedItems.map { item in
            let button = TabBarButton(item: item)
            button.addAction(
                UIAction { [weak self, weak item] _ in
                    guard let self, let item else { return }
                    self.userTapped(item)
                }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selectedItem, !storedItems.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        refreshButtons()
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            let x = (CGFloat(index) * width).rounded()
            let next = (CGFloat(index + 1) * width).rounded()
            button.frame = CGRect(x: x, y: 0, width: next - x, height: bounds.height)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshButtons()
    }

    /// An item's title, image, badge or state changed.
    func itemDidChange() {
        refreshButtons()
    }

    private func refreshButtons() {
        let unselected = unselectedItemTintColor ?? .systemGray
        for button in buttons {
            button.show(selected: button.item === selectedItem, tint: tintColor, unselectedTint: unselected)
        }
    }

    /// A tap on an item: the controller decides, or the bar selects it and tells its delegate.
    private func userTapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let controller {
            controller.tabBarTapped(item)
            return
        }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}

/// One tab's control: the item's image over its title, and its badge.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let badge = UILabel(frame: .zero)

    /// Toolkit-internal: never made from an archive.
    required init?(coder: NSCoder) { return nil }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.clipsToBounds = true
        for view in [imageView, titleLabel, badge] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        accessibilityTraits = [.button]
    }

    func show(selected: Bool, tint: UIColor, unselectedTint: UIColor) {
        let colour = selected ? tint : unselectedTint
        imageView.image = (selected ? item.selectedImage : item.image)?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = colour
        titleLabel.text = item.title
        titleLabel.textColor = item.isEnabled ? colour : colour.withAlphaComponent(0.4)
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        isEnabled = item.isEnabled
        isSelected = selected
        accessibilityLabel = item.title
        accessibilityTraits = selected ? [.button, .selected] : [.button]
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hasImage = imageView.image != nil
        let imageSide: CGFloat = 25
        imageView.frame = CGRect(x: (bounds.width - imageSide) / 2, y: 4, width: imageSide, height: imageSide)
        imageView.isHidden = !hasImage
        let titleTop: CGFloat = hasImage ? 31 : 0
        titleLabel.frame = CGRect(
            x: 2, y: titleTop, width: max(bounds.width - 4, 0),
            height: hasImage ? 14 : min(bounds.height, Self.titleOnlyHeight))
        if !badge.isHidden {
            let size = badge.sizeThatFits(CGSize(width: 200, height: 18))
            let width = max(18, size.width + 10)
            badge.frame = CGRect(x: bounds.width / 2 + 6, y: 2, width: width, height: 18)
            badge.layer.cornerRadius = 9
        }
    }

    private static let titleOnlyHeight: CGFloat = UITabBar.standardHeight
}
