import Foundation

// A layer's geometry, as Core Animation defines it: in its superlayer's space the layer's anchor point (a unit
// point of its bounds) sits at `position`, and `transform` turns the layer about it; sublayers are placed in the
// layer's bounds space, turned by `sublayerTransform` about the anchor point. Hit-testing uses these model values.
extension CALayer {
    public var bounds: CGRect {
        get { view?.bounds ?? ownBounds }
        set {
            if let view {
                view.bounds = newValue
                return
            }
            guard newValue != ownBounds else { return }
            markAreaBeforeGeometryChange()
            let sizeChanged = newValue.size != ownBounds.size
            let old = ownBounds
            ownBounds = newValue
            markArea()
            propertyDidChange(.bounds, from: .rect(old))
            if sizeChanged {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
            }
        }
    }

    /// Where the anchor point lies in the superlayer's coordinates.
    public var position: CGPoint {
        get { view?.center ?? ownPosition }
        set {
            if let view {
                view.center = newValue
                return
            }
            guard newValue != ownPosition else { return }
            markAreaBeforeGeometryChange(placementOnly: true)
            let old = ownPosition
            ownPosition = newValue
            markArea(placementOnly: true)
            propertyDidChange(.position, from: .point(old))
        }
    }

    /// The layer's transform about its anchor point. For a view's layer, the view's transform (the affine part is
    /// kept; z and perspective are dropped).
    public var transform: CATransform3D {
        get { view.map { CATransform3DMakeAffineTransform($0.transform) } ?? ownTransform }
        set {
            if let view {
                view.transform = CATransform3DGetAffineTransform(newValue)
                return
            }
            guard newValue != ownTransform else { return }
            markAreaBeforeGeometryChange(placementOnly: true)
            let old = ownTransform
            ownTransform = newValue
            markArea(placementOnly: true)
            propertyDidChange(.transform, from: .transform(old))
        }
    }

    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's extent in its superlayer's coordinates: the bounding box of its transformed bounds. Setting it
    /// sets `position` and the size of `bounds` (through the transform's inverse when it only scales or moves).
    public var frame: CGRect {
        get { view?.frame ?? bounds.applying(transformToSuperlayer) }
        set {
            if let view {
                view.frame = newValue
                return
            }
            let t = CATransform3DGetAffineTransform(transform)
            guard t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0 else {
                GraphicsDiagnostics.report("CALayer.frame set on a rotated or perspective layer; ignored")
                return
            }
            let rect = newValue.standardized
            bounds.size = CGSize(width: rect.width / abs(t.a), height: rect.height / abs(t.d))
            position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
        }
    }

    /// Where the anchor point lies in the bounds.
    var anchorInBounds: CGPoint {
        let b = bounds
        // A view is placed by its centre whatever its layer's anchor point says.
        let anchor = view == nil ? anchorPoint : CGPoint(x: 0.5, y: 0.5)
        return CGPoint(x: b.minX + anchor.x * b.width, y: b.minY + anchor.y * b.height)
    }

    /// From this layer's bounds space to its superlayer's (a view's layer: the view's bounds space to its
    /// superview's), including the superlayer's `sublayerTransform`, as drawn.
    @_spi(Rendering) public var transformToSuperlayer: CGAffineTransform {
        guard let parentPlacement = superlayer?.sublayerPlacement else { return placement }
        return placement.concatenating(parentPlacement)
    }

    /// From this layer's bounds space to its superlayer's bounds space before the superlayer's
    /// `sublayerTransform`: the anchor point to `position`, turned by `transform`.
    @_spi(Rendering) public var placement: CGAffineTransform {
        let anchor = anchorInBounds
        let t = transform
        let turned =
            CATransform3DIsIdentity(t) ? CGAffineTransform.identity : t.drawnAffineTransform()
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(turned)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The `sublayerTransform` about the anchor point, in the bounds space; nil when it is the identity.
    @_spi(Rendering) public var sublayerPlacement: CGAffineTransform? {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return nil }
        let anchor = anchorInBounds
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(sublayerTransform.drawnAffineTransform())
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// From this layer's space to the root of its tree (through views' layers to their windows).
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.view {
                return t.concatenating(view.transformToWindowForLayers)
            }
            guard current.superlayer != nil || current.maskOwner != nil else { break }
            if let owner = current.maskOwner, current.superlayer == nil {
                // A mask lives in its owner's bounds space.
                t = t.concatenating(current.transformToSuperlayer)
                layer = owner
                continue
            }
            t = t.concatenating(current.transformToSuperlayer)
            layer = current.superlayer
        }
        return t
    }

    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let toRoot = point.applying(transformToRoot)
        guard let layer else { return toRoot }
        return toRoot.applying(layer.transformToRoot.inverted())
    }

    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let root = layer.map { point.applying($0.transformToRoot) } ?? point
        return root.applying(transformToRoot.inverted())
    }

    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        let toRoot = rect.applying(transformToRoot)
        guard let layer else { return toRoot }
        return toRoot.applying(layer.transformToRoot.inverted())
    }

    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let root = layer.map { rect.applying($0.transformToRoot) } ?? rect
        return root.applying(transformToRoot.inverted())
    }

    /// The sublayers in the order they are painted: by `zPosition`, ties in sublayer order.
    @_spi(Rendering) public var paintingOrder: [CALayer] {
        // A loop, not `contains(where:)`: an isolated closure is checked for its actor on every call.
        var hasDepth = false
        for child in children where child.zPosition != 0 {
            hasDepth = true
            break
        }
        guard hasDepth else { return children }
        return children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// Layout: `layoutSublayers()` runs (and asks the delegate) at the next `layoutIfNeeded()` or paint.
    public func setNeedsLayout() { needsLayoutFlag = true }
    public func needsLayout() -> Bool { needsLayoutFlag }

    public func layoutIfNeeded() {
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

    /// The area the layer and its sublayers may paint, in its own coordinates: bounds, border, shadow and the
    /// sublayers' areas (unless it masks to its bounds).
    @_spi(Rendering) public var visualRect: CGRect {
        let b = bounds
        var rect = b.insetBy(dx: -shadowOutset, dy: -shadowOutset).union(contentExtent())
        if let shadowPath, shadowOpacity > 0 {
            rect = rect.union(
                shadowPath.boundingBox.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
                    .insetBy(dx: -shadowRadius, dy: -shadowRadius))
        }
        if !masksToBounds {
            for child in children where !child.isHidden {
                rect = rect.union(child.visualRect.applying(child.transformToSuperlayer))
            }
            // A transition's moving parts.
            if presentationValues?[.transitionProgress] != nil, let transition = runningTransition,
                let picture = transition.picture
            {
                rect = rect.union(transition.reach(of: picture.rect))
            }
        }
        return rect
    }
}

extension UIView {
    /// From the view's bounds space to its window's, for layers (the root of a layer tree is a view's window).
    var transformToWindowForLayers: CGAffineTransform {
        var t = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view, current.superview != nil {
            let b = current.bounds, c = current.center
            t = t.concatenating(CGAffineTransform(translationX: -b.midX, y: -b.midY))
                .concatenating(current.transform)
                .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
            view = current.superview
        }
        return t
    }
}
