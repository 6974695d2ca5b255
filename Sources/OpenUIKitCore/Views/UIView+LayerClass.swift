import Foundation

// A view's layer of the class its `layerClass` names, as UIKit makes it.
//
// UIKit makes the layer with the Objective-C runtime (`[[layerClass alloc] init]`), which can build any class from
// its metatype. Swift can do that only through a `required` initializer, and making `CALayer.init()` required would
// reject every ported layer subclass that writes `override init()` (as Core Animation code does). So the view's
// layer is made of the built-in class `layerClass` names or derives from: `CALayer`, `CAShapeLayer`,
// `CAGradientLayer` or `CAReplicatorLayer`. A `layerClass` that is the app's own `CALayer` subclass is reported
// (`UIApplication.reportProgrammingError`) and the view gets the nearest built-in class; move such a layer's
// drawing into a sublayer or into the view's `draw(_:)`.
//
// The view paints its layer's own content (a shape layer's path, a gradient) above its background and below its
// `draw(_:)`. A replicator layer backing a view repeats the layers added to it, not the view's subviews.

extension CALayer {
    /// The built-in layer classes a view can be backed by, most derived first: whether a class is or derives from
    /// each, and how to make one.
    private static let viewBackingClasses:
        [(name: String, matches: (AnyClass) -> Bool, make: @MainActor () -> CALayer)] = [
            ("CAReplicatorLayer", { $0 is CAReplicatorLayer.Type }, { CAReplicatorLayer() }),
            ("CAGradientLayer", { $0 is CAGradientLayer.Type }, { CAGradientLayer() }),
            ("CAShapeLayer", { $0 is CAShapeLayer.Type }, { CAShapeLayer() }),
            ("CALayer", { $0 is CALayer.Type }, { CALayer() }),
        ]

    /// A new layer backing `view`, of `layerClass` when OpenUIKit can make it, else of the nearest built-in class.
    static func makeBackingLayer(ofClass layerClass: AnyClass, for view: UIView) -> CALayer {
        guard let match = viewBackingClasses.first(where: { $0.matches(layerClass) }) else {
            UIApplication.reportProgrammingError(
                "\(type(of: view)).layerClass is \(layerClass), which is not a CALayer class; the view is backed by a "
                    + "CALayer",
                about: view)
            let layer = CALayer()
            layer.view = view
            return layer
        }
        let layer = match.make()
        if ObjectIdentifier(type(of: layer)) != ObjectIdentifier(layerClass) {
            UIApplication.reportProgrammingError(
                "\(type(of: view)).layerClass is \(layerClass), a CALayer subclass OpenUIKit cannot make without the "
                    + "Objective-C runtime; the view is backed by a \(match.name)",
                about: view)
        }
        layer.view = view
        return layer
    }
}

/// As in UIKit, every view is a layer delegate: ``UIView/layoutSublayers(of:)`` is its layout step.
extension UIView: CALayerDelegate {}
