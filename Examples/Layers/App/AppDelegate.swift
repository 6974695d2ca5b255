import OpenUIKit

/// Opens one window showing the three layer components of ``GalleryViewController``.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 480))
        window?.rootViewController = GalleryViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
