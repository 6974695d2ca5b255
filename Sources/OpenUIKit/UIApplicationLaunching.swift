import Foundation
import OpenUIKitCore
import OpenUIKitX11

/// An application delegate that can start the application itself, for `@main`, when it is not a responder.
///
/// UIKit apps mark their delegate `@main` and UIKit's generated `main` runs `UIApplicationMain`. In OpenUIKit the
/// same works for Xcode's usual delegate, `class AppDelegate: UIResponder, UIApplicationDelegate` (final or not):
/// see `UIApplicationDelegate.main()` below. A delegate that is not a `UIResponder` adopts this protocol instead, so
/// that `main()` can make it with `init()`.
@preconcurrency @MainActor
public protocol UIApplicationLaunching: UIApplicationDelegate {
    init()
}

extension UIApplicationLaunching {
    /// Runs the application on the X11 backend until its last window closes, then exits the process.
    public static func main() {
        ApplicationLauncher.run(Self())
    }
}

extension UIApplicationLaunching where Self: UIResponder {
    /// Runs the application on the X11 backend with a delegate made by `init()`, then exits the process.
    public static func main() {
        ApplicationLauncher.run(Self())
    }
}

extension UIApplicationDelegate where Self: UIResponder {
    /// What `@main` runs: makes the delegate, runs the application on the X11 backend (`DISPLAY`) until its last
    /// window closes, and exits with its status — or, if there is no usable display, writes why and how to fix it
    /// to standard error and exits with 1.
    ///
    /// UIKit makes the delegate through the Objective-C runtime from its class. Swift on Linux can only make an
    /// instance of a non-final class through a `required` initializer, so OpenUIKit makes it with the one every
    /// responder has, `init?(coder:)` (no archive is read). Difference: an `init()` the delegate overrides is not
    /// called; set state up in `application(_:didFinishLaunchingWithOptions:)`, as UIKit apps usually do.
    public static func main() {
        guard let delegate = Self(coder: NSCoder()) else {
            ApplicationLauncher.fail(
                "\(Self.self)'s init?(coder:) returned nil: the application delegate could not be made")
        }
        ApplicationLauncher.run(delegate)
    }
}

/// The launch shared by every `main()`: the X11 backend on `DISPLAY`, then `UIApplicationMain`.
@MainActor
enum ApplicationLauncher {
    static func run(_ delegate: any UIApplicationDelegate) -> Never {
        let backend: X11Backend
        do {
            backend = try X11Backend()
        } catch {
            fail("\(error)")
        }
        exit(UIApplicationMain(delegate: delegate, backend: backend))
    }

    /// Under the program's name, as command-line tools report, and on standard error.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
        exit(1)
    }
}
