import Foundation
import OpenUIKit
@_spi(Windowing) import OpenUIKitX11

/// An example app running on its own Xvfb, launched through its application delegate and driven with XTEST; torn
/// down backend first, then the injector, then the server.
@MainActor final class ExampleUnderXvfb {
    let server: XServer
    let backend: X11Backend
    let application: UIApplication
    let delegate: any UIApplicationDelegate
    let injector: XTestInjector

    /// The default screen is a phone's (the ports' windows fill `UIScreen.main`). `server` may be Xorg with
    /// `inputtest` devices, for examples that need a touchscreen or a pen.
    init(
        _ delegate: any UIApplicationDelegate, screenWidth: Int = 480, screenHeight: Int = 640,
        server kind: XServer.Kind = .xvfb
    ) throws {
        server = try XServer(kind, width: screenWidth, height: screenHeight)
        application = UIApplication()
        backend = try X11Backend(displayName: server.display)
        backend.attach(application)
        self.delegate = delegate
        application.delegate = delegate
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        injector = try XTestInjector(server)
        backend.synchronize()
    }

    isolated deinit {
        backend.shutDown()
        injector.close()
    }

    var window: UIWindow { application.keyWindow! }

    /// Lets the real loop run (timers, frames) until `done` holds, for at most `seconds`.
    func wait(upTo seconds: Double = 5, until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !done() {
            if Date() > deadline { return false }
            usleep(10_000)
            backend.synchronize()
        }
        return true
    }

    func click(_ view: UIView) {
        injector.click(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        backend.synchronize()
    }

    func screenshot() -> UIImage? {
        window.layoutIfNeeded()
        backend.synchronize()
        return backend.screenshot(of: window)
    }
}
