import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct FailureRequirementTests {
    @Test func panRequiringSwipeToFailLosesToAQuickSwipe() throws {
        let scene = GestureScene()
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.require(toFail: swipe)
        scene.view.addGestureRecognizer(pan)
        scene.view.addGestureRecognizer(swipe)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 130, y: 102))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 170, y: 104))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesCancelled(1)", "swipe.action(ended)",
            ])
    }

    @Test func panRequiringSwipeToFailProceedsWithWhatItSawWhenTheSwipeFails() throws {
        let scene = GestureScene()
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.require(toFail: swipe)
        scene.view.addGestureRecognizer(pan)
        scene.view.addGestureRecognizer(swipe)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        scene.driver.advance(by: 0.1)
        // Past the pan threshold but short of a swipe: the pan is held in possible.
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 100))
        #expect(pan.state == .possible)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesMoved(1)"])
        // Too slow for a swipe: when it fails, the pan begins at once.
        scene.driver.advance(by: 0.5)
        #expect(scene.log.take() == ["V.touchesCancelled(1)", "pan.action(began)"])
        try scene.driver.touchMove(1, to: CGPoint(x: 140, y: 100))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["pan.action(changed)", "pan.action(ended)"])
    }

    @Test func singleAndDoubleTapWithoutARequirementBothFire() throws {
        let scene = GestureScene()
        let single = UITapGestureRecognizer().recording(as: "single", in: scene.log)
        let double = UITapGestureRecognizer().recording(as: "double", in: scene.log)
        double.numberOfTapsRequired = 2
        scene.view.addGestureRecognizer(single)
        scene.view.addGestureRecognizer(double)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.1)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50), finger: 2)
        // Each of the two taps is a single tap, and a tap recognizer cannot be prevented by one needing fewer taps:
        // the single tap fires for each tap, before the double tap (Docs/EventModel.md, "How recognizers interact";
        // Docs/UIKitParity.md).
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesCancelled(1)", "single.action(ended)",
                "V.touchesBegan(2)", "V.touchesCancelled(2)", "single.action(ended)", "double.action(ended)",
            ])
    }

    @Test func singleTapRequiringDoubleTapToFailWaitsExactlyTheTapInterval() throws {
        let scene = GestureScene()
        let single = UITapGestureRecognizer().recording(as: "single", in: scene.log)
        let double = UITapGestureRecognizer().recording(as: "double", in: scene.log)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        scene.view.addGestureRecognizer(single)
        scene.view.addGestureRecognizer(double)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.take() == ["V.touchesBegan(1)"])
        scene.driver.advance(by: 0.349)
        #expect(scene.log.take() == [])
        scene.driver.advance(by: 0.001)
        #expect(scene.log.take() == ["V.touchesCancelled(1)", "single.action(ended)"])
        // A real double tap fires only the double tap.
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50), finger: 2)
        scene.driver.advance(by: 0.1)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50), finger: 3)
        scene.driver.advance(by: 1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(2)", "V.touchesBegan(3)", "V.touchesCancelled(2)", "V.touchesCancelled(3)",
                "double.action(ended)",
            ])
    }

    @Test func aSecondTapElsewhereEndsTheWaitAtOnce() throws {
        let scene = GestureScene()
        let other = RecordingView("other", frame: CGRect(x: 300, y: 300, width: 50, height: 50), log: scene.log)
        scene.window.addSubview(other)
        let single = UITapGestureRecognizer().recording(as: "single", in: scene.log)
        let double = UITapGestureRecognizer().recording(as: "double", in: scene.log)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        scene.view.addGestureRecognizer(single)
        scene.view.addGestureRecognizer(double)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.1)
        try scene.driver.touchDown(2, at: CGPoint(x: 310, y: 310))
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesCancelled(1)", "single.action(ended)", "other.touchesBegan(2)",
            ])
    }

    @Test func delegateAndSubclassFailureRequirementsWorkLikeRequireToFail() throws {
        final class Waiter: UITapGestureRecognizer {
            override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
                (other as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        final class RequirementDelegate: UIGestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool {
                otherGestureRecognizer.name == "delegated"
            }
        }
        let scene = GestureScene()
        let waiter = Waiter().recording(as: "waiter", in: scene.log)
        let delegated = UITapGestureRecognizer().recording(as: "delegated", in: scene.log)
        let double = UITapGestureRecognizer().recording(as: "double", in: scene.log)
        double.numberOfTapsRequired = 2
        let delegate = RequirementDelegate()
        double.delegate = delegate
        delegated.cancelsTouchesInView = false
        waiter.cancelsTouchesInView = false
        double.delaysTouchesEnded = false
        let simultaneity = ScriptedDelegate()
        simultaneity.simultaneous = true
        waiter.delegate = simultaneity
        for recognizer in [waiter, delegated, double] { scene.view.addGestureRecognizer(recognizer) }
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 1)
        // Both wait for the double tap (one through its subclass hook, one through the double tap's delegate); when
        // it fails they recognize, and only then does the view get the end they were holding back.
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "waiter.action(ended)", "delegated.action(ended)", "V.touchesEnded(1)",
            ])
    }

    @Test func aCycleOfFailureRequirementsIsReportedAndBroken() throws {
        let scene = GestureScene()
        let a = UITapGestureRecognizer().recording(as: "a", in: scene.log)
        let b = UITapGestureRecognizer().recording(as: "b", in: scene.log)
        a.require(toFail: b)
        b.require(toFail: a)
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        a.delegate = delegate
        scene.view.addGestureRecognizer(a)
        scene.view.addGestureRecognizer(b)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 1)
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
        #expect(scene.driver.diagnostics.first?.message.contains("cycle") == true)
        // a asks first: waiting for b would close the cycle, so that requirement is ignored and a recognizes; b,
        // which requires a to fail, then fails.
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesCancelled(1)", "a.action(ended)"])
        #expect(a.state == .possible && b.state == .possible)
    }
}
