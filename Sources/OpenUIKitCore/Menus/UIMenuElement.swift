import Foundation

/// Something a menu shows: an action (``UIAction``) or a group of elements (``UIMenu``).
///
/// Mirrors `UIMenuElement`: a title, an optional subtitle and image, and, for actions, ``Attributes`` and a
/// ``State``. OpenUIKit's menus draw the title, the state's check mark and the attributes' colours; images are
/// kept but not drawn.
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element behaves and looks. Mirrors `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown dimmed; it cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs its handler without closing the menu.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked. Mirrors `UIMenuElement.State`: `.on` shows a check mark, `.mixed` a dash.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    public internal(set) var title: String
    public internal(set) var subtitle: String?
    public internal(set) var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
