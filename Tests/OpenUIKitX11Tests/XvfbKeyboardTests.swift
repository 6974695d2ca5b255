import CX11
import CXTest
import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Issue 13 on a real server: XTEST key events through XInput2 and XKB to presses.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct XvfbKeyboardTests {
    @Test func typedKeysArrivePressesWithTheLayoutsCharacters() throws {
        let app = try XvfbBackendTests().launch()
        let probe = FirstResponderProbe("probe", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: app.log)
        app.window.addSubview(probe)
        #expect(probe.becomeFirstResponder())
        app.injector.move(to: CGPoint(x: 200, y: 150))
        app.injector.press([XK_a])
        app.injector.press([XK_Shift_L, XK_b])
        app.injector.press([XK_Left])
        app.backend.synchronize()
        #expect(
            app.log.take() == [
                "probe.pressesBegan(a)", "probe.pressesEnded(a)",
                "probe.pressesBegan(⇧#225)", "probe.pressesBegan(⇧b)", "probe.pressesEnded(⇧b)",
                "probe.pressesEnded(⇧#225)",
                "probe.pressesBegan(UIKeyInputLeftArrow)", "probe.pressesEnded(UIKeyInputLeftArrow)",
            ])
    }
}
