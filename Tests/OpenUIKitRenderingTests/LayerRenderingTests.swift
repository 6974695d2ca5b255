import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// Layer trees drawn by the Cairo renderer with their views, probed at pixel centres: shape layers with trimmed
/// strokes, gradient layers, masks, replicators, corners, shadows, contents, delegate drawing, sublayers among
/// subviews, and the damage a layer change causes.
@MainActor
@Suite(.serialized) struct LayerRenderingTests {
    static func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [p.red, p.green, p.blue, p.alpha]
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white: [UInt8] = [255, 255, 255, 255]

    /// A white 100×100 window with one clear host view filling it.
    static func scene() -> (UIWindow, UIView) {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        return (window, host)
    }

    @Test func shapeLayerStrokesTheFractionOfItsPathBetweenStrokeStartAndEnd() {
        let (window, host) = Self.scene()
        let ring = CAShapeLayer()
        ring.frame = host.bounds
        ring.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = Self.red
        ring.lineWidth = 10
        ring.strokeEnd = 0.5
        host.layer.addSublayer(ring)
        let image = window.renderer.image()
        // The ellipse starts at its right and runs down first: the half drawn is the lower one.
        #expect(Self.rgba(image, 49, 79) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 49, 20) == Self.white)
        #expect(Self.rgba(image, 49, 49) == Self.white)
        // Drawn already, so committed: without disabling actions the change would animate (as in Core Animation).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.strokeStart = 0.5
        ring.strokeEnd = 1
        CATransaction.commit()
        let other = window.renderer.image()
        #expect(Self.rgba(other, 49, 79) == Self.white)
        #expect(Self.rgba(other, 49, 20) == [255, 0, 0, 255])
    }

    @Test func shapeLayerFillsWithItsFillRule() {
        let (window, host) = Self.scene()
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        shape.path = path
        shape.fillColor = Self.blue
        shape.fillRule = .evenOdd
        host.layer.addSublayer(shape)
        let image = window.renderer.image()
        #expect(Self.rgba(image, 20, 50) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 50, 50) == Self.white)
    }

    @Test func gradientLayersFillTheirBounds() {
        let (window, host) = Self.scene()
        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        axial.colors = [Self.red, Self.blue]
        axial.startPoint = CGPoint(x: 0, y: 0.5)
        axial.endPoint = CGPoint(x: 1, y: 0.5)
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 0, y: 40, width: 60, height: 60)
        conic.colors = [Self.red, Self.green, Self.red]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        host.layer.addSublayer(axial)
        host.layer.addSublayer(conic)
        let image = window.renderer.image()
        let left = Self.rgba(image, 0, 10), right = Self.rgba(image, 99, 10)
        #expect(left[0] > 250 && left[2] < 5 && right[0] < 5 && right[2] > 250)
        #expect(Self.rgba(image, 50, 30) == Self.white)
        // Half way round (to the left of the centre) is green; just past the start (right, below) is red.
        let halfway = Self.rgba(image, 5, 70), start = Self.rgba(image, 55, 71)
        #expect(halfway[1] > 240 && halfway[0] < 15, "\(halfway)")
        #expect(start[0] > 240 && start[1] < 15, "\(start)")
    }

    @Test func maskCutsTheLayerToTheMasksAlpha() {
        let (window, host) = Self.scene()
        let avatar = CALayer()
        avatar.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        avatar.backgroundColor = Self.red
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        avatar.mask = circle
        host.layer.addSublayer(avatar)
        let image = window.renderer.image()
        #expect(Self.rgba(image, 49, 49) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 22, 22) == Self.white)
        #expect(circle.superlayer == nil)
    }

    @Test func replicatorPaintsItsSublayersOncePerInstance() {
        let (window, host) = Self.scene()
        let replicator = CAReplicatorLayer()
        replicator.frame = host.bounds
        let dot = CALayer()
        dot.frame = CGRect(x: 5, y: 45, width: 10, height: 10)
        dot.backgroundColor = Self.blue
        replicator.addSublayer(dot)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
        replicator.instanceAlphaOffset = -0.25
        host.layer.addSublayer(replicator)
        let image = window.renderer.image()
        #expect([10, 35, 60, 85].map { Self.rgba(image, $0, 50)[3] } == [255, 255, 255, 255])
        #expect(Self.rgba(image, 10, 50) == [0, 0, 255, 255])
        // Each copy a quarter less opaque over white: 255, 191, 128, 64 of blue.
        let reds = [10, 35, 60, 85].map { Int(Self.rgba(image, $0, 50)[0]) }
        #expect(zip(reds, [0, 64, 128, 191]).allSatisfy { abs($0 - $1) <= 1 }, "\(reds)")
        #expect(Self.rgba(image, 10, 20) == Self.white)
    }

    @Test func maskedCornersRoundOnlyTheCornersAsked() {
        let (window, host) = Self.scene()
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        card.backgroundColor = Self.red
        card.cornerRadius = 20
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.borderWidth = 2
        card.borderColor = Self.blue
        host.layer.addSublayer(card)
        let image = window.renderer.image()
        #expect(Self.rgba(image, 11, 11) == Self.white)
        #expect(Self.rgba(image, 88, 11) == Self.white)
        #expect(Self.rgba(image, 10, 89) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 12, 87) == [255, 0, 0, 255])
    }

    @Test func shadowFallsBehindTheLayerAtItsOffset() {
        let (window, host) = Self.scene()
        let toast = CALayer()
        toast.frame = CGRect(x: 20, y: 20, width: 40, height: 20)
        toast.backgroundColor = Self.blue
        toast.shadowOpacity = 1
        toast.shadowRadius = 0
        toast.shadowOffset = CGSize(width: 10, height: 10)
        toast.shadowColor = Self.red
        host.layer.addSublayer(toast)
        let image = window.renderer.image()
        #expect(Self.rgba(image, 30, 30) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 65, 45) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 15, 45) == Self.white)
    }

    @Test func contentsImageIsPlacedByItsGravity() throws {
        let (window, host) = Self.scene()
        let image = try #require(
            CGImage(
                width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                provider: CGDataProvider(
                    data: Data(
                        [UInt8](repeating: 0, count: 2) + [255, 255] + [0, 0, 255, 255] + [255, 0, 0, 255] + [
                            0, 0, 255, 255,
                        ]))!,
                decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.contents = image
        layer.contentsGravity = .center
        host.layer.addSublayer(layer)
        let drawn = window.renderer.image()
        #expect(Self.rgba(drawn, 20, 20) == Self.white)
        #expect(Self.rgba(drawn, 49, 49)[3] == 255)
    }

    /// Draws a green square with the context it is handed, as a layer delegate does.
    final class SquareDrawer: CALayerDelegate {
        var draws = 0
        func draw(_ layer: CALayer, in context: CGContext) {
            draws += 1
            context.setFillColor(LayerRenderingTests.green)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func delegateDrawingIsKeptUntilTheLayerAsksAgain() {
        let (window, host) = Self.scene()
        let drawer = SquareDrawer()
        let layer = CALayer()
        layer.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        layer.delegate = drawer
        layer.setNeedsDisplay()
        host.layer.addSublayer(layer)
        let first = window.renderer.image()
        #expect(Self.rgba(first, 45, 45) == [0, 255, 0, 255])
        #expect(Self.rgba(first, 55, 55) == Self.white)
        host.backgroundColor = .white
        _ = window.renderer.image()
        #expect(drawer.draws == 1)
        layer.setNeedsDisplay()
        _ = window.renderer.image()
        #expect(drawer.draws == 2)
    }

    /// Changes the tree it is drawn in from inside its draw callback, as app code may.
    final class MeddlingDrawer: CALayerDelegate {
        var log: [String] = []
        weak var host: UIView?
        func draw(_ layer: CALayer, in context: CGContext) {
            log.append("draw \(layer.name ?? "?")")
            guard let host else { return }
            for sibling in host.layer.sublayers ?? [] where sibling !== layer { sibling.removeFromSuperlayer() }
            let added = CALayer()
            added.name = "added \(log.count)"
            added.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            added.backgroundColor = LayerRenderingTests.red
            host.layer.addSublayer(added)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            added.add(fade, forKey: nil)
            layer.superlayer?.sublayerTransform = CATransform3DMakeScale(1, 1, 1)
            if log.count < 2 { layer.setNeedsDisplay() }
        }
    }

    @Test func drawCallbacksMayChangeTheTreeBeingPainted() {
        let (window, host) = Self.scene()
        let drawer = MeddlingDrawer()
        drawer.host = host
        let layer = CALayer()
        layer.name = "meddler"
        layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        layer.delegate = drawer
        layer.setNeedsDisplay()
        let doomed = CALayer()
        doomed.name = "doomed"
        host.layer.addSublayer(doomed)
        host.layer.addSublayer(layer)
        window.renderer.renderIfNeeded()
        // Asking to be drawn again from inside the draw asks for another frame, which draws it once more.
        #expect(window.renderer.renderIfNeeded() != nil)
        _ = window.renderer.image()
        #expect(drawer.log == ["draw meddler", "draw meddler"])
        #expect(host.layer.sublayers?.map { $0.name ?? "?" } == ["meddler", "added 2"])
    }

    @Test func addedLayersPaintAmongSubviewsWhereTheyWereAdded() {
        let (window, host) = Self.scene()
        let below = CALayer(), above = CALayer(), front = CALayer()
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        subview.backgroundColor = UIColor(cgColor: Self.blue)
        host.addSubview(subview)
        for (layer, color, x) in [(below, Self.green, 0), (above, Self.red, 40), (front, Self.green, 20)] {
            layer.frame = CGRect(x: CGFloat(x), y: 20, width: 40, height: 20)
            layer.backgroundColor = color
        }
        host.layer.addSublayer(above)
        host.layer.insertSublayer(below, at: 0)
        let later = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
        later.backgroundColor = UIColor(cgColor: Self.green)
        host.addSubview(later)
        front.zPosition = 1
        front.frame.origin.y = 60
        front.backgroundColor = Self.red
        host.layer.addSublayer(front)
        let image = window.renderer.image()
        // Inserted at 0: under the subview. Added after it: over it. A later subview covers both; zPosition 1 wins.
        #expect(Self.rgba(image, 10, 30) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 50, 30) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 30, 70) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 80, 90) == [0, 255, 0, 255])
    }

    @Test func aLayerChangeRedrawsOnlyItsRectangle() {
        let (window, host) = Self.scene()
        let dot = CAShapeLayer()
        dot.frame = CGRect(x: 30, y: 30, width: 20, height: 20)
        dot.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        host.layer.addSublayer(dot)
        window.renderer.renderIfNeeded()
        dot.fillColor = Self.red
        let frame = window.renderer.renderIfNeeded()
        #expect(frame?.rectangles == [CGRect(x: 29, y: 29, width: 22, height: 22)])
        #expect(window.renderer.renderIfNeeded() == nil)
    }
}
