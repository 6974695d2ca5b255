import Foundation

/// The object a `.custom` presentation asks for its presentation controller, as UIKit's
/// `UIViewControllerTransitioningDelegate`. Every method is optional.
///
/// Difference: OpenUIKit asks only for the presentation controller; the animator and interaction controller
/// requirements of UIKit's protocol are not declared (a custom presentation slides up and back as others do).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller that manages `presented` while it is shown; nil for the default.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
