import Foundation

/// Pull to refresh, as UIKit's `UIRefreshControl`: set it as a scroll view's (or table's) ``UIScrollView/refreshControl``
/// and add a target for `.valueChanged`.
///
/// Mirrors UIKit: dragging the content down past the control's height and then ``pullThreshold`` more starts a
/// refresh during the drag — ``isRefreshing`` becomes true and `.valueChanged` is sent, once per pull. While it
/// refreshes, the control stays in view above the content (the scroll view's `adjustedContentInset` includes its
/// height, so the content settles below it) and shows a spinning indicator; ``endRefreshing()`` hides it again and
/// content resting at the top moves back up. ``beginRefreshing()`` starts the look without sending an action, as in
/// UIKit. ``attributedTitle`` is shown under the indicator and ``tintColor`` colours both.
///
/// Differences: the control appears and hides at once (UIKit animates both); while being pulled it shows the
/// indicator faded in by how far it is pulled, not UIKit's growing spokes.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height above the content: what the content moves down by while refreshing.
    static let height: CGFloat = 60
    /// How far past the control's height a pull must go to start a refresh.
    static let pullThreshold: CGFloat = 30

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// A title shown under the indicator; nil for none.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    private let indicator = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// Whether the current drag already started a refresh (one per pull).
    private var pullStartedRefresh = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
        indicator.hidesWhenStopped = false
        indicator.alpha = 0
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.alpha = 0
        addSubview(indicator)
        addSubview(titleLabel)
    }

    /// Shows the control as refreshing, without sending `.valueChanged` (as UIKit's `beginRefreshing()`).
    open func beginRefreshing() {
        setRefreshing(true)
    }

    /// Ends the refresh: the control hides, and content resting under it moves back to the top.
    open func endRefreshing() {
        setRefreshing(false)
    }

    private func setRefreshing(_ refreshing: Bool) {
        guard refreshing != isRefreshing else { return }
        isRefreshing = refreshing
        if refreshing {
            indicator.startAnimating()
        } else {
            indicator.stopAnimating()
        }
        updateLook(pulled: refreshing ? 1 : 0)
        (superview as? UIScrollView)?.adjustedInsetMayHaveChanged()
    }

    /// The height the scroll view keeps above its content for the control.
    var heightWhileRefreshing: CGFloat { isRefreshing ? Self.height : 0 }

    /// Places the control across the scroll view, just above the content's top (under the top inset).
    func placeAbove(contentOf scrollView: UIScrollView) {
        let top = scrollView.adjustedContentInset.top - heightWhileRefreshing
        frame = CGRect(x: 0, y: -top - Self.height, width: scrollView.bounds.width, height: Self.height)
    }

    /// The scroll view moved its content: follow it, and start a refresh when a drag pulled far enough.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        placeAbove(contentOf: scrollView)
        let top = scrollView.adjustedContentInset.top - heightWhileRefreshing
        let pulled = -(scrollView.contentOffset.y + top)
        if !scrollView.isDragging { pullStartedRefresh = false }
        guard !isRefreshing else { return }
        updateLook(pulled: min(max(pulled / Self.height, 0), 1))
        guard scrollView.isDragging, !pullStartedRefresh, isEnabled, pulled >= Self.height + Self.pullThreshold
        else { return }
        pullStartedRefresh = true
        setRefreshing(true)
        sendActions(for: .valueChanged)
    }

    private func updateLook(pulled fraction: CGFloat) {
        indicator.alpha = fraction
        titleLabel.alpha = fraction
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        indicator.color = tintColor
        titleLabel.textColor = tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = (attributedTitle?.length ?? 0) > 0
        indicator.center = CGPoint(x: bounds.midX, y: hasTitle ? bounds.midY - 9 : bounds.midY)
        titleLabel.frame = CGRect(x: 0, y: bounds.midY + 6, width: bounds.width, height: 18)
        titleLabel.isHidden = !hasTitle
    }
}
