import Foundation

/// Starts an application: makes `delegate` the shared application's delegate, attaches the backend (its clock, its
/// screen, its windows), tells the delegate the application finished launching, and runs the backend's loop.
///
/// The counterpart of UIKit's `UIApplicationMain`, which names its classes by string; without an Objective-C
/// runtime OpenUIKit takes the delegate object itself. As in UIKit, the screen is known when the delegate hears
/// `application(_:didFinishLaunchingWithOptions:)`, so `UIWindow(frame: UIScreen.main.bounds)` there fills it.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(delegate: any UIApplicationDelegate, backend: any UIApplicationBackend) -> Int32 {
    // The entry point starts the process's one application, which is what `shared` is for.
    let application = UIApplication.shared
    application.delegate = delegate
    backend.attach(application)
    application.applyDebugEnvironment(
        ProcessEnvironment.values(of: ["OPENUIKIT_RECORD", "OPENUIKIT_DEBUG", "OPENUIKIT_TRACE"]))
    application.applyLayoutDirectionEnvironment(
        ProcessEnvironment.values(of: ["OPENUIKIT_LAYOUT_DIRECTION", "LC_ALL", "LC_MESSAGES", "LANG"]))
    guard application.runLaunch(delegate: delegate) else { return 1 }
    let status = backend.run(application)
    application.finishDebugEnvironment()
    application.runTermination(delegate: delegate)
    return status
}
