import Foundation

// A layer's content and the marks that get it repainted. As in Core Animation, a layer draws only when asked:
// `setNeedsDisplay()` flags it, and before the next paint `display()` runs once, which by default has the delegate
// draw (`display(_:)`, else `draw(in:)` → `draw(_:in:)`) into a bitmap of the bounds at `contentsScale`: the layer's
// backing store, shown when `contents` is nil.
extension CALayer {
    /// Flags the content for redrawing before the next paint, and marks the layer's area.
    public func setNeedsDisplay() {
        if let view { return view.setNeedsDisplay() }
        needsDisplayFlag = true
        markArea()
    }

    /// As `setNeedsDisplay()`: the whole content is redrawn.
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs `display()` now if the layer is flagged.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
    }

    /// Before a paint: `displayIfNeeded()` and `layoutIfNeeded()`, with no new marks (the area is being painted).
    @_spi(Rendering) public func prepareForPainting() {
        hasBeenDrawn = true
        layoutIfNeeded()
        guard needsDisplayFlag else { return }
        // Only the backing store's own mark is skipped (this paint shows it): marks app code makes from its
        // callbacks (a new `setNeedsDisplay()`, a moved layer) still ask for the next frame.
        displayingForPaint = true
        defer { displayingForPaint = false }
        display()
    }

    /// Has `draw(in:)` draw into a new bitmap of the bounds at `contentsScale`, the layer's backing store.
    @_spi(Rendering) public func drawBackingStore() {
        let b = bounds
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let width = Int((b.width * scale).rounded(.up)), height = Int((b.height * scale).rounded(.up))
        guard width > 0, height > 0, width < 16_384, height < 16_384 else {
            backingStore = nil
            return
        }
        let canvas = Graphics.backend.makeBitmapCanvas(pixelWidth: width, pixelHeight: height, opaque: isOpaque)
        canvas.scaleBy(x: scale, y: scale)
        canvas.translateBy(x: -b.minX, y: -b.minY)
        let context = CGContext(canvas: canvas)
        draw(in: context)
        backingStore = CGImage(pixels: canvas.makeImage())
        if !displayingForPaint { markArea() }
    }

    /// The image the layer shows: `contents` when it is a ``CGImage``, else what `display()` drew.
    @_spi(Rendering) public var shownImage: (image: CGImage, scale: CGFloat)? {
        if let image = contents as? CGImage { return (image, contentsScale) }
        if let backingStore { return (backingStore, contentsScale) }
        return nil
    }

    /// Where `contents` goes in the bounds under `contentsGravity`, for an image of `pixelSize` at `scale`.
    @_spi(Rendering) public func contentsRect(forPixelSize pixelSize: CGSize, scale: CGFloat) -> CGRect {
        let b = bounds
        let size = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        func placed(_ s: CGSize, _ h: CGFloat, _ v: CGFloat) -> CGRect {
            CGRect(
                x: b.minX + (b.width - s.width) * h, y: b.minY + (b.height - s.height) * v, width: s.width,
                height: s.height)
        }
        switch contentsGravity {
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return b }
            let ratios = (b.width / size.width, b.height / size.height)
            let k = contentsGravity == .resizeAspect ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            return placed(CGSize(width: size.width * k, height: size.height * k), 0.5, 0.5)
        case .center: return placed(size, 0.5, 0.5)
        case .top: return placed(size, 0.5, 0)
        case .bottom: return placed(size, 0.5, 1)
        case .left: return placed(size, 0, 0.5)
        case .right: return placed(size, 1, 0.5)
        case .topLeft: return placed(size, 0, 0)
        case .topRight: return placed(size, 1, 0)
        case .bottomLeft: return placed(size, 0, 1)
        case .bottomRight: return placed(size, 1, 1)
        default: return b
        }
    }

    // MARK: Marks

    /// Paints in progress that must not mark what they paint (a layer displaying for the paint that shows it).
    static var suppressingMarks = 0
    /// Counts the marks of model changes (every change to what or where a layer draws marks its area): a
    /// presentation mark worked out in the same count is still right (`CALayer.lastPresentedMark`).
    @exclusivity(unchecked) static var areaGeneration: UInt64 = 0

    /// Marks the area the layer paints in the view that hosts its tree, for the next frame, and drops the
    /// rasterized bitmaps it is part of (`shouldRasterize`). `placementOnly` says only where the layer is drawn
    /// changed (position, transform, opacity), not what it draws, so its own bitmap stays. Returns the area handed
    /// to the view, in its layer's space; nil when none was (the layer has its own view, is hidden, or has no view
    /// above it). `presentation`: the mark is of presentation values, no model change (it leaves
    /// `areaGeneration` as it is).
    @discardableResult
    func markArea(evenIfHidden: Bool = false, placementOnly: Bool = false, presentation: Bool = false) -> CGRect? {
        guard Self.suppressingMarks == 0 else { return nil }
        if !presentation { Self.areaGeneration &+= 1 }
        if !placementOnly { rasterizedContent = nil }
        if let view {
            view.invalidateRendering(force: evenIfHidden)
            return nil
        }
        guard evenIfHidden || !isHidden else { return nil }
        var rect = visualRect
        var layer: CALayer = self
        while true {
            if layer !== self { layer.rasterizedContent = nil }
            if let view = layer.view {
                view.markLayerArea(rect)
                return rect
            }
            if let parent = layer.superlayer {
                rect = rect.applying(layer.transformToSuperlayer)
                // Inside a replicator, a change shows in every copy.
                if let replicator = parent as? CAReplicatorLayer { rect = replicator.areaOfAllInstances(rect) }
                layer = parent
            } else if let owner = layer.maskOwner {
                rect = rect.applying(layer.transformToSuperlayer)
                layer = owner
            } else {
                return nil
            }
        }
    }

    /// Marks `rect`, an area `markArea` handed a view before, in that view again, dropping the same bitmaps, without
    /// working the area out.
    func markAreaAgain(_ rect: CGRect, placementOnly: Bool) {
        guard Self.suppressingMarks == 0 else { return }
        if !placementOnly { rasterizedContent = nil }
        var layer: CALayer = self
        while true {
            if layer !== self { layer.rasterizedContent = nil }
            if let view = layer.view { return view.markLayerArea(rect) }
            guard let next = layer.superlayer ?? layer.maskOwner else { return }
            layer = next
        }
    }

    /// Call before a change of the area the layer covers: its current area is marked as it is about to be left.
    func markAreaBeforeGeometryChange(placementOnly: Bool = false) {
        if let view { return view.invalidateRenderingBeforeGeometryChange() }
        markArea(placementOnly: placementOnly)
    }
}

/// The object that draws a layer's content and lays out its sublayers, as Core Animation's `CALayerDelegate`.
/// Every method is optional.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Fills the layer's content; the default draws it with `draw(_:in:)` into the layer's backing store.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `context`, in the layer's coordinates.
    func draw(_ layer: CALayer, in context: CGContext)
    /// Lays out the layer's sublayers when its bounds change or it is asked to.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: an action, `NSNull` to end the search with none, or nil to let the
    /// layer search on (``CALayer/action(forKey:)``).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawBackingStore() }
    public func draw(_ layer: CALayer, in context: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
