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
    static func halfWay(
        _ type: CATransitionType, subtype: CATransitionSubtype = .fromRight, progress: (Float, Float) = (0, 1),
        at time: TimeInterval = 0.5, log: Log? = nil
    ) -> (UIImage, UIWindow, EventDriver) {
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
        transition.subtype = subtype
        (transition.startProgress, transition.endProgress) = progress
        transition.duration = 1
        transition.delegate = log
        card.add(transition, forKey: kCATransition)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = Self.red
        CATransaction.commit()
        driver.advance(by: time)
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

    /// Every type with every subtype, half way: the old (blue) and new (red) 60-point squares where Core Animation's
    /// description puts them. The subtype names the side the new look comes from; `push` moves both by half the
    /// layer's size, `moveIn` moves only the new look (over the old), `reveal` only the old (over the new), `fade`
    /// ignores the subtype. Sampled on the line through the middle along the subtype's axis, away from every edge.
    @Test(arguments: [CATransitionType.push, .moveIn, .reveal, .fade])
    func everyTypeWithEverySubtypeHalfWay(type: CATransitionType) {
        let subtypes: [(CATransitionSubtype, CGVector)] = [
            (.fromLeft, CGVector(dx: -1, dy: 0)), (.fromRight, CGVector(dx: 1, dy: 0)),
            (.fromTop, CGVector(dx: 0, dy: -1)), (.fromBottom, CGVector(dx: 0, dy: 1)),
        ]
        for (subtype, side) in subtypes {
            let (image, _, _) = Self.halfWay(type, subtype: subtype)
            // Where each square's top-left corner is half way (the new look starts one size away on `side`).
            let card = CGRect(x: 20, y: 20, width: 60, height: 60)
            let half = CGVector(dx: side.dx * 30, dy: side.dy * 30)
            let (old, new): (CGRect, CGRect)
            switch type {
            case .push:
                (old, new) = (card.offsetBy(dx: -half.dx, dy: -half.dy), card.offsetBy(dx: half.dx, dy: half.dy))
            case .moveIn: (old, new) = (card, card.offsetBy(dx: half.dx, dy: half.dy))
            case .reveal: (old, new) = (card.offsetBy(dx: -half.dx, dy: -half.dy), card)
            default: (old, new) = (card, card)
            }
            for along in [5, 15, 35, 45, 55, 65, 85, 95] {
                let point = side.dx != 0 ? CGPoint(x: along, y: 50) : CGPoint(x: 50, y: along)
                let pixel = Self.rgba(image, Int(point.x), Int(point.y))
                let expected: [Int]
                if type == .fade {
                    expected = card.contains(point) ? [191, 64, 128, 255] : [255, 255, 255, 255]
                    #expect(Self.near(pixel, expected), "\(type.rawValue) \(subtype.rawValue) at \(point): \(pixel)")
                    continue
                }
                // Reveal draws the old look over the new; the others the new over the old.
                let onTop = type == .reveal ? old : new, under = type == .reveal ? new : old
                let topColour = type == .reveal ? [0, 0, 255, 255] : [255, 0, 0, 255]
                let underColour = type == .reveal ? [255, 0, 0, 255] : [0, 0, 255, 255]
                expected =
                    onTop.contains(point) ? topColour : under.contains(point) ? underColour : [255, 255, 255, 255]
                #expect(pixel == expected, "\(type.rawValue) \(subtype.rawValue) at \(point)")
            }
        }
    }

    /// `startProgress` and `endProgress` cut the transition: it starts 20 % in and runs to 60 %, over its whole
    /// duration; at the end the layer shows the new look alone.
    @Test func startAndEndProgressCutTheTransition() {
        // At the start: progress 0.2, the old look 12 points left (8 … 68), the new one from 68.
        let (start, _, _) = Self.halfWay(.push, progress: (0.2, 0.6), at: 0)
        #expect(Self.rgba(start, 10, 50) == [0, 0, 255, 255])
        #expect(Self.rgba(start, 65, 50) == [0, 0, 255, 255])
        #expect(Self.rgba(start, 72, 50) == [255, 0, 0, 255])
        #expect(Self.rgba(start, 5, 50) == [255, 255, 255, 255])
        // Half way through the duration: progress 0.4, the old look at −4 … 56, the new one from 56.
        let (middle, window, driver) = Self.halfWay(.push, progress: (0.2, 0.6))
        #expect(Self.rgba(middle, 50, 50) == [0, 0, 255, 255])
        #expect(Self.rgba(middle, 60, 50) == [255, 0, 0, 255])
        #expect(Self.rgba(middle, 95, 50) == [255, 0, 0, 255])
        // Past the end: the new look where the model is, nothing else.
        driver.advance(by: 0.6)
        let done = window.renderer.image()
        #expect(Self.rgba(done, 10, 50) == [255, 255, 255, 255])
        #expect(Self.rgba(done, 50, 50) == [255, 0, 0, 255])
        #expect(Self.rgba(done, 90, 50) == [255, 255, 255, 255])
    }
}
