import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// A replicator's copies drawn with their own colours (`instanceColor` and the offsets) and their own moment of the
/// sublayers' animations (`instanceDelay`), probed at pixel centres on virtual time.
@MainActor
@Suite(.serialized) struct ReplicatorInstanceRenderingTests {
    static func rgb(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    static func near(_ a: [Int], _ b: [Int]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1 }
    }

    /// Three 10-point dots 25 points apart at y 45 … 55 in a white 100×100 window, painted `dotColor`.
    static func scene(_ driver: EventDriver, dotColor: CGColor) -> (UIWindow, CAReplicatorLayer, CALayer) {
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = window.bounds
        let dot = CALayer()
        dot.frame = CGRect(x: 5, y: 45, width: 10, height: 10)
        dot.backgroundColor = dotColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
        window.layer.addSublayer(replicator)
        return (window, replicator, dot)
    }

    @Test func instanceColorAndOffsetsTintEachCopy() {
        let (window, replicator, _) = Self.scene(EventDriver(), dotColor: CGColor(gray: 1, alpha: 1))
        replicator.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        replicator.instanceRedOffset = -0.5
        replicator.instanceBlueOffset = 0.5
        let image = window.renderer.image()
        let copies = [10, 35, 60].map { Self.rgb(image, $0, 50) }
        #expect(Self.near(copies[0], [255, 0, 0]), "\(copies)")
        #expect(Self.near(copies[1], [128, 0, 128]), "\(copies)")
        #expect(Self.near(copies[2], [0, 0, 255]), "\(copies)")
        // Outside the dots nothing is tinted.
        #expect(Self.rgb(image, 20, 50) == [255, 255, 255])
    }

    @Test func instanceDelayShowsEachCopyLaterInTheSublayersAnimation() {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let (window, replicator, dot) = Self.scene(driver, dotColor: CGColor(gray: 0, alpha: 1))
        replicator.instanceDelay = 0.25
        _ = window.renderer.image()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        dot.add(fade, forKey: "fade")
        driver.advance(by: 0.5)
        let image = window.renderer.image()
        // The first copy half faded, the second a quarter (0.25 s behind), the third not yet started.
        let grays = [10, 35, 60].map { Self.rgb(image, $0, 50)[0] }
        #expect(zip(grays, [128, 64, 0]).allSatisfy { abs($0 - $1) <= 1 }, "\(grays)")
        // Every copy's area is damaged by the one dot's animation.
        driver.advance(by: 0.25)
        let frame = window.renderer.renderIfNeeded()
        #expect(frame?.rectangles.contains { $0.minX <= 5 && $0.maxX >= 65 } == true)
    }
}
