import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// What the renderer keeps between frames for layers, checked against drawing everything afresh: shape masks give
/// the same pixels, `shouldRasterize` keeps one bitmap until something inside changes, and a change to one layer of
/// many repaints only the layers in its damage.
@MainActor
@Suite(.serialized) struct LayerCachingTests {
    /// Every pixel of `image`, as RGBA bytes.
    static func pixels(_ image: UIImage) -> [UInt8] {
        let width = Int(image.size.width * image.scale), height = Int(image.size.height * image.scale)
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                guard let p = image.pixel(x: x, y: y) else { continue }
                bytes += [p.red, p.green, p.blue, p.alpha]
            }
        }
        return bytes
    }

    static func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [p.red, p.green, p.blue, p.alpha]
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A white window with a grid of rings sharing one path, each trimmed and turned alike (`distinct` turns each
    /// by a different angle), half a pixel down.
    static func rings(count: Int, strokeEnd: CGFloat, distinct: Bool = false) -> UIWindow {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 80))
        window.backgroundColor = .white
        let ring = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 24, height: 24), transform: nil)
        for index in 0..<count {
            let shape = CAShapeLayer()
            let column = CGFloat(index % 5), row = CGFloat(index / 5)
            shape.frame = CGRect(x: 32 * column, y: 32 * row + 0.5, width: 32, height: 32)
            shape.path = ring
            shape.fillColor = index.isMultiple(of: 2) ? nil : CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
            shape.strokeColor = index.isMultiple(of: 3) ? Self.red : Self.blue
            shape.lineWidth = 3
            shape.lineCap = .round
            shape.strokeEnd = strokeEnd
            let angle: CGFloat = distinct ? CGFloat(index) * 0.3 : 0.7
            shape.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            window.layer.addSublayer(shape)
        }
        return window
    }

    @Test func shapeMasksGiveTheSamePixelsAsStrokingAndFilling() {
        let masks = ShapeLayerMasks.shared
        masks.removeAll()
        masks.resetCounters()
        masks.isEnabled = false
        let direct = Self.pixels(Self.rings(count: 10, strokeEnd: 0.7).renderer.image())
        masks.isEnabled = true
        defer { masks.removeAll() }
        let cached = Self.pixels(Self.rings(count: 10, strokeEnd: 0.7).renderer.image())
        #expect(cached == direct)
        // Two shapes (the stroke, in either colour, and the fill): each drawn directly the first time it is seen,
        // rasterized the second, composited from its mask from then on.
        let counts: [Int] = [masks.direct, masks.misses, masks.hits]
        #expect(counts == [2, 2, 10])
        // Rings that all differ are all drawn directly, as before.
        masks.resetCounters()
        _ = Self.rings(count: 10, strokeEnd: 0.4, distinct: true).renderer.image()
        let distinctCounts: [Int] = [masks.direct, masks.misses, masks.hits]
        #expect(distinctCounts == [10, 0, 0])
    }

    @Test func aRasterizedLayerKeepsItsBitmapUntilSomethingInsideChanges() {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        card.backgroundColor = Self.blue
        card.cornerRadius = 8
        let badge = CAShapeLayer()
        badge.path = CGPath(ellipseIn: CGRect(x: 30, y: 10, width: 20, height: 20), transform: nil)
        badge.fillColor = Self.red
        card.addSublayer(badge)
        window.layer.addSublayer(card)
        let plain = Self.pixels(window.renderer.image())
        card.shouldRasterize = true
        let rasterized = Self.pixels(window.renderer.image())
        // The bitmap is composited once more than direct drawing: anti-aliased edges may round one step apart.
        #expect(rasterized.count == plain.count)
        #expect(zip(rasterized, plain).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        var log: [String] = []
        var last = card.rasterizedContent
        func note(_ step: String) {
            _ = window.renderer.image()
            log.append("\(step): \(card.rasterizedContent === last ? "kept" : "redrawn")")
            last = card.rasterizedContent
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.position.x += 20
        note("moved")
        card.opacity = 0.5
        note("faded")
        badge.fillColor = Self.blue
        note("badge recoloured")
        card.setAffineTransform(CGAffineTransform(scaleX: 1, y: 1))
        note("same transform")
        card.addSublayer(CALayer())
        note("sublayer added")
        card.rasterizationScale = 2
        note("scale")
        CATransaction.commit()
        #expect(
            log == [
                "moved: kept", "faded: kept", "badge recoloured: redrawn", "same transform: kept",
                "sublayer added: redrawn", "scale: redrawn",
            ])
        // Moved by 20 points: the bitmap shows where the layer is now.
        let moved = window.renderer.image()
        #expect(Self.rgba(moved, 15, 30) == [255, 255, 255, 255])
        #expect(Self.rgba(moved, 35, 45)[2] > 100)
    }

    @Test func aChangeToOneLayerOfManyPaintsOnlyTheLayersItsDamageReaches() throws {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 200))
        window.backgroundColor = .white
        var shapes: [CAShapeLayer] = []
        for index in 0..<12 {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 100 * (index % 6) + 10, y: 100 * (index / 6) + 10, width: 40, height: 40)
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            shape.strokeColor = Self.blue
            shape.lineWidth = 4
            shape.lineJoin = .round
            window.layer.addSublayer(shape)
            shapes.append(shape)
        }
        #expect(window.renderer.renderIfNeeded()?.layersPainted == 12)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shapes[7].strokeColor = Self.red
        CATransaction.commit()
        let frame = try #require(window.renderer.renderIfNeeded())
        #expect(frame.layersPainted == 1)
        #expect(!frame.isFullRedraw)
        #expect(Self.rgba(window.renderer.image(), 110, 130) == [255, 0, 0, 255])
    }
}
