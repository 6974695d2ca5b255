import Foundation

/// What a windowing backend provides to run an application: a clock and a run loop.
///
/// The public half of the backend contract; the rest is SPI (`@_spi(Windowing)`, `@_spi(Input)`;
/// `BackendWindowHost.swift` lists it
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
