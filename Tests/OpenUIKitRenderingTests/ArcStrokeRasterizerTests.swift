import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
@_spi(Rendering) @testable import OpenUIKitCairo
import OpenUIKitTesting

/// An animating shape layer's stroke along one circular arc is covered pixel by pixel from the circle
/// (`ArcStrokeRasterizer`): the trimmed part and its caps land where Cairo's stroke puts them, edges within a few
/// levels of it, inside groups and partial redraws too; every other stroke still goes to Cairo.
@MainActor
@Suite(.serialized) struct ArcStrokeRasterizerTests {
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A ring of radius 30 and width 6 centred at (60, 60) in a 120 × 120 layer, trimmed to `strokeEnd` from 12
    /// o'clock clockwise on screen, with an animation that changes nothing shown (only its presence counts).
    static func ring(strokeEnd: CGFloat, cap: CAShapeLayerLineCap = .butt, angle: CGFloat = 0) -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 60, y: 60), radius: 30, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = blue
        ring.lineWidth = 6
        ring.lineCap = cap
        ring.strokeEnd = strokeEnd
        ring.setAffineTransform(CGAffineTransform(rotationAngle: angle))
        let hold = CABasicAnimation(keyPath: "opacity")
        (hold.fromValue, hold.toValue, hold.duration) = (1, 1, 100)
        ring.add(hold, forKey: "hold")
        return ring
    }

    /// The RGBA bytes of `image` at the pixel whose centre is nearest (`x`, `y`).
    static func rgba(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
        guard let p = image.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))) else { return [] }
        return [p.red, p.green, p.blue, p.alpha]
    }

    /// A point `radius` from the ring's centre, `degrees` clockwise from 12 o'clock.
    static func onRing(_ degrees: CGFloat, radius: CGFloat = 30) -> (CGFloat, CGFloat) {
        let angle = (degrees - 90) * .pi / 180
        return (60 + radius * cos(angle), 60 + radius * sin(angle))
    }

    /// What the pixels at 45°, 135°, 225° and 315° on the ring, 3° (1.6 points) before its start, the centre, and 1 point inside
    /// and outside the band at 45° show: "s" stroke colour, "w" white, "e" an edge value between.
    static func samples(_ image: UIImage) -> String {
        let points =
            [45, 135, 225, 315, -3].map { onRing($0) } + [(60, 60), onRing(45, radius: 26), onRing(45, radius: 34)]
        return points.map { point -> String in
            switch rgba(image, point.0, point.1) {
            case [0, 0, 255, 255]: "s"
            case [255, 255, 255, 255]: "w"
            default: "e"
            }
        }.joined()
    }

    static func render(_ ring: CAShapeLayer) -> UIImage {
        ShapeLayerMasks.shared.removeAll()
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .white
        window.layer.addSublayer(ring)
        return window.renderer.image()
    }

    @Test func theTrimmedPartAndItsCapsAreCoveredAndTheRestIsNot() {
        ArcStrokeRasterizer.strokes = 0
        let quarter = Self.samples(Self.render(Self.ring(strokeEnd: 0.25)))
        let threeQuarters = Self.samples(Self.render(Self.ring(strokeEnd: 0.75)))
        // A round cap reaches 3 points back from the start.
        let rounded = Self.samples(Self.render(Self.ring(strokeEnd: 0.25, cap: .round)))
        // Turned a quarter clockwise: the stroke runs from 3 to 6 o'clock.
        let turned = Self.samples(Self.render(Self.ring(strokeEnd: 0.25, angle: .pi / 2)))
        #expect(
            [quarter, threeQuarters, rounded, turned] == ["swwwwwww", "ssswwwww", "swwwswww", "wswwwwww"])
        #expect(ArcStrokeRasterizer.strokes == 4)
    }

    @Test func edgesAreCloserToCairosExactCoverageThanItsFastSettingInGroupsAndPartialRedraws() {
        /// Both frames of a window of rings (one in a half-transparent group, whose trim changes between frames so the
        /// second frame redraws only part of the window, across the other ring), as RGBA bytes; `animating` false
        /// draws the rings at rest.
        func frames(animating: Bool) -> [[UInt8]] {
            ShapeLayerMasks.shared.removeAll()
            defer { ShapeLayerMasks.shared.removeAll() }
            let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
            window.backgroundColor = .white
            let plain = Self.ring(strokeEnd: 0.6, cap: .round, angle: 0.3)
            plain.position.x += 10
            let group = CALayer()
            group.frame = CGRect(x: 120, y: 0, width: 120, height: 120)
            group.opacity = 0.5
            let grouped = Self.ring(strokeEnd: 0.35, angle: -1.1)
            grouped.strokeStart = 0.1
            grouped.strokeColor = CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.8)
            group.addSublayer(grouped)
            window.layer.addSublayer(plain)
            window.layer.addSublayer(group)
            if !animating {
                for ring in [plain, grouped] { ring.removeAllAnimations() }
            }
            let first = LayerCachingTests.pixels(window.renderer.image())
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            grouped.strokeEnd = 0.9
            CATransaction.commit()
            let second = LayerCachingTests.pixels(window.renderer.image())
            #expect(window.renderer.lastFrame?.isFullRedraw == false)
            return [first, second]
        }
        /// The summed difference of every byte from `reference`'s, per frame.
        func distance(_ frames: [[UInt8]], from reference: [[UInt8]]) -> [Int] {
            zip(frames, reference).map { zip($0, $1).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) } }
        }
        let exact = frames(animating: false)
        ArcStrokeRasterizer.isEnabled = false
        let fast = frames(animating: true)
        ArcStrokeRasterizer.isEnabled = true
        ArcStrokeRasterizer.strokes = 0
        let covered = frames(animating: true)
        // Both rings in both frames: the second frame's damage (the turned group ring's box) reaches the plain
        // ring, whose right edge is drawn again inside it and nowhere else.
        #expect(ArcStrokeRasterizer.strokes == 4)
        let ours = distance(covered, from: exact), cairos = distance(fast, from: exact)
        for frame in 0..<2 {
            #expect(covered[frame].count == 240 * 120 * 4)
            #expect(ours[frame] > 0 && ours[frame] < cairos[frame])
            // Only edges differ from the exact coverage, by under a third of the range: a misplaced arc would
            // differ by the whole range over hundreds of pixels.
            #expect(zip(covered[frame], exact[frame]).allSatisfy { abs(Int($0) - Int($1)) <= 80 })
        }
    }

    @Test func onlyStrokesItDrawsExactlyGoToIt() {
        func takes(_ change: (CAShapeLayer) -> Void, animating: Bool = true) -> Bool {
            let ring = Self.ring(strokeEnd: 0.5)
            if !animating { ring.removeAllAnimations() }
            change(ring)
            ArcStrokeRasterizer.strokes = 0
            _ = Self.render(ring)
            return ArcStrokeRasterizer.strokes == 1
        }
        let cases: [Bool] = [
            takes { _ in },
            takes({ _ in }, animating: false),
            takes { $0.lineDashPattern = [4, 2] },
            takes { $0.lineCap = .square },
            takes { $0.fillColor = Self.blue },
            takes { $0.lineWidth = 12 },
            takes { $0.path = CGPath(ellipseIn: CGRect(x: 20, y: 30, width: 80, height: 60), transform: nil) },
            takes { $0.setAffineTransform(CGAffineTransform(scaleX: 1.5, y: 1)) },
            takes { $0.path = CGPath(ellipseIn: CGRect(x: 30, y: 30, width: 60, height: 60), transform: nil) },
        ]
        #expect(cases == [true, false, false, false, false, false, false, false, true])
    }

    /// Rings small enough for a table of their band's coverage draw exactly what measuring each pixel's distance
    /// draws: at whole and fractional centres, turned, trimmed to less and more than half a turn, with butt and round
    /// caps, opaque and translucent.
    @Test func radialTablesDrawExactlyWhatMeasuringDraws() {
        /// (radius, width, strokeEnd, cap, turn, offset of the centre, alpha)
        let rings: [(CGFloat, CGFloat, CGFloat, CAShapeLayerLineCap, CGFloat, CGFloat, CGFloat)] = [
            (10, 3, 0.3, .butt, 0, 0, 1), (10, 3, 0.8, .butt, 0.7, 0.25, 1), (14, 5, 0.6, .round, -1.2, 0.4, 1),
            (8, 2, 0.45, .round, 2.5, 0.5, 0.6), (16, 4, 1, .butt, 0, 0.7, 1), (6, 1.5, 0.9, .butt, 1, 0.1, 0.8),
        ]
        func pixels(tables: Bool) -> [UInt8] {
            ArcStrokeRasterizer.usesRadialTables = tables
            defer { ArcStrokeRasterizer.usesRadialTables = true }
            ShapeLayerMasks.shared.removeAll()
            let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            window.backgroundColor = .white
            for (index, ring) in rings.enumerated() {
                let (radius, width, end, cap, turn, offset, alpha) = ring
                let shape = CAShapeLayer()
                shape.frame = CGRect(x: 40 * CGFloat(index) + offset, y: offset, width: 40, height: 40)
                shape.path =
                    UIBezierPath(
                        arcCenter: CGPoint(x: 20, y: 20), radius: radius, startAngle: -.pi / 2,
                        endAngle: 3 * .pi / 2, clockwise: true
                    ).cgPath
                shape.fillColor = nil
                shape.strokeColor = CGColor(red: 0.1, green: 0.5, blue: 0.9, alpha: alpha)
                (shape.lineWidth, shape.lineCap, shape.strokeEnd) = (width, cap, end)
                shape.setAffineTransform(CGAffineTransform(rotationAngle: turn))
                let hold = CABasicAnimation(keyPath: "opacity")
                (hold.fromValue, hold.toValue, hold.duration) = (1, 1, 100)
                shape.add(hold, forKey: "hold")
                window.layer.addSublayer(shape)
            }
            return LayerCachingTests.pixels(window.renderer.image())
        }
        ArcStrokeRasterizer.strokes = 0
        ArcStrokeRasterizer.radialTablesMade = 0
        let measured = pixels(tables: false)
        #expect(ArcStrokeRasterizer.radialTablesMade == 0)
        let tabled = pixels(tables: true)
        #expect(ArcStrokeRasterizer.strokes == 12)
        // One table for each ring's shape and fraction of a pixel.
        #expect(ArcStrokeRasterizer.radialTablesMade == 6)
        #expect(measured.count == 240 * 40 * 4)
        // Stroke colour was drawn: neither image is blank.
        #expect(measured.contains { $0 < 200 })
        #expect(tabled.count == measured.count)
        // Counted rather than compared whole, so a failure says how many bytes differ.
        #expect(zip(tabled, measured).filter { $0 != $1 }.count == 0)
    }

    /// The opaque colour's blend, two channels at a time, gives the general blend's value for every coverage and
    /// every level of the pixel below.
    @Test func anOpaqueColourBlendsAsTheGeneralBlendDoes() {
        let band = ArcBand(
            centerX: 10, centerY: 10, radius: 5, half: 1, from: 0, sweep: 1, roundCaps: false,
            color: CGColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1))
        var differing = 0
        for coverage in UInt32(0)...255 {
            for level in UInt32(0)...255 {
                let old = level << 24 | (255 - level) << 16 | (level * 7 & 0xFF) << 8 | (level * 13 & 0xFF)
                if band.blend(coverage, over: old) != band.blendWorkedInSquares(coverage, over: old) { differing += 1 }
            }
        }
        #expect(band.alpha == 255)
        #expect(differing == 0)
    }
}
