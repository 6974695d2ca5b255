import Foundation
import Testing
@_spi(Windowing) import OpenUIKit

/// `UIScreen.main` on a real X server: the default screen's size, in points at the backend's scale.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct X11ScreenTests {
    @Test func theMainScreenIsTheXScreen() throws {
        let server = try XServer(.xvfb, width: 800, height: 600)
        let application = UIApplication()
        let backend = try X11Backend(displayName: server.display)
        backend.attach(application)
        defer { backend.shutDown() }
        #expect(UIScreen.main.bounds.size == CGSize(width: 800 / backend.scale, height: 600 / backend.scale))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 800, height: 600))
        #expect(UIScreen.main.scale == backend.scale)
    }
}
