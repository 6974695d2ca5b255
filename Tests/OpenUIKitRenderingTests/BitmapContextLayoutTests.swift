import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// Every integer layout Core Graphics documents for bitmap contexts: the bytes drawing leaves in memory, and the
/// image `makeImage()` gives back in the same layout, drawn again into an RGBA context.
@MainActor
@Suite(.serialized) struct BitmapContextLayoutTests {
    struct Layout {
        let name: String
        let bitsPerComponent: Int
        let space: CGColorSpace
        let info: UInt32
        let bytesPerPixel: Int
        /// The bytes of an opaque red pixel and of a half-transparent blue one (`h` is its premultiplied alpha).
        let red: [UInt8]
        let blue: (UInt8) -> [UInt8]
        /// What the image gives back drawn into premultiplied RGBA: red, then blue.
        let back: (UInt8) -> [[UInt8]]
    }

    static let rgb = CGColorSpaceCreateDeviceRGB()
    static let gray = CGColorSpaceCreateDeviceGray()
    static let little = CGBitmapInfo.byteOrder32Little.rawValue
    static let big = CGBitmapInfo.byteOrder32Big.rawValue

    static let layouts: [Layout] = [
        Layout(
            name: "premultipliedLast", bitsPerComponent: 8, space: rgb,
            info: CGImageAlphaInfo.premultipliedLast.rawValue | big, bytesPerPixel: 4,
            red: [255, 0, 0, 255], blue: { [0, 0, $0, $0] }, back: { [[255, 0, 0, 255], [0, 0, $0, $0]] }),
        Layout(
            name: "premultipliedFirst", bitsPerComponent: 8, space: rgb,
            info: CGImageAlphaInfo.premultipliedFirst.rawValue, bytesPerPixel: 4,
            red: [255, 255, 0, 0], blue: { [$0, 0, 0, $0] }, back: { [[255, 0, 0, 255], [0, 0, $0, $0]] }),
        Layout(
            name: "premultipliedFirst, 32-bit little (BGRA)", bitsPerComponent: 8, space: rgb,
            info: CGImageAlphaInfo.premultipliedFirst.rawValue | little, bytesPerPixel: 4,
            red: [0, 0, 255, 255], blue: { [$0, 0, 0, $0] }, back: { [[255, 0, 0, 255], [0, 0, $0, $0]] }),
        Layout(
            name: "premultipliedLast, 32-bit little (ABGR)", bitsPerComponent: 8, space: rgb,
            info: CGImageAlphaInfo.premultipliedLast.rawValue | little, bytesPerPixel: 4,
            red: [255, 0, 0, 255], blue: { [$0, $0, 0, 0] }, back: { [[255, 0, 0, 255], [0, 0, $0, $0]] }),
        Layout(
            name: "noneSkipFirst, 32-bit little (BGRX)", bitsPerComponent: 8, space: rgb,
            info: CGImageAlphaInfo.noneSkipFirst.rawValue | little, bytesPerPixel: 4,
            red: [0, 0, 255, 255], blue: { [$0, 0, 0, 255] }, back: { [[255, 0, 0, 255], [0, 0, $0, 255]] }),
        Layout(
            name: "noneSkipLast", bitsPerComponent: 8, space: rgb, info: CGImageAlphaInfo.noneSkipLast.rawValue,
            bytesPerPixel: 4, red: [255, 0, 0, 255], blue: { [0, 0, $0, 255] },
            back: { [[255, 0, 0, 255], [0, 0, $0, 255]] }),
        Layout(
            name: "noneSkipFirst, 32-bit big", bitsPerComponent: 8, space: rgb,
            info: CGImageAlphaInfo.noneSkipFirst.rawValue | big, bytesPerPixel: 4,
            red: [255, 255, 0, 0], blue: { [255, 0, 0, $0] }, back: { [[255, 0, 0, 255], [0, 0, $0, 255]] }),
        Layout(
            name: "alphaOnly", bitsPerComponent: 8, space: gray, info: CGImageAlphaInfo.alphaOnly.rawValue,
            bytesPerPixel: 1, red: [255], blue: { [$0] }, back: { [[0, 0, 0, 255], [0, 0, 0, $0]] }),
        Layout(
            name: "gray", bitsPerComponent: 8, space: gray, info: CGImageAlphaInfo.none.rawValue, bytesPerPixel: 1,
            red: [76], blue: { [UInt8(UInt32($0) * 114 / 1000)] },
            back: { [[76, 76, 76, 255], Array(repeating: UInt8(UInt32($0) * 114 / 1000), count: 3) + [255]] }),
        Layout(
            name: "16-bit gray", bitsPerComponent: 16, space: gray, info: CGImageAlphaInfo.none.rawValue,
            bytesPerPixel: 2, red: [76, 76], blue: { Array(repeating: UInt8(UInt32($0) * 114 / 1000), count: 2) },
            back: { [[76, 76, 76, 255], Array(repeating: UInt8(UInt32($0) * 114 / 1000), count: 3) + [255]] }),
        Layout(
            name: "16-bit RGBA premultipliedLast", bitsPerComponent: 16, space: rgb,
            info: CGImageAlphaInfo.premultipliedLast.rawValue, bytesPerPixel: 8,
            red: [255, 255, 0, 0, 0, 0, 255, 255], blue: { [0, 0, 0, 0, $0, $0, $0, $0] },
            back: { [[255, 0, 0, 255], [0, 0, $0, $0]] }),
        Layout(
            name: "16-bit RGBX noneSkipLast, 16-bit little", bitsPerComponent: 16, space: rgb,
            info: CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder16Little.rawValue, bytesPerPixel: 8,
            red: [255, 255, 0, 0, 0, 0, 255, 255], blue: { [0, 0, 0, 0, $0, $0, 255, 255] },
            back: { [[255, 0, 0, 255], [0, 0, $0, 255]] }),
    ]

    /// Draws opaque red into the first pixel of a 2×1 bitmap and half-transparent blue into the second.
    static func draw(into context: CGContext) {
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }

    /// The premultiplied RGBA bytes of `image` drawn into a fresh 2×1 context.
    static func rgba(of image: CGImage) throws -> [[UInt8]] {
        var bytes = [UInt8](repeating: 0, count: 8)
        try bytes.withUnsafeMutableBytes { memory in
            let context = try #require(
                CGContext(
                    data: memory.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        return [Array(bytes[0..<4]), Array(bytes[4..<8])]
    }

    @Test func everyDocumentedLayoutHoldsWhatWasDrawnAndGivesItBackAsAnImage() throws {
        // Cairo's premultiplied alpha for 0.5 (127 or 128), from the reference layout.
        let reference = try #require(
            CGContext(
                data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: Self.rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        Self.draw(into: reference)
        let h = try #require(reference.data?.load(fromByteOffset: 7, as: UInt8.self))
        #expect(h == 127 || h == 128)
        for layout in Self.layouts {
            let rowBytes = 2 * layout.bytesPerPixel
            var bytes = [UInt8](repeating: 0, count: rowBytes)
            var image: CGImage?
            try bytes.withUnsafeMutableBytes { memory in
                let context = try #require(
                    CGContext(
                        data: memory.baseAddress, width: 2, height: 1, bitsPerComponent: layout.bitsPerComponent,
                        bytesPerRow: rowBytes, space: layout.space, bitmapInfo: layout.info),
                    "\(layout.name)")
                Self.draw(into: context)
                #expect(context.bitsPerComponent == layout.bitsPerComponent, "\(layout.name)")
                #expect(context.bitsPerPixel == layout.bytesPerPixel * 8, "\(layout.name)")
                image = context.makeImage()
            }
            #expect(bytes == layout.red + layout.blue(h), "\(layout.name)")
            let made = try #require(image, "\(layout.name)")
            #expect(made.bitsPerComponent == layout.bitsPerComponent, "\(layout.name)")
            #expect(made.bitsPerPixel == layout.bytesPerPixel * 8, "\(layout.name)")
            #expect(made.bitmapInfo.rawValue == layout.info, "\(layout.name)")
            #expect(try Self.rgba(of: made) == layout.back(h), "\(layout.name)")
        }
    }

    @Test func sixteenBitMemoryIsReadInItsByteOrder() throws {
        // The context's first content: gray 0xFF00 (254 at 8 bits) and 0x00FF (1 at 8 bits), written big-endian
        // in one bitmap and little-endian in the other; both must read the same.
        for (order, first) in [
            (UInt32(0), [0xFF, 0x00, 0x00, 0xFF] as [UInt8]),
            (CGBitmapInfo.byteOrder16Little.rawValue, [0x00, 0xFF, 0xFF, 0x00]),
        ] {
            var bytes = first
            var image: CGImage?
            try bytes.withUnsafeMutableBytes { memory in
                let context = try #require(
                    CGContext(
                        data: memory.baseAddress, width: 2, height: 1, bitsPerComponent: 16, bytesPerRow: 4,
                        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue | order))
                image = context.makeImage()
            }
            // Kept at 8 bits and widened again: 254 → 0xFEFE, 1 → 0x0101.
            #expect(bytes == [0xFE, 0xFE, 0x01, 0x01], "order \(order)")
            #expect(try Self.rgba(of: #require(image)) == [[254, 254, 254, 255], [1, 1, 1, 255]], "order \(order)")
        }
    }

    @Test func unsupportedLayoutsGiveNilAndSayWhy() {
        let cases: [(Int, CGColorSpace, UInt32)] = [
            (8, Self.rgb, CGImageAlphaInfo.last.rawValue),  // straight alpha
            (8, Self.rgb, CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder16Little.rawValue),
            (8, Self.gray, CGImageAlphaInfo.premultipliedLast.rawValue),  // gray with alpha
            (16, Self.rgb, CGImageAlphaInfo.premultipliedFirst.rawValue),
            (16, Self.rgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            (32, Self.rgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue),
            (5, Self.rgb, CGImageAlphaInfo.noneSkipFirst.rawValue),
        ]
        let reports = recordGraphicsDiagnostics {
            for (bits, space, info) in cases {
                #expect(
                    CGContext(
                        data: nil, width: 2, height: 2, bitsPerComponent: bits, bytesPerRow: 0, space: space,
                        bitmapInfo: info) == nil, "\(bits) bits, info \(info)")
            }
        }
        #expect(reports.count == cases.count)
        #expect(reports.allSatisfy { $0.hasPrefix("CGContext(data:…): unsupported layout") })
    }
}
