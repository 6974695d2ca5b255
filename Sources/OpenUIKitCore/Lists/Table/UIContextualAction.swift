import Foundation

/// One action revealed by swiping a row: a title or image on a coloured button, and what it does.
///
/// Mirrors `UIContextualAction`. The handler gets the action, the view showing it and a completion to call with
/// whether the action was performed.
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the action looks. Raw values match UIKit's.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button; a destructive action removes its row.
        case destructive
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
