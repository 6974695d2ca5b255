import Foundation
import OpenUIKitCore
import OpenUIKitX11

/// An application delegate that can start the application itself, for `@main`.
///
/// UIKit apps mark their delegate `@main` and UIKit's generated `main` runs `UIApplicationMain`. Conform to this
/// protocol and do the same; `main()` connects to the X server (`DISPLAY`), runs the application on the X11 backend
/// and exits with its status — or, if there is no usable display, writes why and how to fix it to standard error
/// and exits with 1.
///
/// ```swift
/// @main
/// final class AppDelegate: UIResponder, UIApplicationLaunching {
///     var window: UIWindow?
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         …
///         return true
///     }
/// }
/// ```
@MainActor
public protocol UIApplicationLaunching: UIApplicationDelegate {
    init()
}

extension UIApplicationLaunching {
    /// Runs the application on the X11 backend until its last window closes, then exits the process.
    public static func main() {
        let backend: X11Backend
        do {
            backend = try X11Backend()
        } catch {
            // Under the program's name, as command-line tools report, and on standard error.
            FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(error)\n".utf8))
            exit(1)
        }
        exit(UIApplicationMain(delegate: Self(), backend: backend))
    }
}
