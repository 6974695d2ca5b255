import Foundation
@_spi(Rendering) @_spi(Accessibility) import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// The layer tree without pixels: sublayer order, geometry, conversion, hit-testing, transforms, display and
/// delegate callbacks in order, damage marks, and app code changing the tree from inside its callbacks.
@MainActor
@Suite struct CALayerTreeTests {
    static func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    static func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    @Test func sublayerCallsKeepCoreAnimationsOrder() {
        let root = CALayer()
        let (a, b, c, d, e) = (Self.named("a"), Self.named("b"), Self.named("c"), Self.named("d"), Self.named("e"))
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        root.insertSublayer(d, above: c)
        root.insertSublayer(e, below: b)
        #expect(Self.names(root) == ["c", "d", "a", "e", "b"])
        #expect(a.superlayer === root)
        root.replaceSublayer(a, with: Self.named("f"))
        #expect(Self.names(root) == ["c", "d", "f", "e", "b"])
        #expect(a.superlayer == nil)
        // Adding a sublayer again moves it.
        root.addSublayer(c)
        #expect(Self.names(root) == ["d", "f", "e", "b", "c"])
        root.insertSublayer(c, at: 99)
        #expect(Self.names(root) == ["d", "f", "e", "b", "c"])
        b.removeFromSuperlayer()
        #expect(Self.names(root) == ["d", "f", "e", "c"])
        root.sublayers = [a]
        #expect(Self.names(root) == ["a"])
        #expect(d.superlayer == nil)
    }

    @Test func aLayerCannotBecomeItsOwnAncestor() {
        let (a, b) = (Self.named("a"), Self.named("b"))
        a.addSublayer(b)
        let reports = recordGraphicsDiagnostics {
            b.addSublayer(a)
            a.addSublayer(a)
        }
        // Other suites' reports may arrive meanwhile (the observer is global): only this call's are counted.
        let messages = reports.filter { $0.hasPrefix("addSublayer") }
        #expect(
            messages == [
                "addSublayer: a layer cannot be its own ancestor; ignored",
                "addSublayer: a layer cannot be its own ancestor; ignored",
            ])
        #expect(Self.names(a) == ["b"])
        #expect(b.sublayers == nil)
    }

    @Test func frameFollowsPositionAnchorPointBoundsAndTransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 100, y: 50)
        #expect(layer.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 50, width: 40, height: 20))
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(layer.frame == CGRect(x: 100, y: 50, width: 80, height: 60))
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        #expect(layer.bounds.size == CGSize(width: 10, height: 10))
        #expect(layer.position == .zero)
        layer.setAffineTransform(CGAffineTransform(translationX: 5, y: 6))
        #expect(layer.affineTransform() == CGAffineTransform(translationX: 5, y: 6))
        #expect(layer.frame == CGRect(x: 5, y: 6, width: 10, height: 10))
    }

    @Test func convertAndHitTestUseTheModelGeometry() {
        let root = Self.named("root")
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.anchorPoint = .zero
        let child = Self.named("child")
        child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(child)
        let grandchild = Self.named("grandchild")
        grandchild.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.addSublayer(grandchild)
        #expect(grandchild.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 65, y: 65))
        #expect(root.convert(CGPoint(x: 65, y: 65), to: grandchild) == CGPoint(x: 5, y: 5))
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: grandchild)
                == CGRect(x: 10, y: 10, width: 10, height: 10))
        let probes = [CGPoint(x: 65, y: 65), CGPoint(x: 100, y: 100), CGPoint(x: 10, y: 10), CGPoint(x: 300, y: 10)]
        #expect(probes.map { root.hitTest($0)?.name ?? "nil" } == ["grandchild", "child", "root", "nil"])
        // A turned child: the point under its far corner.
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(root.hitTest(CGPoint(x: 135, y: 65))?.name == "grandchild")
        grandchild.isHidden = true
        #expect(root.hitTest(CGPoint(x: 135, y: 65))?.name == "child")
        #expect(child.contains(CGPoint(x: 99, y: 99)) && !child.contains(CGPoint(x: 101, y: 0)))
    }

    @Test func zPositionOrdersSiblingsForPaintingAndHitTesting() {
        let root = Self.named("root")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let (a, b) = (Self.named("a"), Self.named("b"))
        for layer in [a, b] {
            layer.frame = root.bounds
            root.addSublayer(layer)
        }
        #expect(root.hitTest(CGPoint(x: 50, y: 50))?.name == "b")
        a.zPosition = 1
        #expect(root.paintingOrder.map { $0.name! } == ["b", "a"])
        #expect(root.hitTest(CGPoint(x: 50, y: 50))?.name == "a")
    }

    @Test func transform3DFunctions() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(CATransform3DGetAffineTransform(r).b - 1) < 1e-12)
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        let inverse = CATransform3DInvert(t)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(t, inverse)))
        #expect(CATransform3DIsAffine(t) && !CATransform3DIsIdentity(t))
        // No inverse: the transform itself comes back.
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DTranslate(CATransform3DIdentity, 1, 2, 3) == CATransform3DMakeTranslation(1, 2, 3))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(CATransform3DRotate(perspective, 0.5, 0, 1, 0)))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeAffineTransform(.identity), CATransform3DIdentity))
    }

    @Test func perspectiveIsDrawnAsItsAffineApproximationAtTheAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: -50, y: -50, width: 100, height: 100)
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        layer.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        // Turned 60° about y: the anchor stays, x is foreshortened (cos 60° = ½ at the anchor), y is kept.
        let drawn = layer.placement
        #expect(abs(drawn.a - 0.5) < 0.01 && abs(drawn.d - 1) < 0.01 && abs(drawn.tx) < 1e-9)
    }

    /// Records display and delegate callbacks.
    final class Delegate: CALayerDelegate {
        var log: [String] = []
        var onDraw: ((CALayer) -> Void)?
        func draw(_ layer: CALayer, in context: CGContext) {
            let size = context.boundingBoxOfClipPath.size
            log.append("draw \(layer.name ?? "?") \(Int(size.width))×\(Int(size.height))")
            onDraw?(layer)
        }
        func layoutSublayers(of layer: CALayer) { log.append("layout \(layer.name ?? "?")") }
    }

    @Test func displayRunsOnceWhenAskedAndTheDelegateDraws() {
        let delegate = Delegate()
        let layer = Self.named("l")
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.log == [])
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        layer.layoutIfNeeded()
        #expect(delegate.log == ["draw l 30×20", "layout l"])
        #expect(!layer.needsDisplay())
        // needsDisplayOnBoundsChange redraws when the size changes.
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 10, height: 10)
        layer.prepareForPainting()
        #expect(delegate.log == ["draw l 30×20", "layout l", "layout l", "draw l 10×10"])
    }

    @Test func drawCallbacksMayChangeTheTreeTheyAreDrawnFrom() {
        let delegate = Delegate()
        let root = Self.named("root")
        let layer = Self.named("l")
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(layer)
        layer.delegate = delegate
        delegate.onDraw = { drawn in
            drawn.removeFromSuperlayer()
            root.addSublayer(Self.named("added"))
            drawn.setNeedsDisplay()
        }
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(Self.names(root) == ["added"])
        // It asked to be drawn again from inside the draw: the next display draws once more.
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.log == ["draw l 10×10", "draw l 10×10"])
    }

    @Test func aViewsLayerSharesTheViewsValues() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let layer = view.layer
        #expect(layer.position == CGPoint(x: 25, y: 40))
        layer.position = CGPoint(x: 35, y: 40)
        #expect(view.frame.origin == CGPoint(x: 20, y: 20))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        #expect(layer.frame == view.frame)
    }

    @Test func aLayerChangeMarksOnlyItsOwnArea() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let host = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        window.addSubview(host)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        host.layer.addSublayer(shape)
        _ = window.takeDamage()
        shape.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(window.takeDamage() == [CGRect(x: 110, y: 110, width: 20, height: 20)])
        // A move marks where it was and where it goes.
        shape.position = CGPoint(x: 60, y: 20)
        #expect(
            window.takeDamage() == [
                CGRect(x: 110, y: 110, width: 20, height: 20), CGRect(x: 150, y: 110, width: 20, height: 20),
            ])
        // A sublayer out past the host's bounds is marked there too.
        shape.position = CGPoint(x: 250, y: 20)
        #expect(window.takeDamage().last == CGRect(x: 340, y: 110, width: 20, height: 20))
        // Changes to a layer in no window mark nothing, and hidden layers mark only when hidden or shown.
        let loose = CALayer()
        loose.backgroundColor = CGColor(gray: 0, alpha: 1)
        shape.isHidden = true
        _ = window.takeDamage()
        shape.backgroundColor = CGColor(gray: 1, alpha: 1)
        #expect(window.takeDamage() == [])
    }

    /// Marks of many layers resolve to the rectangles `convert(_:to: nil)` gives, in the order they were made,
    /// through turned, scaled and scrolled views, with the marks of two views interleaved (the window converts a
    /// run of one view's marks through one reading of its ancestors).
    @Test func layerMarksResolveAsTheirViewsConvertThem() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let outer = UIView(frame: CGRect(x: 50, y: 40, width: 300, height: 200))
        outer.bounds.origin = CGPoint(x: 10, y: 5)
        let inner = UIView(frame: CGRect(x: 100, y: 70, width: 100, height: 60))
        inner.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 0.75)
        window.addSubview(outer)
        outer.addSubview(inner)
        func layer(in host: UIView, _ frame: CGRect) -> CALayer {
            let layer = CALayer()
            layer.frame = frame
            host.layer.addSublayer(layer)
            return layer
        }
        let marked: [(UIView, CALayer)] = [
            (inner, layer(in: inner, CGRect(x: 2, y: 3, width: 10, height: 7))),
            (inner, layer(in: inner, CGRect(x: 70, y: 40, width: 9.5, height: 12.25))),
            (outer, layer(in: outer, CGRect(x: 220, y: 150, width: 30, height: 20))),
            (inner, layer(in: inner, CGRect(x: 40, y: 20, width: 5, height: 5))),
            (window, layer(in: window, CGRect(x: 5, y: 270, width: 20, height: 20))),
        ]
        _ = window.takeDamage()
        for (_, layer) in marked { layer.backgroundColor = CGColor(gray: 0.5, alpha: 1) }
        let expected = marked.map { host, layer in
            let area = host.convert(layer.frame, to: nil)
            return CGRect(
                x: area.minX.rounded(.down), y: area.minY.rounded(.down),
                width: area.maxX.rounded(.up) - area.minX.rounded(.down),
                height: area.maxY.rounded(.up) - area.minY.rounded(.down))
        }
        // Worked by hand: the inner view's corners are scaled, turned 30°, moved by its centre (150, 100), then by
        // the outer view's (40, 35) (its centre less its bounds' middle); e.g. the first layer spans x 135.15 …
        // 150.76, y 81.46 … 93.51.
        #expect(
            expected == [
                CGRect(x: 135, y: 81, width: 16, height: 13), CGRect(x: 207, y: 156, width: 18, height: 16),
                CGRect(x: 260, y: 185, width: 30, height: 20), CGRect(x: 178, y: 121, width: 10, height: 8),
                CGRect(x: 5, y: 270, width: 20, height: 20),
            ])
        #expect(window.takeDamage() == expected)
    }
}
