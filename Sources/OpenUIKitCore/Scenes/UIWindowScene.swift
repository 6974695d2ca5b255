import Foundation

/// The scene that holds the application's windows, as UIKit's `UIWindowScene`: `windows`, `keyWindow`, `screen`,
/// `traitCollection` and `statusBarManager`. OpenUIKit has one per application (every window's ``UIWindow/windowScene``,
/// made on first use); see ``UIScene`` for what is not implemented.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The application's windows, in the order they were made visible.
    open var windows: [UIWindow] { application?.windows ?? [] }

    /// The key window.
    open var keyWindow: UIWindow? { application?.keyWindow }

    /// The screen: OpenUIKit knows one.
    open var screen: UIScreen { UIScreen.main }

    /// The screen's traits.
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection }

    /// A desktop window has no status bar: a manager that reports it hidden with a zero frame.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }

    init(application: UIApplication) {
        super.init()
        self.application = application
    }

    /// Made from an archive: a scene of no application.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    public override init() {
        super.init()
    }

    /// Each application's scene, by the application's identity (the application does not keep it).
    private static var scenes: [ObjectIdentifier: UIWindowScene] = [:]

    /// The scene of `application`, made on first use.
    static func scene(of application: UIApplication) -> UIWindowScene {
        let id = ObjectIdentifier(application)
        if let scene = scenes[id], scene.application === application { return scene }
        let scene = UIWindowScene(application: application)
        scenes[id] = scene
        return scene
    }
}
