import Foundation
import Testing
@_spi(Input) @_spi(Accessibility) import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ResponderChainTests {
    /// The chain of Docs/EventModel.md, "The responder chain": button → content view → controller's root view →
    /// controller → navigation controller's views → navigation controller → window → application → delegate.
    private struct Scene {
        let driver: EventDriver
        let log: CallbackLog
        let window: UIWindow
        let navigation: UINavigationController
        let controller: RecordingViewController
        let content: UIView
        let button: RecordingView
    }

    private func makeScene() -> Scene {
        let log = CallbackLog()
        let delegate = RecordingResponder("AppDelegate", log: log)
        let driver = EventDriver(delegate: delegate)
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.accessibilityIdentifier = "window"
        let controller = RecordingViewController("Controller", log: log)
        controller.view.accessibilityIdentifier = "root"
        // The controller's view runs under the 44-point bar; the content sits below it, in the safe area.
        let content = named("content", CGRect(x: 0, y: 44, width: 320, height: 200))
        let button = RecordingView(
            "button", frame: CGRect(x: 10, y: 10, width: 100, height: 44), log: log,
            disposition: .forward)
        controller.view.addSubview(content)
        content.addSubview(button)
        let navigation = UINavigationController(rootViewController: controller)
        navigation.title = "Navigation"
        window.rootViewController = navigation
        driver.application.drainEventQueue()
        return Scene(
            driver: driver, log: log, window: window, navigation: navigation, controller: controller,
            content: content, button: button)
    }

    @Test func nextFollowsSeed000() {
        let scene = makeScene()
        #expect(
            responderChainNames(scene.button) == [
                "button", "content", "root", "Controller", "UIView", "UIView", "Navigation", "window", "UIApplication",
                "RecordingResponder",
            ])
        #expect(scene.controller.next === scene.navigation.contentView)
        #expect(scene.navigation.view.next === scene.navigation)
        #expect(scene.navigation.next === scene.window)
        #expect(scene.window.next === scene.driver.application)
        #expect(scene.driver.application.next === scene.driver.application.delegate as? UIResponder)
    }

    @Test func anUnhandledTouchTravelsUpToTheApplicationDelegate() throws {
        let scene = makeScene()
        scene.log.clear()
        // The button is at (10, 10) in the content, which starts below the 44-point navigation bar.
        try scene.driver.tap(at: CGPoint(x: 20, y: 64))
        #expect(
            scene.log.take() == [
                "button.touchesBegan(1)", "Controller.touchesBegan(1)", "AppDelegate.touchesBegan(1)",
                "button.touchesEnded(1)", "Controller.touchesEnded(1)", "AppDelegate.touchesEnded(1)",
            ])
    }

    @Test func aResponderThatHandlesTheTouchStopsIt() throws {
        let scene = makeScene()
        scene.controller.disposition = .handle
        scene.log.clear()
        // The button is at (10, 10) in the content, which starts below the 44-point navigation bar.
        try scene.driver.tap(at: CGPoint(x: 20, y: 64))
        #expect(
            scene.log.take() == [
                "button.touchesBegan(1)", "Controller.touchesBegan(1)",
                "button.touchesEnded(1)", "Controller.touchesEnded(1)",
            ])
    }

    @Test func theChainEndsAtTheApplicationWhenTheDelegateIsNotAResponder() {
        final class PlainDelegate: UIApplicationDelegate {}
        let delegate = PlainDelegate()
        let driver = EventDriver(delegate: delegate)
        #expect(driver.application.next == nil)
        let window = driver.makeWindow()
        #expect(responderChainNames(window).last == "UIApplication")
    }

    @Test func aControllerWhoseViewIsNotInAHierarchyLeadsToItsParent() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        #expect(child.next === parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        child.removeFromParent()
        #expect(child.next == nil)
        #expect(child.parent == nil)
    }

    @Test func pushingAndPoppingKeepsTheChainOnTheTopController() {
        let scene = makeScene()
        let second = UIViewController()
        second.title = "Second"
        scene.navigation.pushViewController(second, animated: false)
        #expect(scene.controller.view.superview == nil)
        #expect(second.view.superview === scene.navigation.contentView)
        #expect(second.next === scene.navigation.contentView)
        #expect(scene.navigation.popViewController(animated: false) === second)
        #expect(second.view.superview == nil)
        #expect(scene.controller.view.superview === scene.navigation.contentView)
        #expect(scene.navigation.popViewController(animated: false) == nil)
    }

    @Test func loadViewAndViewDidLoadRunOnceOnFirstAccess() {
        final class Controller: UIViewController {
            var calls: [String] = []
            override func loadView() {
                calls.append("loadView")
                view = named("custom", .zero)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                calls.append("viewDidLoad")
            }
        }
        let controller = Controller()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.view.debugName == "custom")
        _ = controller.view
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(controller.view.next === controller)
    }

    @Test func theRootControllerViewFillsTheWindowAndFollowsItsSize() throws {
        let scene = makeScene()
        #expect(scene.navigation.view.frame == scene.window.bounds)
        scene.window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        scene.driver.application.drainEventQueue()
        #expect(scene.navigation.view.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        // The top controller's view fills the navigation controller's view, under the bar, as in UIKit.
        #expect(scene.controller.view.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(scene.controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(scene.navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 600, height: 44))
    }

    /// Seed 004's chain through a pushed controller: the bar is beside the content view, not in the chain, and a
    /// touch on the bar's empty area climbs the navigation controller's views to the application delegate.
    @Test func aPushedControllerAndTheBarKeepSeed004sChain() throws {
        let scene = makeScene()
        let second = RecordingViewController("Second", log: scene.log)
        let inner = RecordingView(
            "inner", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log, disposition: .forward)
        second.view.addSubview(inner)
        scene.navigation.pushViewController(second, animated: false)
        #expect(
            responderChainNames(inner) == [
                "inner", "UIView", "Second", "UIView", "UIView", "Navigation", "window", "UIApplication",
                "RecordingResponder",
            ])
        #expect(
            responderChainNames(scene.navigation.navigationBar).prefix(3) == [
                "UINavigationBar", "UIView", "Navigation",
            ])
        scene.log.clear()
        try scene.driver.tap(at: CGPoint(x: 20, y: 64))
        try scene.driver.tap(at: CGPoint(x: 200, y: 20))
        #expect(
            scene.log.take() == [
                "inner.touchesBegan(1)", "Second.touchesBegan(1)", "AppDelegate.touchesBegan(1)",
                "inner.touchesEnded(1)", "Second.touchesEnded(1)", "AppDelegate.touchesEnded(1)",
                "AppDelegate.touchesBegan(1)", "AppDelegate.touchesEnded(1)",
            ])
    }
}

/// Names of the chain from `responder` to its end.
@MainActor
func responderChainNames(_ responder: UIResponder) -> [String] {
    var names: [String] = []
    var current: UIResponder? = responder
    while let item = current {
        switch item {
        case let view as UIView: names.append(view.debugName)
        case let controller as UIViewController: names.append(controller.debugName)
        default: names.append(String(describing: type(of: item)))
        }
        current = item.next
    }
    return names
}
