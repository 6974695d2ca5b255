import Foundation
import Testing
import OpenUIKitCore

@MainActor
@Suite struct LayerLifetimeTests {
    /// In UIKit a layer is an object of its own, so code that keeps `view.layer` (an animation's completion, a
    /// cache of layers) may still set it after the view is gone. OpenUIKit's layer is a surface over its view: once
    /// the view is gone it keeps its own properties (corners, border, shadow) and reads the ones it shares with the
    /// view as a detached layer's defaults, ignoring writes to them.
    @Test func aLayerKeptAfterItsViewIsGoneKeepsItsOwnPropertiesAndReadsTheSharedOnesAsDefaults() {
        var view: UIView? = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view?.alpha = 0.5
        view?.clipsToBounds = true
        view?.backgroundColor = .red
        let layer = view!.layer
        layer.cornerRadius = 2
        weak let released = view
        view = nil
        #expect(released == nil)

        layer.cornerRadius = 4
        layer.borderWidth = 1
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 6
        layer.opacity = 0.2
        layer.masksToBounds = true
        layer.isHidden = true
        layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 6)
        layer.setNeedsDisplay()

        let own: [CGFloat] = [layer.cornerRadius, layer.borderWidth, CGFloat(layer.shadowOpacity), layer.shadowRadius]
        #expect(own == [4, 1, 0.5, 6])
        let shared: [String] = [
            "\(layer.opacity)", "\(layer.masksToBounds)", "\(layer.isHidden)", "\(layer.backgroundColor == nil)",
            "\(layer.frame)", "\(layer.bounds)",
        ]
        #expect(shared == ["1.0", "false", "false", "true", "\(CGRect.zero)", "\(CGRect.zero)"])
    }
}
