import OpenUIKit

/// Opens one window holding the delivery bench.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 900, height: 600))
        window?.rootViewController = TouchDeliveryViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
