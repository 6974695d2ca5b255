import Foundation

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: the system appearance (``UIApplication/setSystemUserInterfaceStyle(_:)``), the
    /// screen's scale, `.pad`, regular size classes, left to right. Windows start from these.
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection.system, UITraitCollection(displayScale: scale)])
    }

    /// Does nothing: OpenUIKit's screen tells its windows, which tell their views and controllers.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
