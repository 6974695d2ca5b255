import Foundation

/// A titled group of menu elements: the menu a context-menu interaction shows, or a section of it.
///
/// Mirrors `UIMenu`. A child menu with ``Options-swift.struct/displayInline`` is shown as a section between
/// separators, as in UIKit. UIKit shows any other child menu as a submenu that opens from its row; OpenUIKit shows
/// it as a section too, headed by its title (no cascading submenus yet).
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A menu's name. Mirrors `UIMenu.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children. Mirrors `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children appear in the parent menu, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is checked (the app keeps the states; the menu draws them).
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}
