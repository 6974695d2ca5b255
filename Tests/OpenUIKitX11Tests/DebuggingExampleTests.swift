import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
@_spi(Backends) import OpenUIKitX11
@testable import HitTestLabApp
@testable import TouchDeliveryApp

/// Issue 12's two examples on a real Xvfb: each draws its first frame (compared with a reference screenshot in
/// `Snapshots/`) and answers one scripted interaction with XTEST.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct DebuggingExampleTests {
    @Test func hitTestLabShowsTheWalkToEInItsFirstFrame() throws {
        let lab = try ExampleUnderXvfb(HitTestLabApp.AppDelegate(), screenWidth: 900, screenHeight: 600)
        let controller = try #require(lab.window.rootViewController as? HitTestLabViewController)
        #expect(
            controller.pathLabel.text == """
                A: point inside, asks its subviews, front-most first
                   B: point(inside:with:) is false, skipped with its subviews
                   C: point inside, asks its subviews, front-most first
                      D: point(inside:with:) is false, skipped with its subviews
                      E: point inside and no subview took it: the hit-test view
                """)
        #expect(
            controller.chainLabel.text
                == "E → C → A → UIView → HitTestLabViewController → UIWindow → UIApplication → AppDelegate")
        expectScreenshot(try #require(lab.screenshot()), named: "hit-test-lab-first-frame")
    }

    @Test func hitTestLabFollowsClicksDragsAndTheThreeRules() throws {
        let lab = try ExampleUnderXvfb(HitTestLabApp.AppDelegate(), screenWidth: 900, screenHeight: 600)
        let controller = try #require(lab.window.rootViewController as? HitTestLabViewController)
        var readings: [String] = []
        func read() { readings.append(controller.reading.map { "\($0.chosen ?? "-"): \($0.inside)" } ?? "none") }
        lab.click(controller.d)
        read()
        // Drag E 150 points left, under D (E was added to C first, so D is in front where they overlap).
        let grab = controller.e.convert(CGPoint(x: 100, y: 150), to: nil)
        lab.injector.move(to: grab)
        lab.injector.button(1, down: true)
        for step in 1...10 { lab.injector.move(to: CGPoint(x: grab.x - CGFloat(step) * 15, y: grab.y)) }
        lab.injector.button(1, down: false)
        lab.backend.synchronize()
        #expect(controller.e.frame.origin == CGPoint(x: 70, y: 50))
        lab.injector.click(at: controller.c.convert(CGPoint(x: 150, y: 150), to: nil))  // D and E overlap here
        lab.backend.synchronize()
        read()
        lab.injector.click(at: controller.c.convert(CGPoint(x: 240, y: 150), to: nil))  // only E
        lab.backend.synchronize()
        read()
        // The three rules: each switch makes its view skipped, and the touch goes to B behind it.
        lab.click(controller.interactionSwitch)
        lab.click(controller.f)
        read()
        lab.click(controller.hiddenSwitch)
        lab.click(controller.transparentSwitch)
        lab.injector.click(at: controller.h.convert(CGPoint(x: 60, y: 26), to: nil))
        lab.backend.synchronize()
        read()
        #expect(
            readings == ["D: [\"A\", \"C\"]", "D: [\"A\", \"C\"]", "E: [\"A\", \"C\"]", "B: [\"A\"]", "B: [\"A\"]"])
        #expect(
            controller.pathLabel.text == """
                A: point inside, asks its subviews, front-most first
                   B: point inside and no subview took it: the hit-test view
                      H: alpha 0.005 ≤ 0.01, skipped with its subviews
                      G: isHidden = true, skipped with its subviews
                      F: isUserInteractionEnabled = false, skipped with its subviews
                """)
        #expect(
            controller.chainLabel.text
                == "B → A → UIView → HitTestLabViewController → UIWindow → UIApplication → AppDelegate")
        expectScreenshot(try #require(lab.screenshot()), named: "hit-test-lab-rules-on")
    }

    @Test func touchDeliveryListsADoubleClickInOrder() throws {
        let bench = try ExampleUnderXvfb(TouchDeliveryApp.AppDelegate(), screenWidth: 900, screenHeight: 600)
        let controller = try #require(bench.window.rootViewController as? TouchDeliveryViewController)
        expectScreenshot(try #require(bench.screenshot()), named: "touch-delivery-first-frame")
        // Seed 003's double tap with delaysTouchesEnded (UIKit's default): the first tap's end is held back, and
        // recognition cancels both touches instead of ending them.
        bench.click(controller.pad)
        bench.click(controller.pad)
        #expect(
            controller.log.text(limit: 30) == """
                Pad.touchesBegan (1 touch)
                   Pad.touchesEnded (1 touch) held back (delaysTouchesEnded)
                Pad.touchesBegan (1 touch)
                doubleTap: ended
                doubleTap takes 2 touches from Pad (cancelsTouchesInView)
                Pad.touchesCancelled (1 touch) ×2
                action from doubleTap (state ended)
                """)
        // Without delaysTouchesEnded the first tap ends at once; without cancelsTouchesInView recognition leaves
        // the second touch to end normally.
        bench.click(controller.clearButton)
        bench.click(controller.delaysEndedSwitch)
        bench.click(controller.cancelsSwitch)
        bench.click(controller.pad)
        bench.click(controller.pad)
        #expect(
            controller.log.text(limit: 30) == """
                Pad.touchesBegan (1 touch)
                Pad.touchesEnded (1 touch)
                Pad.touchesBegan (1 touch)
                doubleTap: ended
                action from doubleTap (state ended)
                Pad.touchesEnded (1 touch)
                """)
        expectScreenshot(try #require(bench.screenshot()), named: "touch-delivery-after-double-clicks")
    }
}

/// Compares a screenshot read back from the server with a reference PNG in `Tests/OpenUIKitX11Tests/Snapshots/`
/// (see ``ReferenceImage``: `SNAPSHOT_RECORD=1` records, a failure writes `NAME.actual.png`).
@MainActor
func expectScreenshot(
    _ image: UIImage, named name: String, tolerance: Int = 8, allowedMismatch: Double = 0.002,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    if let failure = ReferenceImage.check(
        image, named: name, in: directory, tolerance: tolerance, allowedMismatch: allowedMismatch)
    {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
