import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A delegate answering the arbitration questions from closures.
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}

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
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError])
        #expect(scene.driver.diagnostics.first?.message.contains("cycle") == true)
        // a asks first: waiting for b would close the cycle, so that requirement is ignored and a recognizes; b,
        // which requires a to fail, then fails.
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesCancelled(1)", "a.action(ended)"])
        #expect(a.state == .possible && b.state == .possible)
    }
}

@MainActor
@Suite struct ExclusionTests {
    private func pinchAndRotate(_ scene: GestureScene) throws {
        try scene.driver.frame {
            try $0.down(1, at: CGPoint(x: 100, y: 200))
            try $0.down(2, at: CGPoint(x: 300, y: 200))
        }
        // Spread and turn at once: both thresholds are crossed in the same move.
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 80, y: 220))
            try $0.move(2, to: CGPoint(x: 320, y: 180))
        }
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 70, y: 240))
            try $0.move(2, to: CGPoint(x: 330, y: 160))
        }
        try scene.driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
    }

    @Test func pinchAndRotationPreventEachOtherByDefault() throws {
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer().recording(as: "pinch", in: scene.log)
        let rotation = UIRotationGestureRecognizer().recording(as: "rotation", in: scene.log)
        scene.view.addGestureRecognizer(pinch)
        scene.view.addGestureRecognizer(rotation)
        try pinchAndRotate(scene)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "pinch.action(began)", "pinch.action(changed)",
                "pinch.action(ended)",
            ])
    }

    @Test func pinchAndRotationRunTogetherWhenADelegateAllowsIt() throws {
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer().recording(as: "pinch", in: scene.log)
        let rotation = UIRotationGestureRecognizer().recording(as: "rotation", in: scene.log)
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        rotation.delegate = delegate
        scene.view.addGestureRecognizer(pinch)
        scene.view.addGestureRecognizer(rotation)
        try pinchAndRotate(scene)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "pinch.action(began)", "rotation.action(began)",
                "pinch.action(changed)", "rotation.action(changed)", "pinch.action(ended)", "rotation.action(ended)",
            ])
    }

    @Test func canPreventOverriddenOneWay() throws {
        /// Rotation may prevent pinch, but pinch may not prevent rotation (Docs/EventModel.md, "How recognizers
        /// interact", one-way prevention).
        final class PoliteRotation: UIRotationGestureRecognizer {
            override func canBePrevented(by other: UIGestureRecognizer) -> Bool { !(other is UIPinchGestureRecognizer) }
        }
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer().recording(as: "pinch", in: scene.log)
        let rotation = PoliteRotation().recording(as: "rotation", in: scene.log)
        scene.view.addGestureRecognizer(pinch)
        scene.view.addGestureRecognizer(rotation)
        try pinchAndRotate(scene)
        // Pinch begins first and cannot stop rotation; when rotation begins it stops nothing either, since pinch
        // is already active. Both run.
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "pinch.action(began)", "rotation.action(began)",
                "pinch.action(changed)", "rotation.action(changed)", "pinch.action(ended)", "rotation.action(ended)",
            ])
        // The other way round, rotation wins alone.
        let second = GestureScene()
        let pinch2 = UIPinchGestureRecognizer().recording(as: "pinch", in: second.log)
        let rotation2 = UIRotationGestureRecognizer().recording(as: "rotation", in: second.log)
        second.view.addGestureRecognizer(rotation2)
        second.view.addGestureRecognizer(pinch2)
        try pinchAndRotate(second)
        #expect(
            second.log.take() == [
                "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "rotation.action(began)", "rotation.action(changed)",
                "rotation.action(ended)",
            ])
    }

    @Test func theHitViewsRecognizerGoesBeforeItsSuperviews() throws {
        let scene = GestureScene()
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(child)
        let outer = UITapGestureRecognizer().recording(as: "outer", in: scene.log)
        let inner = UITapGestureRecognizer().recording(as: "inner", in: scene.log)
        scene.view.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.take() == ["child.touchesBegan(1)", "child.touchesCancelled(1)", "inner.action(ended)"])
        try scene.driver.tap(at: CGPoint(x: 250, y: 250), finger: 2)
        #expect(scene.log.take() == ["V.touchesBegan(2)", "V.touchesCancelled(2)", "outer.action(ended)"])
    }

    @Test func aLongPressPreventsATapOnTheSameTouch() throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        let press = UILongPressGestureRecognizer().recording(as: "press", in: scene.log)
        scene.view.addGestureRecognizer(tap)
        scene.view.addGestureRecognizer(press)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        scene.driver.advance(by: 0.6)
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesCancelled(1)", "press.action(began)", "press.action(ended)",
            ])
    }

    @Test func recognizersOnDifferentFingersAndViewsDoNotPreventEachOther() throws {
        let scene = GestureScene()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 200, height: 400), log: scene.log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 200, height: 400), log: scene.log)
        scene.view.addSubview(left)
        scene.view.addSubview(right)
        let panLeft = UIPanGestureRecognizer().recording(as: "panL", in: scene.log)
        let panRight = UIPanGestureRecognizer().recording(as: "panR", in: scene.log)
        left.addGestureRecognizer(panLeft)
        right.addGestureRecognizer(panRight)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchDown(2, at: CGPoint(x: 250, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 50, y: 90))
        try scene.driver.touchMove(2, to: CGPoint(x: 250, y: 90))
        try scene.driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        #expect(
            scene.log.take() == [
                "left.touchesBegan(1)", "right.touchesBegan(2)", "left.touchesCancelled(1)", "panL.action(began)",
                "right.touchesCancelled(2)", "panR.action(began)", "panL.action(ended)", "panR.action(ended)",
            ])
    }
}

@MainActor
@Suite struct DelegateAndLifecycleTests {
    @Test func shouldReceiveFalseKeepsTheTouchFromTheRecognizerAndTheViewIsNotDelayed() throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        let delegate = ScriptedDelegate()
        delegate.shouldReceive = false
        tap.delegate = delegate
        scene.view.addGestureRecognizer(tap)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        #expect(scene.driver.application.windows[0].subviews.count == 1)
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesEnded(1)"])
        #expect(tap.state == .possible)
    }

    @Test func shouldBeginFalseFailsTheRecognizerAndTheViewGetsItsTouches() throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        scene.view.addGestureRecognizer(tap)
        var decisions: [GestureDecision] = []
        scene.driver.application.gestureDecisionObserver = { decisions.append($0) }
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesEnded(1)"])
        #expect(
            decisions == [
                GestureDecision(recognizer: tap, kind: .failed(.shouldBeginRefused)),
                GestureDecision(recognizer: tap, kind: .stateChanged(.failed)),
                GestureDecision(recognizer: tap, kind: .reset),
            ])
    }

    @Test func aDisabledRecognizerGetsNothingAndDisablingAnActiveOneCancelsIt() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.isEnabled = false
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 90, y: 50))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesEnded(1)"])
        pan.isEnabled = true
        try scene.driver.touchDown(2, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(2, to: CGPoint(x: 90, y: 50))
        pan.isEnabled = false
        try scene.driver.touchMove(2, to: CGPoint(x: 120, y: 50))
        try scene.driver.touchUp(2)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(2)", "V.touchesCancelled(2)", "pan.action(began)", "pan.action(cancelled)",
            ])
        #expect(pan.state == .possible)
    }

    @Test func aRecognizerRemovedDuringItsOwnActionStopsCleanly() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.addHandler { recognizer in
            if recognizer.state == .began { recognizer.view?.removeGestureRecognizer(recognizer) }
        }
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 90, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 50))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesCancelled(1)", "pan.action(began)"])
        #expect(pan.view == nil && pan.state == .possible)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50), finger: 2)
        #expect(scene.log.take() == ["V.touchesBegan(2)", "V.touchesEnded(2)"])
    }

    @Test func aViewRemovedDuringItsRecognizersActionEndsEverythingOnce() throws {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        tap.cancelsTouchesInView = false
        tap.delaysTouchesEnded = false
        tap.addHandler { recognizer in recognizer.view?.removeFromSuperview() }
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.addHandler { recognizer in if recognizer.state == .changed { recognizer.view?.removeFromSuperview() } }
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
        scene.view.addSubview(child)
        child.addGestureRecognizer(tap)
        scene.view.addGestureRecognizer(pan)
        try scene.driver.tap(at: CGPoint(x: 50, y: 50))
        // Recognizers hear the end first; the action removes the view, which is then owed a cancellation, not an end.
        #expect(scene.log.take() == ["child.touchesBegan(1)", "tap.action(ended)", "child.touchesCancelled(1)"])
        try scene.driver.touchDown(2, at: CGPoint(x: 250, y: 250))
        try scene.driver.touchMove(2, to: CGPoint(x: 290, y: 250))
        try scene.driver.touchMove(2, to: CGPoint(x: 320, y: 250))
        try scene.driver.touchMove(2, to: CGPoint(x: 340, y: 250))
        try scene.driver.touchUp(2)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(2)", "V.touchesCancelled(2)", "pan.action(began)", "pan.action(changed)",
                "pan.action(cancelled)",
            ])
        #expect(pan.state == .possible)
        #expect(scene.driver.diagnostics.isEmpty)
    }

    @Test func aStandInControlKeepsItsTapFromASuperviewRecognizerButNotFromItsOwn() throws {
        /// Declares the hook a UIControl will: a single-finger single tap from a recognizer on another view may not
        /// begin.
        final class ButtonStandIn: RecordingView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                if gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
                    tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
                {
                    return false
                }
                return true
            }
        }
        let scene = GestureScene()
        let button = ButtonStandIn("button", frame: CGRect(x: 0, y: 0, width: 100, height: 44), log: scene.log)
        scene.view.addSubview(button)
        let superTap = UITapGestureRecognizer().recording(as: "superTap", in: scene.log)
        scene.view.addGestureRecognizer(superTap)
        try scene.driver.tap(at: CGPoint(x: 20, y: 20))
        #expect(scene.log.take() == ["button.touchesBegan(1)", "button.touchesEnded(1)"])
        let ownTap = UITapGestureRecognizer().recording(as: "ownTap", in: scene.log)
        button.addGestureRecognizer(ownTap)
        try scene.driver.tap(at: CGPoint(x: 20, y: 20), finger: 2)
        #expect(scene.log.take() == ["button.touchesBegan(2)", "button.touchesCancelled(2)", "ownTap.action(ended)"])
        // Elsewhere the superview's tap works as usual.
        try scene.driver.tap(at: CGPoint(x: 200, y: 200), finger: 3)
        #expect(scene.log.take() == ["V.touchesBegan(3)", "V.touchesCancelled(3)", "superTap.action(ended)"])
    }

    @Test func targetsAddedAndRemoved() throws {
        final class Target: UIResponder {
            var calls: [String] = []
            func handle(_ sender: Any?) { calls.append("handle \((sender as? UIGestureRecognizer)?.name ?? "?")") }
            func other() { calls.append("other") }
            override class var actionMethods: [Selector: ActionMethod] {
                ["handle:": .method(Target.handle), "other": .method(Target.other)]
            }
        }
        let scene = GestureScene()
        let first = Target(), second = Target()
        let tap = UITapGestureRecognizer(target: first, action: "handle:")
        tap.name = "tap"
        tap.addTarget(second, action: "handle:")
        tap.addTarget(second, action: "other")
        tap.addTarget(second, action: "other")
        scene.view.addGestureRecognizer(tap)
        try scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(first.calls == ["handle tap"])
        #expect(second.calls == ["handle tap", "other"])
        tap.removeTarget(second, action: "other")
        tap.removeTarget(nil, action: "handle:")
        tap.addTarget(first, action: "missing:")
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 10, y: 10), finger: 2)
        #expect(first.calls == ["handle tap"])
        #expect(second.calls == ["handle tap", "other"])
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError])
    }

    @Test func invalidStateChangesAreReportedAndIgnored() throws {
        final class Sloppy: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .changed
                state = .began
                state = .possible
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        }
        let scene = GestureScene()
        let sloppy = Sloppy().recording(as: "sloppy", in: scene.log)
        scene.view.addGestureRecognizer(sloppy)
        try scene.driver.tap(at: CGPoint(x: 10, y: 10))
        // It began inside its touchesBegan, before the view was sent the touch: the view hears nothing.
        #expect(scene.log.take() == ["sloppy.action(began)", "sloppy.action(ended)"])
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError, .programmingError])
    }
}

@MainActor
@Suite struct CustomRecognizerSafetyTests {
    @Test func aContinuousRecognizerThatNeverEndsIsCancelledWhenItsTouchesAreGone() throws {
        final class Forgetful: UIGestureRecognizer {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                if state == .possible { state = .began }
            }
        }
        let scene = GestureScene()
        let forgetful = Forgetful().recording(as: "forgetful", in: scene.log)
        scene.view.addGestureRecognizer(forgetful)
        try scene.driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try scene.driver.touchMove(1, to: CGPoint(x: 20, y: 10))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesCancelled(1)", "forgetful.action(began)", "forgetful.action(cancelled)",
            ])
        #expect(forgetful.state == .possible)
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError])
    }
}

@MainActor
@Suite struct HeldRecognizerTests {
    /// Fails only when told to, so it can hold another recognizer as long as a test needs.
    final class Gate: UIGestureRecognizer {
        func open() { state = .failed }
    }

    @Test func aHeldSwipeKeepsItsRecognitionWhenItsFingerLiftsBeforeItIsReleased() throws {
        let scene = GestureScene()
        let gate = Gate().recording(as: "gate", in: scene.log)
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        swipe.require(toFail: gate)
        scene.view.addGestureRecognizer(swipe)
        scene.view.addGestureRecognizer(gate)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 170, y: 100))
        try scene.driver.touchUp(1)
        #expect(swipe.state == .possible)
        gate.open()
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesCancelled(1)", "swipe.action(ended)",
            ])
        #expect(swipe.state == .possible && gate.state == .possible)
    }

    @Test func aReleasedRecognizerThatRemovesItselfInItsFirstActionStopsThere() throws {
        let scene = GestureScene()
        let gate = Gate().recording(as: "gate", in: scene.log)
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.addHandler { recognizer in recognizer.view?.removeGestureRecognizer(recognizer) }
        pan.require(toFail: gate)
        scene.view.addGestureRecognizer(pan)
        scene.view.addGestureRecognizer(gate)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 130, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 160, y: 100))
        try scene.driver.touchUp(1)
        gate.open()
        // Held with began, changed and ended queued; the first action removes it, so nothing else is sent.
        #expect(
            scene.log.take() == [
                "V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesMoved(1)", "V.touchesCancelled(1)",
                "pan.action(began)",
            ])
        #expect(pan.state == .possible && pan.view == nil)
        // Re-added, it receives touches and recognizes again (and, by its handler, removes itself again).
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(2, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(2, to: CGPoint(x: 130, y: 100))
        try scene.driver.touchUp(2)
        gate.open()
        #expect(
            scene.log.take() == [
                "V.touchesBegan(2)", "V.touchesMoved(2)", "V.touchesCancelled(2)", "pan.action(began)",
            ])
    }
}
