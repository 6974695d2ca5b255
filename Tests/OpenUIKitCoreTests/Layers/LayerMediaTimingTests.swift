import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// A layer's own timing (`speed`, `timeOffset`, `beginTime`, `convertTime`): Core Animation's pause and resume of
/// a subtree's animations, on the embedded backend's frame clock at 64 Hz.
@MainActor
@Suite struct LayerMediaTimingTests {
    @MainActor
    final class Fixture {
        let driver = EventDriver()
        let window: UIWindow
        let parent = CALayer()
        let layer = CALayer()

        init() {
            driver.backend.framesPerSecond = 64
            window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.layer.addSublayer(parent)
            parent.addSublayer(layer)
        }

        func advance(toFrame n: Int) { driver.advance(by: Double(n) / 64 - driver.clock.now) }
        var shownOpacity: Float { layer.presentation()?.opacity ?? -1 }
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CALayer()
        #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0)
        #expect(layer.convertTime(12.5, from: nil) == 12.5)
        #expect(layer.convertTime(12.5, to: nil) == 12.5)
    }

    @Test func pausingAParentFreezesItsSublayersAnimationAndResumingContinuesIt() {
        let f = Fixture()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        f.layer.add(animation, forKey: "fade")
        var samples: [Float] = []
        f.advance(toFrame: 16)
        samples.append(f.shownOpacity)
        // Apple's pause: speed 0, and the offset holds the local time now.
        let pausedAt = f.parent.convertTime(CACurrentMediaTime(), from: nil)
        f.parent.speed = 0
        f.parent.timeOffset = pausedAt
        for frame in [32, 48] {
            f.advance(toFrame: frame)
            samples.append(f.shownOpacity)
        }
        // Apple's resume: speed 1 from now, shifted back by the time spent paused.
        let paused = f.parent.timeOffset
        f.parent.speed = 1
        f.parent.timeOffset = 0
        f.parent.beginTime = 0
        f.parent.beginTime = f.parent.convertTime(CACurrentMediaTime(), from: nil) - paused
        for frame in [64, 80] {
            f.advance(toFrame: frame)
            samples.append(f.shownOpacity)
        }
        #expect(samples == [0.25, 0.25, 0.25, 0.5, 0.75])
    }

    @Test func aFasterLayerRunsItsAnimationsFaster() {
        let f = Fixture()
        f.layer.speed = 2
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        f.layer.add(animation, forKey: nil)
        f.advance(toFrame: 16)
        #expect(f.shownOpacity == 0.5)
        f.advance(toFrame: 32)
        #expect(f.layer.animationKeys() == nil)
    }

    @Test func convertTimeComposesTheAncestorsTimelines() {
        let f = Fixture()
        f.parent.speed = 2
        f.parent.beginTime = 1
        f.layer.timeOffset = 3
        // parent = (t − 1) × 2; layer = parent + 3.
        #expect(f.layer.convertTime(5, from: nil) == 11)
        #expect(f.layer.convertTime(11, to: nil) == 5)
        #expect(f.layer.convertTime(11, to: f.parent) == 8)
        #expect(f.parent.convertTime(8, to: f.layer) == 11)
        // Non-finite values are refused, keeping the defaults.
        f.layer.speed = .nan
        f.layer.timeOffset = .infinity
        #expect(f.layer.speed == 1 && f.layer.timeOffset == 0)
    }
}
