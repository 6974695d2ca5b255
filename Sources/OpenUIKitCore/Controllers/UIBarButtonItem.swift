import Foundation

/// A button for a navigation bar: a title, an image, one of the system items, or a custom view, sending its action
/// through the ordinary target-action path (`UIApplication.sendAction(_:to:from:for:)`, so a nil target walks the
/// responder chain) or running its primary action.
///
/// Mirrors `UIBarButtonItem`. Differences: system items are drawn as words or plain text glyphs ("+", "↻"), not
/// as SF Symbols; menus are not supported.
@preconcurrency @MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    open var style: Style = .plain { didSet { changed() } }
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?
    open var customView: UIView? { didSet { changed() } }
    open var isEnabled = true { didSet { changed() } }
    open var tintColor: UIColor? { didSet { changed() } }
    open var tag = 0
    /// Room a `.fixedSpace` item takes.
    open var width: CGFloat = 0 { didSet { changed() } }
    public let systemItem: SystemItem?

    /// The bar showing this item, told when it changes.
    weak var bar: UINavigationBar?

    public init() {
        systemItem = nil
    }

    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target
        self.action = action
        style = systemItem == .done || systemItem == .save ? .done : .plain
        title = Self.systemTitle(systemItem)
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// What a system item shows: UIKit's word, or a text glyph for the ones UIKit draws as symbols.
    static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        case .add: "+"
        case .compose: "✎"
        case .reply: "↩"
        case .action: "⇧"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "↻"
        case .stop: "✕"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "▶"
        case .pause: "❚❚"
        case .rewind: "◀◀"
        case .fastForward: "▶▶"
        case .pageCurl: "Page"
        case .flexibleSpace, .fixedSpace: nil
        }
    }

    /// Sends the item's action, as a tap on it does: the primary action's handler, else the action to the target
    /// (or, with no target, up the responder chain from the first responder).
    func performAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            UIApplication.owning(bar).sendAction(action, to: target, from: self, for: nil)
        }
    }

    func changed() {
        bar?.itemsDidChange()
    }
}
