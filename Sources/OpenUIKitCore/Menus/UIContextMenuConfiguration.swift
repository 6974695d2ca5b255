import Foundation

/// Builds a context menu's ``UIMenu``; its argument is the system's suggested elements (always empty here).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the preview a context menu shows beside the menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, made by the delegate when the menu is about to open.
///
/// Mirrors `UIContextMenuConfiguration`. The action provider runs once per opening, after the delegate returned the
/// configuration. Difference: OpenUIKit shows no preview; the preview provider is kept and never called.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration {
    /// The identifier given at creation, or a fresh UUID string.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
