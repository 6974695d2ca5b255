import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// An action target logging what a bar button sends.
final class BarActionTarget: UIResponder {
    let log: CallbackLog
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(log: CallbackLog) { self.log = log }
    func add(_ sender: Any?) { log.append("add(\(sender is UIBarButtonItem ? "item" : "other"))") }
    override class var actionMethods: [Selector: ActionMethod] {
        super.actionMethods.merging(["add:": .method(BarActionTarget.add)]) { $1 }
    }
}

@MainActor
@Suite struct NavigationControllerTests {
    struct Scene {
        let driver: EventDriver
        let log: CallbackLog
        let window: UIWindow
        let navigation: UINavigationController
        let root: LifecycleController
    }

    func makeScene() -> Scene {
        let (driver, log, window, root) = makeDriverWindowAndRoot()
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "Nav"
        window.rootViewController = navigation
        return Scene(driver: driver, log: log, window: window, navigation: navigation, root: root)
    }

    @Test func theRootControllerAppearsWithTheNavigationController() {
        let driver = EventDriver()
        let log = CallbackLog()
        let root = LifecycleController("A", log: log)
        root.logsLayout = false
        let navigation = UINavigationController(rootViewController: root)
        #expect(
            log.take() == [
                "A.willMove(toParent: UINavigationController)", "A.didMove(toParent: UINavigationController)",
            ])
        let window = driver.makeWindow()
        window.rootViewController = navigation
        #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        #expect(root.navigationController === navigation)
        #expect(navigation.navigationBar.topItem?.title == "A")
    }

    @Test func pushAndPopWithoutAnimationInUIKitsOrder() {
        let scene = makeScene()
        scene.log.clear()
        let second = LifecycleController("B", log: scene.log)
        second.logsLayout = false
        second.logsMovement = true
        scene.navigation.pushViewController(second, animated: false)
        #expect(
            scene.log.take() == [
                "B.willMove(toParent: Nav)", "B.viewDidLoad", "A.viewWillDisappear(false)",
                "B.viewWillAppear(false)", "B.movingTo=true presented=false nav=Nav", "A.viewDidDisappear(false)",
                "B.viewDidAppear(false)", "B.didMove(toParent: Nav)",
            ])
        #expect(second.navigationController === scene.navigation && !second.isMovingToParent)
        #expect(scene.root.viewIfLoaded?.superview == nil)
        #expect(scene.navigation.popViewController(animated: false) === second)
        #expect(
            scene.log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear(false)", "B.movingFrom=true dismissed=false",
                "A.viewWillAppear(false)", "B.viewDidDisappear(false)", "B.didMove(toParent: nil)",
                "A.viewDidAppear(false)",
            ])
        #expect(second.navigationController == nil && second.parent == nil)
        #expect(scene.navigation.viewControllers.map(\.debugName) == ["A"])
    }

    /// An animated push slides the new view in on the frame clock; the did-callbacks come when it ends.
    @Test func anAnimatedPushSlidesOnTheFrameClock() {
        let scene = makeScene()
        scene.log.clear()
        let second = LifecycleController("B", log: scene.log)
        second.logsLayout = false
        scene.navigation.pushViewController(second, animated: true)
        #expect(
            scene.log.take() == [
                "B.willMove(toParent: Nav)", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
            ])
        #expect(second.view.frame.minX == 320)
        var positions: [CGFloat] = []
        for _ in 0..<30 {
            scene.driver.advance(by: 1.0 / 64)
            positions.append(second.view.frame.minX)
        }
        // Monotonic, ending in place; 0.35 s is 23 frames at 64 Hz.
        #expect(positions == positions.sorted(by: >))
        #expect(positions.first! < 320 && positions.first! > 0 && positions.last == 0)
        #expect(
            scene.log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: Nav)"])
        #expect(scene.root.viewIfLoaded?.superview == nil)
    }

    /// A push while a push is still sliding finishes the first one, so every callback is sent once.
    @Test func aPushDuringAnAnimatedPushFinishesTheFirst() {
        let scene = makeScene()
        let second = LifecycleController("B", log: scene.log)
        let third = LifecycleController("C", log: scene.log)
        for controller in [second, third] { controller.logsLayout = false }
        scene.navigation.pushViewController(second, animated: true)
        scene.driver.advance(by: 2.0 / 64)
        scene.log.clear()
        scene.navigation.pushViewController(third, animated: false)
        #expect(
            scene.log.take() == [
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: Nav)",
                "C.willMove(toParent: Nav)", "C.viewDidLoad", "B.viewWillDisappear(false)", "C.viewWillAppear(false)",
                "B.viewDidDisappear(false)", "C.viewDidAppear(false)", "C.didMove(toParent: Nav)",
            ])
        scene.driver.advance(by: 1)
        #expect(scene.log.take() == [])
        #expect(scene.navigation.contentView.subviews.map { $0 === third.view } == [true])
    }

    @Test func popToRootSendsTheSkippedControllersOnlyContainmentCalls() {
        let scene = makeScene()
        let second = LifecycleController("B", log: scene.log)
        let third = LifecycleController("C", log: scene.log)
        for controller in [second, third] { controller.logsLayout = false }
        scene.navigation.pushViewController(second, animated: false)
        scene.navigation.pushViewController(third, animated: false)
        scene.log.clear()
        let popped = scene.navigation.popToRootViewController(animated: false)
        #expect(popped?.map(\.debugName) == ["B", "C"])
        #expect(
            scene.log.take() == [
                "C.willMove(toParent: nil)", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
                "C.viewWillDisappear(false)", "A.viewWillAppear(false)", "C.viewDidDisappear(false)",
                "C.didMove(toParent: nil)", "A.viewDidAppear(false)",
            ])
        #expect(scene.navigation.popToViewController(second, animated: false) == nil)
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
    }

    /// The `viewControllers` setter: leaving controllers get the containment calls, the old top disappears and the
    /// new top appears, without a slide.
    @Test func settingViewControllersReplacesTheStack() {
        let scene = makeScene()
        let second = LifecycleController("B", log: scene.log)
        let third = LifecycleController("C", log: scene.log)
        for controller in [second, third] { controller.logsLayout = false }
        scene.navigation.pushViewController(second, animated: false)
        scene.log.clear()
        scene.navigation.viewControllers = [scene.root, third, third]
        #expect(scene.navigation.viewControllers.map(\.debugName) == ["A", "C"])
        #expect(
            scene.log.take() == [
                "B.willMove(toParent: nil)", "C.willMove(toParent: Nav)", "C.viewDidLoad",
                "B.viewWillDisappear(false)", "C.viewWillAppear(false)", "B.viewDidDisappear(false)",
                "C.viewDidAppear(false)",
                "B.didMove(toParent: nil)", "C.didMove(toParent: Nav)",
            ])
        #expect(navigationBackTitle(scene.navigation) == "‹ A")
    }

    @Test func theBarShowsTheTitleTheBackButtonAndTheItems() throws {
        let scene = makeScene()
        let second = LifecycleController("Details", log: scene.log)
        let target = BarActionTarget(log: scene.log)
        second.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: target, action: "add:")
        second.navigationItem.leftItemsSupplementBackButton = true
        second.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Edit", primaryAction: UIAction { _ in scene.log.append("edit") })
        scene.navigation.pushViewController(second, animated: false)
        scene.window.layoutIfNeeded()
        let bar = scene.navigation.navigationBar
        let buttons = bar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.currentTitle ?? "" } == ["‹ A", "Edit", "+"])
        #expect(bar.subviews.compactMap { ($0 as? UILabel)?.text } == ["Details"])
        scene.log.clear()
        for button in buttons.dropFirst() {
            try scene.driver.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        }
        #expect(scene.log.take() == ["edit", "add(item)"])
        // The back button pops, with the slide.
        try scene.driver.tap(at: buttons[0].convert(CGPoint(x: 10, y: 20), to: nil))
        scene.driver.advance(by: 1)
        #expect(scene.navigation.viewControllers.map(\.debugName) == ["A"])
        #expect(bar.subviews.compactMap { $0 as? UIButton }.isEmpty)
        #expect(scene.driver.backend.finish().isClean)
    }

    @Test func theBackButtonUsesTheBackItemOrTheBackButtonTitle() {
        let scene = makeScene()
        let bar = scene.navigation.navigationBar
        func backTitle() -> String? { bar.subviews.compactMap { $0 as? UIButton }.first?.currentTitle }
        scene.root.navigationItem.backButtonTitle = "Home"
        scene.navigation.pushViewController(UIViewController(), animated: false)
        #expect(backTitle() == "‹ Home")
        scene.root.navigationItem.backBarButtonItem = UIBarButtonItem(
            title: "List", style: .plain, target: nil, action: nil)
        #expect(backTitle() == "‹ List")
        scene.navigation.topViewController?.navigationItem.hidesBackButton = true
        #expect(backTitle() == nil)
    }
}

@MainActor
func navigationBackTitle(_ navigation: UINavigationController) -> String? {
    navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first?.currentTitle
}
