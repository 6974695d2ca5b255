import Foundation

/// The recognizer behind ``UINavigationController/interactivePopGestureRecognizer``: a pan that starts within 20
/// points of the navigation controller's leading (left) edge while there is a controller to go back to. When it
/// ends a third of the width across, or moving rightwards faster than 500 points a second, the top controller is
/// popped with animation.
///
/// Difference: UIKit's pop follows the finger (an interactive transition the lift finishes or cancels); OpenUIKit's
/// starts when the finger lifts.
final class NavigationPopGestureRecognizer: UIPanGestureRecognizer {
    static let edgeWidth: CGFloat = 20
    static let minimumFraction: CGFloat = 1.0 / 3
    static let minimumVelocity: CGFloat = 500

    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(target: nil, action: nil)
        addHandler { recognizer in
            (recognizer as? NavigationPopGestureRecognizer)?.handle()
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let view, let touch = touches.first {
            let canPop = (navigationController?.viewControllers.count ?? 0) > 1
            guard canPop, touch.location(in: view).x <= Self.edgeWidth else {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    private func handle() {
        guard state == .ended, let view, let navigationController, navigationController.viewControllers.count > 1
        else { return }
        let across = translation(in: view).x
        let speed = velocity(in: view).x
        if across >= view.bounds.width * Self.minimumFraction || (across > 0 && speed >= Self.minimumVelocity) {
            navigationController.popViewController(animated: true)
        }
    }
}
