import Foundation

/// What a windowing backend provides to run an application: a clock and a run loop.
///
/// The public half of the backend contract; the rest is `@_spi(Backends)` (`BackendWindowHost.swift` lists it
/// all, and `Docs/Architecture.md` explains how to write a backend). The X11 backend waits on its connection and
/// the clock's next deadline, translates native events into ``RawInput``, enqueues them and drains the
/// application's queue; the embedded backend of `OpenUIKitTesting` does the same on virtual time. The core never
/// imports a backend.
@preconcurrency @MainActor
public protocol UIApplicationBackend: AnyObject {
    /// The clock the application should use for timestamps and timers.
    var clock: any EventClock { get }

    /// Makes `application` use this backend: its clock, and the backend as its window host, so `UIScreen.main`
    /// reports the real screen from then on. Attaching the same application again changes nothing.
    func attach(_ application: UIApplication)

    /// Runs the application until it ends and returns the process exit status.
    func run(_ application: UIApplication) -> Int32
}

/// Starts an application: makes `delegate` the shared application's delegate, attaches the backend (its clock, its
/// screen, its windows), tells the delegate the application finished launching, and runs the backend's loop.
///
/// The counterpart of UIKit's `UIApplicationMain`, which names its classes by string; without an Objective-C
/// runtime OpenUIKit takes the delegate object itself. As in UIKit, the screen is known when the delegate hears
/// `application(_:didFinishLaunchingWithOptions:)`, so `UIWindow(frame: UIScreen.main.bounds)` there fills it.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(delegate: any UIApplicationDelegate, backend: any UIApplicationBackend) -> Int32 {
    let application = UIApplication.shared
    application.delegate = delegate
    backend.attach(application)
    application.applyDebugEnvironment(
        ProcessEnvironment.values(of: ["OPENUIKIT_RECORD", "OPENUIKIT_DEBUG", "OPENUIKIT_TRACE"]))
    guard application.runLaunch(delegate: delegate) else { return 1 }
    let status = backend.run(application)
    application.finishDebugEnvironment()
    application.runTermination(delegate: delegate)
    return status
}
