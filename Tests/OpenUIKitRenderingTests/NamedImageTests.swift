import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// `UIImage(named:in:compatibleWith:)` over a bundle made in a temporary folder, JPEG decoding, and rendering modes.
@MainActor
@Suite struct NamedImageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A folder with `dot.png` (1×), `badge@2x.png`, `photo.jpg`, and an asset catalogue holding `Star` at 1× and
    /// 3×; returns its bundle.
    static func makeBundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("named-images-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        func png(_ width: Int, _ height: Int, _ color: UIColor) throws -> Data {
            let canvas = Graphics.backend.makeBitmapCanvas(pixelWidth: width, pixelHeight: height, opaque: false)
            canvas.addRect(CGRect(x: 0, y: 0, width: width, height: height))
            canvas.fillPath(rule: .winding, color: color.cgColor, alpha: 1)
            return try #require(canvas.makeImage().pngData())
        }
        try png(4, 4, .red).write(to: folder.appendingPathComponent("dot.png"))
        try png(8, 6, .green).write(to: folder.appendingPathComponent("badge@2x.png"))
        try manager.copyItem(
            at: fixtures.appendingPathComponent("two-squares.jpg"), to: folder.appendingPathComponent("photo.jpg"))
        let set = folder.appendingPathComponent("Assets.xcassets/Icons/Star.imageset")
        try manager.createDirectory(at: set, withIntermediateDirectories: true)
        try png(5, 5, .blue).write(to: set.appendingPathComponent("star.png"))
        try png(15, 15, .blue).write(to: set.appendingPathComponent("star@3x.png"))
        let contents = """
            {"images": [{"idiom": "universal", "filename": "star.png", "scale": "1x"},
                        {"idiom": "universal", "scale": "2x"},
                        {"idiom": "universal", "filename": "star@3x.png", "scale": "3x"}],
             "info": {"author": "xcode", "version": 1}}
            """
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return try #require(Bundle(path: folder.path))
    }

    @Test func imagesAreFoundByNameWithTheirScaleInFilesAndAssetCatalogues() throws {
        let bundle = try Self.makeBundle()
        func describe(_ name: String) -> String {
            guard let image = UIImage(named: name, in: bundle, compatibleWith: nil) else { return "\(name): nil" }
            return "\(name): \(image.size.width)×\(image.size.height) @\(image.scale)"
        }
        #expect(
            ["dot", "dot.png", "badge", "photo", "photo.jpg", "Star", "missing", "Icons", ""].map(describe) == [
                "dot: 4.0×4.0 @1.0", "dot.png: 4.0×4.0 @1.0", "badge: 4.0×3.0 @2.0", "photo: 16.0×8.0 @1.0",
                "photo.jpg: 16.0×8.0 @1.0", "Star: 5.0×5.0 @3.0", "missing: nil", "Icons: nil", ": nil",
            ])
        // Cached: the same name gives the same pixels.
        let first = try #require(UIImage(named: "dot", in: bundle, compatibleWith: nil))
        let second = try #require(UIImage(named: "dot", in: bundle, compatibleWith: nil))
        #expect(first.pixels === second.pixels)
    }

    @Test func jpegFilesAndDataDecode() throws {
        let url = Self.fixtures.appendingPathComponent("two-squares.jpg")
        let fromFile = try #require(UIImage(contentsOfFile: url.path))
        let fromData = try #require(UIImage(data: try Data(contentsOf: url)))
        for image in [fromFile, fromData] {
            #expect(image.size == CGSize(width: 16, height: 8))
            let red = try #require(image.pixel(x: 3, y: 3)), blue = try #require(image.pixel(x: 12, y: 4))
            #expect(red.red > 240 && red.green < 16 && red.blue < 16 && red.alpha == 255, "\(red)")
            #expect(blue.blue > 240 && blue.red < 16 && blue.green < 16 && blue.alpha == 255, "\(blue)")
        }
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/photo.jpg") == nil)
    }

    @Test func renderingModesKeepThePixels() throws {
        let image = try #require(UIImage(contentsOfFile: Self.fixtures.appendingPathComponent("two-squares.jpg").path))
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .automatic && template.renderingMode == .alwaysTemplate)
        #expect(template.pixels === image.pixels && template.size == image.size && template.scale == image.scale)
        #expect(template.withRenderingMode(.alwaysTemplate) === template)
        #expect(UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
    }
}
