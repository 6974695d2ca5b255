import CX11
import CXTest
import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct XvfbFocusTests {
    /// A window given the focus (as a window manager gives it) becomes key; keys held there are cancelled when the
    /// focus moves away, and their later release is swallowed.
    @Test func losingTheFocusCancelsHeldKeys() throws {
        let app = try XvfbBackendTests().launch()
        let other = UIWindow(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        other.isHidden = false
        other.makeKey()
        let probe = FirstResponderProbe("probe", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: app.log)
        app.window.addSubview(probe)
        probe.becomeFirstResponder()
        app.backend.synchronize()
        let xWindow = try #require(app.backend.xWindow(for: app.window))
        let display = app.injector.display
        XSetInputFocus(display, Window(xWindow), RevertToParent, UInt(CurrentTime))
        XSync(display, 0)
        app.backend.synchronize()
        #expect(app.window.isKeyWindow)
        app.injector.move(to: CGPoint(x: 700, y: 500))  // explicit focus: the pointer no longer decides
        XTestFakeKeyEvent(display, app.injector.keycode(for: XK_a), 1, 0)
        XSync(display, 0)
        app.backend.synchronize()
        XSetInputFocus(display, openuikit_default_root(display), RevertToParent, UInt(CurrentTime))
        XSync(display, 0)
        app.backend.synchronize()
        XTestFakeKeyEvent(display, app.injector.keycode(for: XK_a), 0, 0)
        XSync(display, 0)
        app.backend.synchronize()
        #expect(app.log.take() == ["probe.pressesBegan(a)", "probe.pressesCancelled(a)"])
        other.isHidden = true
    }
}
