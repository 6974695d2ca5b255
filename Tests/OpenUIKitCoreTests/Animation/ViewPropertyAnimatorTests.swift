import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `UIViewPropertyAnimator` on the embedded backend's 64 Hz frame clock (``AnimationFixture``). The animated view
/// is a 100-point square centred at x = 50 that moves to x = 178: 2 points per frame of a linear one-second
/// animation, so every drawn value below is exact.
@MainActor
@Suite struct ViewPropertyAnimatorTests {
    /// One line for the animator's state and the view's model and drawn centre x.
    private func describe(_ animator: UIViewPropertyAnimator, _ view: UIView) -> String {
        let state: String
        switch animator.state {
        case .inactive: state = "inactive"
        case .active: state = animator.isRunning ? "running" : "paused"
        case .stopped: state = "stopped"
        }
        let drawn = view.presentationValues.map { "\($0.center.x)" } ?? "-"
        return "\(state) \(animator.fractionComplete) model \(view.center.x) drawn \(drawn)"
    }

    private func frame(_ f: AnimationFixture) -> Int { Int((f.driver.clock.now * 64).rounded()) }

    private func linearAnimator(_ f: AnimationFixture, _ view: UIView) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 178 }
        animator.addCompletion { f.log.append("completion \($0) at frame \(self.frame(f))") }
        return animator
    }

    @Test func startPauseScrubAndResumeMoveTheDrawnValueWhileTheModelHoldsTheEndValue() {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = linearAnimator(f, view)
        var log = [describe(animator, view)]
        animator.startAnimation()
        log.append(describe(animator, view))
        f.advance(toFrame: 16)
        log.append(describe(animator, view))
        animator.pauseAnimation()
        let frames = f.driver.backend.frameTimes.count
        f.advance(toFrame: 48)
        log.append(describe(animator, view))
        // Paused: no display link, no frames.
        #expect(f.driver.clock.pendingTimerCount == 0 && f.driver.backend.frameTimes.count == frames)
        animator.fractionComplete = 0.5
        log.append(describe(animator, view))
        animator.startAnimation()
        f.advance(toFrame: 64)
        log.append(describe(animator, view))
        f.advance(toFrame: 80)
        log.append(describe(animator, view))
        log += f.log.take()
        #expect(
            log == [
                "inactive 0.0 model 50.0 drawn -",
                "running 0.0 model 178.0 drawn 50.0",
                "running 0.25 model 178.0 drawn 82.0",
                "paused 0.25 model 178.0 drawn 82.0",
                "paused 0.5 model 178.0 drawn 114.0",
                "running 0.75 model 178.0 drawn 146.0",
                "inactive 1.0 model 178.0 drawn -",
                "completion end at frame 80",
            ])
        let idle = f.driver.backend.frameTimes.count
        f.driver.advance(by: 10)
        #expect(f.driver.clock.pendingTimerCount == 0 && f.driver.backend.frameTimes.count == idle)
        #expect(f.driver.diagnostics == [])
    }

    @Test func reversingARunningAnimatorTurnsItAroundAndItFinishesAtTheStartWithTheStartValues() {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = linearAnimator(f, view)
        animator.startAnimation()
        f.advance(toFrame: 32)
        animator.isReversed = true
        var log = [describe(animator, view)]
        f.advance(toFrame: 48)
        log.append(describe(animator, view))
        f.advance(toFrame: 64)
        log.append(describe(animator, view))
        log += f.log.take()
        #expect(
            log == [
                "running 0.5 model 178.0 drawn 114.0",
                "running 0.25 model 178.0 drawn 82.0",
                "inactive 0.0 model 50.0 drawn -",
                "completion start at frame 64",
            ])
    }

    @Test(arguments: [UIViewAnimatingPosition.current, .start, .end])
    func stopWithoutFinishingWaitsForFinishAnimationWhichSetsThePositionAndCallsTheCompletions(
        position: UIViewAnimatingPosition
    ) {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = linearAnimator(f, view)
        animator.startAnimation()
        f.advance(toFrame: 16)
        animator.stopAnimation(false)
        var log = [describe(animator, view)]
        f.advance(toFrame: 32)
        log += f.log.take()
        #expect(f.driver.clock.pendingTimerCount == 0)
        animator.finishAnimation(at: position)
        log.append(describe(animator, view))
        log += f.log.take()
        let end = ["current": "82.0", "start": "50.0", "end": "178.0"]["\(position)"] ?? "?"
        #expect(
            log == [
                "stopped 0.25 model 82.0 drawn -",
                "inactive 0.25 model \(end) drawn -",
                "completion \(position) at frame 32",
            ])
    }

    @Test func stopWithFinishingGoesStraightToInactiveWithoutCompletions() {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = linearAnimator(f, view)
        animator.startAnimation()
        f.advance(toFrame: 16)
        animator.stopAnimation(true)
        var log = [describe(animator, view)]
        f.advance(toFrame: 128)
        log += f.log.take()
        #expect(log == ["inactive 0.25 model 82.0 drawn -"])
        #expect(f.driver.clock.pendingTimerCount == 0 && f.driver.diagnostics == [])
    }

    @Test func continueAnimationRunsTheRestWithNewTimingFromWhereItWasDrawn() {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = linearAnimator(f, view)
        animator.startAnimation()
        f.advance(toFrame: 32)
        animator.pauseAnimation()
        // The second half at twice the pace, easing in from the drawn value 114.
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.5)
        var log = [describe(animator, view)]
        f.advance(toFrame: 40)
        let x = view.presentationValues?.center.x ?? 0
        log.append("fraction \(animator.fractionComplete) drawn \((x * 100).rounded() / 100)")
        f.advance(toFrame: 48)
        log.append(describe(animator, view))
        log += f.log.take()
        // Ease-in at half time is 0.3153: 114 + 64 × 0.3153.
        #expect(
            log == [
                "running 0.5 model 178.0 drawn 114.0",
                "fraction 0.75 drawn 134.18",
                "inactive 1.0 model 178.0 drawn -",
                "completion end at frame 48",
            ])
    }

    @Test func pausesOnCompletionKeepsTheAnimatorActiveSoItCanBeReversed() {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = linearAnimator(f, view)
        animator.pausesOnCompletion = true
        animator.startAnimation()
        f.advance(toFrame: 64)
        var log = [describe(animator, view)]
        f.advance(toFrame: 80)
        #expect(f.driver.clock.pendingTimerCount == 0)
        animator.isReversed = true
        animator.startAnimation()
        f.advance(toFrame: 112)
        log.append(describe(animator, view))
        f.advance(toFrame: 144)
        log.append(describe(animator, view))
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        log.append(describe(animator, view))
        log += f.log.take()
        #expect(
            log == [
                "paused 1.0 model 178.0 drawn 178.0",
                "running 0.5 model 178.0 drawn 114.0",
                "paused 0.0 model 178.0 drawn 50.0",
                "inactive 0.0 model 50.0 drawn -",
                "completion start at frame 144",
            ])
    }

    @Test func scrubbingAnInactiveAnimatorActivatesItAndALinearScrubResumesOnTheCurveWithoutAJump() {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 178 }
        animator.fractionComplete = 0.5
        var log = [describe(animator, view)]
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        let x = view.presentationValues?.center.x ?? 0
        log.append("curve \((x * 100).rounded() / 100)")
        animator.scrubsLinearly = true
        animator.fractionComplete = 0.5
        animator.startAnimation()
        f.advance(toFrame: 1)
        let next = view.presentationValues?.center.x ?? 0
        // Ease-in starts slowly: the first frame moves less than a linear one (2 points).
        log.append("moved \(next - 114 > 0 && next - 114 < 2)")
        #expect(log == ["paused 0.5 model 178.0 drawn 114.0", "curve 90.37", "moved true"])
    }

    @Test func animationsAddedWithADelayFactorHoldStillThenCoverTheRest() {
        let f = AnimationFixture()
        let a = f.square("A"), b = f.square("B", x: 200)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.center.x = 178 }
        animator.addAnimations({ b.center.x = 378 }, delayFactor: 0.5)
        animator.startAnimation()
        var log: [String] = []
        for frame in [16, 32, 48] {
            f.advance(toFrame: frame)
            log.append("\(a.presentationValues?.center.x ?? -1) \(b.presentationValues?.center.x ?? -1)")
        }
        // Added while running at fraction 0.75: the rest of the way in the last quarter.
        animator.addAnimations { a.alpha = 0 }
        f.advance(toFrame: 56)
        log.append("alpha \(a.presentationValues?.alpha ?? -1)")
        #expect(log == ["82.0 250.0", "114.0 250.0", "146.0 314.0", "alpha 0.5"])
    }

    @Test func theSpringInitSettlesAtTheEndAndOvershootsWhenUnderdamped() {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 150 }
        animator.startAnimation()
        var peak: CGFloat = 0
        for frame in 1...63 {
            f.advance(toFrame: frame)
            peak = max(peak, view.presentationValues?.center.x ?? 0)
        }
        f.advance(toFrame: 64)
        #expect(peak > 160 && view.presentationValues == nil && view.center.x == 150)
    }

    @Test func aRunningPropertyAnimatorStartsAtOnceAfterItsDelayAndHitTestingUsesTheModelValues() throws {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: [.curveLinear, .allowUserInteraction],
            animations: { view.center.y = 250 }, completion: { f.log.append("done \($0) at \(self.frame(f))") })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.25)
        f.advance(toFrame: 16)
        #expect(view.presentationValues?.center.y == 50)
        f.advance(toFrame: 32)
        #expect(view.presentationValues?.center.y == 150)
        // The model frame is y 200…300; the view allows interaction, so it takes the tap there.
        try f.driver.tap(at: CGPoint(x: 50, y: 250))
        try f.driver.tap(at: CGPoint(x: 50, y: 60))
        f.advance(toFrame: 48)
        #expect(
            f.log.take() == [
                "A.touchesBegan(1)", "A.touchesEnded(1)", "done end at 48",
            ])
    }

    @Test func callsInTheWrongStateAreReportedAndChangeNothing() {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = linearAnimator(f, view)
        animator.finishAnimation(at: .end)
        animator.stopAnimation(false)
        animator.startAnimation()
        f.advance(toFrame: 8)
        animator.fractionComplete = 0.9
        animator.isInterruptible = false
        animator.stopAnimation(false)
        animator.startAnimation()
        animator.pauseAnimation()
        animator.addAnimations { view.alpha = 0 }
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(describe(animator, view) == "stopped 0.125 model 66.0 drawn -" && !animator.isReversed)
        animator.finishAnimation(at: .current)
        #expect(
            f.driver.diagnostics.map(\.message) == [
                "UIViewPropertyAnimator: finishAnimation(at:) on an animator that is not stopped; ignored",
                "UIViewPropertyAnimator: stopAnimation on an inactive animator; ignored",
                "UIViewPropertyAnimator: fractionComplete set while the animator runs; ignored",
                "UIViewPropertyAnimator: isInterruptible can only change while the animator is inactive; ignored",
                "UIViewPropertyAnimator: startAnimation on a stopped animator; ignored",
                "UIViewPropertyAnimator: pauseAnimation on a stopped animator; ignored",
                "UIViewPropertyAnimator: addAnimations on a stopped animator; ignored",
                "UIViewPropertyAnimator: isReversed set on a stopped animator; ignored",
                "UIViewPropertyAnimator: continueAnimation on an animator that is not active; ignored",
            ])
        #expect(f.log.take() == ["completion current at frame 8"] && view.alpha == 1)
    }

    @Test func completionsAndAnimationBlocksMayStopStartAndAddAnimations() {
        let f = AnimationFixture()
        let view = f.square("A")
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { view.center.x = 82 }
        var second: UIViewPropertyAnimator?
        animator.addCompletion { position in
            f.log.append("first \(position) at \(self.frame(f))")
            // Reuse the finished animator for the way back, and start another one from inside its completion.
            animator.addAnimations { view.center.x = 50 }
            animator.addCompletion { f.log.append("back \($0) at \(self.frame(f))") }
            animator.startAnimation()
            let other = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { view.alpha = 0.5 }
            other.addCompletion { f.log.append("other \($0) at \(self.frame(f))") }
            other.startAnimation()
            second = other
        }
        animator.startAnimation()
        f.advance(toFrame: 16)
        f.advance(toFrame: 24)
        f.log.append("x \(view.presentationValues?.center.x ?? -1) alpha \(view.presentationValues?.alpha ?? -1)")
        f.advance(toFrame: 32)
        // An animation block that stops its own animator: its change applies without animation.
        let selfStopping = UIViewPropertyAnimator(duration: 1, curve: .linear)
        selfStopping.addAnimations {
            view.center.y = 150
            selfStopping.stopAnimation(true)
        }
        selfStopping.addCompletion { f.log.append("never \($0)") }
        selfStopping.startAnimation()
        f.log.append(
            "stopped inside \(selfStopping.state == .inactive) y \(view.center.y) \(view.presentationValues == nil)")
        // A completion that stops another running animator without finishing.
        let victim = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 178 }
        victim.addCompletion { f.log.append("victim \($0)") }
        let killer = UIViewPropertyAnimator(duration: 0.125, curve: .linear) { view.alpha = 1 }
        killer.addCompletion { _ in
            victim.stopAnimation(false)
            victim.finishAnimation(at: .end)
        }
        victim.startAnimation()
        killer.startAnimation()
        f.advance(toFrame: 64)
        f.log.append("x \(view.center.x) \(view.presentationValues == nil) \(second?.state == .inactive)")
        #expect(
            f.log.take() == [
                "first end at 16",
                "x 66.0 alpha 0.75",
                "back end at 32", "other end at 32",
                "stopped inside true y 150.0 true",
                "victim end",
                "x 178.0 true true",
            ])
        #expect(f.driver.clock.pendingTimerCount == 0 && f.driver.diagnostics == [])
    }
}
