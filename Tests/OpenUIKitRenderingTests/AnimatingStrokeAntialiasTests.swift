import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// A shape layer's thin stroke is anti-aliased with Cairo's fast setting while the layer has animations, and fully
/// at rest; a stroke wider than 8 device pixels always fully. Each frame here is the stroke's first sighting (the
/// mask cache emptied), so it is stroked directly. The ring is a slightly flattened ellipse: a circle's stroke would
/// go to the arc rasterizer instead (`ArcStrokeRasterizerTests`).
@MainActor
@Suite(.serialized) struct AnimatingStrokeAntialiasTests {
    /// Every pixel of a white 80 × 80 window with a black oval ring off the pixel grid, as RGBA bytes.
    static func ring(lineWidth: CGFloat, animating: Bool) -> [UInt8] {
        ShapeLayerMasks.shared.removeAll()
        defer { ShapeLayerMasks.shared.removeAll() }
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        window.backgroundColor = .white
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        ring.path = CGPath(ellipseIn: CGRect(x: 17.3, y: 17.3, width: 45, height: 44), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = CGColor(gray: 0, alpha: 1)
        ring.lineWidth = lineWidth
        window.layer.addSublayer(ring)
        if animating {
            // An animation that changes nothing shown: only its presence counts.
            let hold = CABasicAnimation(keyPath: "opacity")
            (hold.fromValue, hold.toValue, hold.duration) = (1, 1, 100)
            ring.add(hold, forKey: "hold")
        }
        let image = window.renderer.image()
        var bytes: [UInt8] = []
        for y in 0..<80 {
            for x in 0..<80 {
                guard let p = image.pixel(x: x, y: y) else { continue }
                bytes += [p.red, p.green, p.blue, p.alpha]
            }
        }
        return bytes
    }

    @Test func aThinStrokeIsAntialiasedFastOnlyWhileItsLayerAnimates() {
        let still = Self.ring(lineWidth: 3, animating: false)
        let moving = Self.ring(lineWidth: 3, animating: true)
        #expect(still.count == 80 * 80 * 4 && moving.count == still.count)
        // The same again gives the same pixels: the difference below is the anti-aliasing, not noise.
        #expect(Self.ring(lineWidth: 3, animating: false) == still)
        let differing = (0..<still.count).filter { still[$0] != moving[$0] }.count
        #expect(differing > 0, "fast anti-aliasing changes some edge pixels")
        // Only edges differ: the stroke (x 15.8 … 18.8 on the row at y 40) is black and the centre white in both.
        for pixels in [still, moving] {
            #expect(Array(pixels[(40 * 80 + 17) * 4..<(40 * 80 + 17) * 4 + 4]) == [0, 0, 0, 255])
            #expect(Array(pixels[(40 * 80 + 40) * 4..<(40 * 80 + 40) * 4 + 4]) == [255, 255, 255, 255])
        }
    }

    @Test func aWideStrokeKeepsTheFullAntialiasingWhileItsLayerAnimates() {
        #expect(Self.ring(lineWidth: 12, animating: true) == Self.ring(lineWidth: 12, animating: false))
    }
}
