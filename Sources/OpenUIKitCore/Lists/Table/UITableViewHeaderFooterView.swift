import Foundation

/// A reusable view for a section's header or footer, with a standard label.
///
/// Mirrors `UITableViewHeaderFooterView`: register a class with
/// ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and dequeue it in the delegate's
/// `viewForHeaderInSection`. A section with only a title gets one of these made by the table, styled for the
/// table's style (bold in a plain table, small grey text in grouped ones).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table uses for the views it makes for section titles.
    static let titleIdentifier = "OpenUIKit.sectionTitle"

    public let reuseIdentifier: String?
    /// The view that holds the content.
    public let contentView = UIView(frame: .zero)
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var configuredContentView: (any UIView & UIContentView)?
    private var isGrouped = false
    /// The title's distance from the sides (inset grouped tables inset their groups too).
    private var titleInset: CGFloat = 16

    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .boldSystemFont(ofSize: 15)
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// Shown behind the content; nil uses the background colour.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard let configuration = contentConfiguration else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
                return
            }
            if let shown = configuredContentView, shown.supports(configuration) {
                shown.configuration = configuration
            } else {
                configuredContentView?.removeFromSuperview()
                let view = configuration.makeContentView()
                contentView.addSubview(view)
                configuredContentView = view
            }
            setNeedsLayout()
        }
    }

    /// A list configuration for a header in a plain table (the table's style is not known here).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        isGrouped ? .groupedHeader() : .plainHeader()
    }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Made from an archive: no reuse identifier (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// An empty view with no reuse identifier, as UIKit's `init(frame:)`.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class: calls ``init(reuseIdentifier:)`` through the subclass's override.
    /// Not UIKit API; you never call or write it.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called before the view is handed out again for another section.
    open func prepareForReuse() {}

    /// Styles the view the table makes for a section title.
    func configureTitle(_ title: String, tableStyle: UITableView.Style, isHeader: Bool) {
        isGrouped = tableStyle != .plain
        titleInset = tableStyle == .insetGrouped ? 36 : 16
        let label = textLabel
        label?.text = title
        label?.numberOfLines = isGrouped ? 0 : 1
        label?.font = isGrouped ? .systemFont(ofSize: 13) : .boldSystemFont(ofSize: 15)
        label?.textColor = isGrouped ? .secondaryLabel : .label
        backgroundColor = isGrouped ? nil : .systemGray6
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
        let inset = titleInset
        let width = max(0, bounds.width - 2 * inset)
        if let label = storedTextLabel {
            if isGrouped {
                // Grouped titles sit at the bottom of the header, just above the group (or top of a footer).
                let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
                label.frame = CGRect(x: inset, y: max(0, bounds.height - height - 6), width: width, height: height)
            } else {
                label.frame = CGRect(x: inset, y: 0, width: width, height: bounds.height)
            }
        }
        storedDetailTextLabel?.frame = .zero
    }

    /// The height the content needs at `size.width`: the configuration's view's, else the title's with margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuredContentView {
            return CGSize(width: size.width, height: configuredContentView.sizeThatFits(size).height)
        }
        let textHeight = storedTextLabel?.sizeThatFits(CGSize(width: max(0, size.width - 32), height: 0)).height ?? 0
        return CGSize(width: size.width, height: max(isGrouped ? 38 : 28, textHeight + (isGrouped ? 22 : 8)))
    }
}
