import Foundation
@_spi(Rendering) @testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// The animator marks the area an animating layer showed before its new presentation values from the last frame's
/// mark while no model change has marked any layer since: the damage is the same, frame by frame, as when every
/// mark is worked out, through model changes of every kind made between frames.
@MainActor
@Suite(.serialized) struct PresentedMarkTests {
    /// The damage of 16 frames at 64 Hz of a ring turning and trimming inside a plain container, with one model
    /// change made before each frame from the third on (the changes a remembered area could miss).
    static func damage(reusing: Bool) -> [[CGRect]] {
        CALayer.reusesPresentedMarks = reusing
        defer { CALayer.reusesPresentedMarks = true }
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = CALayer()
        container.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
        let other = CALayer()
        other.frame = CGRect(x: 260, y: 260, width: 100, height: 100)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
        ring.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32), transform: nil)
        (ring.fillColor, ring.strokeColor, ring.lineWidth) = (nil, CGColor(red: 0, green: 0, blue: 1, alpha: 1), 3)
        window.layer.addSublayer(container)
        window.layer.addSublayer(other)
        container.addSublayer(ring)
        window.layoutIfNeeded()
        _ = window.takeDamage()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        (spin.fromValue, spin.toValue, spin.duration, spin.repeatCount) = (0, 2 * Double.pi, 0.5, .infinity)
        let trim = CABasicAnimation(keyPath: "strokeEnd")
        (trim.fromValue, trim.toValue, trim.duration, trim.repeatCount) = (0, 1, 0.25, .infinity)
        ring.add(spin, forKey: "spin")
        ring.add(trim, forKey: "trim")
        let changes: [() -> Void] = [
            {}, {},
            { ring.position = CGPoint(x: 70, y: 64) },
            { container.transform = CATransform3DMakeScale(1.25, 1.25, 1) },
            { ring.lineWidth = 9 },
            { ring.path = CGPath(ellipseIn: CGRect(x: -6, y: -6, width: 52, height: 52), transform: nil) },
            { ring.isHidden = true },
            { ring.isHidden = false },
            { ring.anchorPoint = CGPoint(x: 0, y: 0) },
            { container.bounds.origin = CGPoint(x: 15, y: -10) },
            { ring.setValue(2, forKeyPath: "lineWidth") },
            { ring.bounds.size = CGSize(width: 80, height: 30) },
            { other.addSublayer(ring) },
            { container.sublayerTransform = CATransform3DMakeTranslation(5, 5, 0) },
            { other.position.x = 200 },
            {},
        ]
        var frames: [[CGRect]] = []
        for (index, change) in changes.enumerated() {
            // Without implicit actions: an action's animation would present the layer again at once.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
            driver.advance(by: Double(index + 1) / 64 - driver.clock.now)
            frames.append(window.takeDamage())
        }
        return frames
    }

    @Test func rememberedMarksDamageWhatWorkedOutMarksDamage() {
        CALayer.presentedMarksReused = 0
        let workedOut = Self.damage(reusing: false)
        #expect(CALayer.presentedMarksReused == 0)
        let remembered = Self.damage(reusing: true)
        // Reused when the second animation is added (the first one's mark is current), in the two frames before the
        // changes and in the last frame: in none after a change.
        #expect(CALayer.presentedMarksReused == 4)
        #expect(workedOut.count == 16)
        // Every frame damaged something (the ring turns in each).
        #expect(workedOut.allSatisfy { !$0.isEmpty })
        #expect(remembered == workedOut)
    }
}
