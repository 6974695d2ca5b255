import Foundation

/// The status bar's state, as UIKit's `UIStatusBarManager`. A desktop window has no status bar: it is hidden, of
/// zero frame, and of the default style.
@preconcurrency @MainActor
public final class UIStatusBarManager {
    init() {}

    /// Where the status bar is, in the window's coordinates: nowhere.
    public var statusBarFrame: CGRect { .zero }
    public var isStatusBarHidden: Bool { true }
    public var statusBarStyle: UIStatusBarStyle { .default }
}
