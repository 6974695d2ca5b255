import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// The core's graphics library: Cairo draws, Pango shapes text, fontconfig finds fonts.
///
/// Installed into the core (`Graphics.install`) as soon as a program that links this module starts, by the
/// load-time hook in `OpenUIKitCairoInstall`, so apps and tests change nothing: whatever links OpenUIKitCairo
/// (through `import OpenUIKit`) measures and draws with Cairo and Pango from its first line.
final class CairoGraphics: GraphicsBackend {
    init() {}

    /// Makes Cairo and Pango the core's graphics library. Idempotent; called at load time.
    static func install() {
        Graphics.install(shared)
    }

    private static let shared = CairoGraphics()

    func fontMetrics(for font: UIFont) -> FontMetrics { FontCatalog.metrics(for: font) }
    func hasFontFamily(_ name: String) -> Bool { FontCatalog.hasFamily(name) }

    @MainActor
    func layOutText(_ text: String, font: UIFont, options: TextLayoutOptions) -> any LaidOutText {
        PangoTextLayout(text: text, font: font, options: options)
    }

    @MainActor
    func layOutText(_ text: String, runs: [TextRun], options: TextLayoutOptions) -> any LaidOutText {
        PangoTextLayout(text: text, runs: runs, options: options)
    }

    // PNG through Cairo itself; any other format gdk-pixbuf reads (JPEG above all) through it.
    func loadImage(contentsOfFile path: String) -> (any ImagePixels)? {
        CairoImage(contentsOfFile: path) ?? CairoImage(pixbufFile: path)
    }
    func decodeImage(_ data: Data) -> (any ImagePixels)? { CairoImage(pngData: data) ?? CairoImage(pixbufData: data) }

    func makeImage(premultipliedRGBA bytes: [UInt8], pixelWidth: Int, pixelHeight: Int) -> any ImagePixels {
        CairoImage(premultipliedRGBA: bytes, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    @MainActor
    func makeBitmapCanvas(pixelWidth: Int, pixelHeight: Int, opaque: Bool) -> any BitmapCanvas {
        CairoBitmapCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, opaque: opaque)
    }

    @MainActor
    func bounds(of path: UIBezierPath) -> CGRect { path.cairoBounds }

    @MainActor
    func path(_ path: UIBezierPath, contains point: CGPoint) -> Bool { path.cairoContains(point) }

    @MainActor
    func paintLayerTree(_ layer: CALayer, in context: CGContext) {
        guard let canvas = context.canvas as? CairoCanvas else { return }
        LayerTreePainter(context: context, canvas: canvas).paintContents(of: layer)
    }

    @MainActor
    func paintHierarchy(of view: UIView, in context: CGContext) {
        guard let canvas = context.canvas as? CairoCanvas else { return }
        ViewTreePainter(context: context, canvas: canvas, clip: nil).paintContents(of: view)
    }
}

/// Called by the load-time hook (`OpenUIKitCairoInstall/install.c`) before `main` runs.
@_cdecl("openuikit_cairo_install")
func openUIKitCairoInstall() {
    CairoGraphics.install()
    FontSystemWarmUp.startLoadingFontsAtLoad()
}
