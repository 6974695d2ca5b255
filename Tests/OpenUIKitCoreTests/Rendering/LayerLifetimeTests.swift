import Foundation
import Testing
import OpenUIKitCore

@MainActor
@Suite struct LayerLifetimeTests {
    /// In UIKit a layer is an object of its own, so code that keeps `view.layer` (an animation's completion, a
    /// cache of layers) may still set it after the view is gone. Once the view is gone its layer is a standalone
    /// layer: it keeps its own properties (corners, border, shadow), starts the ones it shared with the view from a
    /// new layer's defaults, and takes writes to all of them.
    @Test func aLayerKeptAfterItsViewIsGoneBecomesAStandaloneLayer() {
        var view: UIView? = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view?.alpha = 0.5
        view?.clipsToBounds = true
        view?.backgroundColor = .red
        let layer = view!.layer
        layer.cornerRadius = 2
        weak let released = view
        view = nil
        #expect(released == nil)
        let defaults: [String] = [
            "\(layer.opacity)", "\(layer.masksToBounds)", "\(layer.isHidden)", "\(layer.backgroundColor == nil)",
            "\(layer.frame == .zero)", "\(layer.cornerRadius)",
        ]
        #expect(defaults == ["1.0", "false", "false", "true", "true", "2.0"])

        layer.cornerRadius = 4
        layer.borderWidth = 1
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 6
        layer.opacity = 0.2
        layer.masksToBounds = true
        layer.isHidden = true
        layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 6)
        layer.position = CGPoint(x: 10, y: 10)
        layer.setNeedsDisplay()
        layer.addSublayer(CALayer())

        let own: [CGFloat] = [layer.cornerRadius, layer.borderWidth, CGFloat(layer.shadowOpacity), layer.shadowRadius]
        #expect(own == [4, 1, 0.5, 6])
        let shared: [String] = [
            "\(layer.opacity)", "\(layer.masksToBounds)", "\(layer.isHidden)", "\(layer.backgroundColor == nil)",
            "\(layer.frame == CGRect(x: 7.5, y: 7, width: 5, height: 6))", "\(layer.sublayers?.count ?? 0)",
        ]
        #expect(shared == ["0.2", "true", "true", "false", "true", "1"])
    }
}
