import Foundation

/// The object told about the application's life. When it is a ``UIResponder`` it is also the last link of the
/// responder chain, after the application (Docs/EventModel.md, "The responder chain").
///
/// Mirrors the life-cycle parts of `UIApplicationDelegate`; every method has a default. `UIApplicationMain` calls
/// them in UIKit's order (`UIApplication.swift` posts the matching notifications right after each): will finish
/// launching, did finish launching, did become active; when the last window closes, will resign active, did enter
/// background, will terminate. A desktop app is active for its whole run: OpenUIKit does not turn window focus into
/// resigning and becoming active.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// The app's main window: set by a main storyboard's launch (UIStoryboard.swift), as UIKit sets it. A delegate
    /// without the property ignores it.
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

extension UIApplication {
    /// Keys of the launch options dictionary. OpenUIKit defines none yet.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
