import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// Paints standalone layers (those apps add under a view's layer, and their sublayers) with Cairo, in Core
/// Animation's order: for each visible layer its shadow, background (rounded by `cornerRadius` at its
/// `maskedCorners`), the clip (with `masksToBounds`), its content (`contents`, backing store, shape or gradient),
/// its sublayers by `zPosition` (as many times as a replicator has instances), then its border; a layer with
/// opacity below 1 or a `mask` is painted into a group and composited once.
///
/// Layer content is app code (`draw(in:)`, delegates): sublayer lists are copied before they are walked, so a
/// callback that changes the tree changes the next paint, not this one.
///
/// With a clip (device space), a layer whose area cannot reach it is skipped with its sublayers, so a change to
/// one layer of a thousand repaints the few around it. A layer with `shouldRasterize` is painted from its bitmap
/// (``LayerRaster``), made again only after something in it changed.
@MainActor
struct LayerTreePainter {
    let context: CGContext
    let canvas: CairoCanvas
    let clip: CGRect?
    let counter: ViewTreePainter.Counter?
    private var cairo: OpaquePointer { canvas.cairo }

    init(context: CGContext, canvas: CairoCanvas, clip: CGRect? = nil, counter: ViewTreePainter.Counter? = nil) {
        self.context = context
        self.canvas = canvas
        self.clip = clip
        self.counter = counter
    }

    /// Paints `layer`, the current space being its superlayer's bounds space (after the superlayer's
    /// `sublayerTransform`).
    func paint(_ layer: CALayer) {
        // App code (layout, display, delegates) runs first, on the model; then what is shown is painted.
        layer.prepareForPainting()
        layer.withPresentationValues {
            guard !layer.isHidden, layer.opacity > 0 else { return }
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            var matrix = Self.cairoMatrix(layer.placement)
            cairo_transform(cairo, &matrix)
            if let clip, !deviceBox(of: layer.visualRect).intersects(clip) { return }
            counter?.layersPainted += 1
            paintGroup(of: layer)
        }
    }

    /// Paints `layer` in its own bounds space, as `render(in:)` does.
    func paintContents(of layer: CALayer) {
        layer.prepareForPainting()
        paintGroup(of: layer)
    }

    /// The group for the layer's opacity and mask, and everything inside, in its bounds space.
    private func paintGroup(of layer: CALayer) {
        let opacity = CGFloat(layer.opacity)
        let mask = layer.mask
        guard opacity < 1 || mask != nil else { return paintShownBody(of: layer) }
        cairo_push_group(cairo)
        paintShownBody(of: layer)
        if let mask {
            cairo_push_group(cairo)
            paint(mask)
            let maskPattern = cairo_pop_group(cairo)
            let content = cairo_pop_group(cairo)
            cairo_push_group(cairo)
            cairo_set_source(cairo, content)
            cairo_mask(cairo, maskPattern)
            cairo_pattern_destroy(maskPattern)
            cairo_pattern_destroy(content)
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, Double(opacity))
    }

    /// The body, from the layer's bitmap when it is rasterized, through its running transition.
    private func paintShownBody(of layer: CALayer) {
        guard let frame = layer.transitionFrame else { return paintBodyOrBitmap(of: layer) }
        LayerTransitionPainter(context: context, canvas: canvas).paint(frame) { paintBodyOrBitmap(of: layer) }
    }

    private func paintBodyOrBitmap(of layer: CALayer) {
        guard layer.shouldRasterize else { return paintBody(of: layer) }
        let scale = layer.rasterizationScale > 0 && layer.rasterizationScale.isFinite ? layer.rasterizationScale : 1
        var raster = layer.rasterizedContent as? LayerRaster
        if raster?.scale != scale {
            // A placeholder first: if app code run while painting the bitmap (display, layout) changes something
            // inside, it drops the placeholder, and this bitmap is shown once but not kept.
            let placeholder = LayerRaster.Placeholder()
            layer.rasterizedContent = placeholder
            guard let made = LayerRaster(of: layer, scale: scale, painting: { $0.paintBody(of: layer) }) else {
                layer.rasterizedContent = nil
                return paintBody(of: layer)
            }
            if layer.rasterizedContent === placeholder { layer.rasterizedContent = made }
            raster = made
        }
        raster?.show(in: cairo)
    }

    private func paintBody(of layer: CALayer) {
        let bounds = layer.bounds
        if layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 {
            paintShadow(of: layer, bounds: bounds, color: color)
        }
        if let background = layer.backgroundColor, background.alpha > 0 {
            canvas.setSource(background)
            addShape(of: layer, rect: bounds)
            cairo_fill(cairo)
        }
        cairo_save(cairo)
        if layer.masksToBounds {
            addShape(of: layer, rect: bounds)
            cairo_clip(cairo)
        }
        // A shape layer's fill and stroke may come from cached masks (the same pixels); the rest draws itself.
        // (`if let`, not `Optional.map`: a closure handed to a nonisolated function is checked for its actor on
        // every call, and this runs for every layer painted.)
        var masked = false
        if let shape = layer as? CAShapeLayer {
            masked = shape.shownImage == nil && ShapeLayerMasks.shared.paint(shape, canvas: canvas)
        }
        if !masked {
            context.withInitialDrawingState { layer.paintContent(in: context) }
        }
        paintSublayers(of: layer)
        cairo_restore(cairo)
        if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            let inset = layer.borderWidth / 2
            canvas.setSource(color)
            cairo_set_line_width(cairo, Double(layer.borderWidth))
            addShape(
                of: layer, rect: bounds.insetBy(dx: inset, dy: inset), radius: max(layer.cornerRadius - inset, 0))
            cairo_stroke(cairo)
        }
    }

    /// The sublayers, in the layer's bounds space (after its `sublayerTransform`), once per replicator instance.
    private func paintSublayers(of layer: CALayer) {
        let sublayers = layer.paintingOrder
        guard !sublayers.isEmpty else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let placement = layer.sublayerPlacement {
            var matrix = Self.cairoMatrix(placement)
            cairo_transform(cairo, &matrix)
        }
        guard let replicator = layer as? CAReplicatorLayer else {
            for sublayer in sublayers { paint(sublayer) }
            return
        }
        for instance in replicator.instances where instance.alpha > 0 {
            cairo_save(cairo)
            var matrix = Self.cairoMatrix(instance.transform)
            cairo_transform(cairo, &matrix)
            replicator.withInstanceDelay(instance.delay) {
                if instance.keepsColors {
                    if instance.alpha < 1 { cairo_push_group(cairo) }
                    for sublayer in sublayers { paint(sublayer) }
                    if instance.alpha < 1 {
                        cairo_pop_group_to_source(cairo)
                        cairo_paint_with_alpha(cairo, Double(instance.alpha))
                    }
                } else {
                    paintTinted(sublayers, instance: instance)
                }
            }
            cairo_restore(cairo)
        }
    }

    /// A replicator's copy with its colours multiplied by the copy's factors: painted into a group the size of the
    /// sublayers' area, whose pixels are then scaled channel by channel (Cairo has no operator for it).
    private func paintTinted(_ sublayers: [CALayer], instance: CAReplicatorLayer.Instance) {
        let area = sublayers.reduce(CGRect.null) { $0.union($1.visualRect.applying($1.transformToSuperlayer)) }
        guard !area.isNull else { return }
        cairo_save(cairo)
        cairo_rectangle(cairo, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
        cairo_clip(cairo)
        cairo_push_group(cairo)
        for sublayer in sublayers { paint(sublayer) }
        let group = cairo_pop_group(cairo)
        var surface: OpaquePointer?
        if let group, cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            let data = cairo_image_surface_get_data(surface)
        {
            cairo_surface_flush(surface)
            let width = Int(cairo_image_surface_get_width(surface)),
                height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            // Premultiplied native-endian ARGB: blue, green, red, alpha in memory on little-endian machines.
            let factors = [instance.blue, instance.green, instance.red].map { UInt32(($0 * 256).rounded()) }
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let pixel = row + x * 4
                    for channel in 0..<3 { pixel[channel] = UInt8((UInt32(pixel[channel]) * factors[channel]) >> 8) }
                }
            }
            cairo_surface_mark_dirty(surface)
        }
        if let group {
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, Double(instance.alpha))
            cairo_pattern_destroy(group)
        }
        cairo_restore(cairo)
    }

    /// The shadow: `shadowPath` (or the rounded bounds) filled, blurred with σ = `shadowRadius` device-scaled,
    /// offset by `shadowOffset` in the layer's space.
    private func paintShadow(of layer: CALayer, bounds: CGRect, color: CGColor) {
        cairo_push_group(cairo)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        if let path = layer.shadowPath {
            cairo_new_path(cairo)
            path.appendElements(to: cairo)
        } else {
            addShape(of: layer, rect: bounds)
        }
        cairo_fill(cairo)
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        var groupSurface: OpaquePointer?
        cairo_pattern_get_surface(group, &groupSurface)
        var dx = Double(layer.shadowOffset.width), dy = Double(layer.shadowOffset.height)
        cairo_user_to_device_distance(cairo, &dx, &dy)
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(cairo, &unitX, &unitY)
        let scale = hypot(unitX, unitY)
        let shadow = CanvasShadow(
            offset: CGSize(width: dx, height: dy), blur: 2 * layer.shadowRadius * CGFloat(scale),
            color: color.copy(alpha: color.alpha * CGFloat(layer.shadowOpacity)) ?? color)
        guard let groupSurface, let image = ShadowImage(of: groupSurface, shadow: shadow) else { return }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, image.surface, image.origin.x, image.origin.y)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_surface_destroy(image.surface)
    }

    /// The device-space box of `rect` (current user space).
    private func deviceBox(of rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in 0..<4 {
            var x = Double(corner & 1 == 0 ? rect.minX : rect.maxX), y = Double(corner < 2 ? rect.minY : rect.maxY)
            cairo_user_to_device(cairo, &x, &y)
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `rect` with the layer's corner radius at its masked corners, as the current path.
    private func addShape(of layer: CALayer, rect: CGRect, radius: CGFloat? = nil) {
        cairo_new_path(cairo)
        let r = max(0, min(radius ?? layer.cornerRadius, rect.width / 2, rect.height / 2))
        let corners = layer.maskedCorners
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            return
        }
        func corner(_ mask: CACornerMask, _ x: CGFloat, _ y: CGFloat, _ cx: CGFloat, _ cy: CGFloat, _ start: Double) {
            if corners.contains(mask) {
                cairo_arc(cairo, Double(cx), Double(cy), Double(r), start, start + .pi / 2)
            } else {
                cairo_line_to(cairo, Double(x), Double(y))
            }
        }
        cairo_move_to(cairo, Double(rect.minX + r), Double(rect.minY))
        corner(.layerMaxXMinYCorner, rect.maxX, rect.minY, rect.maxX - r, rect.minY + r, -.pi / 2)
        corner(.layerMaxXMaxYCorner, rect.maxX, rect.maxY, rect.maxX - r, rect.maxY - r, 0)
        corner(.layerMinXMaxYCorner, rect.minX, rect.maxY, rect.minX + r, rect.maxY - r, .pi / 2)
        corner(.layerMinXMinYCorner, rect.minX, rect.minY, rect.minX + r, rect.minY + r, .pi)
        cairo_close_path(cairo)
    }

    static func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }
}

extension CGPath {
    /// Adds the path's elements to a Cairo context's current path.
    func appendElements(to cairo: OpaquePointer) {
        applyWithBlock { appendPathElement($0.pointee, to: cairo) }
    }
}

/// Adds one path element to a Cairo context's current path (a quadratic curve as the cubic it equals).
func appendPathElement(_ element: CGPathElement, to cairo: OpaquePointer) {
    let p = element.points
    switch element.type {
    case .moveToPoint: cairo_move_to(cairo, Double(p[0].x), Double(p[0].y))
    case .addLineToPoint: cairo_line_to(cairo, Double(p[0].x), Double(p[0].y))
    case .addQuadCurveToPoint:
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let (c, e) = (p[0], p[1])
        cairo_curve_to(
            cairo, x + 2 / 3 * (Double(c.x) - x), y + 2 / 3 * (Double(c.y) - y),
            Double(e.x) + 2 / 3 * Double(c.x - e.x), Double(e.y) + 2 / 3 * Double(c.y - e.y), Double(e.x),
            Double(e.y))
    case .addCurveToPoint:
        cairo_curve_to(
            cairo, Double(p[0].x), Double(p[0].y), Double(p[1].x), Double(p[1].y), Double(p[2].x), Double(p[2].y))
    case .closeSubpath: cairo_close_path(cairo)
    }
}
