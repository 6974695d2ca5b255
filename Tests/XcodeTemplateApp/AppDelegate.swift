import OpenUIKit

// Xcode's "App" template as UIKit apps start, built in Swift 5 language mode with warnings as errors: the only edits
// are the import and the Objective-C spellings. The X11 tests start this executable as a user would and read what
// it prints.

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ViewController(nibName: nil, bundle: nil)
        window?.makeKeyAndVisible()
        return true
    }
}
