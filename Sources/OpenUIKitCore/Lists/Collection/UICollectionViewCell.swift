import Foundation

/// One item of a collection view: a content view for the app's subviews over optional background views that show
/// the selection.
///
/// Mirrors `UICollectionViewCell`. Add subviews to ``contentView``. ``isSelected`` and ``isHighlighted`` are set by
/// the collection view as the user touches and selects (override them to restyle; call super);
/// ``selectedBackgroundView`` shows while either is true, above ``backgroundView``.
///
/// ``contentConfiguration`` (for example a ``UIListContentConfiguration``) shows its view in the content view,
/// updated for the cell's ``configurationState`` (selected, highlighted, editing, swiped) whenever it changes, as in
/// UIKit; ``configurationUpdateHandler`` is called at the same moments.
///
/// Difference: no `backgroundConfiguration`.
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
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    // MARK: Configurations

    /// Mirrors `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Describes the content; setting it shows the configuration's view in ``contentView`` (the view already shown
    /// takes it in place when it supports it).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }
    /// Whether ``contentConfiguration`` is updated for the cell's state when the state changes (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Called with the cell's state whenever it changes (and by ``setNeedsUpdateConfiguration()``).
    ///
    /// Difference: not overridable. A subclass's class metadata named this getter with the handler's global actor in
    /// some batches of the compiler and without it in others, and the link failed; a final property has no entry
    /// there (the same holds for every member whose type is a `@MainActor` closure).
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    private var configuredContent = ConfiguredContentView()

    /// The state configurations are updated for.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditingForConfiguration
        state.isSwiped = isSwipedForConfiguration
        return state
    }

    /// Whether the cell's collection view is editing (it tells its cells); the state reports it.
    var isEditingForConfiguration = false {
        didSet { if isEditingForConfiguration != oldValue { editingDidChange() } }
    }
    /// Whether the cell's swipe actions show, as its state reports it (list cells).
    var isSwipedForConfiguration: Bool { false }

    /// Asks the cell to update its configurations for ``configurationState`` (OpenUIKit does it at once; UIKit
    /// before the next layout).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates ``contentConfiguration`` for `state` (when ``automaticallyUpdatesContentConfiguration``) and calls
    /// ``configurationUpdateHandler``. Subclasses that override it call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            configuredContent.show(configuration.updated(for: state), in: contentView)
        }
        configurationUpdateHandler?(self, state)
    }

    private func showContentConfiguration() {
        let configuration = contentConfiguration
        let state = configurationState
        configuredContent.show(
            automaticallyUpdatesContentConfiguration ? configuration?.updated(for: state) : configuration,
            in: contentView)
        setNeedsLayout()
    }

    /// The collection view entered or left editing mode (list cells show and hide accessories).
    func editingDidChange() {
        setNeedsUpdateConfiguration()
    }

    func stateDidChange() {
        updateSelectedBackground()
        setNeedsUpdateConfiguration()
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
        configuredContent.view?.frame = contentView.bounds
    }

    /// The content view's fitting size, as self-sizing measures a cell: with constraints in the content view (UIKit
    /// code's self-sizing cells), its `systemLayoutSizeFitting` at the given width, the height as small as the
    /// constraints allow, as UIKit measures an estimated height; otherwise its `sizeThatFits`.
    override func preferredSize(fitting size: CGSize) -> CGSize {
        if let view = configuredContent.view, contentView.constraints.isEmpty {
            // A content configuration's view sizes itself at the content view's width (a list cell's is narrower
            // than the cell by its indentation and accessories).
            layoutIfNeeded()
            let fitted = view.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0))
            return CGSize(width: size.width, height: fitted.height)
        }
        guard !contentView.constraints.isEmpty else { return contentView.sizeThatFits(size) }
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: size.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: size.width, height: fitted.height.isFinite ? max(0, fitted.height) : size.height)
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
