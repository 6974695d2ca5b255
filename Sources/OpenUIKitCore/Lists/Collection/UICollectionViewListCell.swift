import Foundation

/// A cell for a list layout: a row with an indentation level and a separator inset.
///
/// Mirrors `UICollectionViewListCell` in part: ``indentationLevel`` and ``indentationWidth`` move the content view
/// right, as UIKit does. Not yet: accessories, swipe actions, `defaultContentConfiguration()` (they come with the
/// table engineer's list content configuration and swipe actions).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }
    /// 10 points per level by default.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, bounds.width - indent), height: bounds.height)
    }
}
