import Foundation

/// The closure type of a ``UIAction``.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action for a control, UIKit's modern alternative to target-action.
///
/// Mirrors `UIAction` for controls: a title, an optional identifier (adding an action whose identifier is already
/// on the control replaces it, as in UIKit) and a handler. While the handler runs, ``sender`` is the control.
/// Menus and images are not modelled.
@MainActor
public final class UIAction {
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var title: String
    public let identifier: Identifier
    let handler: UIActionHandler
    /// The control sending the action, while its handler runs.
    public private(set) var sender: Any?

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
