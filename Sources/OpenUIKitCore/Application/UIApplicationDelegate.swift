import Foundation

/// The object told about the application's life. When it is a ``UIResponder`` it is also the last link of the
/// responder chain, after the application (Docs/EventModel.md, "The responder chain").
///
/// Mirrors the launch and termination parts of `UIApplicationDelegate`; every method has a default.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func applicationWillTerminate(_ application: UIApplication) {}
}

extension UIApplication {
    /// Keys of the launch options dictionary. OpenUIKit defines none yet.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
