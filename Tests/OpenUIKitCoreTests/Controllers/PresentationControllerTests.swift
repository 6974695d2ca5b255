import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// A `.custom` presentation with a `UIPresentationController` from the transitioning delegate: UIKit's order of
/// its calls among the controllers' appearance callbacks, the frame it gives the presented view, its container.
@MainActor
@Suite struct PresentationControllerTests {
    /// A bottom card, 100 points high, logging its life cycle.
    final class CardPresentationController: UIPresentationController {
        let log: CallbackLog
        init(presented: UIViewController, presenting: UIViewController?, log: CallbackLog) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView else { return .zero }
            let size = size(
                forChildContentContainer: presentedViewController, withParentContainerSize: containerView.bounds.size)
            return CGRect(x: 0, y: containerView.bounds.height - size.height, width: size.width, height: size.height)
        }
        override func size(
            forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            CGSize(width: parentSize.width, height: 100)
        }
        override func presentationTransitionWillBegin() {
            log.append("pc.presentationTransitionWillBegin container=\(containerView?.window != nil)")
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
            log.append("pc.presentationTransitionDidEnd(\(completed))")
        }
        override func dismissalTransitionWillBegin() { log.append("pc.dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            log.append("pc.dismissalTransitionDidEnd(\(completed))")
        }
        override func containerViewWillLayoutSubviews() { log.append("pc.containerViewWillLayoutSubviews") }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let log: CallbackLog
        init(log: CallbackLog) { self.log = log }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            log.append("delegate.presentationController")
            return CardPresentationController(presented: presented, presenting: presenting, log: log)
        }
    }

    @Test func aCustomPresentationRunsItsPresentationControllerInUIKitsOrder() {
        let (driver, log, window, root) = makeDriverWindowAndRoot()
        window.rootViewController = root
        log.clear()
        let card = LifecycleController("C", log: log)
        card.logsLayout = false
        card.modalPresentationStyle = .custom
        let delegate = Delegate(log: log)
        card.transitioningDelegate = delegate
        root.present(card, animated: false) { log.append("presented") }
        #expect(
            log.take() == [
                "delegate.presentationController", "C.viewDidLoad", "C.viewWillAppear(false)",
                "pc.presentationTransitionWillBegin container=true", "pc.containerViewWillLayoutSubviews",
                "C.viewDidAppear(false)", "pc.presentationTransitionDidEnd(true)", "presented",
            ])
        #expect(card.view.frame == CGRect(x: 0, y: window.bounds.height - 100, width: window.bounds.width, height: 100))
        // The presenter stays in the window (shouldRemovePresentersView is false).
        #expect(root.view.window === window)
        card.dismiss(animated: false) { log.append("dismissed") }
        #expect(
            log.take() == [
                "C.viewWillDisappear(false)", "pc.dismissalTransitionWillBegin", "C.viewDidDisappear(false)",
                "pc.dismissalTransitionDidEnd(true)", "dismissed",
            ])
        #expect(card.view.window == nil && root.presentedViewController == nil)
        #expect(driver.backend.finish().isClean)
    }

    @Test func withoutAPresentationControllerACustomPresentationFillsTheWindow() {
        let (_, log, window, root) = makeDriverWindowAndRoot()
        window.rootViewController = root
        let plain = UIViewController()
        plain.modalPresentationStyle = .custom
        root.present(plain, animated: false)
        #expect(plain.view.frame == window.bounds)
        #expect(root.view.window === window)
        _ = log
    }
}
