import OpenUIKit  // UIKit: import UIKit

// UIKit: @main (the entry is Launch/main.swift: the tests import this module, and a library has no @main)
final class AppDelegate: UIResponder, UIApplicationLaunching {  // UIKit: UIApplicationDelegate
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // UIKit: UIWindow(frame: UIScreen.main.bounds) — UIScreen comes with the `anim` branch (Docs/Porting.md).
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 640))
        window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
