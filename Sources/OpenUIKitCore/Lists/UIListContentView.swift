import Foundation

/// The view that shows a ``UIListContentConfiguration``: an image, then the text with the secondary text under it
/// or (for value cells) at the trailing edge.
///
/// Mirrors `UIListContentView`. Its ``sizeThatFits(_:)`` is what a self-sizing row measures.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Made from an archive: shows an empty ``UIListContentConfiguration/cell()`` (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown; setting one of another type is reported and ignored.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UIApplication.reportProgrammingError(
                    "UIListContentView cannot show a \(type(of: newValue)); ignored", about: self)
                return
            }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let c = listConfiguration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        style(textLabel, c.text, c.textProperties)
        style(secondaryTextLabel, c.secondaryText, c.secondaryTextProperties)
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
    }

    /// Where each part goes in a view `width` wide, and the height it needs.
    private func arrangement(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let c = listConfiguration
        let margins = c.directionalLayoutMargins
        var x = margins.leading
        var image = CGRect.zero
        if let picture = c.image {
            var size = picture.size
            if c.imageProperties.maximumSize.width > 0 {
                size.width = min(size.width, c.imageProperties.maximumSize.width)
            }
            if c.imageProperties.maximumSize.height > 0 {
                size.height = min(size.height, c.imageProperties.maximumSize.height)
            }
            image = CGRect(origin: CGPoint(x: x, y: margins.top), size: size)
            x += size.width + c.imageToTextPadding
        }
        let available = max(0, width - x - margins.trailing)
        let hasText = !(c.text?.isEmpty ?? true), hasSecondary = !(c.secondaryText?.isEmpty ?? true)
        var text = CGRect.zero, secondary = CGRect.zero
        var contentHeight: CGFloat
        if c.prefersSideBySideTextAndSecondaryText {
            let secondarySize =
                hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
            let secondaryWidth = min(secondarySize.width, available / 2)
            let textWidth = max(0, available - secondaryWidth - (hasSecondary ? 8 : 0))
            let textSize = hasText ? textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)) : .zero
            contentHeight = max(textSize.height, secondarySize.height, image.height)
            text = CGRect(x: x, y: margins.top, width: textWidth, height: contentHeight)
            secondary = CGRect(
                x: x + available - secondaryWidth, y: margins.top, width: secondaryWidth, height: contentHeight)
        } else {
            let textSize = hasText ? textLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
            let secondarySize =
                hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
            let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
            let textsHeight = textSize.height + gap + secondarySize.height
            contentHeight = max(textsHeight, image.height)
            let top = margins.top + (contentHeight - textsHeight) / 2
            text = CGRect(x: x, y: top, width: available, height: textSize.height)
            secondary = CGRect(x: x, y: text.maxY + gap, width: available, height: secondarySize.height)
        }
        let height = margins.top + contentHeight + margins.bottom
        image.origin.y = ((height - image.height) / 2).rounded()
        return (image, text, secondary, height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let parts = arrangement(width: bounds.width)
        // Centred vertically when the row is taller than its content (a fixed row height).
        let shift = ((bounds.height - parts.height) / 2).rounded()
        imageView.frame = parts.image.offsetBy(dx: 0, dy: shift)
        textLabel.frame = parts.text.offsetBy(dx: 0, dy: shift)
        secondaryTextLabel.frame = parts.secondary.offsetBy(dx: 0, dy: shift)
    }

    /// The height the content needs at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(width: size.width).height)
    }
}
