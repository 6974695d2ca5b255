/// What has a trait collection and hears when it changes: views (windows too), view controllers and the screen.
/// Mirrors UIKit's `UITraitEnvironment`.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect here: the environment's parent's, with this environment's overrides applied.
    var traitCollection: UITraitCollection { get }
    /// Called after ``traitCollection`` changed, with the collection before the change, parents before children.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
