/// The direction a view's content reads in, which decides where leading and trailing are: mirrors UIKit's
/// `UIUserInterfaceLayoutDirection`. Raw values match UIKit's.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

extension UIUserInterfaceLayoutDirection {
    /// The same direction as a trait (``UITraitCollection/layoutDirection``).
    var traitDirection: UITraitEnvironmentLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
