/// The direction of the interface's layout in a trait collection. Mirrors UIKit's
/// `UITraitEnvironmentLayoutDirection`, with its raw values.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
