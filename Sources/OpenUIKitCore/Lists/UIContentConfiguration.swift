import Foundation

/// A description of a view's content (text, images, styling) that can make the view showing it.
///
/// Mirrors `UIContentConfiguration`: a cell's `contentConfiguration` makes its content view once and then hands
/// it each new configuration, and asks the configuration to adapt to the cell's state (selected, highlighted…).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration adapted to `state` (for example a highlighted cell's colours).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a ``UIContentConfiguration``, which takes new configurations in place.
///
/// Mirrors `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: whether it is of the type it was made from).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for. Mirrors `UIConfigurationState`.
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A cell's state as its configurations see it. Mirrors `UICellConfigurationState` (the states OpenUIKit has).
public struct UICellConfigurationState: Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isReordering = false

    public init() {}
}

extension UICellConfigurationState: UIConfigurationState {}
