import Foundation

/// Manages a presented view controller while it is shown, as UIKit's `UIPresentationController`: a `.custom`
/// presentation asks the presented controller's ``UIViewController/transitioningDelegate`` for one.
///
/// Mirrors UIKit's life cycle, in order: ``presentationTransitionWillBegin()`` once the ``containerView`` is in the
/// window (add decoration views to it there), ``containerViewWillLayoutSubviews()`` and
/// ``containerViewDidLayoutSubviews()`` around each layout of the container, with the presented view placed at
/// ``frameOfPresentedViewInContainerView`` between them, ``presentationTransitionDidEnd(_:)`` when the view is in
/// place; on dismissal ``dismissalTransitionWillBegin()`` and ``dismissalTransitionDidEnd(_:)``. The presenter's view
/// stays when ``shouldRemovePresentersView`` is false (the default).
///
/// Differences: the transition is OpenUIKit's slide from the bottom (custom animators are not supported), and it is
/// never cancelled, so both `DidEnd` calls get true.
@preconcurrency @MainActor
open class UIPresentationController: UIContentContainer {
    public let presentedViewController: UIViewController
    public private(set) weak var presentingViewController: UIViewController?

    /// The view the presentation happens in: the whole window, from just before
    /// ``presentationTransitionWillBegin()`` until the dismissal ends; nil outside.
    public internal(set) var containerView: UIView?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view that is animated and placed: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view rests in the container; the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window once the presentation ends; false by default.
    open var shouldRemovePresentersView: Bool { false }

    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}
