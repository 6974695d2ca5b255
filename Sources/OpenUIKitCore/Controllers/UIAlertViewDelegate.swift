import Foundation

/// Mirrors `UIAlertViewDelegate` (deprecated in UIKit since iOS 9, still in the SDK). Every method is optional
/// (default implementations below). The order UIKit calls them in, and OpenUIKit too: ``willPresent(_:)``, the
/// alert appears, ``didPresent(_:)``; at a tap on a button, ``alertView(_:clickedButtonAt:)``,
/// ``alertView(_:willDismissWithButtonIndex:)``, the alert goes, ``alertView(_:didDismissWithButtonIndex:)``.
@preconcurrency @MainActor
public protocol UIAlertViewDelegate: AnyObject {
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    func alertViewCancel(_ alertView: UIAlertView)
    func willPresent(_ alertView: UIAlertView)
    func didPresent(_ alertView: UIAlertView)
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}

extension UIAlertViewDelegate {
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    public func alertViewCancel(_ alertView: UIAlertView) {}
    public func willPresent(_ alertView: UIAlertView) {}
    public func didPresent(_ alertView: UIAlertView) {}
    public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
    public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
}
