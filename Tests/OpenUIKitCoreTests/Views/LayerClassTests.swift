import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// `layerClass` and `layoutSublayers(of:)`: a view backed by a built-in layer class, the diagnostic for classes
/// OpenUIKit cannot make, and the layout step as UIKit orders it.
@MainActor
@Suite struct LayerClassTests {
    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    final class OwnLayer: CAShapeLayer {}

    final class OwnLayerView: UIView {
        override class var layerClass: AnyClass { OwnLayer.self }
    }

    @Test func aViewIsBackedByTheBuiltInClassItsLayerClassNames() {
        let driver = EventDriver()
        let shape = ShapeView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let gradient = GradientView(frame: .zero)
        #expect(type(of: shape.layer) == CAShapeLayer.self)
        #expect(type(of: gradient.layer) == CAGradientLayer.self)
        #expect(type(of: UIView().layer) == CALayer.self)
        // The layer is the view's: geometry and looks are shared, as for a plain view's layer.
        #expect(shape.layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        shape.layer.backgroundColor = UIColor.red.cgColor
        #expect(shape.backgroundColor?.cgColor == UIColor.red.cgColor)
        (shape.layer as? CAShapeLayer)?.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        #expect((shape.layer as? CAShapeLayer)?.path?.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func anAppLayerSubclassGetsTheNearestBuiltInClassAndADiagnostic() {
        let driver = EventDriver()
        let view = OwnLayerView(frame: .zero)
        #expect(type(of: view.layer) == CAShapeLayer.self)
        #expect(driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
        #expect(driver.diagnostics.first?.message.contains("OwnLayerView.layerClass") == true)
        // Asked again, the same layer: one diagnostic.
        _ = view.layer
        #expect(driver.diagnostics.count == 1)
    }

    /// Logs the layout step as UIKit runs it: the layer delegate's call around the view's own layout.
    final class LoggingView: UIView {
        var log: [String] = []
        override func layoutSublayers(of layer: CALayer) {
            log.append("layoutSublayers(of: \(layer === self.layer ? "own layer" : "other"))")
            super.layoutSublayers(of: layer)
            log.append("after super")
        }
        override func layoutSubviews() {
            log.append("layoutSubviews")
            super.layoutSubviews()
        }
    }

    @Test func layoutSublayersRunsTheViewsLayoutOnceTheLayerExists() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        // No layer yet: the view's layout runs directly.
        #expect(view.log == ["layoutSubviews"])
        view.log.removeAll()
        _ = view.layer
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.log == ["layoutSublayers(of: own layer)", "layoutSubviews", "after super"])
        // UIView is every view's layer delegate, as in UIKit.
        let delegate: any CALayerDelegate = view
        #expect(delegate as? UIView === view)
    }

    /// A view whose layer lays out a sublayer, as ported code does in `layoutSublayers(of:)`.
    final class DotView: UIView {
        let dot = CALayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(dot)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            dot.frame = CGRect(x: bounds.midX - 2, y: bounds.midY - 2, width: 4, height: 4)
        }
    }

    @Test func aSublayerPlacedInLayoutSublayersFollowsTheBounds() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let view = DotView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.dot.frame == CGRect(x: 8, y: 8, width: 4, height: 4))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        view.layoutIfNeeded()
        #expect(view.dot.frame == CGRect(x: 48, y: 28, width: 4, height: 4))
    }
}
