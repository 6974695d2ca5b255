/// Light or dark appearance. Mirrors UIKit's `UIUserInterfaceStyle`, with its raw values.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// No style chosen: inherits (as an override) or, resolved, means light.
    case unspecified = 0
    case light = 1
    case dark = 2
}
