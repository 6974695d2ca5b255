import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import OpenUIKitX11
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

    /// The six traps (`hit-test-lab --traps`) as a user meets them: clicked with a trace on, only the working
    /// button fires, and `explain` gives each trap's cause in one sentence; with the overlay on, each trap is named.
    @Test func hitTestLabTrapsAreExplainedOneSentenceEach() throws {
        let delegate = HitTestLabApp.AppDelegate()
        delegate.showsTraps = true
        let lab = try ExampleUnderXvfb(delegate, screenWidth: 900, screenHeight: 600)
        let controller = try #require(lab.window.rootViewController as? TrapsViewController)
        var entries: [EventTraceEntry] = []
        lab.application.eventTraceHandler = { entries.append($0) }
        expectScreenshot(try #require(lab.screenshot()), named: "hit-test-lab-traps")
        // The overlay draws only: clicked with it on, the traps behave as without it.
        lab.application.showsHitRegions = true
        var printed: [String] = []
        lab.application.hitRegionOverlay?.warningHandler = { printed.append($0) }
        let names = ["a.button", "b.button", "c.button", "d.button", "e.button", "f.button"]
        for name in names {
            let button = try #require(controller[name])
            // a.button's right half is the trap (its left half, inside the parent, works).
            let point = name == "a.button" ? CGPoint(x: 100, y: 16) : CGPoint(x: 60, y: 16)
            lab.injector.click(at: button.convert(point, to: nil))
            lab.backend.synchronize()
        }
        #expect(controller.fired == ["f.button"])
        // One sentence per trap: the click on it, and one line for the five clicks elsewhere.
        var sentences: [String] = []
        for name in names {
            let explained = EventTraceExplanation.explain(view: name, in: entries)
            #expect(explained.count == 2 && explained[1].hasPrefix("5 touches landed away from \(name)"))
            sentences.append(explained[0])
        }
        #expect(
            sentences == [
                "pointer 4 #1 at (240, 136) never reached a.button: there it lies outside its ancestor a.parent "
                    + "(frame (50, 100, 150×70)), and hit-testing only looks inside a view's bounds for its subviews",
                "pointer 4 #2 at (440, 136) never reached b.button: it lies outside its ancestor b.zeroBox "
                    + "(frame (380, 120, 0×0), which has zero size), and hit-testing only looks inside a view's bounds "
                    + "for its subviews",
                "pointer 4 #3 at (730, 136) never reached c.button: its ancestor c.panel has "
                    + "isUserInteractionEnabled = false",
                "pointer 4 #4 at (150, 386) never reached d.button: d.button has alpha = 0.005 (at most 0.01 counts "
                    + "as transparent)",
                "pointer 4 #5 at (440, 386) never reached e.button: e.cover in front of it (a later subview of "
                    + "stage 4) took the touch, and e.cover was chosen",
                "pointer 4 #6 at (730, 386) reached f.button: touchesBegan, touchesEnded",
            ])
        // Every trap named, and the last click's path to f.button (the captions it crossed left out).
        expectScreenshot(try #require(lab.screenshot()), named: "hit-test-lab-traps-overlay")
        #expect(
            printed == [
                "a.button sticks out of its superview a.parent ((90, 20, 120×32) in (0, 0, 150×70)): touches there "
                    + "never reach it",
                "b.zeroBox has zero size (frame (70, 40, 0×0)), so no touch reaches its subviews",
                "b.button lies outside its superview b.zeroBox, which has zero size ((0, 0, 120×32) in "
                    + "(0, 0, 0×0)): touches there never reach it",
                "c.button cannot be hit: its ancestor c.panel has isUserInteractionEnabled = false",
                "d.button cannot be hit: d.button has alpha = 0.005 (at most 0.01 counts as transparent)",
                "e.button is covered at its centre by e.cover, which takes the touch",
            ])
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
