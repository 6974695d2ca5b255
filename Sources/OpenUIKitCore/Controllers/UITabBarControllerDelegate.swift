import Foundation

/// Mirrors `UITabBarControllerDelegate`'s selection methods (customizing, transitions and orientation are not
/// supported). Every method is optional (default implementations below).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked when the user taps a tab (not when code sets the selection); false keeps the current tab.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after the user's tap selected `viewController`, also when it was already selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
