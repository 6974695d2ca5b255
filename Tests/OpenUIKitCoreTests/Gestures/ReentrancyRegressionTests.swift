import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

// Regression tests for re-entrancy: app code that changes the world from inside a callback. One test per
// defect found, each the smallest world that shows it. The expected logs are what UIKit produces under this
// project's delivery model (Docs/EventModel.md, "Gesture delivery": recognizers see a touch before the view; a
// recognizer that recognizes with `cancelsTouchesInView` takes the touches, then sends its action); where UIKit's
// exact behaviour is not documented, the comment at the test says which choice the test makes.

/// A recognizer that never recognizes and logs the touches it is given, running app code in `touchesBegan`.
@MainActor
final class ReentrantLoggingRecognizer: UIGestureRecognizer {
    let log: CallbackLog
    var onBegan: (() -> Void)?

    init(_ name: String, log: CallbackLog) {
        self.log = log
        super.init(target: nil, action: nil)
        self.name = name
    }

    private func record(_ callback: String, _ touches: Set<UITouch>) {
        log.append("\(debugName).\(callback)(\(fingerList(touches)))")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        record("touchesBegan", touches)
        onBegan?()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { record("touchesMoved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { record("touchesEnded", touches) }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        record("touchesCancelled", touches)
        state = .failed
    }
}

/// A swipe that runs app code in `reset()`.
@MainActor
final class ReentrantSwipe: UISwipeGestureRecognizer {
    var onReset: (() -> Void)?

    override func reset() {
        super.reset()
        onReset?()
    }
}

@MainActor
@Suite struct ReentrancyRegressionTests {
    /// Defect 1: an arbitration callback removed a recognizer while the arbiter was held for writing, and the
    /// process died ("Simultaneous accesses").
    ///
    /// Choice (UIKit does not document it): a recognizer removed from its view inside its own
    /// `gestureRecognizerShouldBegin` does not recognize, whatever the delegate answers; it sends no action, and the
    /// touch it was withholding (`delaysTouchesEnded`) ends normally in its view.
    @Test func removingRecognizerInShouldBeginDoesNotCrash() throws {
        let scene = ReentrancyScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        let delegate = ReentrantDelegate()
        delegate.shouldBegin = { recognizer in
            scene.log.append("tap.shouldBegin")
            recognizer.view?.removeGestureRecognizer(recognizer)
            return true
        }
        tap.delegate = delegate
        scene.a.addGestureRecognizer(tap)
        try scene.driver.tap(at: ReentrancyScene.inA)
        #expect(scene.log.take() == ["A.touchesBegan(1)", "tap.shouldBegin", "A.touchesEnded(1)"])
        #expect(tap.view == nil)
        #expect(tap.state == .possible)
        // Nothing is left over: the next tap is a plain touch of A.
        try scene.driver.tap(at: ReentrancyScene.inA, finger: 2)
        #expect(scene.log.take() == ["A.touchesBegan(2)", "A.touchesEnded(2)"])
    }

    /// Defect 2: when a delaying recognizer released its touches, delivery went view by view, and view A's
    /// `touchesBegan` removing the recognizer started a nested delivery that sent B's end before B's begin (and the
    /// end was dropped). Delivery must not nest: B gets its begin, then both ends arrive.
    @Test func removingTheDelayingRecognizerFromAReleasedTouchesBeganStillEndsEveryViewsTouch() throws {
        let scene = ReentrancyScene()
        // A two-finger double tap that withholds began: one two-finger tap, then the tap interval runs out.
        let doubleTap = UITapGestureRecognizer().recording(as: "double", in: scene.log)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.numberOfTouchesRequired = 2
        doubleTap.delaysTouchesBegan = true
        scene.container.addGestureRecognizer(doubleTap)
        scene.a.onBegan = { _ in scene.container.removeGestureRecognizer(doubleTap) }
        try scene.driver.frame {
            try $0.down(1, at: ReentrancyScene.inA)
            try $0.down(2, at: ReentrancyScene.inB)
        }
        try scene.driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        #expect(scene.log.take() == [])
        scene.driver.advance(by: 1)
        // The held phases are released in order: every view's began, then every view's ended.
        #expect(
            scene.log.take() == ["A.touchesBegan(1)", "B.touchesBegan(2)", "A.touchesEnded(1)", "B.touchesEnded(2)"])
        #expect(doubleTap.view == nil)
        #expect(doubleTap.state == .possible)
    }

    /// Defect 3: a delegate's `shouldReceive` removing the touched view while another finger was down left the
    /// recognizers tracking the cancelled touch forever; the container's tap never recognized again.
    @Test func removingTheTouchedViewInShouldReceiveDoesNotLeaveADeadTouchTracked() throws {
        let scene = ReentrancyScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        let delegate = ReentrantDelegate()
        delegate.shouldReceive = { _, touch in
            if touch.view === scene.b { scene.b.removeFromSuperview() }
            return true
        }
        tap.delegate = delegate
        scene.container.addGestureRecognizer(tap)
        try scene.driver.touchDown(1, at: ReentrancyScene.inP)
        // B leaves the window before its touch is delivered to anyone: B never hears of finger 2.
        try scene.driver.touchDown(2, at: ReentrancyScene.inB)
        // Finger 1 strays beyond a tap's allowable movement, so this sequence is no tap whatever the tap made of
        // finger 2.
        try scene.driver.touchMove(1, to: CGPoint(x: 200, y: 350))
        try scene.driver.touchUp(1)
        try scene.driver.touchUp(2)
        #expect(scene.log.take() == ["P.touchesBegan(1)", "P.touchesMoved(1)", "P.touchesEnded(1)"])
        #expect(scene.b.window == nil)
        #expect(tap.state == .possible)
        scene.driver.advance(by: 1)
        // The next tap is recognized.
        try scene.driver.tap(at: ReentrancyScene.inP, finger: 3)
        #expect(scene.log.take() == ["P.touchesBegan(3)", "P.touchesCancelled(3)", "tap.action(ended)"])
    }

    /// Defect 4: `view.gestureRecognizers = []` mid-gesture left the old recognizers running; they sent changed and
    /// ended actions with `view == nil`. Assigning the array must do what `removeGestureRecognizer` does.
    @Test func clearingGestureRecognizersMidGestureStopsThemLikeRemoval() throws {
        let scene = ReentrancyScene()
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.addHandler { recognizer in
            scene.log.append("pan.action(\(recognizer.state), attached: \(recognizer.view != nil))")
        }
        scene.a.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 80, y: 50))
        #expect(
            scene.log.take() == ["A.touchesBegan(1)", "A.touchesCancelled(1)", "pan.action(began, attached: true)"])
        scene.a.gestureRecognizers = []
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 50))
        try scene.driver.touchUp(1)
        // As with removeGestureRecognizer: it stops at once, without an action, and resets.
        #expect(scene.log.take() == [])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(scene.a.gestureRecognizers == nil)
    }

    /// Found by the fuzzer once its worlds could let go of views (2026-11-27, seed 2040): a pan on an outer view
    /// recognized a touch of an inner view; its action took the outer view out of the window and let go of it, and
    /// nothing else held it. The pan, which the app still held, stayed began for good: nothing ends a gesture whose
    /// view is gone. UIKit's recognizers go with their view; a held one is detached as by `removeGestureRecognizer`:
    /// no more actions, reset to possible. The inner view's touch is cancelled once, as for any view that leaves.
    @Test func aRecognizerWhoseViewGoesAwayMidGestureIsDetached() throws {
        let scene = ReentrancyScene()
        var outer: UIView? = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 200))
        let inner = ReentrantView("I", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log)
        outer?.addSubview(inner)
        scene.window.addSubview(outer!)
        weak let released = outer
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        pan.addHandler { recognizer in
            scene.log.append("pan.action(\(recognizer.state), attached: \(recognizer.view != nil))")
            if recognizer.state == .began {
                outer?.removeFromSuperview()
                outer = nil
            }
        }
        outer?.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 250))
        try scene.driver.touchMove(1, to: CGPoint(x: 90, y: 250))
        try scene.driver.touchMove(1, to: CGPoint(x: 130, y: 250))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "I.touchesBegan(1)", "pan.action(began, attached: true)", "I.touchesCancelled(1)",
            ])
        #expect(released == nil)
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
    }

    /// Defect 5: a pan recognized; the view's `touchesCancelled` (sent at that moment because of
    /// `cancelsTouchesInView`) removed the pan; the pan's action still ran, in `.possible`, with `view == nil`.
    /// The house order is "take the touches, then the action", so the removal comes first and there is no action.
    @Test func recognizerRemovedByTheViewsTouchesCancelledSendsNoAction() throws {
        let scene = ReentrancyScene()
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.addHandler { recognizer in
            scene.log.append("pan.action(\(recognizer.state), attached: \(recognizer.view != nil))")
        }
        scene.a.addGestureRecognizer(pan)
        scene.a.onCancelled = { _ in scene.a.removeGestureRecognizer(pan) }
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 80, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 50))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["A.touchesBegan(1)", "A.touchesCancelled(1)"])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
    }

    /// Defect 6: a view that left its window was still treated as the touch's live target. Here the view leaves in
    /// its recognizer's `shouldReceive` for the first finger of a sequence (the case defect 3's test does not
    /// cover): the touch must be cancelled for everyone, so the view hears nothing (it never saw the begin) and the
    /// tap, which only ever had a cancelled touch, does not recognize. Today the view hears nothing but the tap
    /// recognizes on lift, acting on a touch whose view is outside the window.
    @Test func touchWhoseViewLeftInShouldReceiveIsCancelledForItsRecognizersToo() throws {
        let scene = ReentrancyScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        let delegate = ReentrantDelegate()
        delegate.shouldReceive = { _, touch in
            scene.log.append("tap.shouldReceive(\(fingerList([touch])))")
            scene.a.removeFromSuperview()
            return true
        }
        tap.delegate = delegate
        scene.a.addGestureRecognizer(tap)
        scene.a.onBegan = { _ in scene.log.append("A.window=\(scene.a.window == nil ? "nil" : "set")") }
        try scene.driver.tap(at: ReentrancyScene.inA)
        #expect(scene.log.take() == ["tap.shouldReceive(1)"])
        #expect(scene.a.window == nil)
        #expect(tap.state == .possible)
    }

    /// Defect 6, as the fuzzer found it (view-callbacks mode, seed 1, world 3437, shrunk): a swipe on the container
    /// failed when a second finger landed; when its last finger lifts it resets, and its `reset()` removes the child
    /// view that finger 2 (lifting in the same frame) and finger 3 are on. Today the child gets `touchesCancelled(3)`
    /// and then `touchesEnded(2)` while outside any window. It must get no ended after leaving: both touches are
    /// cancelled, in one call (touches of one phase for one view that go together share a call).
    @Test func viewRemovedByAResetWhileItsTouchEndsIsCancelledNotEnded() throws {
        let scene = ReentrancyScene()
        let swipe = ReentrantSwipe()
        swipe.name = "swipe"
        scene.container.addGestureRecognizer(swipe)
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        scene.b.addGestureRecognizer(pan)
        scene.b.isMultipleTouchEnabled = true
        swipe.onReset = { scene.b.removeFromSuperview() }
        try scene.driver.touchDown(1, at: ReentrancyScene.inP)
        try scene.driver.touchDown(2, at: ReentrancyScene.inB)
        try scene.driver.touchUp(1)
        try scene.driver.touchDown(3, at: CGPoint(x: 320, y: 120))
        #expect(
            scene.log.take() == ["P.touchesBegan(1)", "B.touchesBegan(2)", "P.touchesEnded(1)", "B.touchesBegan(3)"])
        try scene.driver.touchUp(2)
        #expect(scene.b.window == nil)
        try scene.driver.touchUp(3)
        #expect(scene.log.take() == ["B.touchesCancelled(2,3)"])
    }

    /// Defect 7: a swipe held for a pan's failure recognized, then its touch was cancelled; the pan failed, and the
    /// swipe's held recognition still fired, reading `.failed` inside its action. A cancelled touch ends the
    /// gesture: the held recognizer fails and sends nothing.
    @Test func heldRecognitionDoesNotSurviveTheCancellationOfItsTouch() throws {
        let scene = ReentrancyScene()
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        // A two-finger pan never begins with one finger: it stays possible until the finger goes.
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.minimumNumberOfTouches = 2
        swipe.require(toFail: pan)
        scene.container.addGestureRecognizer(swipe)
        scene.container.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 300))
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 300))
        #expect(swipe.state == .possible)
        #expect(scene.log.take() == ["P.touchesBegan(1)", "P.touchesMoved(1)"])
        try scene.driver.touchCancel(1)
        #expect(scene.log.take() == ["P.touchesCancelled(1)"])
        #expect(swipe.state == .possible)
        #expect(pan.state == .possible)
    }

    /// Defect 8: a recognizer was sent `touchesCancelled` for a touch it never saw begin, because an earlier
    /// recognizer's `touchesBegan` removed the view. Choice (UIKit does not document it): a recognizer that had not
    /// been given the touch yet when it was cancelled never hears of it; the one that saw it begin hears the cancel.
    @Test func recognizerIsNotCancelledForATouchItNeverSawBegin() throws {
        let scene = ReentrancyScene()
        let first = ReentrantLoggingRecognizer("R1", log: scene.log)
        let second = ReentrantLoggingRecognizer("R2", log: scene.log)
        first.onBegan = { scene.a.removeFromSuperview() }
        scene.a.addGestureRecognizer(first)
        scene.a.addGestureRecognizer(second)
        try scene.driver.tap(at: ReentrancyScene.inA)
        #expect(scene.log.take() == ["R1.touchesBegan(1)", "R1.touchesCancelled(1)"])
        #expect(first.state == .possible)
        #expect(second.state == .possible)
    }

    /// Defect 9 (the functional half; the speed half is the `Gestures` benchmark "one frame of N fingers"): 2,000
    /// fingers landing in one frame on a view with a pan all begin once and end once, each phase in one call.
    @Test func twoThousandFingersInOneFrameAllBeginAndEndExactlyOnce() throws {
        let scene = ReentrancyScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        scene.container.addGestureRecognizer(pan)
        scene.container.isMultipleTouchEnabled = true
        let fingers = 1...2_000
        let point = { (finger: Int) in CGPoint(x: CGFloat(finger % 400), y: 210 + CGFloat(finger / 400)) }
        try scene.driver.frame { frame in
            for finger in fingers { try frame.down(finger, at: point(finger)) }
        }
        try scene.driver.frame { frame in
            for finger in fingers { try frame.up(finger) }
        }
        let all = fingers.map(String.init).joined(separator: ",")
        // The fingers never move: the pan fails and the withheld ends go to the view.
        #expect(scene.log.take() == ["P.touchesBegan(\(all))", "P.touchesEnded(\(all))"])
        #expect(pan.state == .possible)
    }

    /// Defect 10: one timestamp of 1e300 froze time (every later input was clamped to it). A timestamp far ahead
    /// of the clock is replaced, as a NaN one is, with a `timestampTooFarAhead` diagnostic; later input keeps its
    /// own times.
    @Test func timestampFarAheadOfTheClockIsRejectedAndDoesNotFreezeTime() {
        let scene = ReentrancyScene()
        var stamps: [TimeInterval] = []
        scene.a.onBegan = { touches in stamps.append(touches.first?.timestamp ?? -1) }
        scene.a.onEnded = { touches in stamps.append(touches.first?.timestamp ?? -1) }
        func send(_ finger: Int, _ phase: RawInput.TouchPhase, at time: TimeInterval) {
            scene.driver.sendUnchecked(
                RawInput(
                    window: scene.window.identifier, timestamp: time,
                    payload: .touches([
                        .init(
                            identifier: .init(device: EventDriver.touchscreenDevice, number: finger), phase: phase,
                            location: ReentrancyScene.inA)
                    ])))
        }
        scene.driver.advance(by: 1)
        send(1, .began, at: 1)
        send(1, .ended, at: 1e300)
        scene.driver.advance(by: 1)
        send(2, .began, at: 2)
        send(2, .ended, at: 2)
        #expect(
            scene.log.take() == ["A.touchesBegan(1)", "A.touchesEnded(1)", "A.touchesBegan(2)", "A.touchesEnded(2)"])
        #expect(stamps == [1, 1, 2, 2])
        #expect(scene.driver.diagnostics.map(\.kind) == [.input(.timestampTooFarAhead)])
    }

    /// A recognizer with no view and no gesture in progress that sets its own state could never be ended: the
    /// change is ignored with a diagnostic (UIKit has nothing to deliver it to either), and a later gesture on a view
    /// works as usual.
    @Test func aDetachedRecognizerSettingItsStateIsIgnoredWithADiagnostic() throws {
        let scene = ReentrancyScene()
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        tap.state = .began
        #expect(tap.state == .possible)
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
        #expect(scene.log.take() == [])
        scene.a.addGestureRecognizer(tap)
        try scene.driver.tap(at: ReentrancyScene.inA)
        #expect(scene.log.take() == ["A.touchesBegan(1)", "A.touchesCancelled(1)", "tap.action(ended)"])
    }
}
