import Foundation

/// One item of a collection view: a content view for the app's subviews over optional background views that show
/// the selection.
///
/// Mirrors `UICollectionViewCell`. Add subviews to ``contentView``. ``isSelected`` and ``isHighlighted`` are set by
/// the collection view as the user touches and selects (override them to restyle; call super);
/// ``selectedBackgroundView`` shows while either is true, above ``backgroundView``.
///
/// Difference: no `contentConfiguration`/`backgroundConfiguration` or `configurationUpdateHandler` yet.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to put the cell's content in; it fills the cell.
    public let contentView = UIView()

    /// A view behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgrounds()
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted; nil by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgrounds()
        }
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectedBackground() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Resets selection and highlight, as UIKit does before reuse.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// The content view's fitting size (its `sizeThatFits`), as self-sizing measures a cell.
    override func preferredSize(fitting size: CGSize) -> CGSize {
        contentView.sizeThatFits(size)
    }

    private func arrangeBackgrounds() {
        if let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            insertSubview(selectedBackgroundView, belowSubview: contentView)
        }
        if let backgroundView {
            backgroundView.frame = bounds
            insertSubview(backgroundView, at: 0)
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
