import Foundation

extension UIApplication {
    /// The app's layout direction: always left to right in OpenUIKit (right-to-left layout is not supported).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Where the status bar is: nowhere on a desktop, so `.zero`, as UIKit reports for a hidden status bar.
    /// (Deprecated in UIKit in favour of the window scene's status bar manager.)
    public var statusBarFrame: CGRect { .zero }
}
