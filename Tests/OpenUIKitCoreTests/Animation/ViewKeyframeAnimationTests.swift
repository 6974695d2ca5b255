import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitTesting

/// `UIView.animateKeyframes` and `addKeyframe` on the frame clock at 64 Hz: the drawn values at exact frames, the
/// completion's frame and flag, and bad input.
@MainActor
@Suite struct ViewKeyframeAnimationTests {
    /// The drawn x of the view's frame at each frame, from frame 0 of a fresh fixture.
    private func samples(_ f: AnimationFixture, _ view: UIView, at frames: [Int]) -> [CGFloat?] {
        frames.map { frame in
            f.advance(toFrame: frame)
            return f.drawnX(view)
        }
    }

    /// One keyframe spanning the whole animation that moves the view's x to `x`, with the default options.
    private func moveInOneKeyframe(
        _ view: UIView, to x: CGFloat, duration: TimeInterval, completion: ((Bool) -> Void)? = nil
    ) {
        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.frame.origin.x = x }
            }, completion: completion)
    }

    @Test func keyframesMoveInTurnHoldBetweenAndTheCompletionComesAtTheEnd() {
        let f = AnimationFixture()
        let view = f.square("A")
        // The curve's bits make the whole animation linear, so each frame's value is exact.
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.frame.origin.x = 64 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.frame.origin.x = 0 }
            },
            completion: { f.log.append("completion \($0) at frame \(Int(f.driver.clock.now * 64))") })
        // The model is the last keyframe's value at once.
        #expect(view.frame.minX == 0)
        #expect(samples(f, view, at: [8, 16, 24, 32, 48, 63]) == [32, 64, 64, 64, 32, 2])
        #expect(f.log.take() == [])
        f.advance(toFrame: 64)
        #expect(f.log.take() == ["completion true at frame 64"] && view.presentationValues == nil)
    }

    @Test func keyframesDeclaredOutOfOrderRunInTimeOrderAndDirectChangesSpanTheWhole() {
        let f = AnimationFixture()
        let view = f.square("A")
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0.5, options: linear,
            animations: {
                view.alpha = 0
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.frame.origin.x = 128 }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.frame.origin.x = 64 }
            })
        // Inside the delay every value is the start value.
        f.advance(toFrame: 16)
        #expect(view.presentationValues?.frame.minX == 0 && view.presentationValues?.alpha == 1)
        var drawn: [String] = []
        for frame in [48, 64, 80] {
            f.advance(toFrame: frame)
            let values = view.presentationValues
            drawn.append("x \(values?.frame.minX ?? -1) alpha \(values?.alpha ?? -1)")
        }
        #expect(drawn == ["x 32.0 alpha 0.75", "x 64.0 alpha 0.5", "x 96.0 alpha 0.25"])
        // At the end the model shows: the change made last in the block (64), as Core Animation shows the model once
        // the keyframes are removed.
        f.advance(toFrame: 96)
        #expect(view.presentationValues == nil && view.frame.minX == 64)
    }

    @Test func withoutCurveBitsTheWholeAnimationEasesInAndOut() {
        let f = AnimationFixture()
        let view = f.square("A")
        moveInOneKeyframe(view, to: 100, duration: 1)
        let eased = samples(f, view, at: [16, 32, 48]).map { $0.map { ($0 * 10).rounded() / 10 } }
        // UIView.animate's ease-in-out at the same times.
        let g = AnimationFixture()
        let reference = g.square("B")
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: { reference.frame.origin.x = 100 })
        let expected = samples(g, reference, at: [16, 32, 48]).map { $0.map { ($0 * 10).rounded() / 10 } }
        #expect(eased == expected && eased[1] == 50 && eased[0]! < 25)
    }

    @Test func discreteModeJumpsAtEachKeyframesStart() {
        let f = AnimationFixture()
        let view = f.square("A")
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            options: [
                .calculationModeDiscrete,
                UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
            ],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.frame.origin.x = 40 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.frame.origin.x = 80 }
            })
        #expect(samples(f, view, at: [8, 17, 40, 49, 56]) == [0, 40, 40, 80, 80])
    }

    @Test func aLaterAnimationOfTheSamePropertyInterruptsTheKeyframes() {
        let f = AnimationFixture()
        let view = f.square("A")
        moveInOneKeyframe(view, to: 100, duration: 1, completion: { f.log.append("keyframes \($0)") })
        f.advance(toFrame: 16)
        UIView.animate(
            withDuration: 0.25, animations: { view.frame.origin.x = 10 },
            completion: { f.log.append("animate \($0)") })
        f.advance(toFrame: 40)
        #expect(f.log.take() == ["keyframes false", "animate true"])
    }

    @Test func zeroDurationAndDisabledAnimationsChangeAtOnceWithALaterCompletion() {
        let f = AnimationFixture()
        let view = f.square("A")
        moveInOneKeyframe(view, to: 30, duration: 0, completion: { f.log.append("zero \($0)") })
        #expect(view.frame.minX == 30 && view.presentationValues == nil && f.log.take() == [])
        UIView.setAnimationsEnabled(false)
        moveInOneKeyframe(view, to: 60, duration: 1, completion: { f.log.append("disabled \($0)") })
        UIView.setAnimationsEnabled(true)
        #expect(view.frame.minX == 60 && view.presentationValues == nil)
        f.advance(toFrame: 1)
        #expect(f.log.take() == ["zero true", "disabled true"])
    }

    @Test func badInputIsReportedAndClamped() {
        let f = AnimationFixture()
        let view = f.square("A")
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.frame.origin.x = 20 }
        #expect(view.frame.minX == 20 && view.presentationValues == nil)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: .nan, delay: -1, options: linear,
            animations: { view.frame.origin.x = 40 })
        #expect(view.frame.minX == 40 && view.presentationValues == nil)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 2) { view.frame.origin.x = 80 }
            })
        f.advance(toFrame: 48)
        #expect(f.drawnX(view) == 60)
        #expect(
            f.driver.diagnostics.map(\.message) == [
                "UIView.addKeyframe called outside UIView.animateKeyframes' animations block; the changes are made "
                    + "without animation",
                "UIView.animateKeyframes: duration nan is invalid; 0 is used",
                "UIView.animateKeyframes: delay -1.0 is invalid; 0 is used",
                "UIView.addKeyframe: relative start 0.5 and duration 2.0 must lie within 0 to 1; clamped",
            ])
    }
}
