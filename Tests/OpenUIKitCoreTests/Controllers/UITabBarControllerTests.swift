import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A tab bar controller's delegate that logs and can refuse a tab or change the tabs from its callback.
private final class TabsDelegate: UITabBarControllerDelegate {
    let log: CallbackLog
    var refused: Set<String> = []
    var onDidSelect: ((UITabBarController) -> Void)?
    var onShouldSelect: ((UITabBarController) -> Void)?
    init(log: CallbackLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        log.append("shouldSelect \(viewController.debugName)")
        onShouldSelect?(tabBarController)
        return !refused.contains(viewController.debugName)
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.debugName) index \(tabBarController.selectedIndex)")
        onDidSelect?(tabBarController)
    }
}

private final class BarDelegate: UITabBarDelegate {
    var selected: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        selected.append("\(item.title ?? "") selected=\(tabBar.selectedItem === item)")
    }
}

@MainActor
@Suite struct UITabBarControllerTests {
    /// Three tabs A, B, C in a shown window, with the log cleared.
    private func makeTabs() -> (EventDriver, CallbackLog, UIWindow, UITabBarController, [LifecycleController]) {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let log = CallbackLog()
        let window = driver.makeWindow()
        let tabs = ["A", "B", "C"].map { name in
            let controller = LifecycleController(name, log: log)
            controller.logsLayout = false
            return controller
        }
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs
        window.rootViewController = tabBarController
        window.layoutIfNeeded()
        return (driver, log, window, tabBarController, tabs)
    }

    private func centre(of index: Int, in bar: UITabBar) -> CGPoint {
        let width = bar.bounds.width / CGFloat(bar.items?.count ?? 1)
        return bar.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: bar.bounds.midY), to: nil)
    }

    @Test func showsTheFirstTabAboveTheBarWithTheBarsHeightAsSafeArea() {
        let (_, log, window, tabBarController, tabs) = makeTabs()
        #expect(
            log.take() == [
                "A.willMove(toParent: UITabBarController)", "B.willMove(toParent: UITabBarController)",
                "C.willMove(toParent: UITabBarController)", "A.didMove(toParent: UITabBarController)",
                "B.didMove(toParent: UITabBarController)", "C.didMove(toParent: UITabBarController)",
                "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)",
            ])
        #expect(tabBarController.selectedIndex == 0 && tabBarController.selectedViewController === tabs[0])
        #expect(tabBarController.tabBar.items?.map(\.title) == ["A", "B", "C"])
        #expect(tabBarController.tabBar.selectedItem === tabs[0].tabBarItem)
        #expect(tabBarController.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(tabs[0].view.frame == window.bounds && tabs[0].view.safeAreaInsets.bottom == 49)
        #expect(tabs[1].isViewLoaded == false && tabs[2].tabBarController === tabBarController)
    }

    @Test func aTapAsksTheDelegateSwitchesInUIKitsAppearanceOrderThenTells() throws {
        let (driver, log, _, tabBarController, tabs) = makeTabs()
        let delegate = TabsDelegate(log: log)
        tabBarController.delegate = delegate
        log.clear()
        try driver.tap(at: centre(of: 1, in: tabBarController.tabBar))
        #expect(
            log.take() == [
                "shouldSelect B", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "didSelect B index 1",
            ])
        #expect(tabs[0].view.superview == nil && tabs[1].view.window != nil)
        // The selected tab again: asked and told, no appearance change.
        try driver.tap(at: centre(of: 1, in: tabBarController.tabBar))
        #expect(log.take() == ["shouldSelect B", "didSelect B index 1"])
        // A refused tab stays unselected.
        delegate.refused = ["C"]
        try driver.tap(at: centre(of: 2, in: tabBarController.tabBar))
        #expect(log.take() == ["shouldSelect C"])
        #expect(tabBarController.selectedIndex == 1 && tabBarController.tabBar.selectedItem === tabs[1].tabBarItem)
        // A disabled item takes no tap.
        tabs[0].tabBarItem.isEnabled = false
        try driver.tap(at: centre(of: 0, in: tabBarController.tabBar))
        #expect(log.take() == [])
    }

    @Test func selectingInCodeSwitchesWithoutTheDelegate() {
        let (_, log, _, tabBarController, tabs) = makeTabs()
        let delegate = TabsDelegate(log: log)
        tabBarController.delegate = delegate
        log.clear()
        tabBarController.selectedIndex = 2
        tabBarController.selectedIndex = 7
        tabBarController.selectedViewController = UIViewController()
        #expect(
            log.take() == [
                "C.viewDidLoad", "A.viewWillDisappear(false)", "C.viewWillAppear(false)", "A.viewDidDisappear(false)",
                "C.viewDidAppear(false)",
            ])
        tabBarController.selectedViewController = tabs[0]
        #expect(tabBarController.selectedIndex == 0)
        #expect(log.take().count == 4)
        let empty = UITabBarController()
        #expect(empty.selectedIndex == NSNotFound && empty.viewControllers == nil)
    }

    @Test func replacingTheTabsKeepsTheSelectionOrFallsBackToTheFirst() {
        let (_, log, _, tabBarController, tabs) = makeTabs()
        tabBarController.selectedIndex = 2
        log.clear()
        let d = LifecycleController("D", log: log)
        d.logsLayout = false
        tabBarController.setViewControllers([d, tabs[2]], animated: true)
        #expect(tabBarController.selectedIndex == 1 && tabBarController.tabBar.items?.map(\.title) == ["D", "C"])
        #expect(
            log.take() == [
                "A.willMove(toParent: nil)", "B.willMove(toParent: nil)", "D.willMove(toParent: UITabBarController)",
                "A.didMove(toParent: nil)", "B.didMove(toParent: nil)", "D.didMove(toParent: UITabBarController)",
            ])
        tabBarController.viewControllers = [d]
        #expect(tabBarController.selectedViewController === d && tabs[2].parent == nil)
        #expect(log.take().contains("C.viewWillDisappear(false)"))
        // The title reaches the tab's item, and a new item replaces the old on the bar.
        d.title = "Dee"
        #expect(tabBarController.tabBar.items?.map(\.title) == ["Dee"])
        d.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        #expect(tabBarController.tabBar.items?.map(\.title) == ["Favorites"])
        #expect(tabBarController.tabBar.selectedItem?.tag == 4)
    }

    @Test func aDelegateMayReplaceTheTabsFromItsCallback() throws {
        let (driver, log, _, tabBarController, tabs) = makeTabs()
        let delegate = TabsDelegate(log: log)
        delegate.onDidSelect = { controller in controller.viewControllers = [tabs[2]] }
        tabBarController.delegate = delegate
        try driver.tap(at: centre(of: 1, in: tabBarController.tabBar))
        #expect(tabBarController.viewControllers?.count == 1 && tabBarController.selectedViewController === tabs[2])
        #expect(tabs[1].parent == nil && tabs[1].viewIfLoaded?.window == nil && tabs[2].view.window != nil)
        _ = log
    }

    /// The tapped tab is removed while the delegate is asked about it and says yes: it is no longer a tab, so nothing
    /// is selected and `didSelect` is not sent (UIKit's behaviour here is undocumented; Docs/UIKitParity.md).
    @Test func aTabRemovedWhileTheDelegateIsAskedIsNotSelected() throws {
        let (driver, log, _, tabBarController, tabs) = makeTabs()
        let delegate = TabsDelegate(log: log)
        delegate.onShouldSelect = { controller in controller.viewControllers = [tabs[0], tabs[2]] }
        tabBarController.delegate = delegate
        log.clear()
        try driver.tap(at: centre(of: 1, in: tabBarController.tabBar))
        #expect(log.take() == ["shouldSelect B", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
        #expect(tabBarController.selectedViewController === tabs[0] && tabs[1].parent == nil)
        #expect(tabBarController.tabBar.selectedItem === tabs[0].tabBarItem)
        #expect(tabs[1].viewIfLoaded?.window == nil && tabs[0].view.window != nil)
    }

    @Test func aStandaloneTabBarSelectsAndTellsItsDelegate() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
        let delegate = BarDelegate()
        bar.delegate = delegate
        let items = [
            UITabBarItem(title: "One", image: nil, tag: 1), UITabBarItem(title: "Two", image: nil, selectedImage: nil),
        ]
        bar.items = items
        items[1].badgeValue = "3"
        window.addSubview(bar)
        window.layoutIfNeeded()
        try driver.tap(at: CGPoint(x: 225, y: 25))
        try driver.tap(at: CGPoint(x: 225, y: 25))
        bar.selectedItem = items[0]
        #expect(delegate.selected == ["Two selected=true", "Two selected=true"])
        #expect(bar.selectedItem === items[0])
        bar.items = [items[1]]
        #expect(bar.selectedItem == nil)
        // A tab bar controller's bar refuses an app delegate.
        let controller = UITabBarController()
        controller.tabBar.delegate = delegate
        #expect(controller.tabBar.delegate == nil && driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
    }
}
