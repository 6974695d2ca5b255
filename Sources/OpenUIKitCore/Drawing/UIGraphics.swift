import Foundation

/// The stack of current graphics contexts, as UIKit keeps one per thread (here: the main actor).
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
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
@_spi(Backends) @MainActor
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
