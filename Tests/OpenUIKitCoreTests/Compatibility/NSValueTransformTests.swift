import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// `NSValue(caTransform3D:)` and `NSValue(cgAffineTransform:)`, and transform animations that take them as values.
@MainActor
@Suite struct NSValueTransformTests {
    @Test func transformBoxesRoundTripAndOtherValuesReadAsTheIdentity() {
        let turn = CATransform3DTranslate(CATransform3DMakeRotation(0.5, 0, 0, 1), 3, -4, 5)
        #expect(NSValue(caTransform3D: turn).caTransform3DValue == turn)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(caTransform3D: turn).cgAffineTransformValue == .identity)
        #expect(NSValue(caTransform3D: turn) == NSValue(caTransform3D: turn))
    }

    /// TKSwitcherCollection's bubble: a keyframe animation through boxed scales.
    @Test func aKeyframeAnimationThroughBoxedTransformsScalesTheLayer() {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = [
            NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeScale(1, 0.5, 1)),
        ]
        animation.duration = 1
        layer.add(animation, forKey: "squash")
        driver.advance(by: 32.0 / 64 - driver.clock.now)
        #expect(layer.presentation()?.transform.m22 == 0.75)
        #expect(driver.diagnostics.isEmpty)
    }
}
