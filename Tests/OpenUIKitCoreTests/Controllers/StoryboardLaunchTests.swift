import Foundation
import Testing

@_spi(Windowing) import OpenUIKitCore
@_spi(Windowing) import OpenUIKitTesting

private final class StoryboardScene: UIViewController {
    let scene: String
    init(_ scene: String) {
        self.scene = scene
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// A storyboard app's delegate as Xcode writes it: a `window` property and nothing that makes a window.
private final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var calls: [String] = []

    func describeWindow() -> String {
        guard let window else { return "no window" }
        let root = (window.rootViewController as? StoryboardScene)?.scene ?? "?"
        return "window \(Int(window.bounds.width))×\(Int(window.bounds.height)) root \(root) "
            + (window.isKeyWindow ? "key" : "not key")
    }

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls.append("will finish: \(describeWindow())")
        return true
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls.append("did finish: \(describeWindow())")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        calls.append("active: \(describeWindow())")
    }
}

@MainActor
@Suite(.serialized) struct StoryboardLaunchTests {
    /// The main storyboard's window is the delegate's before it is asked anything, and shows once it has finished.
    @Test func aMainStoryboardGivesTheDelegateItsWindowAndShowsIt() {
        UIStoryboard.register(
            name: "LaunchMain", initial: { StoryboardScene("initial") },
            scenes: ["detail": { StoryboardScene("detail") }])
        UIStoryboard.mainStoryboardName = "LaunchMain"
        defer { UIStoryboard.mainStoryboardName = nil }
        _ = UIApplication()
        let delegate = StoryboardAppDelegate()
        let backend = EmbeddedBackend()
        backend.screenInfo = BackendScreenInfo(size: CGSize(width: 800, height: 600), scale: 1)
        #expect(UIApplicationMain(delegate: delegate, backend: backend) == 0)
        #expect(
            delegate.calls == [
                "will finish: window 800×600 root initial not key", "did finish: window 800×600 root initial not key",
                "active: window 800×600 root initial key",
            ])
        #expect(backend.windowEvents == [.show(delegate.window!.identifier)])
    }

    @Test func scenesAreMadeFreshByIdentifierAndUnknownOnesAreDiagnosed() {
        let driver = EventDriver()
        UIStoryboard.register(name: "Scenes", initial: nil, scenes: ["detail": { StoryboardScene("detail") }])
        let storyboard = UIStoryboard(name: "Scenes", bundle: nil)
        let first = storyboard.instantiateViewController(withIdentifier: "detail") as? StoryboardScene
        let second = storyboard.instantiateViewController(withIdentifier: "detail") as? StoryboardScene
        #expect(first?.scene == "detail" && second?.scene == "detail" && first !== second)
        #expect(!(storyboard.instantiateViewController(withIdentifier: "nope") is StoryboardScene))
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(
            driver.diagnostics.map(\.message) == [
                "UIStoryboard \"Scenes\" has no view controller with identifier \"nope\"; an empty UIViewController "
                    + "stands in",
                "UIStoryboard \"Scenes\" has no initial view controller (register it with "
                    + "UIStoryboard.register(name:initial:scenes:))",
            ])
    }
}
