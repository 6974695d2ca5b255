import Foundation

/// The stack of current graphics contexts, as UIKit keeps one per thread (here: the main actor).
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
    /// The image contexts `UIGraphicsBeginImageContextWithOptions` opened, innermost last, with their scales.
    static var imageContexts: [(context: CGContext, canvas: any BitmapCanvas, scale: CGFloat)] = []
}

/// The context `draw(_:)`, `UIBezierPath` and `UIColor.setFill()` draw into, or nil outside drawing.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.contexts.last
}

@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.contexts.append(context)
}

@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.contexts.popLast()
}

/// Runs `body` with `context` current.
@_spi(Rendering) @MainActor
public func withCurrentContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}

/// How an image renderer makes its images.
public struct UIGraphicsImageRendererFormat: Sendable {
    /// Pixels per point. 1 by default (OpenUIKit has no main screen to copy it from).
    public var scale: CGFloat = 1
    /// When true the image has no alpha channel (and starts black); false by default (starts transparent).
    public var opaque = false

    public init() {}

    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context handed to an image renderer's drawing closure.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Fills `rect` with the fill colour in `blendMode`, leaving the context's blend mode as it was.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the stroke colour in `blendMode`, leaving the context's blend mode as it was.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        guard let canvas = cgContext.canvas as? any BitmapCanvas else { return UIImage(size: .zero) }
        return UIImage(pixels: canvas.makeImage(), scale: format.scale)
    }
}

/// Draws into an off-screen image, as `UIGraphicsImageRenderer` does.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
///     view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
/// }
/// ```
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a fresh context current and returns what it drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let width = max(Int((bounds.width * format.scale).rounded(.up)), 1)
        let height = max(Int((bounds.height * format.scale).rounded(.up)), 1)
        let canvas = Graphics.backend.makeBitmapCanvas(pixelWidth: width, pixelHeight: height, opaque: format.opaque)
        canvas.scaleBy(x: format.scale, y: format.scale)
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = CGContext(canvas: canvas)
        withCurrentContext(context) {
            actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        }
        return UIImage(pixels: canvas.makeImage(), scale: format.scale)
    }

    /// The image as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// Starts drawing into a new bitmap of `size` points and makes it the current context, as UIKit's older image
/// context API. `scale` 0 means the main screen's scale: 1 here (OpenUIKit has no main screen). An `opaque` bitmap
/// starts black; otherwise transparent. End it with ``UIGraphicsEndImageContext()``.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : 1
    let width = size.width.isFinite ? max(Int((size.width * scale).rounded(.up)), 1) : 1
    let height = size.height.isFinite ? max(Int((size.height * scale).rounded(.up)), 1) : 1
    let canvas = Graphics.backend.makeBitmapCanvas(pixelWidth: width, pixelHeight: height, opaque: opaque)
    canvas.scaleBy(x: scale, y: scale)
    let context = CGContext(canvas: canvas)
    GraphicsContextStack.imageContexts.append((context, canvas, scale))
    UIGraphicsPushContext(context)
}

/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` with a transparent bitmap at scale 1.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds so far; nil when the current context is not an image context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = GraphicsContextStack.contexts.last,
        let entry = GraphicsContextStack.imageContexts.last(where: { $0.context === current })
    else { return nil }
    return UIImage(pixels: entry.canvas.makeImage(), scale: entry.scale)
}

/// Ends the innermost image context and removes it from the context stack.
///
/// UIKit parity: with no image context open, nothing happens and a ``GraphicsDiagnostics`` report is made (UIKit
/// logs an error).
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let entry = GraphicsContextStack.imageContexts.popLast() else {
        GraphicsDiagnostics.report("UIGraphicsEndImageContext() with no image context open; ignored")
        return
    }
    if let index = GraphicsContextStack.contexts.lastIndex(where: { $0 === entry.context }) {
        GraphicsContextStack.contexts.remove(at: index)
    }
}
