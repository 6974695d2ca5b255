import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Wheel clicks and right clicks through XTEST on Xvfb: a wheel scrolls a pan that allows discrete scrolling (once,
/// whether the server reports the wheel as buttons 4–7, as valuators, or both) and never becomes a touch.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct XvfbWheelTests {
    @Test func wheelClicksScrollAPanOnceEachAndNoViewSeesThem() throws {
        let app = try XvfbBackendTests().launch()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: app.log)
        app.window.addSubview(view)
        let pan = UIPanGestureRecognizer { [log = app.log, unowned view] recognizer in
            let t = (recognizer as! UIPanGestureRecognizer).translation(in: view)
            log.append("pan \(recognizer.state) (\(Int(t.x)),\(Int(t.y)))")
        }
        pan.allowedScrollTypesMask = .discrete
        view.addGestureRecognizer(pan)
        let secondary = UITapGestureRecognizer { [log = app.log] recognizer in
            log.append("secondary \(recognizer.state)")
        }
        secondary.buttonMaskRequired = .secondary
        view.addGestureRecognizer(secondary)
        app.injector.move(to: CGPoint(x: 50, y: 50))
        for button: UInt32 in [5, 5, 7] {
            app.injector.button(button, down: true)
            app.injector.button(button, down: false)
        }
        app.injector.button(3, down: true)
        app.injector.button(3, down: false)
        app.backend.synchronize()
        #expect(
            app.log.take() == [
                "pan began (0,-40)", "pan changed (0,-80)", "pan changed (-40,-80)", "secondary ended",
            ])
    }

    @Test func theXWindowShowsThePointingHandOverAButtonAndTheIBeamOverText() throws {
        let app = try XvfbBackendTests().launch()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        app.window.addSubview(button)
        let text = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        text.cursor = .iBeam
        app.window.addSubview(text)
        var shapes: [String?] = []
        for point in [CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 150), CGPoint(x: 300, y: 250)] {
            app.injector.move(to: point)
            app.backend.synchronize()
            shapes.append(app.backend.cursorName(of: app.window))
        }
        #expect(shapes == ["pointer", "text", "default"])
        #expect(app.backend.protocolErrors.isEmpty)
        // The backend opens libXcursor itself (it is not linked, so a launch does not load it); the shapes above
        // went through it.
        #expect(dlopen("libXcursor.so.1", RTLD_LAZY | RTLD_NOLOAD) != nil)
    }
}
