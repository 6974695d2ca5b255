import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// "Why didn't my tap fire?": each case builds one classic trap, taps, and checks the whole sentence the
/// explanation gives for the view or recognizer, from the JSON lines of the trace (as `openuikit-trace` reads them).
@MainActor
@Suite struct EventTraceExplanationTests {
    /// Window 200×200 "window" ⊃ "Panel" (0, 0, 150×150) ⊃ "Card" (50, 50, 100×100); tracing on.
    @MainActor final class Scene {
        let traced = TracedScene()
        let panel = named("Panel", CGRect(x: 0, y: 0, width: 150, height: 150))
        let card = named("Card", CGRect(x: 50, y: 50, width: 100, height: 100))

        init() {
            traced.view.removeFromSuperview()
            traced.window.addSubview(panel)
            panel.addSubview(card)
        }

        var driver: EventDriver { traced.driver }

        /// The trace as a file would hold it, read back.
        func entries() throws -> [EventTraceEntry] {
            try EventTraceEntry.decodeLines(traced.entries.map(\.jsonLine).joined(separator: "\n"))
        }

        /// A tap recognizer named `name` with an action, attached to `view`.
        @discardableResult
        func addTap(_ name: String, to view: UIView, taps: Int = 1) -> UITapGestureRecognizer {
            let tap = UITapGestureRecognizer { _ in }
            tap.name = name
            tap.numberOfTapsRequired = taps
            view.addGestureRecognizer(tap)
            return tap
        }

        func explain(view: String) throws -> [String] {
            EventTraceExplanation.explain(view: view, in: try entries())
        }

        func explain(recognizer: String) throws -> [String] {
            EventTraceExplanation.explain(recognizer: recognizer, in: try entries())
        }
    }

    @Test func anAncestorWithInteractionOff() throws {
        let scene = Scene()
        scene.panel.isUserInteractionEnabled = false
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        #expect(
            try scene.explain(view: "Card") == [
                "touch 1:1 at (60, 60) never reached Card: its ancestor Panel has isUserInteractionEnabled = false"
            ])
    }

    @Test func aHiddenAncestor() throws {
        let scene = Scene()
        scene.panel.isHidden = true
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        #expect(
            try scene.explain(view: "Card") == [
                "touch 1:1 at (60, 60) never reached Card: its ancestor Panel is hidden"
            ])
    }

    @Test func theViewItselfIsAlmostTransparent() throws {
        let scene = Scene()
        scene.card.alpha = 0.01
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        #expect(
            try scene.explain(view: "Card") == [
                "touch 1:1 at (60, 60) never reached Card: Card has alpha = 0.01 (at most 0.01 counts as transparent)"
            ])
    }

    @Test func aSubviewOutsideItsParent() throws {
        let scene = Scene()
        scene.card.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        try scene.driver.tap(at: CGPoint(x: 170, y: 170))
        #expect(
            try scene.explain(view: "Card") == [
                "touch 1:1 at (170, 170) never reached Card: there it lies outside its ancestor Panel "
                    + "(frame (0, 0, 150×150)), and hit-testing only looks inside a view's bounds for its subviews"
            ])
    }

    @Test func aTransparentViewOnTop() throws {
        let scene = Scene()
        let glass = named("Glass", CGRect(x: 0, y: 0, width: 200, height: 200))
        glass.backgroundColor = .clear
        scene.traced.window.addSubview(glass)
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        #expect(
            try scene.explain(view: "Card") == [
                "touch 1:1 at (60, 60) never reached Card: Glass in front of it (a later subview of window) took the "
                    + "touch, and Glass was chosen"
            ])
    }

    @Test func aZeroHeightControl() throws {
        let scene = Scene()
        let slider = UISlider(frame: CGRect(x: 10, y: 140, width: 130, height: 0))
        slider.accessibilityIdentifier = "Volume"
        scene.panel.addSubview(slider)
        try scene.driver.tap(at: CGPoint(x: 60, y: 140))
        #expect(
            try scene.explain(view: "Volume") == [
                "touch 1:1 at (60, 140) never reached Volume: its size is zero (frame (10, 140, 130×0))"
            ])
    }

    @Test func aTouchThatArrived() throws {
        let scene = Scene()
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        #expect(try scene.explain(view: "Card") == ["touch 1:1 at (60, 60) reached Card: touchesBegan, touchesEnded"])
        #expect(
            try scene.explain(view: "Panel") == [
                "touch 1:1 at (60, 60) passed through Panel to its subview Card, and Card took it"
            ])
    }

    @Test func aTapRecognizerTookTheTouch() throws {
        let scene = Scene()
        scene.addTap("tap", to: scene.panel)
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        #expect(
            try scene.explain(view: "Card") == [
                "touch 1:1 at (60, 60) reached Card: touchesBegan, touchesCancelled; tap recognized and took the "
                    + "touch (cancelsTouchesInView)"
            ])
        #expect(
            try scene.explain(recognizer: "tap") == [
                "tap received touch 1:1 became ended at 0 s, ran its closure"
            ])
    }

    @Test func aRecognizerThatDelaysTouchesBegan() throws {
        let scene = Scene()
        scene.addTap("tap", to: scene.panel).delaysTouchesBegan = true
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        #expect(
            try scene.explain(view: "Card") == [
                "touch 1:1 at (60, 60) reached Card, which was sent nothing; touchesBegan held back by tap "
                    + "(delaysTouchesBegan); tap recognized and took the touch (cancelsTouchesInView)"
            ])
    }

    @Test func aSecondFingerOnAViewWithoutMultipleTouch() throws {
        let scene = Scene()
        try scene.driver.touchDown(1, at: CGPoint(x: 60, y: 60))
        try scene.driver.touchDown(2, at: CGPoint(x: 70, y: 70))
        #expect(
            try scene.explain(view: "Card") == [
                "touch 1:1 at (60, 60) reached Card: touchesBegan",
                "touch 1:2 at (70, 70) chose Card, but Card was not given it: it already has a touch and "
                    + "isMultipleTouchEnabled is false, or an exclusive-touch view is being touched",
            ])
    }

    @Test func aSingleTapWaitingForADoubleTap() throws {
        let scene = Scene()
        let single = scene.addTap("single", to: scene.card)
        single.require(toFail: scene.addTap("double", to: scene.card, taps: 2))
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        scene.driver.advance(by: 0.2)
        try scene.driver.tap(at: CGPoint(x: 60, y: 60), finger: 2)
        #expect(
            try scene.explain(recognizer: "single") == [
                "single received touch 1:1 waited for double to fail (require(toFail:)), then failed at "
                    + "0.2 s: double recognized"
            ])
        #expect(
            try scene.explain(recognizer: "double") == [
                "double received touch 1:1, touch 1:2 became ended at 0.2 s, ran its closure"
            ])
    }

    @Test func aRecognizerWhoseViewRefusesIt() throws {
        let scene = Scene()
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let refusing = Refusing(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        refusing.accessibilityIdentifier = "Refusing"
        scene.card.addSubview(refusing)
        scene.addTap("tap", to: scene.panel)
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        #expect(
            try scene.explain(recognizer: "tap") == [
                "tap received touch 1:1 then failed at 0 s: gestureRecognizerShouldBegin (its delegate's or a view's) "
                    + "returned false"
            ])
    }

    @Test func aRecognizerOnAnotherBranch() throws {
        let scene = Scene()
        let other = named("Other", CGRect(x: 160, y: 160, width: 30, height: 30))
        scene.traced.window.addSubview(other)
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        other.addGestureRecognizer(pan)
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        let sentences = try scene.explain(recognizer: "pan")
        #expect(
            sentences == [
                "pan never received a touch (touch 1:1 hit Card): a recognizer gets a touch only when it is on the hit "
                    + "view or one of its ancestors, enabled, and its delegate's shouldReceive agrees"
            ])
    }

    /// A touch that landed nowhere over the view is not blamed on the view in front that took it, nor on a rule
    /// of the view's: it is listed in one sentence with the others that landed away.
    @Test func touchesAwayFromTheViewAreListedTogetherAndBlameNothing() throws {
        let scene = Scene()
        let glass = named("Glass", CGRect(x: 0, y: 170, width: 200, height: 30))
        scene.traced.window.addSubview(glass)
        try scene.driver.tap(at: CGPoint(x: 60, y: 60))
        try scene.driver.tap(at: CGPoint(x: 100, y: 180), finger: 2)
        scene.card.alpha = 0.005
        try scene.driver.tap(at: CGPoint(x: 20, y: 20), finger: 3)
        try scene.driver.tap(at: CGPoint(x: 70, y: 70), finger: 4)
        #expect(
            try scene.explain(view: "Card") == [
                "touch 1:1 at (60, 60) reached Card: touchesBegan, touchesEnded",
                "touch 1:4 at (70, 70) never reached Card: Card has alpha = 0.005 (at most 0.01 counts as transparent)",
                "2 touches landed away from Card and were never over it: touch 1:2 at (100, 180) (hit Glass), "
                    + "touch 1:3 at (20, 20) (hit Panel)",
            ])
    }

    /// The cause to fix is the container's size, and the sentence says so.
    @Test func aChildOfAZeroSizeContainer() throws {
        let scene = Scene()
        let box = named("Box", CGRect(x: 160, y: 10, width: 0, height: 0))
        let child = named("Child", CGRect(x: 0, y: 0, width: 30, height: 30))
        box.addSubview(child)
        scene.traced.window.addSubview(box)
        try scene.driver.tap(at: CGPoint(x: 170, y: 20))
        #expect(
            try scene.explain(view: "Child") == [
                "touch 1:1 at (170, 20) never reached Child: it lies outside its ancestor Box (frame (160, 10, 0×0), "
                    + "which has zero size), and hit-testing only looks inside a view's bounds for its subviews"
            ])
    }

    /// A touchpad's fingers go to recognizers only: the view was not busy, it is never given such touches.
    @Test func touchpadFingersAreExplainedAsRecognizerOnly() throws {
        let scene = Scene()
        scene.driver.application.supportsIndirectInputEvents = true  // an app that takes touchpad input as such
        let pinch = UIPinchGestureRecognizer()
        pinch.name = "pinch"
        scene.card.isMultipleTouchEnabled = true
        scene.card.addGestureRecognizer(pinch)
        let at = CGPoint(x: 100, y: 100)
        try scene.driver.touchpadGesture(.pinch, .began, at: at)
        try scene.driver.touchpadGesture(.pinch, .ended, at: at, scale: 1.5)
        let sentences = try scene.explain(view: "Card")
        #expect(
            sentences == [
                "pointer 2 #1 at (100, 100) chose Card for a touchpad pinch, whose touches go to recognizers only "
                    + "(here pinch), never to a view's touches methods",
                "pointer 2 #2 at (100, 100) chose Card for a touchpad pinch, whose touches go to recognizers only "
                    + "(here pinch), never to a view's touches methods",
            ])
    }

    /// Two gestures of one recognizer are two sentences, and a continuous gesture's changes are counted.
    @Test func eachGestureOfARecognizerIsASentenceOfItsOwn() throws {
        let scene = Scene()
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        scene.card.addGestureRecognizer(pan)
        for finger in 1...2 {
            try scene.driver.touchDown(finger, at: CGPoint(x: 60, y: 60))
            for step in 1...3 {
                scene.driver.advance(by: 0.1)
                try scene.driver.touchMove(finger, to: CGPoint(x: 60 + CGFloat(step) * 20, y: 60))
            }
            try scene.driver.touchUp(finger)
            scene.driver.advance(by: 1)
        }
        let sentences = try scene.explain(recognizer: "pan")
        #expect(
            sentences == [
                "pan received touch 1:1 became began at 0.1 s, changed 2 times (0.2–0.3 s), became ended at 0.3 s",
                "pan received touch 1:2 became began at 1.4 s, changed 2 times (1.5–1.6 s), became ended at 1.6 s",
            ])
    }

    /// Mouse presses share one identifier: the trace numbers them, and their input reads as words.
    @Test func mousePressesAreNumberedAndClosureActionsAreNotSentUpTheChain() throws {
        let scene = Scene()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        button.accessibilityIdentifier = "Save"
        button.addAction(UIAction { _ in }, for: .touchUpInside)
        scene.card.addSubview(button)
        try scene.driver.click(at: CGPoint(x: 70, y: 70))
        try scene.driver.click(at: CGPoint(x: 120, y: 120))
        #expect(
            try scene.explain(view: "Save") == [
                "pointer 2 #1 at (70, 70) reached Save: touchesBegan, touchesEnded",
                "1 touch landed away from Save and was never over it: pointer 2 #2 at (120, 120) (hit Card)",
            ])
        let lines = try scene.entries().map(\.description).map { String($0.dropFirst(9)) }.filter {
            $0.hasPrefix("input") || $0.hasPrefix("action")
        }
        let window = scene.traced.window.identifier
        #expect(
            lines == [
                "input \(window): pointer 2 primary button down at (70, 70)",
                "input \(window): pointer 2 primary button up at (70, 70)",
                "action from Save: performed its UIAction",
                "input \(window): pointer 2 primary button down at (120, 120)",
                "input \(window): pointer 2 primary button up at (120, 120)",
            ])
    }

    /// A view whose `point(inside:with:)` refuses a point inside its frame: the sentence blames the override, not
    /// the geometry; a touch just beside the view is a plain miss.
    @Test func aPointInsideOverrideThatRefuses() throws {
        let scene = Scene()
        final class Ring: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.contains(point) && !bounds.insetBy(dx: 10, dy: 10).contains(point)
            }
        }
        let ring = Ring(frame: CGRect(x: 160, y: 160, width: 40, height: 40))
        ring.accessibilityIdentifier = "Ring"
        scene.traced.window.addSubview(ring)
        try scene.driver.tap(at: CGPoint(x: 180, y: 180))
        try scene.driver.tap(at: CGPoint(x: 180, y: 150), finger: 2)
        #expect(
            try scene.explain(view: "Ring") == [
                "touch 1:1 at (180, 180) missed Ring: its point(inside:with:) refused the point, though it lies inside "
                    + "its frame (160, 160, 40×40)",
                "touch 1:2 at (180, 150) missed Ring: the point is outside its bounds (frame (160, 160, 40×40))",
            ])
    }

    @Test func anEmptyTrace() throws {
        let scene = Scene()
        #expect(try scene.explain(view: "Card") == ["no touch began in this trace, so nothing could reach Card"])
        #expect(try scene.explain(recognizer: "tap") == ["no touch began in this trace, so tap received nothing"])
    }
}
