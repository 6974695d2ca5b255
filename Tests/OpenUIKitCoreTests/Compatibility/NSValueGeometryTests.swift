import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// UIKit's `NSValue` boxes of Core Graphics values, and layer animations that take them as values.
@MainActor
@Suite struct NSValueGeometryTests {
    @Test func boxesRoundTrip() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue
                == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func anAnimationBetweenBoxedPointsMovesTheLayer() {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        animation.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 40))
        animation.duration = 1
        layer.add(animation, forKey: "move")
        var positions: [CGPoint] = []
        for frame in [16, 32] {
            driver.advance(by: Double(frame) / 64 - driver.clock.now)
            positions.append(layer.presentation()?.position ?? .zero)
        }
        #expect(positions == [CGPoint(x: 25, y: 10), CGPoint(x: 50, y: 20)])
        #expect(driver.diagnostics.isEmpty)
    }
}
