/// The direction an app lays out in. Mirrors UIKit's `UIUserInterfaceLayoutDirection` (raw values are UIKit's).
/// OpenUIKit lays out left to right.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
