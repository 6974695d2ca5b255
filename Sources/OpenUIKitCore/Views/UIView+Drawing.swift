import Foundation

extension UIView {
    /// How a view's content adapts to its bounds. Raw values match UIKit's.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    public static let noIntrinsicMetric: CGFloat = -1

    /// Draws the view and its subviews into the current graphics context, scaled into `rect`, as UIKit's
    /// snapshot call does. Returns false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0 && bounds.height > 0 {
            context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        Graphics.backend.paintHierarchy(of: self, in: context)
        context.restoreGState()
        context.didPaint()
        return true
    }

    // What a renderer reads on every view of every frame. Computed, so the stored properties stay internal: public
    // stored properties of a class cost a dynamic exclusivity check on each access from another module (about 10 %
    // of a full frame when OpenUIKitCairo read them directly), while these read them inside the core.

    /// The centre in the superview's space, bounds and transform (nil when it is the identity), in one read: the
    /// drawn (presentation) values while the view animates, else the model values.
    @_spi(Rendering) public var renderingGeometry: (center: CGPoint, bounds: CGRect, transform: CGAffineTransform?) {
        let base: (center: CGPoint, bounds: CGRect, transform: CGAffineTransform?)
        if let state = animationState {
            base = (state.center, state.bounds, state.transform.isIdentity ? nil : state.transform)
        } else {
            base = (storedCenter, storedBounds, transformIsIdentity ? nil : storedTransform)
        }
        // Animations added to the view's layer draw over both.
        guard let layer = storedLayer, layer.presentationValues != nil else { return base }
        return layer.presentedViewGeometry(base)
    }

    /// The background colour to draw: the animated one while it animates.
    @_spi(Rendering) public var renderingBackgroundColor: UIColor? {
        let color = animationState.map(\.backgroundColor) ?? backgroundColor
        guard let layer = storedLayer, layer.presentationValues != nil else { return color }
        return layer.presentedViewBackground(color)
    }

    /// The subviews, back to front.
    @_spi(Rendering) public var renderingSubviews: [UIView] { storedSubviews }

    /// The layer if one was made (a view that never touched `layer` has no looks to draw).
    @_spi(Rendering) public var renderingLayer: CALayer? { storedLayer }

    /// Whether the view is hidden, its alpha and whether it clips to its bounds, in one read.
    @_spi(Rendering) public var renderingFlags: (isHidden: Bool, alpha: CGFloat, clipsToBounds: Bool) {
        let alpha = animationState?.alpha ?? alpha
        guard let layer = storedLayer, layer.presentationValues != nil else { return (isHidden, alpha, clipsToBounds) }
        return (layer.presentedViewHidden(isHidden), layer.presentedViewAlpha(alpha), clipsToBounds)
    }

    /// Runs `body` (painting the view) with the looks its layer's animations show (corner radius, border, shadow)
    /// in the layer.
    @_spi(Rendering) public func withPresentedLayerLooks(_ body: () -> Void) {
        guard let layer = storedLayer, layer.presentationValues != nil else { return body() }
        layer.withPresentationValues(body)
    }

    /// Whether everything the view's visible subviews paint (shadows included) stays inside its bounds, so a
    /// renderer may skip the whole subtree when the view's own area misses the damage.
    @_spi(Rendering) public var subtreeStaysInsideBounds: Bool {
        if clipsToBounds { return true }
        let bounds = storedBounds
        for subview in storedSubviews where !subview.isHidden {
            let outset = subview.layerOutset
            // A moving subview may be drawn anywhere its animation takes it.
            guard subview.animationState == nil, bounds.contains(subview.frame.insetBy(dx: -outset, dy: -outset)),
                subview.subtreeStaysInsideBounds
            else { return false }
        }
        return true
    }

    /// How far the view's look reaches beyond its bounds (its shadow, the layers added to its layer).
    @_spi(Rendering) public var layerOutset: CGFloat { storedLayer?.renderingOutset ?? 0 }

    /// Marks `rect` (the view's bounds space) for redrawing: a layer of the view's layer tree changed there.
    func markLayerArea(_ rect: CGRect) {
        guard let window = storedWindow, !isHidden, !rect.isNull, !rect.isEmpty, rect.width.isFinite,
            rect.height.isFinite
        else { return }
        window.mark(self, rect: rect)
    }

    /// Marks the view's area (and, for a view that does not clip, its subviews') in its window for redrawing, in
    /// constant time (see `UIWindow.mark(_:rect:)`). `force` marks it even when the view is hidden (for the change
    /// that hid it).
    func invalidateRendering(force: Bool = false) {
        guard let window = storedWindow, force || !isHidden else { return }
        window.mark(self, rect: nil)
    }

    /// Call before a change to the area a view of this window covers (geometry, hierarchy, visibility, clipping,
    /// shadow): earlier marks are resolved with the geometry they were made under, then the view's current area is
    /// marked now, as it is about to be left.
    ///
    /// Damage that already covers the whole window holds the view's area, wherever it is: the area is not measured
    /// then (measuring walks the view's whole subtree, and a layout pass moves many views in a window that its first
    /// frame damages wholly). Nothing else changes: such damage has asked for its frame already.
    func invalidateRenderingBeforeGeometryChange() {
        guard let window = storedWindow else { return }
        window.resolvePendingMarks()
        if !isHidden && !window.damageCoversWindow { window.addDamage(visualRectInWindow()) }
    }

    /// Call before a change that alters the area of other views' marks but needs no mark of its own yet.
    func resolvePendingMarksBeforeGeometryChange() {
        storedWindow?.resolvePendingMarks()
    }

    /// The area the view and its subviews may paint, in window coordinates.
    func visualRectInWindow() -> CGRect {
        var rect = convert(bounds.insetBy(dx: -layerOutset, dy: -layerOutset), to: nil)
        if !clipsToBounds {
            for subview in storedSubviews where !subview.isHidden {
                rect = rect.union(subview.visualRectInWindow())
            }
        }
        return rect
    }
}
