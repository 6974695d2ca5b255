import Foundation

/// The list styles collection-view lists use beyond the table's: generic headers and footers, sidebar rows and
/// headers, and the prominent inset-grouped headers. Fonts and colours follow UIKit's look for each (sizes in points
/// at the default Dynamic Type size).
extension UIListContentConfiguration {
    /// A section header in the list's style (UIKit picks by the list's appearance; OpenUIKit uses the grouped one).
    public static func header() -> UIListContentConfiguration { groupedHeader() }

    /// A section footer in the list's style (the grouped one).
    public static func footer() -> UIListContentConfiguration { groupedFooter() }

    /// A sidebar row with a subtitle under its title.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A sidebar row beside other content (as ``sidebarCell()``).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

    /// A sidebar row beside other content, with a subtitle.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A sidebar's section header: bold secondary text.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: .boldSystemFont(ofSize: 15), color: .secondaryLabel)
        return configuration
    }

    /// An inset-grouped list's large header: bold title-sized text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: .boldSystemFont(ofSize: 20), color: .label)
        return configuration
    }

    /// An inset-grouped list's largest header.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: .boldSystemFont(ofSize: 22), color: .label)
        return configuration
    }
}
