import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct HoverTests {
    @Test func hoverFollowsTheFrontMostViewAndItsAncestors() throws {
        let scene = GestureScene()
        let outer = RecordingView("O", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log)
        let inner = RecordingView("I", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        let sibling = RecordingView("S", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(outer)
        outer.addSubview(inner)
        scene.view.addSubview(sibling)
        for (view, name) in [(outer, "oHover"), (inner, "iHover"), (sibling, "sHover")] {
            let hover = UIHoverGestureRecognizer()
            hover.name = name
            hover.addHandler { recognizer in
                scene.log.append("\(name).action(\(recognizer.state)) at \(point(recognizer.location(in: view)))")
            }
            view.addGestureRecognizer(hover)
        }
        try scene.driver.pointerMove(to: CGPoint(x: 50, y: 50))
        try scene.driver.pointerMove(to: CGPoint(x: 60, y: 50))
        try scene.driver.pointerMove(to: CGPoint(x: 150, y: 50))
        try scene.driver.pointerMove(to: CGPoint(x: 250, y: 50))
        try scene.driver.pointerExit()
        #expect(
            scene.log.take() == [
                "iHover.action(began) at (50,50)", "oHover.action(began) at (50,50)",
                "iHover.action(changed) at (60,50)", "oHover.action(changed) at (60,50)",
                "iHover.action(ended) at (150,50)", "oHover.action(changed) at (150,50)",
                "oHover.action(ended) at (250,50)", "sHover.action(began) at (50,50)",
                "sHover.action(ended) at (50,50)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test func hoverNeverTouchesAndIgnoresDisabledAndHiddenViews() throws {
        let scene = GestureScene()
        let hover = UIHoverGestureRecognizer().recording(as: "hover", in: scene.log)
        scene.view.addGestureRecognizer(hover)
        try scene.driver.pointerMove(to: CGPoint(x: 10, y: 10))
        scene.view.isUserInteractionEnabled = false
        try scene.driver.pointerMove(to: CGPoint(x: 20, y: 10))
        scene.view.isUserInteractionEnabled = true
        try scene.driver.pointerMove(to: CGPoint(x: 30, y: 10))
        hover.isEnabled = false
        try scene.driver.pointerMove(to: CGPoint(x: 40, y: 10))
        #expect(
            scene.log.take() == [
                "hover.action(began)", "hover.action(ended)", "hover.action(began)", "hover.action(cancelled)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    /// Found by the fuzzer (seed 14, world 82): a hover recognizer received the touch, held its end
    /// (`delaysTouchesEnded`) and never decided, so the view never saw the finger lift.
    @Test func aHoverRecognizerNeverReceivesTouches() throws {
        let scene = GestureScene()
        let hover = UIHoverGestureRecognizer().recording(as: "hover", in: scene.log)
        scene.view.addGestureRecognizer(hover)
        try scene.driver.tap(at: CGPoint(x: 10, y: 10))
        try scene.driver.click(at: CGPoint(x: 10, y: 10))
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesEnded(1)", "V.touchesBegan(mouse)", "V.touchesEnded(mouse)",
            ])
        #expect(hover.state == .possible)
        #expect(scene.driver.finish().isClean)
    }

    @Test func removingTheHoveredViewFromAnActionIsSafe() throws {
        let scene = GestureScene()
        let child = RecordingView("C", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(child)
        let hover = UIHoverGestureRecognizer().recording(as: "hover", in: scene.log)
        hover.addHandler { _ in child.removeFromSuperview() }
        child.addGestureRecognizer(hover)
        try scene.driver.pointerMove(to: CGPoint(x: 10, y: 10))
        try scene.driver.pointerMove(to: CGPoint(x: 20, y: 10))
        #expect(scene.log.take() == ["hover.action(began)", "hover.action(ended)"])
        #expect(scene.driver.finish().isClean)
    }
}
