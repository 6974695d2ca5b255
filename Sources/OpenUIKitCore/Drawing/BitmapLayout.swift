import Foundation

/// A bitmap's byte layout, and conversion to and from premultiplied RGBA (8 bits a channel, red first), the form
/// images are handed to the graphics library in.
struct BitmapLayout: Equatable {
    enum Kind: Equatable {
        /// One byte of gray a pixel, opaque.
        case gray
        /// Three bytes a pixel: red, green, blue; opaque.
        case rgb
        /// Four bytes a pixel, in this memory order (indices of red, green, blue and alpha; alpha nil when skipped).
        case fourBytes(red: Int, green: Int, blue: Int, alpha: Int?, premultiplied: Bool)
        /// One byte of alpha a pixel, no colour (`alphaOnly`): what is drawn keeps only its coverage.
        case alphaOnly
        /// Two bytes of gray a pixel, opaque, in the given byte order.
        case gray16(littleEndian: Bool)
        /// Four 16-bit components a pixel, red, green, blue, then alpha (premultiplied) or an ignored one.
        case rgba16(alpha: Bool, littleEndian: Bool)
    }

    let kind: Kind

    static let premultipliedRGBA = BitmapLayout(
        kind: .fourBytes(red: 0, green: 1, blue: 2, alpha: 3, premultiplied: true))

    private init(kind: Kind) {
        self.kind = kind
    }

    /// Bits a pixel takes in this layout.
    var bitsPerPixel: Int {
        switch kind {
        case .gray, .alphaOnly: 8
        case .gray16: 16
        case .rgb: 24
        case .fourBytes: 32
        case .rgba16: 64
        }
    }

    /// Bits a component takes in this layout.
    var bitsPerComponent: Int {
        switch kind {
        case .gray16, .rgba16: 16
        default: 8
        }
    }

    /// Bits a pixel of `bitsPerComponent` takes with `components` colour components and `bitmapInfo`'s alpha, as a
    /// bitmap context packs it (colour, then alpha or a skipped component when there is one).
    static func bitsPerPixel(bitsPerComponent: Int, components: Int, bitmapInfo: CGBitmapInfo) -> Int {
        switch CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) {
        case .alphaOnly?: bitsPerComponent
        case .none?: bitsPerComponent * components
        default: bitsPerComponent * (components + 1)
        }
    }

    /// The layout Core Graphics' parameters describe; nil when OpenUIKit does not read it. These are the integer
    /// layouts Core Graphics documents for bitmap contexts: 8-bit gray and alpha only, 16-bit gray, 8-bit RGB with
    /// alpha or a skipped component first or last in either 32-bit byte order, and 16-bit RGB with premultiplied
    /// or skipped alpha last in either 16-bit byte order (24-bit RGB is read for images only).
    init?(bitsPerComponent: Int, bitsPerPixel: Int, components: Int, bitmapInfo: CGBitmapInfo) {
        guard !bitmapInfo.contains(.floatComponents) else { return nil }
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        let order = bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        if bitsPerComponent == 16 {
            // 16-bit components are big-endian unless a 16-bit little-endian order is asked for.
            guard
                order == 0 || order == CGBitmapInfo.byteOrder16Big.rawValue
                    || order == CGBitmapInfo.byteOrder16Little.rawValue
            else { return nil }
            let little = order == CGBitmapInfo.byteOrder16Little.rawValue
            switch (bitsPerPixel, components, alpha) {
            case (16, 1, CGImageAlphaInfo.none?): kind = .gray16(littleEndian: little)
            case (64, 3, CGImageAlphaInfo.premultipliedLast?): kind = .rgba16(alpha: true, littleEndian: little)
            case (64, 3, CGImageAlphaInfo.noneSkipLast?): kind = .rgba16(alpha: false, littleEndian: little)
            default: return nil
            }
            return
        }
        guard bitsPerComponent == 8 else { return nil }
        switch (bitsPerPixel, components, alpha) {
        case (8, 1, CGImageAlphaInfo.none?): kind = .gray
        case (8, _, CGImageAlphaInfo.alphaOnly?): kind = .alphaOnly
        case (24, 3, CGImageAlphaInfo.none?): kind = .rgb
        case (32, 3, let info?):
            // Memory order for the default and big-endian orders; a little-endian 32-bit word reverses it.
            var order4: [Character]
            switch info {
            case .premultipliedLast, .last: order4 = ["r", "g", "b", "a"]
            case .noneSkipLast: order4 = ["r", "g", "b", "x"]
            case .premultipliedFirst, .first: order4 = ["a", "r", "g", "b"]
            case .noneSkipFirst: order4 = ["x", "r", "g", "b"]
            case .none, .alphaOnly: return nil
            }
            if order == CGBitmapInfo.byteOrder32Little.rawValue {
                order4.reverse()
            } else if order != 0 && order != CGBitmapInfo.byteOrder32Big.rawValue {
                return nil
            }
            kind = .fourBytes(
                red: order4.firstIndex(of: "r")!, green: order4.firstIndex(of: "g")!,
                blue: order4.firstIndex(of: "b")!, alpha: order4.firstIndex(of: "a"),
                premultiplied: info == .premultipliedLast || info == .premultipliedFirst)
        default: return nil
        }
    }

    /// The pixels of `data` as premultiplied RGBA, rows packed. Alpha-only pixels are black with their alpha; 16-bit
    /// components are rounded to 8 bits.
    func premultipliedRGBA(from data: Data, width: Int, height: Int, bytesPerRow: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            /// The 16-bit component at `at`, rounded to 8 bits.
            func wide(_ at: Int, _ little: Bool) -> UInt8 {
                let value =
                    little
                    ? UInt32(source[at]) | UInt32(source[at + 1]) << 8
                    : UInt32(source[at]) << 8 | UInt32(source[at + 1])
                return UInt8((value * 255 + 32_767) / 65_535)
            }
            for y in 0..<height {
                for x in 0..<width {
                    let out = (y * width + x) * 4
                    switch kind {
                    case .gray:
                        let v = source[y * bytesPerRow + x]
                        (result[out], result[out + 1], result[out + 2], result[out + 3]) = (v, v, v, 255)
                    case .alphaOnly:
                        result[out + 3] = source[y * bytesPerRow + x]
                    case .gray16(let little):
                        let v = wide(y * bytesPerRow + x * 2, little)
                        (result[out], result[out + 1], result[out + 2], result[out + 3]) = (v, v, v, 255)
                    case .rgba16(let hasAlpha, let little):
                        let at = y * bytesPerRow + x * 8
                        let alpha = hasAlpha ? wide(at + 6, little) : 255
                        (result[out], result[out + 1], result[out + 2], result[out + 3]) = (
                            min(wide(at, little), alpha), min(wide(at + 2, little), alpha),
                            min(wide(at + 4, little), alpha), alpha
                        )
                    case .rgb:
                        let at = y * bytesPerRow + x * 3
                        (result[out], result[out + 1], result[out + 2], result[out + 3]) = (
                            source[at], source[at + 1], source[at + 2], 255
                        )
                    case .fourBytes(let r, let g, let b, let a, let premultiplied):
                        let at = y * bytesPerRow + x * 4
                        let alpha = a.map { source[at + $0] } ?? 255
                        func channel(_ index: Int) -> UInt8 {
                            let value = source[at + index]
                            guard !premultiplied else { return min(value, alpha) }
                            return UInt8((UInt32(value) * UInt32(alpha) + 127) / 255)
                        }
                        (result[out], result[out + 1], result[out + 2], result[out + 3]) = (
                            channel(r), channel(g), channel(b), alpha
                        )
                    }
                }
            }
        }
        return result
    }

    /// The bytes of `pixels` in this layout, rows packed. Only ``premultipliedRGBA`` is written.
    func bytes(of pixels: any ImagePixels) -> [UInt8] {
        pixels.premultipliedRGBA()
    }
}

/// Premultiplied RGBA pixels held in memory: images made from bytes when no graphics library is installed.
final class MemoryImagePixels: ImagePixels {
    let pixelWidth: Int
    let pixelHeight: Int
    private let bytes: [UInt8]

    init(premultipliedRGBA bytes: [UInt8], pixelWidth: Int, pixelHeight: Int) {
        self.bytes = bytes
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    func pngData() -> Data? { nil }

    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        let at = (y * pixelWidth + x) * 4
        let a = bytes[at + 3]
        func unpremultiply(_ c: UInt8) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (unpremultiply(bytes[at]), unpremultiply(bytes[at + 1]), unpremultiply(bytes[at + 2]), a)
    }

    func premultipliedRGBA() -> [UInt8] { bytes }
}
