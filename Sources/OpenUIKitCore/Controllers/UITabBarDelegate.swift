import Foundation

/// Mirrors `UITabBarDelegate`'s selection method (the customizing methods are not supported). Optional, as in
/// UIKit (default implementation below).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item` (also when it was already selected), after the bar shows it selected.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
