import OpenUIKit

/// Opens one window holding the lab.
final class AppDelegate: UIResponder, UIApplicationLaunching {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(
            frame: CGRect(x: 0, y: 0, width: LabLayout.windowSize.width, height: LabLayout.windowSize.height))
        window?.rootViewController = HitTestLabViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
