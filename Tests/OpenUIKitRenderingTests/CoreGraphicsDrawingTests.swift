import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// Core Graphics drawn by Cairo, pixel by pixel: `CGPath`s, `drawPath(using:)`, blend modes, shadows, gradients,
/// transparency layers, `CGImage` from bytes and back, and the image-context functions. Solid colours, whole-pixel
/// geometry and probes at pixel centres away from edges, so every expected value is exact.
@MainActor
@Suite(.serialized) struct CoreGraphicsDrawingTests {
    typealias RGBA = [UInt8]

    /// The colour of the pixel at (x, y), premultiplication undone.
    static func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> RGBA {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [p.red, p.green, p.blue, p.alpha]
    }

    static func draw(width: CGFloat = 60, height: CGFloat = 60, _ body: (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { body($0.cgContext) }
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func fillsAndStrokesCGPaths() {
        let image = Self.draw { context in
            context.addPath(CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil))
            context.setFillColor(Self.red)
            context.setStrokeColor(Self.blue)
            context.setLineWidth(4)
            context.drawPath(using: .fillStroke)
        }
        // Centre filled, the outline (radius 20 ± 2) stroked over the fill, the corner untouched.
        #expect(Self.rgba(image, 30, 30) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 30, 10) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 30, 49) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 12, 12) == [0, 0, 0, 0])
        // drawPath consumed the path: a second fill draws nothing.
        let empty = Self.draw { context in
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.drawPath(using: .stroke)
            context.fillPath()
        }
        #expect(Self.rgba(empty, 5, 5) == [0, 0, 0, 0])
    }

    @Test func evenOddDrawingModeLeavesTheHoleEmpty() {
        let image = Self.draw { context in
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 60, height: 60))
            path.addRect(CGRect(x: 20, y: 20, width: 20, height: 20))
            context.addPath(path)
            context.setFillColor(Self.red)
            context.drawPath(using: .eoFill)
        }
        #expect(Self.rgba(image, 30, 30) == [0, 0, 0, 0])
        #expect(Self.rgba(image, 10, 30) == [255, 0, 0, 255])
    }

    @Test func strokedCopyFillsTheStrokesPixels() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 50)])
        let stroked = Self.draw { context in
            context.addPath(path)
            context.setLineWidth(6)
            context.strokePath()
        }
        let filled = Self.draw { context in
            context.addPath(path.copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
            context.fillPath()
        }
        for (x, y) in [(30, 10), (30, 8), (30, 12), (50, 30), (52, 8), (30, 30), (8, 10), (30, 14)] {
            #expect(Self.rgba(stroked, x, y) == Self.rgba(filled, x, y), "at \(x),\(y)")
        }
        #expect(Self.rgba(filled, 52, 8) == [0, 0, 0, 255])
    }

    /// Red below, the mode's source on top: each mode's exact result.
    @Test(
        arguments: [
            (CGBlendMode.normal, [0, 0, 255, 255]), (.multiply, [0, 0, 0, 255]), (.screen, [255, 0, 255, 255]),
            (.darken, [0, 0, 0, 255]), (.lighten, [255, 0, 255, 255]), (.difference, [255, 0, 255, 255]),
            (.clear, [0, 0, 0, 0]), (.copy, [0, 0, 255, 255]), (.destinationOver, [255, 0, 0, 255]),
            (.destinationOut, [0, 0, 0, 0]), (.sourceAtop, [0, 0, 255, 255]), (.xor, [0, 0, 0, 0]),
            (.plusLighter, [255, 0, 255, 255]), (.exclusion, [255, 0, 255, 255]),
        ] as [(CGBlendMode, [Int])])
    func blendModesCombineWithWhatIsBelow(mode: CGBlendMode, expected: [Int]) {
        let image = Self.draw { context in
            context.setFillColor(Self.red)
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
            context.setBlendMode(mode)
            context.setFillColor(Self.blue)
            context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        }
        #expect(Self.rgba(image, 30, 30) == expected.map(UInt8.init))
        // Outside the shape a bounded mode leaves red alone.
        #expect(Self.rgba(image, 5, 5) == [255, 0, 0, 255])
    }

    @Test func plusDarkerIsReportedAndDrawnNormally() {
        var image: UIImage?
        let messages = recordGraphicsDiagnostics {
            image = Self.draw { context in
                context.setBlendMode(.plusDarker)
                context.setFillColor(Self.blue)
                context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
            }
        }
        #expect(messages == ["setBlendMode(.plusDarker) has no match in the graphics library; drawn as .normal"])
        #expect(Self.rgba(image!, 30, 30) == [0, 0, 255, 255])
    }

    @Test func eraserClearsAStrokeFromAnImage() {
        // A drawing app's eraser: strokes drawn into an image, then a .clear stroke over part of them.
        let image = Self.draw { context in
            context.setStrokeColor(Self.red)
            context.setLineWidth(10)
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 30), CGPoint(x: 60, y: 30)])
            context.setBlendMode(.clear)
            context.setLineCap(.round)
            context.strokeLineSegments(between: [CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 60)])
        }
        #expect(Self.rgba(image, 10, 30) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 30, 30) == [0, 0, 0, 0])
        #expect(Self.rgba(image, 50, 30) == [255, 0, 0, 255])
    }

    @Test func shadowsFollowTheShapeAtTheirOffsetInBaseSpace() {
        for scale: CGFloat in [1, 2] {
            var format = UIGraphicsImageRendererFormat()
            format.scale = scale
            let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format).image { context in
                let cg = context.cgContext
                // Shadow offsets ignore the transform: the translation moves the shape and its shadow together.
                cg.translateBy(x: 5, y: 5)
                cg.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: Self.red)
                cg.setFillColor(Self.blue)
                cg.fill(CGRect(x: 15, y: 15, width: 20, height: 20))
            }
            let s = Int(scale)
            #expect(Self.rgba(image, 30 * s, 30 * s) == [0, 0, 255, 255], "scale \(scale)")
            #expect(Self.rgba(image, 45 * s, 45 * s) == [255, 0, 0, 255], "scale \(scale)")
            #expect(Self.rgba(image, 15 * s, 15 * s) == [0, 0, 0, 0], "scale \(scale)")
            #expect(Self.rgba(image, 55 * s, 55 * s) == [0, 0, 0, 0], "scale \(scale)")
        }
    }

    @Test func blurredShadowFadesAndRestoreGStateTurnsItOff() {
        let image = Self.draw(width: 100, height: 60) { context in
            context.saveGState()
            context.setShadow(offset: .zero, blur: 8)
            context.setFillColor(Self.blue)
            context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
            context.restoreGState()
            context.fill(CGRect(x: 60, y: 20, width: 20, height: 20))
        }
        // Black at a third opacity, fading out from the edge.
        let near = Self.rgba(image, 18, 30), far = Self.rgba(image, 13, 30)
        #expect(near[0...2] == [0, 0, 0] && near[3] > far[3] && far[3] > 0 && near[3] < 85)
        #expect(Self.rgba(image, 58, 30) == [0, 0, 0, 0])
        // The second fill is black: restoreGState brought back the fill colour saved with the shadow.
        #expect(Self.rgba(image, 70, 30) == [0, 0, 0, 255])
    }

    @Test func linearGradientsFillTheClipBetweenAndPastTheirEndsAsAsked() {
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [Self.red, Self.blue], locations: [0, 1])!
        func draw(_ options: CGGradientDrawingOptions) -> UIImage {
            Self.draw(width: 100, height: 10) { context in
                context.drawLinearGradient(
                    gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: options)
            }
        }
        let none = draw([]), before = draw(.drawsBeforeStartLocation), after = draw(.drawsAfterEndLocation)
        let both = draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(
            [none, before, after, both].map { Self.rgba($0, 5, 5) } == [
                [0, 0, 0, 0], [255, 0, 0, 255], [0, 0, 0, 0], [255, 0, 0, 255],
            ])
        #expect(
            [none, before, after, both].map { Self.rgba($0, 95, 5) } == [
                [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 255, 255], [0, 0, 255, 255],
            ])
        // The middle is half way (pixel centre 50.5 is 30.5/60 of the way).
        let middle = Self.rgba(none, 50, 5)
        #expect(abs(Int(middle[0]) - 125) <= 2 && abs(Int(middle[2]) - 130) <= 2 && middle[3] == 255)
    }

    @Test func radialGradientRunsFromTheStartCircleOut() {
        let gradient = CGGradient(colorsSpace: nil, colors: [Self.red, Self.blue], locations: nil)!
        let image = Self.draw { context in
            context.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 30, y: 30), startRadius: 0, endCenter: CGPoint(x: 30, y: 30),
                endRadius: 20, options: [])
        }
        #expect(Self.rgba(image, 30, 30)[0] > 240)
        #expect(Self.rgba(image, 30, 48)[2] > 200)
        #expect(Self.rgba(image, 2, 2) == [0, 0, 0, 0])
    }

    @Test func transparencyLayerCompositesItsDrawingAsOneImage() {
        func draw(layer: Bool) -> UIImage {
            Self.draw { context in
                context.setAlpha(0.5)
                if layer { context.beginTransparencyLayer(auxiliaryInfo: nil) }
                context.setFillColor(Self.red)
                context.fill(CGRect(x: 0, y: 0, width: 40, height: 60))
                context.fill(CGRect(x: 20, y: 0, width: 40, height: 60))
                if layer { context.endTransparencyLayer() }
            }
        }
        // Without a layer the overlap is darker (two half-opaque fills); with one it is the same as elsewhere.
        #expect((190...192).contains(Self.rgba(draw(layer: false), 30, 30)[3]))
        #expect(Self.rgba(draw(layer: true), 30, 30) == [255, 0, 0, 128])
        #expect(Self.rgba(draw(layer: true), 10, 30) == [255, 0, 0, 128])
    }

    @Test func cgImageFromBytesAndBack() throws {
        // 2×1 pixels, straight (not premultiplied) RGBA: opaque green, half-transparent red.
        let bytes: [UInt8] = [0, 255, 0, 255, 255, 0, 0, 128]
        let image = try #require(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                intent: .defaultIntent))
        #expect(image.width == 2 && image.height == 1 && image.alphaInfo == .last)
        #expect(image.dataProvider?.data == Data(bytes))
        let uiImage = UIImage(cgImage: image)
        #expect(Self.rgba(uiImage, 0, 0) == [0, 255, 0, 255])
        #expect(Self.rgba(uiImage, 1, 0) == [255, 0, 0, 128])
        // Back out through UIImage: premultiplied RGBA.
        let back = try #require(uiImage.cgImage)
        #expect(back.alphaInfo == .premultipliedLast && back.bytesPerRow == 8)
        #expect(back.dataProvider?.data == Data([0, 255, 0, 255, 128, 0, 0, 128]))
        // BGRA, premultiplied first in a little-endian word: the layout iOS bitmaps use.
        let bgra = try #require(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedFirst).union(.byteOrder32Little),
                provider: CGDataProvider(data: Data([255, 0, 0, 255]))!, decode: nil, shouldInterpolate: false,
                intent: .defaultIntent))
        #expect(Self.rgba(UIImage(cgImage: bgra), 0, 0) == [0, 0, 255, 255])
        #expect(image.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 5))?.width == 1)
    }

    @Test func badImageBytesAreReportedNotCrashed() {
        var image: CGImage?
        let messages = recordGraphicsDiagnostics {
            image = CGImage(
                width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                provider: CGDataProvider(data: Data(count: 10))!, decode: nil, shouldInterpolate: false,
                intent: .defaultIntent)
        }
        #expect(image == nil)
        #expect(messages == ["CGImage: 10 bytes cannot hold 4×4 pixels of 16 bytes a row"])
    }

    @Test func cgImagesDrawUpsideDownInAFlippedContextAsCoreGraphicsDoes() throws {
        // One column: red on top, blue below.
        let image = try #require(
            CGImage(
                width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                provider: CGDataProvider(data: Data([255, 0, 0, 255, 0, 0, 255, 255]))!, decode: nil,
                shouldInterpolate: false, intent: .defaultIntent))
        let drawn = Self.draw { context in
            context.interpolationQuality = .none
            context.draw(image, in: CGRect(x: 0, y: 0, width: 60, height: 60))
        }
        #expect(Self.rgba(drawn, 30, 10) == [0, 0, 255, 255])
        #expect(Self.rgba(drawn, 30, 50) == [255, 0, 0, 255])
        // UIImage draws it the right way up.
        let upright = Self.draw { context in
            context.interpolationQuality = .none
            UIImage(cgImage: image).draw(in: CGRect(x: 0, y: 0, width: 60, height: 60))
        }
        #expect(Self.rgba(upright, 30, 10) == [255, 0, 0, 255])
    }

    @Test func imageContextFunctionsDrawIntoAnImage() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 2)
        let context = UIGraphicsGetCurrentContext()
        context?.setFillColor(Self.red)
        context?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 20, height: 10))
        #expect(image?.scale == 2)
        #expect(image.map { Self.rgba($0, 19, 10) } == [255, 0, 0, 255])
        #expect(image.map { Self.rgba($0, 21, 10) } == [0, 0, 0, 0])
        let messages = recordGraphicsDiagnostics { UIGraphicsEndImageContext() }
        #expect(messages == ["UIGraphicsEndImageContext() with no image context open; ignored"])
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    /// Draws a CGPath with the current context inside `draw(_:)`, as UIKit views do.
    final class PathView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let path = CGMutablePath()
            path.addRoundedRect(in: bounds.insetBy(dx: 5, dy: 5), cornerWidth: 5, cornerHeight: 5)
            context.addPath(path)
            context.setFillColor(CoreGraphicsDrawingTests.red)
            context.fillPath()
            context.setShadow(offset: CGSize(width: 0, height: 4), blur: 0, color: CoreGraphicsDrawingTests.blue)
            context.setFillColor(CGColor.white)
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
    }

    @Test func drawRectUsesTheCurrentContextWithPathsAndShadows() {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.backgroundColor = .white
        let view = PathView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .clear
        window.addSubview(view)
        let image = window.renderer.image()
        #expect(Self.rgba(image, 12, 30) == [255, 255, 255, 255])
        #expect(Self.rgba(image, 40, 40) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 25, 25) == [255, 255, 255, 255])
        #expect(Self.rgba(image, 25, 32) == [0, 0, 255, 255])
    }
}
