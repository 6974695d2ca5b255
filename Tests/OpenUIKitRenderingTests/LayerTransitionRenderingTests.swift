import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// `CATransition` drawn half way on virtual time: where the old picture and the new look are for each type, on a
/// standalone layer and on a view's own layer, and the delegate's ordered calls.
@MainActor
@Suite(.serialized) struct LayerTransitionRenderingTests {
    static func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    static func near(_ a: [Int], _ b: [Int], within tolerance: Int = 2) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    final class Log: CAAnimationDelegate {
        var entries: [String] = []
        func animationDidStart(_ anim: CAAnimation) { entries.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { entries.append("stop \(flag)") }
    }

    /// A white 100×100 window with a blue 60×60 layer at (20, 20); the layer turns red through `type` from the
    /// right, and the window is drawn half way through the transition's second.
    static func halfWay(_ type: CATransitionType, log: Log? = nil) -> (UIImage, UIWindow, EventDriver) {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        card.backgroundColor = Self.blue
        window.layer.addSublayer(card)
        _ = window.renderer.image()
        let transition = CATransition()
        transition.type = type
        transition.subtype = .fromRight
        transition.duration = 1
        transition.delegate = log
        card.add(transition, forKey: kCATransition)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = Self.red
        CATransaction.commit()
        driver.advance(by: 0.5)
        return (window.renderer.image(), window, driver)
    }

    @Test func pushSlidesTheOldLookOutAndTheNewInFromTheSubtypesSide() {
        let log = Log()
        let (image, window, driver) = Self.halfWay(.push, log: log)
        // Old (blue) moved 30 left to −10 … 50, new (red) from the right at 50 … 110: not clipped.
        #expect(Self.rgba(image, 15, 50) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 45, 50) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 55, 50) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 95, 50) == [255, 0, 0, 255])
        driver.advance(by: 0.5)
        let done = window.renderer.image()
        #expect(Self.rgba(done, 15, 50) == [255, 255, 255, 255])
        #expect(Self.rgba(done, 45, 50) == [255, 0, 0, 255])
        #expect(log.entries == ["start", "stop true"])
    }

    @Test func moveInRevealAndFade() {
        let (moveIn, _, _) = Self.halfWay(.moveIn)
        // The old look stays; the new one covers its right half.
        #expect(Self.rgba(moveIn, 30, 50) == [0, 0, 255, 255])
        #expect(Self.rgba(moveIn, 55, 50) == [255, 0, 0, 255])
        let (reveal, _, _) = Self.halfWay(.reveal)
        // The old look slides out to the left over the new one, which stays.
        #expect(Self.rgba(reveal, 15, 50) == [0, 0, 255, 255])
        #expect(Self.rgba(reveal, 45, 50) == [0, 0, 255, 255])
        #expect(Self.rgba(reveal, 55, 50) == [255, 0, 0, 255])
        let (fade, _, _) = Self.halfWay(.fade)
        // Half the old blue over white, half the new red over that.
        #expect(Self.near(Self.rgba(fade, 50, 50), [191, 64, 128, 255]), "\(Self.rgba(fade, 50, 50))")
    }

    @Test func aViewsOwnLayerTransitionsTheViewAndItsSubviews() {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        panel.backgroundColor = .blue
        let dot = UIView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
        dot.backgroundColor = .green
        panel.addSubview(dot)
        window.addSubview(panel)
        _ = window.renderer.image()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromBottom
        transition.duration = 1
        panel.layer.add(transition, forKey: kCATransition)
        panel.backgroundColor = .red
        dot.removeFromSuperview()
        driver.advance(by: 0.5)
        let image = window.renderer.image()
        // From the bottom: the old look (with its green dot, now at 30 … 40) moved up 30, the new one below it.
        #expect(Self.rgba(image, 22, 35) == [0, 255, 0, 255])
        #expect(Self.rgba(image, 22, 45) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 50, 55) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 50, 95) == [255, 0, 0, 255])
        // The model is the new look at once: hit-testing finds the panel where it is.
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === panel)
    }
}
