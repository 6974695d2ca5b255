import Foundation
import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// The application's life cycle through `UIApplicationMain`: the delegate's methods and UIKit's notifications, in
/// UIKit's order, and the application's state at each.
@MainActor
@Suite struct ApplicationLifeCycleTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var log: [String] = []
        func note(_ event: String, _ application: UIApplication) {
            log.append("\(event) \(application.applicationState)")
        }
        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            note("willFinishLaunching", application)
            return true
        }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            note("didFinishLaunching", application)
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { note("didBecomeActive", application) }
        func applicationWillResignActive(_ application: UIApplication) { note("willResignActive", application) }
        func applicationDidEnterBackground(_ application: UIApplication) { note("didEnterBackground", application) }
        func applicationWillTerminate(_ application: UIApplication) { note("willTerminate", application) }
    }

    @Test func delegateMethodsAndNotificationsComeInUIKitsOrder() {
        _ = UIApplication()
        let delegate = Delegate()
        let names: [NSNotification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willTerminateNotification,
        ]
        // The observer blocks run where the notifications are posted: on the main actor, inside UIApplicationMain.
        struct Shared: @unchecked Sendable { let delegate: Delegate }
        let shared = Shared(delegate: delegate)
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                let posted = notification.name.rawValue
                MainActor.assumeIsolated { shared.delegate.log.append("posted \(posted)") }
            }
        }
        defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
        #expect(UIApplicationMain(delegate: delegate, backend: EmbeddedBackend()) == 0)
        #expect(
            delegate.log == [
                "willFinishLaunching inactive", "didFinishLaunching inactive",
                "posted UIApplicationDidFinishLaunchingNotification", "didBecomeActive active",
                "posted UIApplicationDidBecomeActiveNotification", "willResignActive inactive",
                "posted UIApplicationWillResignActiveNotification", "didEnterBackground background",
                "posted UIApplicationDidEnterBackgroundNotification", "willTerminate background",
                "posted UIApplicationWillTerminateNotification",
            ])
    }

    @Test func aDelegateThatRefusesToFinishLaunchingIsNeverActive() {
        final class Refusing: UIResponder, UIApplicationDelegate {
            var log: [String] = []
            func application(
                _ application: UIApplication,
                willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                log.append("willFinishLaunching")
                return false
            }
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                log.append("didFinishLaunching")
                return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
        }
        let application = UIApplication()
        let delegate = Refusing()
        #expect(UIApplicationMain(delegate: delegate, backend: EmbeddedBackend()) == 1)
        #expect(delegate.log == ["willFinishLaunching"])
        #expect(application.applicationState == .inactive)
    }
}
