import Foundation

/// The closure type of a ``UIAction``.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action for a control or a menu, UIKit's modern alternative to target-action.
///
/// Mirrors `UIAction`: a title, an optional identifier (adding an action whose identifier is already on the control
/// replaces it, as in UIKit) and a handler. While the handler runs, ``sender`` is the control, or the
/// ``UIContextMenuInteraction`` whose menu it was chosen from. In a ``UIMenu`` its ``attributes`` and ``state``
/// decide how its row looks and whether it can be chosen.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    public override var subtitle: String? {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    public override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    public let identifier: Identifier
    public var discoverabilityTitle: String?
    public var attributes: UIMenuElement.Attributes
    public var state: UIMenuElement.State
    let handler: UIActionHandler
    /// The control (or context-menu interaction) sending the action, while its handler runs.
    public private(set) var sender: Any?

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
