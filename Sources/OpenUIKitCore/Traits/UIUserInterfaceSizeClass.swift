/// How much room an axis has. Mirrors UIKit's `UIUserInterfaceSizeClass`, with its raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
