import Foundation
import OpenUIKit

// Controller callbacks in the fuzzer's worlds beyond the navigation stack: every other full-screen presentation is
// a `UITabBarController` of two world controllers whose delegate's `shouldSelect` and `didSelect` are
// `controlAction` callbacks (a tap on the bar is a user's action, as a control's is). The delegate's app code also
// edits the bar from inside `shouldSelect`: every third time it replaces the tabs, so the controller it is asked
// about is no longer one of them when it answers yes. Besides the world's invariants: `didSelect` comes only after a
// `shouldSelect` that said yes for the same controller, and tells of a controller that is the selected one and one
// of the tabs.

/// The tab bar controllers' delegate: both calls report to the running world.
@MainActor
final class FuzzTabBarDelegate: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        WorldRun.current?.tabShouldSelect(tabBarController, viewController) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        WorldRun.current?.tabDidSelect(tabBarController, viewController)
    }
}

/// What the world's tab bar delegates were asked and answered.
@MainActor
final class ControllerWorldState {
    let tabDelegate = FuzzTabBarDelegate()
    /// Full-screen presentations made so far: every other one is a tab bar controller.
    var fullScreenPresentations = 0
    var shouldSelectCalls = 0
    /// The controller the last `shouldSelect` said yes to, until its `didSelect`.
    var approved: ObjectIdentifier?
    /// The controllers the worlds made, kept so no two share an `ObjectIdentifier`.
    var made: [UIViewController] = []
}

extension WorldRun {
    /// The controller a full-screen presentation shows: every other one a tab bar controller of two world controllers.
    func makeFullScreenController() -> UIViewController {
        controllerState.fullScreenPresentations += 1
        guard controllerState.fullScreenPresentations % 2 == 1 else { return FuzzViewController() }
        let tabs = UITabBarController()
        tabs.setViewControllers(makeTabs(), animated: false)
        tabs.delegate = controllerState.tabDelegate
        controllerState.made.append(tabs)
        return tabs
    }

    private func makeTabs() -> [UIViewController] {
        let made = (0..<2).map { index -> UIViewController in
            let controller = FuzzViewController()
            controller.tabBarItem = UITabBarItem(title: "T\(index)", image: nil, tag: index)
            return controller
        }
        controllerState.made += made
        return made
    }

    func tabShouldSelect(_ tabs: UITabBarController, _ controller: UIViewController) -> Bool {
        controllerState.shouldSelectCalls += 1
        let call = controllerState.shouldSelectCalls
        note("tabBarController.shouldSelect #\(call)")
        controllerState.approved = nil
        callback(.controlAction, view: tabs.tabBar, recognizer: nil)
        // App code that rebuilds its tabs while asked: the controller asked about is gone when the answer comes.
        if call % 3 == 0 { tabs.setViewControllers(makeTabs(), animated: false) }
        let answer = call % 4 != 1
        if answer { controllerState.approved = ObjectIdentifier(controller) }
        return answer
    }

    func tabDidSelect(_ tabs: UITabBarController, _ controller: UIViewController) {
        note("tabBarController.didSelect")
        if controllerState.approved != ObjectIdentifier(controller) {
            report(.controllerCallbackMisreported, "didSelect of a controller no shouldSelect said yes to just before")
        }
        controllerState.approved = nil
        let isTab = tabs.viewControllers?.contains { $0 === controller } ?? false
        if !isTab || tabs.selectedViewController !== controller {
            report(
                .controllerCallbackMisreported,
                "didSelect told of a controller that is \(isTab ? "" : "not one of the tabs and ")"
                    + "\(tabs.selectedViewController === controller ? "" : "not ")the selected one")
        }
        callback(.controlAction, view: tabs.tabBar, recognizer: nil)
    }
}
