import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// Paints a view tree with Cairo, in UIKit's compositing order: for each visible view, its shadow, its background
/// (rounded by `layer.cornerRadius`), its clip (with `clipsToBounds`), its own `draw(_:)`, its subviews back to
/// front, then its border on top; a view with alpha below 1 is painted into a group and composited with that
/// opacity, so overlapping subviews do not show through each other.
///
/// With a clip (device coordinates), views that cannot reach it — and whose subviews stay inside them — are
/// skipped, so a small damaged area costs a few views, not the whole tree.
@MainActor
struct ViewTreePainter {
    final class Counter {
        var viewsPainted = 0
        var layersPainted = 0
    }

    let context: CGContext
    let canvas: CairoCanvas
    let clip: CGRect?
    let counter = Counter()
    private let cairo: OpaquePointer

    init(context: CGContext, canvas: CairoCanvas, clip: CGRect?) {
        self.context = context
        self.canvas = canvas
        self.cairo = canvas.cairo
        self.clip = clip
    }

    /// Paints `view`, the current space being its superview's.
    func paint(_ view: UIView) {
        let (isHidden, alpha, _) = view.renderingFlags
        guard !isHidden, alpha > 0.0001 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        enterBoundsSpace(of: view)
        if let clip, !reaches(view, clip) { return }
        if alpha < 1 {
            cairo_push_group(cairo)
            paintContentsThroughTransition(of: view)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, Double(alpha))
        } else {
            paintContentsThroughTransition(of: view)
        }
    }

    /// The view's contents, through a `CATransition` running on its layer.
    private func paintContentsThroughTransition(of view: UIView) {
        guard let frame = view.renderingLayer?.transitionFrame else { return paintContents(of: view) }
        LayerTransitionPainter(context: context, canvas: canvas).paint(frame) { paintContents(of: view) }
    }

    /// Paints `view`'s look, content and subviews, the current space being the view's own bounds space, with the
    /// view's traits current where they differ from its superview's (dynamic colours resolve against them).
    func paintContents(of view: UIView) {
        view.performWithTraitsForDrawing { view.withPresentedLayerLooks { paintContentsInCurrentTraits(of: view) } }
    }

    private func paintContentsInCurrentTraits(of view: UIView) {
        counter.viewsPainted += 1
        let bounds = view.renderingGeometry.bounds
        let layer = view.renderingLayer
        let radius = layer.map { min($0.cornerRadius, bounds.width / 2, bounds.height / 2) } ?? 0
        if let layer, layer.shadowOpacity > 0, let color = layer.shadowColor {
            paintShadow(bounds: bounds, radius: radius, layer: layer, color: color)
        }
        if let background = view.renderingBackgroundColor, background.alpha > 0 {
            canvas.setSource(background.cgColor)
            if radius <= 0 || !RoundedRectMasks.shared.fill(bounds, radius: radius, in: cairo) {
                addShape(bounds, radius: radius)
                cairo_fill(cairo)
            }
        }
        cairo_save(cairo)
        if view.renderingFlags.clipsToBounds {
            addShape(bounds, radius: radius)
            cairo_clip(cairo)
        }
        // The layer's own content (`contents`, a `layerClass`'s shape or gradient) is under the view's drawing.
        if let layer { context.withInitialDrawingState { layer.paintContent(in: context) } }
        drawOwnContent(of: view, bounds: bounds)
        paintSubviewsAndLayers(of: view, layer: layer)
        cairo_restore(cairo)
        if let layer, layer.borderWidth > 0, let color = layer.borderColor {
            let inset = layer.borderWidth / 2
            canvas.setSource(color)
            cairo_set_line_width(cairo, Double(layer.borderWidth))
            addShape(bounds.insetBy(dx: inset, dy: inset), radius: max(radius - inset, 0))
            cairo_stroke(cairo)
        }
    }

    /// The subviews back to front, with the layers added to the view's layer among them where they were added
    /// (`CALayer`'s documentation); layers with a positive `zPosition` after every subview.
    private func paintSubviewsAndLayers(of view: UIView, layer: CALayer?) {
        let subviews = view.renderingSubviews
        guard let sublayers = layer?.paintingOrder, !sublayers.isEmpty else {
            for subview in subviews { paint(subview) }
            return
        }
        let layers = LayerTreePainter(context: context, canvas: canvas, clip: clip, counter: counter)
        var next = 0
        for (index, subview) in subviews.enumerated() {
            while next < sublayers.count, sublayers[next].zPosition <= 0,
                sublayers[next].subviewsBelowForPainting <= index
            {
                layers.paint(sublayers[next])
                next += 1
            }
            paint(subview)
        }
        for sublayer in sublayers[next...] { layers.paint(sublayer) }
    }

    private func drawOwnContent(of view: UIView, bounds: CGRect) {
        // A plain UIView draws nothing: skip the setup for the most common view of all.
        if type(of: view) == UIView.self { return }
        var dirty = bounds
        if clip != nil {
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
            dirty = bounds.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        }
        guard !dirty.isNull else { return }
        cairo_save(cairo)
        context.resetDrawingState()
        withCurrentContext(context) { view.draw(dirty) }
        // The canvas's own state (not Cairo's, which the restore puts back) must not leak into the painter's drawing.
        canvas.shadow = nil
        canvas.smoothsImages = true
        cairo_restore(cairo)
    }

    /// Moves the current space from the superview's into `view`'s bounds space:
    /// p_super = center + transform(p - boundsCentre).
    private func enterBoundsSpace(of view: UIView) {
        let (center, bounds, transform) = view.renderingGeometry
        cairo_translate(cairo, Double(center.x), Double(center.y))
        if let t = transform {
            var matrix = cairo_matrix_t(
                xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(cairo, &matrix)
        }
        cairo_translate(cairo, -Double(bounds.midX), -Double(bounds.midY))
    }

    /// Whether anything `view` paints can land in `clip` (device space). Views that do not clip and have subviews
    /// reaching outside them are always painted.
    private func reaches(_ view: UIView, _ clip: CGRect) -> Bool {
        let outset = view.layerOutset
        let area = view.renderingGeometry.bounds.insetBy(dx: -outset, dy: -outset)
        if deviceBox(of: area).intersects(clip) { return true }
        return !view.subtreeStaysInsideBounds
    }

    private func deviceBox(of rect: CGRect) -> CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in 0..<4 {
            var x = Double(corner & 1 == 0 ? rect.minX : rect.maxX), y = Double(corner < 2 ? rect.minY : rect.maxY)
            cairo_user_to_device(cairo, &x, &y)
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A rectangle, with circular corners when `radius` > 0, as the current path.
    private func addShape(_ rect: CGRect, radius: CGFloat) {
        cairo_new_path(cairo)
        RoundedRectMasks.addRoundedRect(rect, radius: radius, in: cairo)
    }

    /// A soft shadow drawn simply: the shape, offset, as a few stacked translucent layers spreading to the radius.
    private func paintShadow(bounds: CGRect, radius: CGFloat, layer: CALayer, color: CGColor) {
        let steps = max(1, min(Int(layer.shadowRadius.rounded(.up)), 6))
        let base = bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
        let alphaPerStep = CGFloat(layer.shadowOpacity) * color.alpha / CGFloat(steps)
        for step in 0..<steps {
            let spread = layer.shadowRadius * CGFloat(steps - step) / CGFloat(steps)
            canvas.setSource(CGColor(red: color.red, green: color.green, blue: color.blue, alpha: alphaPerStep))
            addShape(base.insetBy(dx: -spread, dy: -spread), radius: radius + spread)
            cairo_fill(cairo)
        }
    }
}
