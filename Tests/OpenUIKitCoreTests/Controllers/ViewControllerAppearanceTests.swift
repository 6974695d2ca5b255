import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ViewControllerAppearanceTests {
    @Test func installingARootControllerAndShowingTheWindow() {
        let driver = EventDriver()
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = LifecycleController("A", log: log)
        #expect(!root.isViewLoaded)
        window.rootViewController = root
        #expect(log.take() == ["A.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(
            log.take() == [
                "A.viewWillAppear(false)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "A.viewDidAppear(false)",
            ])
        window.isHidden = true
        #expect(log.take() == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        window.isHidden = false
        #expect(log.take() == ["A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        // A second show of a shown window, or a second hide, says nothing.
        window.makeKeyAndVisible()
        #expect(log.take() == [])
        _ = driver
    }

    @Test func replacingTheRootControllerOfAVisibleWindow() {
        let driver = EventDriver()
        let log = CallbackLog()
        let window = driver.makeWindow()
        let first = LifecycleController("A", log: log)
        first.logsLayout = false
        window.rootViewController = first
        #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        let second = LifecycleController("B", log: log)
        second.logsLayout = false
        window.rootViewController = second
        #expect(
            log.take() == [
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidLoad",
                "B.viewWillAppear(false)", "B.viewDidAppear(false)",
            ])
        #expect(first.viewIfLoaded?.window == nil && second.view.window === window)
    }

    @Test func loadViewIfNeededLoadsOnce() {
        let log = CallbackLog()
        let controller = LifecycleController("A", log: log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(log.take() == ["A.viewDidLoad"])
    }

    /// A custom container: UIKit sends `willMove(toParent:)` from `addChild`, the app sends `didMove(toParent:)`;
    /// the child appears when its view enters the appeared parent's window, and disappears when it leaves.
    @Test func containmentCallbacksAndAChildsAppearance() {
        let driver = EventDriver()
        let log = CallbackLog()
        let window = driver.makeWindow()
        let parent = LifecycleController("P", log: log)
        parent.logsLayout = false
        window.rootViewController = parent
        log.clear()
        let child = LifecycleController("C", log: log)
        child.logsLayout = false
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.take() == [
                "C.willMove(toParent: P)", "C.viewDidLoad", "C.viewWillAppear(false)", "C.viewDidAppear(false)",
                "C.didMove(toParent: P)",
            ])
        #expect(child.parent === parent && parent.children.map(\.debugName) == ["C"])
        // The parent's window hides: the child follows the parent.
        window.isHidden = true
        #expect(
            log.take() == [
                "P.viewWillDisappear(false)", "C.viewWillDisappear(false)", "P.viewDidDisappear(false)",
                "C.viewDidDisappear(false)",
            ])
        window.isHidden = false
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.take() == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)",
                "C.didMove(toParent: nil)",
            ])
        #expect(child.parent == nil && parent.children.isEmpty)
    }

    /// A container that forwards appearance itself is not sent its children's callbacks twice.
    @Test func beginAndEndAppearanceTransitionIgnoreRepeats() {
        let log = CallbackLog()
        let controller = LifecycleController("A", log: log)
        controller.logsLayout = false
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(
            log.take() == [
                "A.viewDidLoad", "A.viewWillAppear(true)", "A.viewDidAppear(true)", "A.viewWillDisappear(false)",
                "A.viewDidDisappear(false)",
            ])
    }
}
