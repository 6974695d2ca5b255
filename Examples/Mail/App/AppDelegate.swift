import OpenUIKit  // UIKit: import UIKit

// UIKit: @main (the entry is Launch/main.swift: the tests import this module, and a library has no @main)
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: MailboxViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
