import Foundation
@_spi(Rendering) @testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// Layer animations on the embedded backend's frame clock at 64 Hz: presentation values sampled at exact times,
/// delegate and transaction callbacks as ordered logs, and app code changing animations from inside them.
@MainActor
@Suite struct LayerAnimationTests {
    /// A fresh application on virtual time with a window holding one 100×100 standalone layer.
    @MainActor
    final class Fixture {
        let driver = EventDriver()
        let window: UIWindow
        let layer = CAShapeLayer()
        var log: [String] = []

        init() {
            driver.backend.framesPerSecond = 64
            window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            window.layer.addSublayer(layer)
        }

        func advance(toFrame n: Int) { driver.advance(by: Double(n) / 64 - driver.clock.now) }
        var frame: Int { Int((driver.clock.now * 64).rounded()) }
    }

    /// Logs delegate calls with the frame they came in.
    final class Delegate: CAAnimationDelegate {
        let fixture: Fixture
        let name: String
        var onStop: ((CAAnimation, Bool) -> Void)?
        init(_ fixture: Fixture, _ name: String) {
            self.fixture = fixture
            self.name = name
        }
        func animationDidStart(_ anim: CAAnimation) { fixture.log.append("\(name) start @\(fixture.frame)") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            fixture.log.append("\(name) stop \(flag) @\(fixture.frame)")
            onStop?(anim, flag)
        }
    }

    @Test func basicAnimationMovesThePresentationNotTheModel() {
        let f = Fixture()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.delegate = Delegate(f, "ring")
        f.layer.add(animation, forKey: "progress")
        var samples: [CGFloat] = []
        for frame in [0, 16, 32, 48] {
            f.advance(toFrame: frame)
            samples.append(f.layer.presentation()?.strokeEnd ?? -1)
        }
        #expect(samples == [0, 0.25, 0.5, 0.75])
        #expect(f.layer.strokeEnd == 1)
        #expect(f.layer.animationKeys() == ["progress"])
        f.advance(toFrame: 64)
        #expect(f.log == ["ring start @1", "ring stop true @64"])
        #expect(f.layer.animationKeys() == nil)
        #expect(f.layer.presentation()?.strokeEnd == 1)
        // Idle again: no frames wanted.
        #expect(f.driver.clock.pendingTimerCount == 0)
    }

    @Test func timingPropertiesShapeTheTimeline() {
        let f = Fixture()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 0.5
        animation.beginTime = CACurrentMediaTime() + 0.25
        animation.autoreverses = true
        animation.repeatCount = 2
        animation.fillMode = .backwards
        f.layer.add(animation, forKey: nil)
        var samples: [Float] = []
        for frame in [8, 16, 32, 48, 64, 80, 96, 112, 136, 160] {
            f.advance(toFrame: frame)
            samples.append(f.layer.presentation()!.opacity)
        }
        // Held at the start before it begins (backwards), up for 0.5 s, back down, twice; then the model (1).
        #expect(samples == [0, 0, 0.5, 1, 0.5, 0, 0.5, 1, 0.25, 1])
    }

    @Test func fillModeForwardsKeepsTheEndValueWhenNotRemoved() {
        let f = Fixture()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.toValue = 200
        animation.duration = 0.5
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        f.layer.add(animation, forKey: "slide")
        f.advance(toFrame: 16)
        // From the value shown when it was added (50, the model) to 200.
        #expect(f.layer.presentation()?.position.x == 125)
        f.advance(toFrame: 64)
        #expect(f.layer.presentation()?.position.x == 200)
        #expect(f.layer.position.x == 50)
        #expect(f.layer.animationKeys() == ["slide"])
        // Hit-testing uses the model.
        #expect(f.layer.hitTest(CGPoint(x: 50, y: 50)) === f.layer)
    }

    @Test func keyframeSpringAndGroupAnimations() {
        let f = Fixture()
        let keyframes = CAKeyframeAnimation(keyPath: "position.y")
        keyframes.values = [0, 100, 50]
        keyframes.keyTimes = [0, 0.25, 1]
        keyframes.duration = 1
        f.layer.add(keyframes, forKey: "bounce")
        f.advance(toFrame: 8)
        #expect(f.layer.presentation()?.position.y == 50)
        f.advance(toFrame: 16)
        #expect(f.layer.presentation()?.position.y == 100)
        f.advance(toFrame: 40)
        #expect(f.layer.presentation()?.position.y == 75)
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.fromValue = 0
        spring.toValue = 1
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 3)
        let group = CAAnimationGroup()
        group.animations = [spring]
        group.duration = spring.duration
        f.layer.add(group, forKey: "group")
        f.advance(toFrame: 48)
        let expected = spring.springProgress(at: 0.125)
        #expect(abs(Double(f.layer.presentation()!.opacity) - expected) < 1e-5)
        var peak: Float = 0
        for frame in 49...216 {
            f.advance(toFrame: frame)
            peak = max(peak, f.layer.presentation()!.opacity)
        }
        // An underdamped spring (damping ratio ¼) overshoots its end by about 44 %.
        #expect(peak > 1.3 && peak < 1.5)
        // The group ends with the spring's settling time (frame 217): the model shows again.
        f.advance(toFrame: 217)
        #expect(f.layer.presentation()?.opacity == 1)
    }

    @Test func replacingAndRemovingStopUnfinishedAndTransactionsCompleteAfterDelegates() {
        let f = Fixture()
        func animation(_ name: String) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.duration = 1
            animation.delegate = Delegate(f, name)
            return animation
        }
        CATransaction.begin()
        CATransaction.setCompletionBlock { f.log.append("transaction done @\(f.frame)") }
        f.layer.add(animation("a"), forKey: "fade")
        f.layer.add(animation("b"), forKey: "fade")
        CATransaction.commit()
        f.advance(toFrame: 8)
        f.layer.removeAnimation(forKey: "fade")
        f.advance(toFrame: 9)
        #expect(f.log == ["a stop false @1", "b start @1", "b stop false @9", "transaction done @9"])
    }

    @Test func delegatesMayAddAndRemoveAnimationsFromTheirCallbacks() {
        let f = Fixture()
        let first = CABasicAnimation(keyPath: "opacity")
        first.fromValue = 0
        first.duration = 0.25
        let delegate = Delegate(f, "first")
        delegate.onStop = { _, finished in
            guard finished else { return }
            let next = CABasicAnimation(keyPath: "strokeEnd")
            next.fromValue = 0
            next.duration = 0.25
            next.delegate = Delegate(f, "next")
            f.layer.add(next, forKey: "next")
            f.layer.removeAnimation(forKey: "missing")
            f.layer.removeAllAnimations()
        }
        first.delegate = delegate
        f.layer.add(first, forKey: "first")
        f.advance(toFrame: 40)
        #expect(f.log == ["first start @1", "first stop true @16", "next stop false @17"])
        #expect(f.layer.animationKeys() == nil)
    }

    @Test func badAnimationsAreReportedAndIgnored() {
        let f = Fixture()
        let reports = recordGraphicsDiagnostics {
            f.layer.add(CABasicAnimation(keyPath: "nonsense"), forKey: nil)
            f.layer.add(CABasicAnimation(keyPath: "strokeEnd.x"), forKey: nil)
        }
        #expect(
            reports.filter { $0.hasPrefix("CALayer.add") } == [
                "CALayer.add: key path nonsense is not animatable; ignored",
                "CALayer.add: key path strokeEnd.x is not animatable; ignored",
            ])
        #expect(f.layer.animationKeys() == nil)
    }

    /// A shake and a fade added to a view's own layer: the view is drawn with the animated values and keeps its
    /// model values (hit-testing among them); the frames damage where it is drawn.
    @Test func animationsOnAViewsOwnLayerMoveWhereTheViewIsDrawn() {
        let f = Fixture()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        view.backgroundColor = .red
        f.window.addSubview(view)
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [120, 100, 140, 120]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = Delegate(f, "fade")
        view.layer.add(shake, forKey: "shake")
        view.layer.add(fade, forKey: "fade")
        var samples: [String] = []
        for frame in [8, 32, 40] {
            f.advance(toFrame: frame)
            let drawn = view.renderingGeometry.center.x, alpha = view.renderingFlags.alpha
            samples.append("\(frame): x \(drawn) alpha \(alpha) model \(view.center.x) \(view.alpha)")
        }
        #expect(
            samples == [
                "8: x 110.0 alpha 0.875 model 120.0 1.0", "32: x 120.0 alpha 0.5 model 120.0 1.0",
                "40: x 130.0 alpha 0.375 model 120.0 1.0",
            ])
        #expect(view.layer.presentation()?.position.x == 130)
        #expect(f.window.hitTest(CGPoint(x: 135, y: 120), with: nil) === view)
        _ = f.window.takeDamage()
        f.advance(toFrame: 48)
        // Drawn at x 140 (120 … 160), beyond the view's model frame (100 … 140): that area is damaged.
        let damage = f.window.takeDamage()
        #expect(damage.contains { $0.contains(CGPoint(x: 155, y: 120)) })
        f.advance(toFrame: 64)
        #expect(f.log == ["fade start @1", "fade stop true @64"])
        #expect(view.renderingGeometry.center.x == 120 && view.renderingFlags.alpha == 1)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func anAnimatingLayerMarksWhereItWasAndWhereItIs() {
        let f = Fixture()
        f.window.layoutIfNeeded()
        _ = f.window.takeDamage()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 50
        slide.toValue = 114
        slide.duration = 1
        f.layer.add(slide, forKey: nil)
        _ = f.window.takeDamage()
        f.advance(toFrame: 32)
        let damage = f.window.takeDamage()
        // Everything shown since the start: from where it was (x 0) to where it is (x 32 … 132).
        #expect(damage.contains { $0.minX <= 0 } && damage.contains { $0.maxX >= 132 })
    }

    /// The exact rectangles each frame damages while a ring turns and trims (about its centre, so its area
    /// changes with the angle) and a square slides: the area shown before and the area shown after, in whole
    /// pixels, in the order marked, frame by frame, and both areas once the animations end.
    @Test func aTurningRingAndASlidingSquareDamageExactlyTheirOldAndNewAreas() {
        let f = Fixture()
        f.layer.removeFromSuperlayer()
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 200, y: 200, width: 40, height: 40)
        ring.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        ring.lineWidth = 3
        let square = CALayer()
        square.frame = CGRect(x: 20, y: 300, width: 20, height: 20)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        f.window.layer.addSublayer(ring)
        f.window.layer.addSublayer(square)
        f.window.layoutIfNeeded()
        _ = f.window.takeDamage()
        let trim = CABasicAnimation(keyPath: "strokeEnd")
        (trim.fromValue, trim.toValue, trim.duration) = (0, 1, 4 / 64)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        (spin.fromValue, spin.toValue, spin.duration) = (0, Double.pi / 2, 4 / 64)
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue, slide.duration) = (30, 70, 4 / 64)
        ring.add(trim, forKey: "trim")
        ring.add(spin, forKey: "spin")
        square.add(slide, forKey: "slide")
        var frames: [[CGRect]] = [f.window.takeDamage()]
        for frame in 1...5 {
            f.advance(toFrame: frame)
            frames.append(f.window.takeDamage())
        }
        // The ring's area is its stroke's reach (16 points past the path's box) turned about its centre (220, 220):
        // 64 points square at rest, 83.6 at π/8, 90.5 at π/4. A smaller area inside a larger one adds nothing.
        func ringArea(_ half: CGFloat) -> CGRect {
            CGRect(x: 220 - half, y: 220 - half, width: 2 * half, height: 2 * half)
        }
        func squareArea(_ x: CGFloat) -> CGRect { CGRect(x: x, y: 300, width: 20, height: 20) }
        #expect(
            frames == [
                [ringArea(32), squareArea(20)],
                [ringArea(42), squareArea(20), squareArea(30)],
                [ringArea(46), squareArea(30), squareArea(40)],
                [ringArea(46), squareArea(40), squareArea(50)],
                // Ended and removed: from the last shown to the model.
                [ringArea(42), squareArea(50), squareArea(20)],
                [],
            ])
    }

    /// Painting swaps the presentation values in and the model back out; a component key path (the spinner's
    /// `transform.rotation.z`) must not leave the model transform off by rounding (it drifted on every paint).
    @Test func paintingWithAComponentAnimationLeavesTheModelExact() {
        let f = Fixture()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1.2
        f.layer.add(spin, forKey: "spin")
        for frame in 1...50 {
            f.advance(toFrame: frame)
            f.layer.withPresentationValues {}
        }
        #expect(f.layer.transform == CATransform3DIdentity)
        #expect(f.layer.presentation()?.transform != CATransform3DIdentity)
    }

    @Test func mediaTimingFunctionsHaveCoreAnimationsControlPoints() {
        var values: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPointAt(1, values: &values)
        #expect(values == [0.42, 0])
        CAMediaTimingFunction(name: .default).getControlPointAt(2, values: &values)
        #expect(values == [0.25, 1])
        #expect(abs(CAMediaTimingFunction(name: .linear).value(at: 0.3) - 0.3) < 1e-9)
    }
}
