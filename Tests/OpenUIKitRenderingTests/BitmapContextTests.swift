import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// `CGContext(data:…)` as Core Graphics makes it: drawing lands in the caller's memory in its byte layout, in a
/// y-up space; the memory's first content is the context's; `makeImage()` shows it; unsupported layouts give nil.
@MainActor
@Suite(.serialized) struct BitmapContextTests {
    @Test func drawingLandsInTheCallersMemoryInItsLayout() throws {
        // 4×2 RGBA, premultiplied, big-endian order: red, green, blue, alpha in memory.
        var bytes = [UInt8](repeating: 0, count: 4 * 2 * 4)
        bytes[4 * 3 + 3] = 255  // the top row's last pixel: opaque black, kept
        try bytes.withUnsafeMutableBytes { memory in
            let context = try #require(
                CGContext(
                    data: memory.baseAddress, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                    space: CGColorSpaceCreateDeviceRGB(),
                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue))
            // y up: the rectangle at the origin is the bottom row.
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
            #expect(context.width == 4 && context.height == 2 && context.bytesPerRow == 16)
            #expect(context.data == memory.baseAddress)
        }
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bytes[(y * 4 + x) * 4..<(y * 4 + x) * 4 + 4]) }
        #expect(pixel(0, 1) == [255, 0, 0, 255])
        #expect(pixel(1, 1) == [255, 0, 0, 255])
        #expect(pixel(2, 1) == [0, 0, 0, 0])
        #expect(pixel(0, 0) == [0, 0, 128, 128] || pixel(0, 0) == [0, 0, 127, 127])
        #expect(pixel(3, 0) == [0, 0, 0, 255])
    }

    @Test func aLayerRenderedIntoOnePixelGivesItsColourAtAPoint() throws {
        let window = EventDriver().makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let card = CALayer()
        card.frame = CGRect(x: 40, y: 60, width: 20, height: 20)
        card.backgroundColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        window.layer.addSublayer(card)
        // The colour picker of many apps: a 1×1 ARGB context translated to the point.
        var pixel: [UInt8] = [0, 0, 0, 0]
        try pixel.withUnsafeMutableBytes { memory in
            let context = try #require(
                CGContext(
                    data: memory.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
            context.translateBy(x: -50, y: -70)
            window.layer.render(in: context)
        }
        #expect(pixel == [255, 0, 128, 255] || pixel == [255, 0, 127, 255], "\(pixel)")
        let owned = try #require(
            CGContext(
                data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        owned.setFillColor(CGColor(gray: 1, alpha: 1))
        owned.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        let image = try #require(owned.makeImage())
        #expect(image.width == 3 && owned.bytesPerRow == 3 && owned.bitsPerPixel == 8)
        #expect(owned.data?.load(fromByteOffset: 4, as: UInt8.self) == 255)
        #expect(owned.data?.load(fromByteOffset: 0, as: UInt8.self) == 0)
        let reports = recordGraphicsDiagnostics {
            #expect(
                CGContext(
                    data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
                    == nil)
        }
        #expect(reports.count == 1 && reports[0].hasPrefix("CGContext(data:…): unsupported layout"))
    }
}
