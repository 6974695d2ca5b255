import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitX11
@testable import FingerPaintApp
@testable import PhotoViewerApp
@testable import SettingsApp

/// The three example ports (issue 16) on a real Xvfb: each launches through its application delegate, is driven
/// by one scripted interaction with XTEST, and its window is read back from the server.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct ExamplePortTests {
    @Test func fingerPaintDrawsWhereTheMouseDrags() throws {
        let port = try ExampleUnderXvfb(FingerPaintApp.AppDelegate())
        let navigation = try #require(port.window.rootViewController as? UINavigationController)
        let paint = try #require(navigation.topViewController as? PaintViewController)
        #expect(paint.isFirstResponder)  // from viewDidAppear, as the UIKit original does it
        port.injector.move(to: CGPoint(x: 100, y: 200))
        port.injector.button(1, down: true)
        for step in 1...10 { port.injector.move(to: CGPoint(x: 100 + step * 20, y: 200 + step * 10)) }
        port.injector.button(1, down: false)
        port.backend.synchronize()
        #expect(paint.canvas.strokes.count == 1)
        #expect((paint.canvas.strokes.first?.points.count ?? 0) >= 5)
        let image = try #require(port.screenshot())
        let onStroke = try #require(image.pixel(x: 200, y: 250))
        let offStroke = try #require(image.pixel(x: 400, y: 500))
        #expect(onStroke.blue > 200 && onStroke.red < 60)
        #expect(offStroke.red > 240 && offStroke.green > 240 && offStroke.blue > 240)
        let bar = try #require(image.pixel(x: 240, y: 2))
        #expect(bar.red > 240 && bar.red < 252)  // the bar's light grey
        // Clear asks first; the alert's destructive action clears.
        let clear = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.last)
        port.click(clear)
        let alert = try #require(paint.presentedViewController as? UIAlertController)
        #expect(port.wait { !alert.isBeingPresented })
        let destructive = try #require(allSubviews(of: alert.view).compactMap { $0 as? UIButton }.last)
        port.click(destructive)
        #expect(port.wait { paint.presentedViewController == nil })
        #expect(paint.canvas.strokes.isEmpty)
    }

    @Test func photoViewerPushesAPhotoAndGoesBack() throws {
        let port = try ExampleUnderXvfb(PhotoViewerApp.AppDelegate())
        let navigation = try #require(port.window.rootViewController as? UINavigationController)
        port.window.layoutIfNeeded()
        let grid = try #require(navigation.topViewController as? GridViewController)
        let thumbnail = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        port.click(thumbnail)
        #expect(port.wait { (navigation.topViewController as? PhotoViewController)?.isMovingToParent == false })
        let photo = try #require(navigation.topViewController as? PhotoViewController)
        #expect(photo.title == "Sunset")
        let image = try #require(port.screenshot())
        // The photo fills the width under the bar: orange sky at the top, brown hills at the bottom.
        let sky = try #require(image.pixel(x: 60, y: 200))
        #expect(sky.red > 240 && sky.green > 120 && sky.green < 170 && sky.blue < 40)
        let back = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(back.currentTitle == "‹ Photos")
        port.click(back)
        #expect(port.wait { navigation.viewControllers.count == 1 && grid.view.window != nil })
    }

    @Test func settingsSwitchesAndResets() throws {
        let port = try ExampleUnderXvfb(SettingsApp.AppDelegate())
        let navigation = try #require(port.window.rootViewController as? UINavigationController)
        port.window.layoutIfNeeded()
        let settings = try #require(navigation.topViewController as? SettingsViewController)
        port.click(settings.wifiSwitch)
        #expect(settings.changes == ["wifi false"])
        let image = try #require(port.screenshot())
        let background = try #require(image.pixel(x: 240, y: 60))  // between the bar and the first row
        #expect(background.red == 0xF2 && background.blue == 0xF7)
        let resetRow = try #require(settings.tableView.cellForRow(at: settings.resetIndexPath))
        port.click(resetRow)
        let alert = try #require(settings.presentedViewController as? UIAlertController)
        #expect(port.wait { !alert.isBeingPresented })
        let reset = try #require(allSubviews(of: alert.view).compactMap { $0 as? UIButton }.last)
        #expect(reset.currentTitle == "Reset")
        port.click(reset)
        #expect(port.wait { settings.presentedViewController == nil })
        #expect(settings.changes == ["wifi false", "reset"])
        #expect(settings.wifiSwitch.isOn)
    }
}

@MainActor
private func allSubviews(of view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap { allSubviews(of: $0) }
}
