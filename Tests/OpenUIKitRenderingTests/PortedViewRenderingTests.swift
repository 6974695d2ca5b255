import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// What ported UIKit views look like on screen: template images in the tint colour, a view backed by a shape layer
/// (`layerClass`), a view layer's `contents`, and a blur drawn as a translucent tint.
@MainActor
@Suite struct PortedViewRenderingTests {
    /// A 10×10 image: a red 6×6 square at (2, 2) on transparency.
    static func squareImage() throws -> UIImage {
        let canvas = Graphics.backend.makeBitmapCanvas(pixelWidth: 10, pixelHeight: 10, opaque: false)
        canvas.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        canvas.fillPath(rule: .winding, color: UIColor.red.cgColor, alpha: 1)
        return UIImage(pixels: canvas.makeImage(), scale: 1)
    }

    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    @Test func templateImagesTakeTheTintColourAndOriginalsStayAsTheyAre() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.backgroundColor = .white
        let image = try Self.squareImage()
        let original = UIImageView(image: image)
        let template = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        template.frame.origin.x = 20
        template.tintColor = .blue
        window.addSubview(original)
        window.addSubview(template)
        window.renderer.renderIfNeeded()
        func sample() -> [[UInt8]] {
            let shot = window.renderer.image()
            return [(5, 5), (1, 1), (25, 5), (21, 1)].map { point in
                shot.pixel(x: point.0, y: point.1).map { [$0.red, $0.green, $0.blue] } ?? []
            }
        }
        #expect(sample() == [[255, 0, 0], [255, 255, 255], [0, 0, 255], [255, 255, 255]])
        // A new tint redraws the template.
        template.tintColor = .green
        #expect(window.renderer.renderIfNeeded() != nil)
        #expect(sample()[2] == [0, 255, 0])
    }

    @Test func aShapeLayerClassPaintsItsPathUnderTheViewsDrawing() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.backgroundColor = .white
        let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let layer = try #require(shape.layer as? CAShapeLayer)
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
        layer.fillColor = UIColor.blue.cgColor
        let picture = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        picture.layer.contents = try Self.squareImage().cgImage
        window.addSubview(shape)
        window.addSubview(picture)
        window.renderer.renderIfNeeded()
        let shot = window.renderer.image()
        let pixels = [(5, 10), (15, 10), (30, 10), (21, 1)].map { point in
            shot.pixel(x: point.0, y: point.1).map { [$0.red, $0.green, $0.blue] } ?? []
        }
        // The path's half in blue; the contents image scaled to the view (resize gravity).
        #expect(pixels == [[0, 0, 255], [255, 255, 255], [255, 0, 0], [255, 255, 255]])
    }

    @Test func aBlurIsDrawnAsATranslucentTint() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.backgroundColor = .black
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
        blur.frame = window.bounds
        window.addSubview(blur)
        window.renderer.renderIfNeeded()
        let pixel = window.renderer.image().pixel(x: 10, y: 10)
        // 0.97 white at 0.8 alpha over black.
        #expect(pixel.map { [$0.red, $0.green, $0.blue] } == [198, 198, 198])
    }
}
