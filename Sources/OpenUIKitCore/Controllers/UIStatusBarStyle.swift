/// The look of the status bar over a controller. Mirrors UIKit's `UIStatusBarStyle` (raw values are UIKit's);
/// a desktop window has no status bar, so the value is kept and not shown.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
