import Foundation

// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
//
// The presented controller's view goes into a container view on top of the window (full screen, or a centred sheet
// over a dimming view that swallows touches outside it). Appearance order, as UIKit's:
//   present, covering: A.viewWillDisappear, B.viewWillAppear, (layout, transition), A.viewDidDisappear,
//                      B.viewDidAppear, completion
//   dismiss, covering: B.viewWillDisappear, A.viewWillAppear, (transition), B.viewDidDisappear, A.viewDidAppear,
//                      completion
// A sheet (or an alert) leaves the presenter on screen, so the presenter hears nothing.

/// What a presentation keeps while it lasts: the container in the window, and where the covered presenter's view
/// was, to put it back on dismissal.
@MainActor
final class PresentationRecord {
    let style: UIModalPresentationStyle
    let container: PresentationContainerView
    var transition: ControllerTransition?
    /// The `.custom` presentation's controller, from the presented controller's transitioning delegate.
    var presentationController: UIPresentationController?
    /// The presenter's view and where it was, while a covering presentation has taken it out of the window.
    var coveredView: (view: UIView, superview: UIView, index: Int)?

    init(style: UIModalPresentationStyle, container: PresentationContainerView) {
        self.style = style
        self.container = container
    }

    var coversPresenter: Bool { style.coversPresenter }
}

/// The view a presented controller's view sits in: the whole window, dimmed behind a sheet. Its touches outside the
/// sheet go nowhere, as UIKit's dimming view swallows them.
@MainActor
final class PresentationContainerView: UIView {
    let style: UIModalPresentationStyle
    weak var presented: UIViewController?
    weak var presentationController: UIPresentationController?
    /// 0 when off screen, 1 when in place.
    var progress: CGFloat = 1 {
        didSet { setNeedsLayout() }
    }

    init(style: UIModalPresentationStyle) {
        self.style = style
        super.init(frame: .zero)
    }

    /// Toolkit-internal: never made from an archive.
    required init?(coder: NSCoder) { return nil }

    /// Where the presented view rests: a sheet is centred at its preferred size (else at most 540 × 620, a form
    /// sheet's size on iPad), anything else fills the window.
    func restingFrame() -> CGRect {
        if let presentationController { return presentationController.frameOfPresentedViewInContainerView }
        guard style.isSheet else { return bounds }
        let preferred = presented?.preferredContentSize ?? .zero
        let width = preferred.width > 0 ? preferred.width : min(540, bounds.width - 40)
        let height = preferred.height > 0 ? preferred.height : min(620, bounds.height - 40)
        return CGRect(
            x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
            width: max(width, 0), height: max(height, 0))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        presentationController?.containerViewWillLayoutSubviews()
        defer { presentationController?.containerViewDidLayoutSubviews() }
        guard let view = presentationController?.presentedView ?? presented?.viewIfLoaded else { return }
        var frame = restingFrame()
        if presented is UIAlertController {
            view.alpha = progress
        } else {
            // Slides up from the bottom edge.
            frame.origin.y += (1 - progress) * (bounds.height - frame.minY)
        }
        view.frame = frame
        if style.isSheet { backgroundColor = UIColor(white: 0, alpha: 0.4 * progress) }
    }
}

extension UIViewController {
    /// The controller a presentation hangs from: the outermost container of this one.
    var presentationAnchor: UIViewController {
        var anchor = self
        while let parent = anchor.parent { anchor = parent }
        return anchor
    }

    /// ``present(_:animated:completion:)``.
    func performPresentation(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?
    ) {
        let presenter = presentationAnchor
        let presented = viewControllerToPresent
        guard let window = presenter.viewIfLoaded?.window else {
            return reportPresentationError("\(presenter.debugName) is not in a window")
        }
        guard presenter.presentedViewController == nil else {
            return reportPresentationError("\(presenter.debugName) is already presenting")
        }
        // Its dismissal would take the new controller with it and leave the new one's view on the window.
        guard !presenter.isBeingDismissed else {
            return reportPresentationError("\(presenter.debugName) is being dismissed")
        }
        guard presented.presentingViewController == nil, presented.parent == nil, presented !== presenter,
            presented.viewIfLoaded?.window == nil
        else {
            return reportPresentationError("\(presented.debugName) is already shown")
        }
        let container = PresentationContainerView(style: presented.modalPresentationStyle)
        let record = PresentationRecord(style: presented.modalPresentationStyle, container: container)
        if presented.modalPresentationStyle == .custom {
            record.presentationController = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: self)
        }
        let presentationController = record.presentationController
        presentationController?.containerView = container
        container.presentationController = presentationController
        presented.presentationRecord = record
        presented.presentingViewController = presenter
        presenter.ownPresentedViewController = presented
        presented.isBeingPresented = true
        let live = !window.isHidden
        // UIKit loads the presented view before the presenter hears viewWillDisappear.
        if live { presented.loadViewIfNeeded() }
        if live, record.coversPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        if live { presented.beginAppearanceTransition(true, animated: flag) }
        container.presented = presented
        container.frame = window.bounds
        container.progress = flag ? 0 : 1
        container.addSubview(presentationController?.presentedView ?? presented.view)
        window.addSubview(container)
        presentationController?.presentationTransitionWillBegin()
        window.layoutIfNeeded()
        record.transition = ControllerTransition.run(
            animated: flag,
            step: { container.progress = $0 },
            completion: { [weak presenter, weak presented] in
                guard let presenter, let presented else { return }
                presented.presentationRecord?.transition = nil
                let removesPresenter =
                    record.presentationController?.shouldRemovePresentersView ?? record.coversPresenter
                if removesPresenter, let view = presenter.viewIfLoaded, let superview = view.superview {
                    record.coveredView = (view, superview, superview.subviews.firstIndex { $0 === view } ?? 0)
                    view.removeFromSuperview()
                }
                presented.isBeingPresented = false
                if live, record.coversPresenter { presenter.endAppearanceTransition() }
                if live { presented.endAppearanceTransition() }
                record.presentationController?.presentationTransitionDidEnd(true)
                completion?()
            })
    }

    /// ``dismiss(animated:completion:)``.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        let anchor = presentationAnchor
        guard let dismissed = anchor.presentedViewController ?? (anchor.presentingViewController != nil ? anchor : nil)
        else {
            completion?()
            return
        }
        guard !dismissed.isBeingDismissed, let presenter = dismissed.presentingViewController,
            let record = dismissed.presentationRecord
        else { return }
        // A transition still running ends first, so every callback it owes is sent.
        record.transition?.finish()
        if let above = dismissed.presentedViewController { above.dismiss(animated: false) }
        let live = !(record.container.window?.isHidden ?? true)
        dismissed.isBeingDismissed = true
        if live { dismissed.beginAppearanceTransition(false, animated: flag) }
        record.presentationController?.dismissalTransitionWillBegin()
        if live, record.coversPresenter { presenter.beginAppearanceTransition(true, animated: flag) }
        if let covered = record.coveredView {
            covered.superview.insertSubview(covered.view, at: covered.index)
            record.coveredView = nil
        }
        record.transition = ControllerTransition.run(
            animated: flag,
            step: { record.container.progress = 1 - $0 },
            completion: { [weak presenter, weak dismissed] in
                guard let presenter, let dismissed else { return }
                record.transition = nil
                record.container.removeFromSuperview()
                dismissed.viewIfLoaded?.removeFromSuperview()
                if live { dismissed.endAppearanceTransition() }
                dismissed.isBeingDismissed = false
                dismissed.presentationRecord = nil
                dismissed.presentingViewController = nil
                presenter.ownPresentedViewController = nil
                if live, record.coversPresenter { presenter.endAppearanceTransition() }
                record.presentationController?.dismissalTransitionDidEnd(true)
                record.presentationController?.containerView = nil
                completion?()
            })
    }

    private func reportPresentationError(_ reason: String) {
        UIApplication.reportProgrammingError("present: \(reason); ignored", about: viewIfLoaded)
    }
}
