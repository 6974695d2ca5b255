import CX11
import Foundation
import Testing
@_spi(Rendering) import OpenUIKit
import OpenUIKitX11
@testable import SettingsApp

/// The overlay's layout mode on a real Xvfb, turned on and off as a user does it, with Ctrl+Alt+L sent through
/// XTEST to the Settings example: the slider row's constraints appear where the slider is, then go.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct SettingsLayoutOverlayTests {
    @Test func controlAltLDrawsTheConstraintsOfTheSettingsRowsAndTakesThemAway() throws {
        let port = try ExampleUnderXvfb(SettingsApp.AppDelegate())
        let navigation = try #require(port.window.rootViewController as? UINavigationController)
        let settings = try #require(navigation.topViewController as? SettingsViewController)
        port.window.layoutIfNeeded()
        #expect(!port.application.showsLayoutOverlay)
        port.injector.press([XK_Control_L, XK_Alt_L, XK_l])
        #expect(port.wait { port.application.showsLayoutOverlay })
        let overlay = try #require(port.application.layoutOverlay)
        let scene = overlay.scene(of: port.window)
        // The slider's trailing constraint: 16 points from the content view's trailing edge, level with it.
        let slider = settings.brightnessSlider.convert(settings.brightnessSlider.bounds, to: port.window)
        let trailing = try #require(scene.lines.first { $0.constraint.hasPrefix("UISlider.trailing") })
        #expect(trailing.label == "-16")
        #expect(trailing.end.x == slider.maxX && abs(trailing.end.y - slider.midY) <= 16)
        #expect(scene.lines.filter(\.isBroken).isEmpty && scene.recovery.isEmpty)
        let on = try #require(port.screenshot())
        // A point on the line, clear of its label (drawn right of the middle): the required constraints' blue.
        let x = Int((trailing.start.x + trailing.end.x) / 2 - 4)
        let y = Int(trailing.start.y.rounded(.down))
        let ink = try #require(on.pixel(x: x, y: y))
        #expect(ink.blue > 200 && ink.red < 150, "\(ink)")
        port.injector.press([XK_Control_L, XK_Alt_L, XK_l])
        #expect(port.wait { !port.application.showsLayoutOverlay })
        let off = try #require(port.screenshot())
        let plain = try #require(off.pixel(x: x, y: y))
        #expect(plain.red > 200 && plain.green > 200 && plain.blue > 200, "\(plain)")
    }
}
