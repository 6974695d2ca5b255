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
                "tap received touch 1:1 became ended at 0 s, sent closure to the responder chain"
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
                "double received touch 1:1, touch 1:2 became ended at 0.2 s, sent closure to the responder chain"
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
        #expect(
            try scene.explain(recognizer: "pan") == [
                "pan never received a touch (touch 1:1 hit Card): a recognizer gets a touch only when it is on the hit "
                    + "view or one of its ancestors, enabled, and its delegate's shouldReceive agrees"
            ])
    }

    @Test func anEmptyTrace() throws {
        let scene = Scene()
        #expect(try scene.explain(view: "Card") == ["no touch began in this trace, so nothing could reach Card"])
        #expect(try scene.explain(recognizer: "tap") == ["no touch began in this trace, so tap received nothing"])
    }
}
