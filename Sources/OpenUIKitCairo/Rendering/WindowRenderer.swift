import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// Draws a window's view tree into an off-screen back buffer, redrawing only what changed.
///
/// Views mark their areas (in window coordinates, through their transforms) when they change; the marks gather in
/// the window's damage. ``renderIfNeeded()`` — called once per frame by a backend, or by a test — lays the window
/// out, clips to the damaged rectangles and repaints just the views that reach them, however many changes came
/// in. The X11 backend presents ``image()``'s pixels; tests read them directly.
@preconcurrency @MainActor
public final class WindowRenderer {
    /// What one frame redrew, by the renderer's own accounting.
    public struct Frame: Sendable, Equatable {
        /// The damaged rectangles redrawn, in window coordinates (whole points).
        public var rectangles: [CGRect]
        /// Their total area in square points.
        public var area: CGFloat
        /// How many views were painted (entered and drawn) to produce the frame.
        public var viewsPainted: Int
        /// How many standalone layers were painted (those outside the damage are skipped); a rasterized layer
        /// counts once, shown from its bitmap or not.
        public var layersPainted = 0
        /// Whether the whole window was redrawn.
        public var isFullRedraw: Bool
    }

    /// The window lives as long as its renderer does not: app code may keep `window.renderer` after the window is
    /// gone, and then the renderer draws nothing and keeps its last image. (Weak costs the window nothing new: touches
    /// and presses already hold it weakly.)
    private(set) weak var window: UIWindow?
    /// Pixels per point.
    public let scale: CGFloat
    private var surface: OpaquePointer?
    private var surfaceSize = CGSize.zero
    public private(set) var lastFrame: Frame?
    /// Frames drawn so far (frames with no damage are not drawn and not counted).
    public private(set) var frameCount = 0

    init(window: UIWindow, scale: CGFloat) {
        self.window = window
        self.scale = scale
    }

    isolated deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Marks the whole window for redrawing.
    public func invalidateAll() {
        guard let window else { return }
        window.addDamage(window.bounds)
    }

    /// Draws the damaged part of the window, if any; returns what it drew.
    @discardableResult
    public func renderIfNeeded() -> Frame? {
        guard let window else { return nil }
        // A frame ends the run-loop turn's implicit transaction: layers made so far animate implicitly from now on.
        CATransaction.commitImplicitTransaction()
        window.layoutIfNeeded()
        let size = window.bounds.size
        if surface == nil || size != surfaceSize {
            if let surface { cairo_surface_destroy(surface) }
            surfaceSize = size
            surface = makeBackBuffer(
                pixelWidth: Int(max((size.width * scale).rounded(.up), 1)),
                pixelHeight: Int(max((size.height * scale).rounded(.up), 1)))
            window.addDamage(window.bounds)
        }
        let overlay = window.hitRegionOverlay
        let layoutOverlay = window.layoutOverlay
        // The overlays show things that change without damage (recognizer states, the path, constraints between
        // views far apart): a frame that draws anything redraws all of it.
        if (overlay != nil || layoutOverlay != nil) && !window.damage.isEmpty { window.addDamage(window.bounds) }
        guard let surface, !window.damage.isEmpty else { return nil }
        if usesLentMemory { backBufferStorage?.willDraw() }
        var rectangles = window.takeDamage()
        // The one definition of a full redraw: some damage covers the window. Marks made before the bounds moved
        // may lie outside them; a full frame is that one rectangle, drawn without culling.
        let fullRectangle = rectangles.first { $0.contains(window.bounds) }
        if let fullRectangle { rectangles = [fullRectangle] }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, Double(scale), Double(scale))
        // Curves are flattened to within a quarter pixel (Cairo's default is a tenth): invisible on corners and
        // circles of UI size, and it halves the cost of filling rounded rectangles.
        cairo_set_tolerance(cairo, 0.25)
        for rect in rectangles {
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cairo)
        if !backgroundCoversEveryPixel(of: window) {
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        let canvas = CairoCanvas(cairo: cairo)
        let context = CGContext(canvas: canvas)
        let deviceClip = rectangles.reduce(CGRect.null) { $0.union($1) }
            .applying(CGAffineTransform(scaleX: scale, y: scale))
        // A full redraw needs no culling: every view reaches the clip.
        let painter = ViewTreePainter(context: context, canvas: canvas, clip: fullRectangle != nil ? nil : deviceClip)
        if !window.isHidden {
            cairo_translate(cairo, -Double(window.bounds.minX), -Double(window.bounds.minY))
            painter.paintContents(of: window)
            FocusRingPainter(context: context).paint(over: window)
            switch overlay?.mode {
            case .hitRegions?: HitRegionOverlayPainter(context: context).paint(overlay!, over: window)
            case .accessibility?: AccessibilityOverlayPainter(context: context).paint(over: window)
            case nil: break
            }
            if let layoutOverlay { LayoutOverlayPainter(context: context).paint(layoutOverlay, over: window) }
        }
        cairo_surface_flush(surface)
        // What the layout pass above changed is on screen now: a transition added later starts from it.
        CATransaction.framePainted()
        let area = rectangles.reduce(0) { $0 + $1.width * $1.height }
        let frame = Frame(
            rectangles: rectangles, area: area, viewsPainted: painter.counter.viewsPainted,
            layersPainted: painter.counter.layersPainted, isFullRedraw: fullRectangle != nil)
        lastFrame = frame
        frameCount += 1
        return frame
    }

    /// Whether the window's own background paints every pixel of the back buffer opaquely (an opaque colour, square
    /// corners, bounds at the origin covering whole pixels), so clearing the damage first would only be painted
    /// over: a full redraw then writes each pixel once less.
    private func backgroundCoversEveryPixel(of window: UIWindow) -> Bool {
        let bounds = window.bounds
        guard !window.renderingFlags.isHidden, bounds.origin == .zero, (window.backgroundColor?.alpha ?? 0) >= 1,
            (window.renderingLayer?.cornerRadius ?? 0) == 0
        else { return false }
        let width = bounds.width * scale, height = bounds.height * scale
        return width == width.rounded() && height == height.rounded()
    }

    /// A copy of the back buffer (after drawing any pending damage).
    public func image() -> UIImage {
        renderIfNeeded()
        let width = Int32(max((surfaceSize.width * scale).rounded(.up), 1))
        let height = Int32(max((surfaceSize.height * scale).rounded(.up), 1))
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        if let surface {
            let cairo = cairo_create(copy)!
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cairo)
            cairo_destroy(cairo)
        }
        cairo_surface_flush(copy)
        return UIImage(cairoImageSurface: copy, scale: scale)
    }

    /// Where the back buffer's memory comes from: a backend's (``BackBufferStorage``), or nil for the renderer's
    /// own. Takes effect with the next back buffer the renderer makes (set it before the first frame, or call
    /// ``discardBackBuffer()``).
    @_spi(Rendering) public weak var backBufferStorage: (any BackBufferStorage)?
    /// Whether the current back buffer lives in memory the storage lent.
    private var usesLentMemory = false

    /// Drops the back buffer (the next frame makes a new one and redraws everything): a backend calls it before it
    /// takes back memory it lent.
    @_spi(Rendering) public func discardBackBuffer() {
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        usesLentMemory = false
    }

    private func makeBackBuffer(pixelWidth: Int, pixelHeight: Int) -> OpaquePointer {
        if let storage = backBufferStorage,
            let (pointer, stride) = storage.memory(pixelWidth: pixelWidth, pixelHeight: pixelHeight),
            stride >= pixelWidth * 4, stride % 4 == 0
        {
            usesLentMemory = true
            return cairo_image_surface_create_for_data(
                pointer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth),
                Int32(pixelHeight), Int32(stride))
        }
        usesLentMemory = false
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    }

    /// The back buffer (a `cairo_surface_t`), for backends that present it. Valid until the next render call.
    @_spi(Rendering) public var backBufferSurface: OpaquePointer? { surface }
}
