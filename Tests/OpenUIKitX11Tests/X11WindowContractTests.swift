import CX11
import CXTest
import Foundation
import Testing
@_spi(Windowing) import OpenUIKit
import OpenUIKitTesting

/// The size of `xWindow` on the server, asked on a connection of its own.
func serverSize(of xWindow: UInt, on server: XServer) -> CGSize? {
    guard let display = XOpenDisplay(server.display) else { return nil }
    defer { XCloseDisplay(display) }
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(display, Window(xWindow), &attributes) != 0 else { return nil }
    return CGSize(width: CGFloat(attributes.width), height: CGFloat(attributes.height))
}

/// The window half of the backend contract against Xvfb.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct X11WindowContractTests {
    /// The app resizing a window resizes its X window; the server resizing it (a user, a window manager)
    /// resizes the `UIWindow` without the change bouncing back.
    @Test func framesFollowEachOtherBothWays() throws {
        let app = try XvfbBackendTests().launch()
        let xWindow = try #require(app.backend.xWindow(for: app.window))
        app.window.frame = CGRect(x: 0, y: 0, width: 500, height: 200)
        app.backend.synchronize()
        #expect(serverSize(of: xWindow, on: app.server) == CGSize(width: 500, height: 200))
        XResizeWindow(app.injector.display, Window(xWindow), 320, 240)
        XSync(app.injector.display, 0)
        app.backend.synchronize()
        #expect(app.window.frame.size == CGSize(width: 320, height: 240))
        #expect(serverSize(of: xWindow, on: app.server) == CGSize(width: 320, height: 240))
        #expect(app.backend.protocolErrors.isEmpty)
    }

    /// A window shown before the backend attached gets its X window when it attaches.
    @Test func windowsShownBeforeTheBackendAttachesAreOpened() throws {
        let server = try XServer(.xvfb)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let backend = try X11Backend(displayName: server.display)
        defer { backend.shutDown() }
        backend.attach(application)
        backend.synchronize()
        let xWindow = try #require(backend.xWindow(for: window))
        #expect(isViewable(xWindow, on: server))
    }
}
