import Foundation
import Testing
@_spi(Windowing) @_spi(Input) import OpenUIKitCore
@_spi(Windowing) import OpenUIKitTesting

@MainActor
@Suite struct ApplicationMainTests {
    @Test func applicationMainLaunchesRunsAndTerminates() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var calls: [String] = []
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                calls.append("didFinishLaunching")
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.makeKeyAndVisible()
                application.enqueue(
                    RawInput(window: window.identifier, timestamp: 0, payload: .remoteControl(.remoteControlPlay)))
                return true
            }
            override func remoteControlReceived(with event: UIEvent?) { calls.append("remote \(event!.subtype)") }
            func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
        }
        _ = UIApplication()
        let delegate = Delegate()
        let backend = EmbeddedBackend()
        let status = UIApplicationMain(delegate: delegate, backend: backend)
        #expect(status == 0)
        #expect(delegate.calls == ["didFinishLaunching", "remote remoteControlPlay", "willTerminate"])
        #expect(UIApplication.shared.clock === backend.virtualClock)
    }

    /// UIKit apps make their window from the screen in `didFinishLaunching`: the backend is attached by then, and
    /// the window shown there is shown to it once.
    @Test func theScreenIsKnownWhenTheDelegateLaunches() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var calls: [String] = []
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                let screen = UIScreen.main.bounds
                calls.append("didFinishLaunching, screen \(Int(screen.width))×\(Int(screen.height))")
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
                return true
            }
        }
        _ = UIApplication()
        let delegate = Delegate()
        let backend = EmbeddedBackend()
        backend.screenInfo = BackendScreenInfo(size: CGSize(width: 800, height: 600), scale: 1)
        #expect(UIApplicationMain(delegate: delegate, backend: backend) == 0)
        #expect(delegate.calls == ["didFinishLaunching, screen 800×600"])
        #expect(backend.windowEvents == [.show(delegate.window!.identifier)])
    }

    @Test func aDelegateThatFailsToLaunchStopsTheApplication() {
        final class Failing: UIApplicationDelegate {
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool { false }
        }
        _ = UIApplication()
        let failing = Failing()
        #expect(UIApplicationMain(delegate: failing, backend: EmbeddedBackend()) == 1)
    }
}
