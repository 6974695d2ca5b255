import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ViewAnimationTests {
    @Test func theModelChangesAtOnceWhileTheDrawnValueFollowsTheCurveAndTheCompletionRunsAtTheEnd() {
        let f = AnimationFixture()
        let view = f.square("A")
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.frame.origin.x = 128 },
            completion: { f.log.append("completion \($0) at frame \(Int(f.driver.clock.now * 64))") })
        #expect(view.frame.minX == 128)
        #expect(f.drawnX(view) == 0)
        var samples: [CGFloat?] = []
        for frame in [16, 32, 48, 63] {
            f.advance(toFrame: frame)
            samples.append(f.drawnX(view))
        }
        #expect(samples == [32, 64, 96, 126])
        #expect(f.log.take() == [])
        f.advance(toFrame: 64)
        #expect(f.log.take() == ["completion true at frame 64"])
        #expect(view.presentationValues == nil)
        // Idle again: no frame timer, and no frames however long the window waits.
        #expect(f.driver.clock.pendingTimerCount == 0)
        let frames = f.driver.backend.frameTimes.count
        f.driver.advance(by: 10)
        #expect(f.driver.backend.frameTimes.count == frames)
        #expect(frames == 64)
    }

    @Test func everyAnimatablePropertyMovesAndTheDelayHoldsTheStartValue() {
        let f = AnimationFixture()
        let view = f.square("A")
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        UIView.animate(
            withDuration: 1, delay: 0.5, options: .curveLinear,
            animations: {
                view.center = CGPoint(x: 150, y: 250)
                view.bounds = CGRect(x: 0, y: 0, width: 200, height: 300)
                view.transform = CGAffineTransform(scaleX: 3, y: 3)
                view.alpha = 0
                view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            })
        f.advance(toFrame: 16)  // inside the delay
        let held = view.presentationValues
        #expect(held?.center == CGPoint(x: 50, y: 50) && held?.alpha == 1 && held?.transform == .identity)
        f.advance(toFrame: 64)  // half-way: 0.5 s after the delay
        let half = view.presentationValues
        #expect(half?.center == CGPoint(x: 100, y: 150))
        #expect(half?.bounds == CGRect(x: 0, y: 0, width: 150, height: 200))
        #expect(half?.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(half?.alpha == 0.5)
        #expect(half?.backgroundColor == UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1))
        #expect(view.renderingGeometry.center == CGPoint(x: 100, y: 150))
        #expect(view.renderingFlags.alpha == 0.5)
        f.advance(toFrame: 96)
        #expect(view.presentationValues == nil)
        #expect(view.renderingGeometry.center == CGPoint(x: 150, y: 250) && view.renderingFlags.alpha == 0)
    }

    @Test func theCurvesShapeTheProgress() {
        let f = AnimationFixture()
        func sample(_ options: UIView.AnimationOptions) -> [CGFloat] {
            let view = f.square("A")
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x = 164 })
            let start = Int(f.driver.clock.now * 64)
            var values: [CGFloat] = []
            for quarter in 1...3 {
                f.advance(toFrame: start + 16 * quarter)
                values.append(((view.presentationValues?.center.x ?? 0) - 50) / 114 * 1000)
            }
            f.advance(toFrame: start + 64)
            view.removeFromSuperview()
            return values.map { $0.rounded() / 1000 }
        }
        #expect(sample(.curveLinear) == [0.25, 0.5, 0.75])
        // UIKit's ease-in-out is symmetric about the middle; ease-in starts slowly, ease-out fast.
        let easeInOut = sample(.curveEaseInOut)
        #expect(easeInOut[1] == 0.5 && abs(easeInOut[0] + easeInOut[2] - 1) < 0.002 && easeInOut[0] < 0.25)
        #expect(sample(.curveEaseIn) == [0.093, 0.315, 0.622])
        #expect(sample(.curveEaseOut) == [0.378, 0.685, 0.907])
    }

    @Test func aSpringSettlesAtTheEndAndOvershootsOnlyWhenUnderdamped() {
        let f = AnimationFixture()
        func peak(damping: CGFloat) -> (peak: CGFloat, end: CGFloat) {
            let view = f.square("A")
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                animations: { view.center.x = 150 })
            let start = Int(f.driver.clock.now * 64)
            var peak: CGFloat = 0
            for frame in 1...63 {
                f.advance(toFrame: start + frame)
                peak = max(peak, view.presentationValues?.center.x ?? 0)
            }
            f.advance(toFrame: start + 64)
            defer { view.removeFromSuperview() }
            return (peak, view.presentationValues?.center.x ?? view.center.x)
        }
        let critical = peak(damping: 1)
        #expect(critical.peak <= 150 && critical.peak > 149.8 && critical.end == 150)
        let bouncy = peak(damping: 0.3)
        #expect(bouncy.peak > 160 && bouncy.end == 150)
    }

    @Test func aNewAnimationOfTheSamePropertyInterruptsTheOldOneWhoseCompletionGetsFalse() {
        let f = AnimationFixture()
        let view = f.square("A")
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 178 },
            completion: { f.log.append("first \($0)") })
        f.advance(toFrame: 32)  // drawn at 114, model 178
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 50 },
            completion: { f.log.append("second \($0)") })
        // Without .beginFromCurrentState the new animation starts from the model value: the old end value.
        #expect(view.presentationValues?.center.x == 178)
        #expect(f.log.take() == [])
        f.advance(toFrame: 33)
        #expect(f.log.take() == ["first false"])
        f.advance(toFrame: 48)
        #expect(view.presentationValues?.center.x == 146)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 0 }, completion: { f.log.append("third \($0)") })
        #expect(view.presentationValues?.center.x == 146)
        f.advance(toFrame: 49 + 64)
        #expect(f.log.take() == ["second false", "third true"])
    }

    @Test func animationsOfOtherPropertiesRunSideBySideAndOneCompletionWaitsForAllOfItsAnimations() {
        let f = AnimationFixture()
        let view = f.square("A")
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.alpha = 0.5
                view.center.y = 178
            }, completion: { f.log.append("both \($0)") })
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.center.x = 82 },
            completion: { f.log.append("x \($0)") })
        f.advance(toFrame: 16)
        // The second block replaced the first's centre animation (one property: centre) but not its alpha.
        #expect(view.presentationValues?.alpha == 0.875)
        #expect(view.presentationValues?.center == CGPoint(x: 66, y: 178))
        f.advance(toFrame: 64)
        #expect(f.log.take() == ["x true", "both false"])
    }

    @Test func anAnimatingViewTakesNoTouchesUnlessItsAnimationAllowsThem() throws {
        let f = AnimationFixture()
        let view = f.square("A")
        let background = RecordingView("B", frame: CGRect(x: 0, y: 200, width: 400, height: 200), log: f.log)
        f.window.insertSubview(background, at: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.y = 250 })
        f.advance(toFrame: 8)
        // Hit-testing uses the model frame (y 200…300), and the view animating there takes no touches: B gets it.
        try f.driver.tap(at: CGPoint(x: 50, y: 250))
        // Where the view is drawn now (y ≈ 12…112) is plain f.window.
        try f.driver.tap(at: CGPoint(x: 50, y: 60))
        let trace = f.window.tracedHitTest(CGPoint(x: 50, y: 250), with: nil).trace
        #expect(trace.steps.map(\.verdict).contains(.skippedAnimating))
        f.advance(toFrame: 64)
        try f.driver.tap(at: CGPoint(x: 50, y: 250))
        UIView.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { view.alpha = 0.5 })
        try f.driver.tap(at: CGPoint(x: 50, y: 250))
        #expect(
            f.log.take() == [
                "B.touchesBegan(1)", "B.touchesEnded(1)",
                "A.touchesBegan(1)", "A.touchesEnded(1)",
                "A.touchesBegan(1)", "A.touchesEnded(1)",
            ])
        f.advance(toFrame: 200)
        #expect(f.driver.finish().isClean)
    }

    @Test func repeatingAndAutoreversingAnimationsRunUntilInterrupted() {
        let f = AnimationFixture()
        let view = f.square("A")
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
            animations: { view.alpha = 0 }, completion: { f.log.append("repeat \($0)") })
        var samples: [CGFloat] = []
        for frame in stride(from: 8, through: 64, by: 8) {
            f.advance(toFrame: frame)
            samples.append(view.presentationValues?.alpha ?? -1)
        }
        #expect(samples == [0.5, 0, 0.5, 1, 0.5, 0, 0.5, 1])
        UIView.performWithoutAnimation { view.alpha = 1 }
        #expect(view.presentationValues != nil)  // a change without animation leaves the running one alone
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 0.25 })
        f.advance(toFrame: 65)
        #expect(f.log.take() == ["repeat false"])
        f.advance(toFrame: 200)

        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.curveLinear, .autoreverse], animations: { view.alpha = 0.75 },
            completion: { f.log.append("autoreverse \($0) alpha \(view.alpha)") })
        var forthAndBack: [CGFloat] = []
        for frame in [208, 216, 220] {
            f.advance(toFrame: frame)
            forthAndBack.append(view.presentationValues?.alpha ?? -1)
        }
        #expect(forthAndBack == [0.5, 0.75, 0.625])
        #expect(f.log.take() == [])
        f.advance(toFrame: 232)
        // Back where it started, the animation ends and the model value shows, as in UIKit.
        #expect(f.log.take() == ["autoreverse true alpha 0.75"])
        #expect(view.presentationValues == nil)
    }

    @Test func completionsRunOnALaterFrameEvenWhenNothingAnimatesAndMayStartTheNextAnimation() {
        let f = AnimationFixture()
        let view = f.square("A")
        UIView.animate(
            withDuration: 1, animations: {},
            completion: { finished in
                f.log.append("nothing changed \(finished) at frame \(Int(f.driver.clock.now * 64))")
                UIView.animate(
                    withDuration: 0.25, delay: 0, options: .curveLinear, animations: { view.center.x = 66 },
                    completion: { f.log.append("chained \($0) at frame \(Int(f.driver.clock.now * 64))") })
            })
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { f.log.append("instant \($0)") })
        #expect(f.log.take() == [])
        #expect(view.alpha == 0.5 && view.presentationValues == nil)
        f.advance(toFrame: 1)
        #expect(f.log.take() == ["nothing changed true at frame 1", "instant true"])
        f.advance(toFrame: 9)
        #expect(view.presentationValues?.center.x == 58)
        f.advance(toFrame: 17)
        #expect(f.log.take() == ["chained true at frame 17"])
    }

    @Test func changesWithoutAnimationAndWithAnimationsDisabledApplyAtOnce() {
        let f = AnimationFixture()
        let view = f.square("A")
        UIView.animate(
            withDuration: 1,
            animations: {
                view.alpha = 0.5
                UIView.performWithoutAnimation { view.center.x = 200 }
                #expect(UIView.inheritedAnimationDuration == 1)
            })
        #expect(view.presentationValues?.center.x == 200 && view.presentationValues?.alpha == 1)
        f.advance(toFrame: 64)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { f.log.append("off \($0)") })
        #expect(view.presentationValues == nil && !UIView.areAnimationsEnabled)
        f.advance(toFrame: 65)
        #expect(f.log.take() == ["off true"])
    }

    @Test func aNestedBlockInheritsTheOuterDurationUnlessItOverridesIt() {
        let f = AnimationFixture()
        let a = f.square("A"), b = f.square("B", x: 200)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.animate(
                    withDuration: 0.25, animations: { a.center.x = 114 }, completion: { f.log.append("a \($0)") })
                UIView.animate(
                    withDuration: 0.25, delay: 0,
                    options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                    animations: { b.center.x = 314 }, completion: { f.log.append("b \($0)") })
            })
        f.advance(toFrame: 8)
        #expect(a.presentationValues?.center.x == 58 && b.presentationValues?.center.x == 282)
        f.advance(toFrame: 16)
        #expect(f.log.take() == ["b true"])
        f.advance(toFrame: 64)
        #expect(f.log.take() == ["a true"])
    }

    @Test func aViewRemovedMidAnimationFinishesItsAnimationAndBadArgumentsAreReported() {
        let f = AnimationFixture()
        let view = f.square("A")
        UIView.animate(
            withDuration: 0.5, animations: { view.center.x = 300 }, completion: { f.log.append("removed \($0)") })
        f.advance(toFrame: 8)
        view.removeFromSuperview()
        f.advance(toFrame: 40)
        #expect(f.log.take() == ["removed true"])
        UIView.animate(withDuration: -.infinity, delay: .nan, options: [], animations: { view.alpha = 0 })
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0, initialSpringVelocity: .nan,
            animations: { view.alpha = 1 })
        #expect(
            f.driver.diagnostics.map(\.message) == [
                "UIView.animate: duration -inf is invalid; 0 is used",
                "UIView.animate: delay nan is invalid; 0 is used",
                "UIView.animate: damping ratio 0.0 is not positive; 1 is used",
            ])
    }
}
