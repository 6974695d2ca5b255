import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A view logging its safe-area changes and its layout.
final class SafeAreaLoggingView: UIView {
    var log: CallbackLog?
    var name = ""
    override func safeAreaInsetsDidChange() {
        log?.append("\(name).safeAreaInsetsDidChange(\(describe(safeAreaInsets)))")
    }
    override func layoutSubviews() { log?.append("\(name).layoutSubviews") }
}

/// A controller whose root view and two subviews (a header at the top, a footer lower down) log safe-area changes.
final class SafeAreaController: UIViewController {
    let log: CallbackLog
    let header = SafeAreaLoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let footer = SafeAreaLoggingView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(_ name: String, log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    override func loadView() {
        let root = SafeAreaLoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for (view, name) in [(root, "view"), (header, "header"), (footer, "footer")] {
            view.log = log
            view.name = "\(title ?? "").\(name)"
        }
        root.addSubview(header)
        root.addSubview(footer)
        view = root
    }

    override func viewSafeAreaInsetsDidChange() {
        log.append("\(title ?? "").viewSafeAreaInsetsDidChange(\(describe(view.safeAreaInsets)))")
    }
    override func viewWillLayoutSubviews() { log.append("\(title ?? "").viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("\(title ?? "").viewDidLayoutSubviews") }
    override func viewWillAppear(_ animated: Bool) { log.append("\(title ?? "").viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(title ?? "").viewDidAppear") }
}

@MainActor
private func describe(_ insets: UIEdgeInsets) -> String {
    "\(Int(insets.top)) \(Int(insets.left)) \(Int(insets.bottom)) \(Int(insets.right))"
}

/// Content under a navigation bar: the child's view runs under the bar and gets its height as safe-area insets,
/// reported in the layout pass before the view lays out, as UIKit does.
@MainActor
@Suite struct SafeAreaTests {
    /// A window showing a navigation controller with controller "A", laid out once; the log keeps what that did.
    @MainActor struct Scene {
        let driver = EventDriver()
        let log = CallbackLog()
        let window: UIWindow
        let child: SafeAreaController
        let navigation: UINavigationController

        init() {
            window = driver.makeWindow()
            child = SafeAreaController("A", log: log)
            navigation = UINavigationController(rootViewController: child)
            window.rootViewController = navigation
            window.layoutIfNeeded()
        }
    }

    /// What a change of the insets of controller `name`'s view to `insets` logs in a pass: the view and controller
    /// hear of it, lay out, then the header (in the bar's band) hears of it and lays out.
    func reported(_ name: String, _ insets: String) -> [String] {
        [
            "\(name).view.safeAreaInsetsDidChange(\(insets))", "\(name).viewSafeAreaInsetsDidChange(\(insets))",
            "\(name).viewWillLayoutSubviews", "\(name).view.layoutSubviews", "\(name).viewDidLayoutSubviews",
            "\(name).header.safeAreaInsetsDidChange(\(insets))", "\(name).header.layoutSubviews",
        ]
    }

    @Test func aNavigationChildExtendsUnderTheBarWithTheBarInItsSafeArea() {
        let scene = Scene()
        let (log, window, child) = (scene.log, scene.window, scene.child)
        #expect(log.take() == ["A.viewWillAppear"] + reported("A", "44 0 0 0") + ["A.viewDidAppear"])
        #expect(child.view.frame == window.bounds)
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(child.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(child.footer.safeAreaInsets == .zero)
        // Nothing changed: a second pass reports nothing.
        child.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.take() == ["A.viewWillLayoutSubviews", "A.view.layoutSubviews", "A.viewDidLayoutSubviews"])
    }

    @Test func aViewMovedOutOfTheBarsBandHearsOfItInTheNextPass() {
        let scene = Scene()
        let (log, window, child) = (scene.log, scene.window, scene.child)
        log.clear()
        child.header.frame.origin.y = 200  // outside any layout pass, without a size change
        child.footer.frame.origin.y = 20
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "A.header.safeAreaInsetsDidChange(0 0 0 0)", "A.header.layoutSubviews",
                "A.footer.safeAreaInsetsDidChange(24 0 0 0)", "A.footer.layoutSubviews",
            ])
    }

    @Test func hidingAndShowingTheBarReportsTheChange() {
        let scene = Scene()
        scene.log.clear()
        scene.navigation.setNavigationBarHidden(true, animated: false)
        scene.window.layoutIfNeeded()
        #expect(scene.log.take() == reported("A", "0 0 0 0"))
        scene.navigation.setNavigationBarHidden(false, animated: false)
        scene.window.layoutIfNeeded()
        #expect(scene.log.take() == reported("A", "44 0 0 0"))
    }

    @Test func aPushedControllerHearsOfTheBarBeforeItLaysOut() {
        let scene = Scene()
        scene.log.clear()
        let second = SafeAreaController("B", log: scene.log)
        scene.navigation.pushViewController(second, animated: false)
        #expect(scene.log.take() == ["B.viewWillAppear"] + reported("B", "44 0 0 0") + ["B.viewDidAppear"])
        #expect(second.view.safeAreaInsets.top == 44)
    }

    @Test func additionalInsetsAddToTheRootViewsSafeArea() {
        let driver = EventDriver()
        let log = CallbackLog()
        let window = driver.makeWindow()
        let controller = SafeAreaController("A", log: log)
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(!log.entries.contains { $0.contains("afeArea") })  // a window covers nothing
        log.clear()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        window.layoutIfNeeded()
        #expect(
            log.take() == [
                "A.view.safeAreaInsetsDidChange(0 0 100 0)", "A.viewSafeAreaInsetsDidChange(0 0 100 0)",
                "A.viewWillLayoutSubviews", "A.view.layoutSubviews", "A.viewDidLayoutSubviews",
                "A.footer.safeAreaInsetsDidChange(0 0 20 0)", "A.footer.layoutSubviews",
            ])
    }
}
