import Foundation

// Animations added to a view's own layer, as UIKit runs them: the view keeps its model values (`center`, `bounds`,
// `transform`, `alpha`, `backgroundColor`, `isHidden`) and hit-tests with them, while the renderer draws the values
// the layer's animations show, over whatever `UIView.animate` shows. The layer's own looks (corner radius, border,
// shadow) are swapped in for the paint as a standalone layer's are.
extension CALayer {
    /// A layer no tree holds, used to apply animated geometry to a view's drawn geometry without allocating.
    private static let geometryScratch = CALayer()

    /// `base` (a view's drawn centre, bounds and transform) with this view layer's animated geometry over it.
    func presentedViewGeometry(
        _ base: (center: CGPoint, bounds: CGRect, transform: CGAffineTransform?)
    ) -> (center: CGPoint, bounds: CGRect, transform: CGAffineTransform?) {
        guard let values = presentationValues else { return base }
        let scratch = Self.geometryScratch
        scratch.ownPosition = base.center
        scratch.ownBounds = base.bounds
        scratch.ownTransform = CATransform3DMakeAffineTransform(base.transform ?? .identity)
        var changed = false
        for (property, value) in values.entries {
            switch property.root {
            case .position, .bounds, .transform:
                scratch.setLayerValue(value, for: property)
                changed = true
            default: continue
            }
        }
        guard changed else { return base }
        let transform = scratch.ownTransform.drawnAffineTransform()
        return (scratch.ownPosition, scratch.ownBounds, transform.isIdentity ? nil : transform)
    }

    /// A view's drawn alpha with this layer's animated opacity over it.
    func presentedViewAlpha(_ alpha: CGFloat) -> CGFloat {
        guard case .number(let opacity)? = presentationValues?[.opacity] else { return alpha }
        return CGFloat(min(max(opacity, 0), 1))
    }

    /// A view's drawn hiddenness with this layer's animated `hidden` over it.
    func presentedViewHidden(_ hidden: Bool) -> Bool {
        guard case .other(let value)? = presentationValues?[.hidden] else { return hidden }
        return (value.value as? Bool) ?? hidden
    }

    /// A view's drawn background with this layer's animated colour over it.
    func presentedViewBackground(_ color: UIColor?) -> UIColor? {
        guard case .color(let animated)? = presentationValues?[.backgroundColor] else { return color }
        return animated.map(UIColor.init(cgColor:))
    }

    /// Marks the area a view whose layer animates is drawn in now, in its window.
    func markPresentedViewArea() {
        guard let view, let window = view.storedWindow, !view.isHidden, let area = view.presentedAreaInWindow()
        else { return }
        window.addDamage(area)
    }
}
