import OpenUIKit

/// Opens one window holding the lab, or with `--traps` on the command line the six classic traps
/// (``TrapsViewController``).
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var showsTraps = CommandLine.arguments.dropFirst().contains("--traps")

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(
            frame: CGRect(x: 0, y: 0, width: LabLayout.windowSize.width, height: LabLayout.windowSize.height))
        window?.rootViewController = showsTraps ? TrapsViewController() : HitTestLabViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
