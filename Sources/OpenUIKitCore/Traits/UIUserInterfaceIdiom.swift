/// The kind of device the interface is designed for. Mirrors UIKit's `UIUserInterfaceIdiom`, with its raw values.
/// OpenUIKit's windows report `.pad`: a desktop window is closest to an iPad app's full-screen window.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
