import CX11
import CXTest
import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Issue 12 on a real server: with the overlay shown, a Ctrl+Alt click selects the view under the pointer and
/// prints its tree line, and the app never sees that click; without the overlay the same click is the app's.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct XvfbHitRegionSelectionTests {
    @Test func aControlAltClickSelectsTheViewUnderItWhileTheOverlayIsShown() throws {
        let app = try XvfbBackendTests().launch()
        let card = RecordingView("Card", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: app.log)
        card.accessibilityIdentifier = "Card"
        app.window.addSubview(card)
        app.application.showsHitRegions = true
        let overlay = try #require(app.application.hitRegionOverlay)
        var printed: [String] = []
        overlay.warningHandler = { printed.append($0) }
        app.backend.synchronize()
        func controlAltClick(at point: CGPoint) {
            let control = app.injector.keycode(for: XK_Control_L), alt = app.injector.keycode(for: XK_Alt_L)
            XTestFakeKeyEvent(app.injector.display, control, 1, 0)
            XTestFakeKeyEvent(app.injector.display, alt, 1, 0)
            app.injector.click(at: point)
            XTestFakeKeyEvent(app.injector.display, alt, 0, 0)
            XTestFakeKeyEvent(app.injector.display, control, 0, 0)
            XSync(app.injector.display, 0)
            app.backend.synchronize()
        }
        controlAltClick(at: CGPoint(x: 100, y: 100))
        #expect(overlay.selectedView == "Card")
        let selections = printed.filter { $0.hasPrefix("selected") }
        #expect(selections.count == 1)
        #expect(selections.first?.hasPrefix("selected RecordingView 'Card' frame=(50") == true)
        #expect(selections.first?.hasSuffix("; a touch here reaches it") == true, "\(selections)")
        #expect(app.log.take() == [])
        // With the overlay off, the click is the app's again.
        app.application.showsHitRegions = false
        controlAltClick(at: CGPoint(x: 100, y: 100))
        #expect(app.log.take() == ["Card.touchesBegan(1)", "Card.touchesEnded(1)"])
    }
}
