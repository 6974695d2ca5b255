import CX11
import CXTest
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
@_spi(Windowing) import OpenUIKitX11

@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct TouchEmulationTests {
    @Test func altDragMakesTwoTouchesAroundThePressThatPinch() throws {
        let app = try XvfbBackendTests().launch()
        var reports: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            reports.append(
                "\(recognizer.state) \(rounded((recognizer as! UIPinchGestureRecognizer).scale)) \(recognizer.numberOfTouches)"
            )
        }
        app.window.addGestureRecognizer(pinch)
        // Alt + press at (250, 150) puts fingers 20 pt either side of the press: at 270 and 230 (distance 40).
        let alt = app.injector.keycode(for: XK_Alt_L)
        XTestFakeKeyEvent(app.injector.display, alt, 1, 0)
        app.injector.move(to: CGPoint(x: 250, y: 150))
        app.injector.button(1, down: true)
        // Each move read on its own: moves read together would be one frame (coalesced), and the pinch would
        // begin at the second.
        for x in [275.0, 300] {
            app.injector.move(to: CGPoint(x: x, y: 150))
            XSync(app.injector.display, 0)
            app.backend.synchronize()
        }
        app.injector.button(1, down: false)
        XTestFakeKeyEvent(app.injector.display, alt, 0, 0)
        XSync(app.injector.display, 0)
        app.backend.synchronize()
        // Distance 40 → 90 → 140 about the press, not the window's centre.
        #expect(reports == ["began 2.25 2", "changed 3.5 2", "ended 3.5 2"])
    }
}
