import Foundation

/// The content of a standard list row, header or footer: an image, a text and a secondary text, with their
/// styling.
///
/// Mirrors `UIListContentConfiguration`. The factory styles (``cell()``, ``subtitleCell()``, ``valueCell()``,
/// ``groupedHeader()``…) set UIKit's fonts and colours for each; a cell's `defaultContentConfiguration()` starts
/// from the style that matches the cell. ``UIListContentView`` shows it. Differences from UIKit: attributed text,
/// the image's tint and reserved layout size, and accessories are not modelled.
public struct UIListContentConfiguration: Hashable, Sendable {
    /// How one of the texts is drawn.
    public struct TextProperties: Hashable, Sendable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

        public init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is drawn: its largest size (zero: its own size).
    public struct ImageProperties: Hashable, Sendable {
        public var maximumSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0

        public init() {}
    }

    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The space around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the secondary text sits beside the text (value cells) rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The vertical space between the text and a secondary text under it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(text: TextProperties, secondary: TextProperties) {
        textProperties = text
        secondaryTextProperties = secondary
    }

    /// A plain row: a title (the `.default` cell style).
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
    }

    /// A title with a smaller grey subtitle under it (the `.subtitle` cell style).
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 12), color: .secondaryLabel))
    }

    /// A title with a grey value at the trailing edge (the `.value1` cell style).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel))
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .right
        return configuration
    }

    /// A row of a sidebar: as ``cell()``.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    /// A plain table's section header: small bold text on the header's background.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: .boldSystemFont(ofSize: 15), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel))
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return configuration
    }

    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        return configuration
    }

    /// A grouped table's section header: small grey capitals-style text above the group.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel))
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    /// A grouped table's section footer: small grey text under the group.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.image === b.image && a.text == b.text && a.secondaryText == b.secondaryText
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
            && a.imageProperties == b.imageProperties && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
            && a.imageToTextPadding == b.imageToTextPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
    }

    /// Images compare by identity (``UIImage`` is a class without value equality).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(image.map(ObjectIdentifier.init))
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(textProperties)
        hasher.combine(secondaryTextProperties)
    }
}

extension UIListContentConfiguration: UIContentConfiguration {
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// As in UIKit the list configuration does not change with the state (the cell's background shows it).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
