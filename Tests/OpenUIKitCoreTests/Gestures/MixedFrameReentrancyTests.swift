import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

// The touch contract under app code that changes the world while a frame is processed: a frame that ends one
// finger and begins another, a recognizer detached from inside its own hooks, and a failure requirement whose
// required recognizer leaves mid-gesture. Docs/Architecture.md, "Re-entrancy", states each rule; the expected logs
// below are whole: touches delivered to views, recognizer state changes and arbitration, actions.

/// A recording view that runs app code after logging `touchesMoved`.
@MainActor
private final class MoveHookView: RecordingView {
    var onMoved: ((Set<UITouch>) -> Void)?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        onMoved?(touches)
    }
}

/// A delegate whose `shouldReceive`, once armed, takes view A out of the window when asked about a touch on A (once).
@MainActor
private final class ArmedViewRemover {
    let delegate = ReentrantDelegate()
    var isArmed = false

    init(_ scene: ReentrancyScene) {
        delegate.shouldReceive = { [unowned self] recognizer, touch in
            if isArmed, touch.view === scene.a {
                isArmed = false
                scene.log.append("\(recognizer.debugName).shouldReceive(\(fingerList([touch]))): removes A")
                scene.a.removeFromSuperview()
            }
            return true
        }
    }
}

/// A pan that runs app code (detaching itself) inside its own `touchesMoved`/`touchesEnded` when told to, then goes
/// on with its own logic, which sets `state`.
@MainActor
private final class SelfDetachingPan: UIPanGestureRecognizer {
    var detachInMoved: (() -> Void)?
    var detachInEnded: (() -> Void)?
    /// What `state` read right after the pan's own logic set it, once detached.
    var statesSeenAfterDetaching: [UIGestureRecognizer.State] = []

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let detach = detachInMoved
        detach?()
        super.touchesMoved(touches, with: event)
        if detach != nil { statesSeenAfterDetaching.append(state) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let detach = detachInEnded
        detach?()
        super.touchesEnded(touches, with: event)
        if detach != nil { statesSeenAfterDetaching.append(state) }
    }
}

/// A recognizer that wants nothing of the touches it is given: it ignores each one (`ignore(_:for:)`).
@MainActor
private final class IgnoringRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { ignore(touch, for: event) }
    }
}

@MainActor
@Suite struct MixedFrameReentrancyTests {
    private static func observeDecisions(of driver: EventDriver, in log: CallbackLog) {
        driver.application.gestureDecisionObserver = { decision in log.append(decision.description) }
    }

    /// One frame cancels finger 1 (down on the root view, where a rotation tracks it) and lands finger 2 on a
    /// subview with two pans and a swipe; a pan's delegate, asked about finger 2, takes that subview out of the
    /// window. Finger 1's cancellation must still reach the rotation and the root view, and every recognizer must
    /// be possible again for the next gesture.
    @Test func aFingerCancelledInTheFrameWhereADelegateRemovesAViewStillEnds() throws {
        let scene = ReentrancyScene()
        scene.container.isMultipleTouchEnabled = true
        let rotation = UIRotationGestureRecognizer().recording(as: "rotation", in: scene.log)
        scene.container.addGestureRecognizer(rotation)
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        let twoFingerPan = UIPanGestureRecognizer().recording(as: "pan2", in: scene.log)
        twoFingerPan.minimumNumberOfTouches = 2
        let swipe = UISwipeGestureRecognizer().recording(as: "swipe", in: scene.log)
        for recognizer in [pan, twoFingerPan, swipe] { scene.a.addGestureRecognizer(recognizer) }
        let remover = ArmedViewRemover(scene)
        pan.delegate = remover.delegate
        Self.observeDecisions(of: scene.driver, in: scene.log)

        try scene.driver.touchDown(1, at: ReentrancyScene.inP)
        #expect(scene.log.take() == ["P.touchesBegan(1)"])
        remover.isArmed = true
        try scene.driver.frame {
            try $0.cancel(1)
            try $0.down(2, at: ReentrancyScene.inA)
        }
        #expect(
            scene.log.take() == [
                "pan.shouldReceive(2): removes A",
                // Finger 2's recognizers never heard it begin: they fail and reset before the frame is delivered (A
                // never saw finger 2 either).
                "pan: failed", "arbiter: pan failed", "pan2: failed", "arbiter: pan2 failed", "swipe: failed",
                "arbiter: swipe failed", "pan: reset to possible", "pan2: reset to possible",
                "swipe: reset to possible",
                // Then the frame: finger 1's cancellation reaches the rotation tracking it, then the root view.
                "rotation: failed", "arbiter: rotation failed", "P.touchesCancelled(1)", "rotation: reset to possible",
            ])
        for recognizer in [rotation, pan, twoFingerPan, swipe] { #expect(recognizer.state == .possible) }
        #expect(scene.driver.finish().isClean)

        // The next gesture on the root view is a rotation, recognized.
        try scene.driver.touchDown(3, at: CGPoint(x: 150, y: 300))
        try scene.driver.touchDown(4, at: CGPoint(x: 250, y: 300))
        try scene.driver.touchMove(4, to: CGPoint(x: 250, y: 360))
        try scene.driver.frame {
            try $0.up(3)
            try $0.up(4)
        }
        #expect(
            scene.log.take() == [
                "P.touchesBegan(3)", "P.touchesBegan(4)",
                "arbiter: rotation proceeds", "rotation: began", "P.touchesCancelled(3,4)", "rotation.action(began)",
                "rotation: ended", "rotation.action(ended)", "rotation: reset to possible",
            ])
    }

    /// The same frame with finger 1 lifted instead of cancelled: the root view gets its `touchesEnded`.
    @Test func aFingerLiftedInTheFrameWhereADelegateRemovesAViewStillEnds() throws {
        let scene = ReentrancyScene()
        let rotation = UIRotationGestureRecognizer().recording(as: "rotation", in: scene.log)
        scene.container.addGestureRecognizer(rotation)
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        scene.a.addGestureRecognizer(pan)
        let remover = ArmedViewRemover(scene)
        pan.delegate = remover.delegate
        Self.observeDecisions(of: scene.driver, in: scene.log)

        try scene.driver.touchDown(1, at: ReentrancyScene.inP)
        remover.isArmed = true
        try scene.driver.frame {
            try $0.up(1)
            try $0.down(2, at: ReentrancyScene.inA)
        }
        #expect(
            scene.log.take() == [
                "P.touchesBegan(1)", "pan.shouldReceive(2): removes A", "pan: failed", "arbiter: pan failed",
                "pan: reset to possible",
                // The rotation held finger 1's end back (`delaysTouchesEnded`) until it failed.
                "rotation: failed", "arbiter: rotation failed", "P.touchesEnded(1)", "rotation: reset to possible",
            ])
        #expect(rotation.state == .possible)
        #expect(pan.state == .possible)
        #expect(scene.driver.finish().isClean)
    }

    /// A pan detached from inside its own `touchesMoved` mid-gesture goes on setting `state` (changed): that is not
    /// published, no action is sent, `state` reads possible (it is reset), and the trace says it was removed.
    @Test func aRecognizerRemovedInsideItsOwnTouchesMovedPublishesNothingMore() throws {
        let scene = ReentrancyScene()
        let pan = SelfDetachingPan().recording(as: "pan", in: scene.log)
        pan.cancelsTouchesInView = false
        scene.a.addGestureRecognizer(pan)
        Self.observeDecisions(of: scene.driver, in: scene.log)

        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 90, y: 50))
        #expect(
            scene.log.take() == [
                "A.touchesBegan(1)", "arbiter: pan proceeds", "pan: began", "pan.action(began)", "A.touchesMoved(1)",
            ])
        pan.detachInMoved = { pan.view?.removeGestureRecognizer(pan) }
        try scene.driver.touchMove(1, to: CGPoint(x: 130, y: 50))
        pan.detachInMoved = nil
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "pan: removed from its view", "pan: reset to possible", "A.touchesMoved(1)", "A.touchesEnded(1)",
            ])
        #expect(pan.statesSeenAfterDetaching == [.possible])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(scene.driver.finish().isClean)
    }

    /// The same from `touchesEnded`, the pan replaced by a tap (`gestureRecognizers = [tap]`): its ended is neither
    /// published nor sent, and the tap is untouched.
    @Test func aRecognizerReplacedInsideItsOwnTouchesEndedPublishesNothingMore() throws {
        let scene = ReentrancyScene()
        let pan = SelfDetachingPan().recording(as: "pan", in: scene.log)
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        scene.a.addGestureRecognizer(pan)
        Self.observeDecisions(of: scene.driver, in: scene.log)

        try scene.driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try scene.driver.touchMove(1, to: CGPoint(x: 90, y: 50))
        #expect(
            scene.log.take() == [
                "A.touchesBegan(1)", "arbiter: pan proceeds", "pan: began", "A.touchesCancelled(1)",
                "pan.action(began)",
            ])
        pan.detachInEnded = { scene.a.gestureRecognizers = [tap] }
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["pan: removed from its view", "pan: reset to possible"])
        #expect(pan.statesSeenAfterDetaching == [.possible])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(tap.view === scene.a)
        #expect(tap.state == .possible)
        #expect(scene.driver.finish().isClean)
    }

    /// A pan held for a long press to fail (`require(toFail:)`); from the view's `touchesMoved` the app moves the
    /// long press to another view while it is still possible. Choice (UIKit documents neither way): the moved
    /// recognizer is reset without failing, so what the pan waited for never happened; its held recognition is
    /// void and it fails, as when a held recognizer's touch is cancelled. The view keeps the touch.
    @Test func aRecognizerHeldForOneThatMovesAwayFails() throws {
        let log = CallbackLog()
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = MoveHookView("A", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let b = RecordingView("B", frame: CGRect(x: 200, y: 0, width: 200, height: 200), log: log)
        window.addSubview(a)
        window.addSubview(b)
        let longPress = UILongPressGestureRecognizer().recording(as: "longPress", in: log)
        longPress.minimumPressDuration = 10
        longPress.allowableMovement = 1_000
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: log)
        pan.require(toFail: longPress)
        a.addGestureRecognizer(longPress)
        a.addGestureRecognizer(pan)
        Self.observeDecisions(of: driver, in: log)

        try driver.touchDown(1, at: CGPoint(x: 50, y: 50))
        try driver.touchMove(1, to: CGPoint(x: 90, y: 50))
        #expect(
            log.take() == [
                "A.touchesBegan(1)", "arbiter: pan held, waiting for longPress to fail", "A.touchesMoved(1)",
            ])
        a.onMoved = { _ in
            log.append("A moves longPress to B")
            a.removeGestureRecognizer(longPress)
            b.addGestureRecognizer(longPress)
        }
        try driver.touchMove(1, to: CGPoint(x: 130, y: 50))
        a.onMoved = nil
        try driver.touchMove(1, to: CGPoint(x: 150, y: 50))
        try driver.touchUp(1)
        driver.advance(by: 11)
        #expect(
            log.take() == [
                "A.touchesMoved(1)", "A moves longPress to B", "longPress: removed from its view",
                "arbiter: pan fails: requiredRecognizerRemoved(\"longPress\")", "pan: failed",
                "A.touchesMoved(1)", "A.touchesEnded(1)", "pan: reset to possible",
            ])
        #expect(longPress.view === b)
        #expect(longPress.state == .possible)
        #expect(pan.state == .possible)
        #expect(driver.finish().isClean)
    }

    /// A recognizer that ignores every touch it was given is out of the gesture: it withdraws (resets silently) and
    /// a tap that requires it to fail is not kept waiting for it. Before, it stayed engaged in possible with no touch
    /// and the tap waited for it forever, withholding the view's end (found by the fuzzer through a context menu's
    /// tracking recognizer).
    @Test func aRecognizerThatIgnoresEveryTouchDoesNotKeepAWaiterWaiting() throws {
        let scene = ReentrancyScene()
        let ignoring = IgnoringRecognizer()
        ignoring.name = "ignoring"
        let tap = UITapGestureRecognizer().recording(as: "tap", in: scene.log)
        tap.require(toFail: ignoring)
        scene.a.addGestureRecognizer(ignoring)
        scene.a.addGestureRecognizer(tap)
        Self.observeDecisions(of: scene.driver, in: scene.log)

        try scene.driver.tap(at: ReentrancyScene.inA)
        #expect(
            scene.log.take() == [
                "A.touchesBegan(1)", "arbiter: tap proceeds", "tap: ended", "A.touchesCancelled(1)",
                "tap.action(ended)",
                "tap: reset to possible",
            ])
        #expect(ignoring.state == .possible)
        #expect(scene.driver.finish().isClean)
    }
}
