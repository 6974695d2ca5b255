import Foundation
import Testing
@_spi(Backends) import OpenUIKitCore
import OpenUIKitTesting

/// A controller that logs its life: loading, layout, appearance (with `animated`) and containment.
final class LifecycleController: UIViewController {
    let log: CallbackLog
    var logsLayout = true
    /// Extra facts to log in `viewWillAppear` / `viewWillDisappear`.
    var logsMovement = false

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(_ name: String, log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    private func add(_ entry: String) { log.append("\(debugName).\(entry)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        add("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        add("viewWillAppear(\(animated))")
        if logsMovement {
            add(
                "movingTo=\(isMovingToParent) presented=\(isBeingPresented) nav=\(navigationController?.debugName ?? "nil")"
            )
        }
    }
    override func viewDidAppear(_ animated: Bool) { add("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) {
        add("viewWillDisappear(\(animated))")
        if logsMovement { add("movingFrom=\(isMovingFromParent) dismissed=\(isBeingDismissed)") }
    }
    override func viewDidDisappear(_ animated: Bool) { add("viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { if logsLayout { add("viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { if logsLayout { add("viewDidLayoutSubviews") } }
    override func willMove(toParent parent: UIViewController?) {
        add("willMove(toParent: \(parent?.debugName ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        add("didMove(toParent: \(parent?.debugName ?? "nil"))")
    }
}

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

@MainActor
@Suite struct ViewControllerInitializerTests {
    /// UIKit's default `loadView()` makes a view as large as the screen, so layout done in `viewDidLoad` from
    /// `view.bounds` does not pile up at the origin; the window then sizes it.
    @Test func theDefaultViewHasTheScreensSizeInViewDidLoad() {
        final class Measuring: UIViewController {
            var seen: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                seen.append("viewDidLoad \(Int(view.bounds.width))×\(Int(view.bounds.height))")
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                seen.append("viewDidLayoutSubviews \(Int(view.bounds.width))×\(Int(view.bounds.height))")
            }
        }
        let driver = EventDriver()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let controller = Measuring(nibName: "Ignored", bundle: nil)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        driver.backend.flush()
        #expect(controller.seen == ["viewDidLoad 1280×800", "viewDidLayoutSubviews 300×200"])
        #expect(controller.nibName == "Ignored" && controller.nibBundle == nil)
    }

    /// UIKit code's initializers compile and make usable objects: `init?(coder:)` on views, controls and
    /// controllers (no archive is read), `awakeFromNib()` overridable.
    @Test func archiveInitializersMakeDefaultObjects() throws {
        let coder = NSCoder()
        let label = try #require(UILabel(coder: coder))
        let button = try #require(UIButton(coder: coder))
        let toggle = try #require(UISwitch(coder: coder))
        let controller = try #require(UIViewController(coder: coder))
        let navigation = try #require(UINavigationController(coder: coder))
        #expect(label.frame == .zero && !label.isUserInteractionEnabled)
        #expect(button.buttonType == .custom && toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(controller.view.bounds.size == UIScreen.main.bounds.size)
        #expect(navigation.viewControllers.isEmpty)
        #expect(UIAlertController(coder: coder) == nil)
    }
}
