import Foundation

/// The memory a bitmap `CGContext` draws into: the caller's bytes (or its own), in the caller's layout, kept up to
/// date with what was drawn.
@MainActor
final class BitmapContextTarget {
    let canvas: any BitmapCanvas
    let data: UnsafeMutableRawPointer
    /// Memory the context allocated itself (when the caller passed none), freed with it.
    let ownsData: Bool
    let layout: BitmapLayout
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let bitsPerPixel: Int
    /// The colour space and bitmap info the context was made with, for its images.
    let space: CGColorSpace
    let bitmapInfo: CGBitmapInfo

    init(
        canvas: any BitmapCanvas, data: UnsafeMutableRawPointer, ownsData: Bool, layout: BitmapLayout, width: Int,
        height: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo
    ) {
        (self.canvas, self.data, self.ownsData, self.layout) = (canvas, data, ownsData, layout)
        (self.width, self.height, self.bytesPerRow, self.bitsPerPixel) = (
            width, height, bytesPerRow, layout.bitsPerPixel
        )
        (self.space, self.bitmapInfo) = (space, bitmapInfo)
    }

    isolated deinit {
        if ownsData { data.deallocate() }
    }

    /// Copies the canvas's pixels into the memory, in its layout.
    func writeBack() {
        let pixels = canvas.makeImage().premultipliedRGBA()
        guard pixels.count >= width * height * 4 else { return }
        layout.write(pixels, width: width, height: height, to: data, bytesPerRow: bytesPerRow)
    }
}

extension BitmapLayout {
    /// Writes premultiplied RGBA `pixels` (rows packed) into `memory` in this layout.
    func write(_ pixels: [UInt8], width: Int, height: Int, to memory: UnsafeMutableRawPointer, bytesPerRow: Int) {
        let out = memory.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let at = (y * width + x) * 4
                let (r, g, b, a) = (pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3])
                switch kind {
                case .gray:
                    out[y * bytesPerRow + x] = Self.luminance(r, g, b)
                case .alphaOnly:
                    out[y * bytesPerRow + x] = a
                case .gray16(let little):
                    Self.writeWide(Self.luminance(r, g, b), at: out + y * bytesPerRow + x * 2, little)
                case .rgba16(let hasAlpha, let little):
                    // Premultiplied as drawn; a skipped alpha is written fully set, as Core Graphics does.
                    let base = out + y * bytesPerRow + x * 8
                    Self.writeWide(r, at: base, little)
                    Self.writeWide(g, at: base + 2, little)
                    Self.writeWide(b, at: base + 4, little)
                    Self.writeWide(hasAlpha ? a : 255, at: base + 6, little)
                case .rgb:
                    let base = y * bytesPerRow + x * 3
                    (out[base], out[base + 1], out[base + 2]) = (r, g, b)
                case .fourBytes(let ri, let gi, let bi, let ai, let premultiplied):
                    let base = y * bytesPerRow + x * 4
                    func straight(_ c: UInt8) -> UInt8 {
                        guard !premultiplied, ai != nil else { return c }
                        return a == 0 ? 0 : UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
                    }
                    (out[base + ri], out[base + gi], out[base + bi]) = (straight(r), straight(g), straight(b))
                    let skipped = 6 - ri - gi - bi
                    out[base + (ai ?? skipped)] = ai == nil ? 255 : a
                }
            }
        }
    }

    /// Opaque gray: the luminance of a premultiplied colour over black.
    private static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let red: UInt32 = UInt32(r) * 299, green: UInt32 = UInt32(g) * 587, blue: UInt32 = UInt32(b) * 114
        return UInt8((red + green + blue) / 1000)
    }

    /// An 8-bit value widened to 16 bits (255 is 65,535), stored in the given byte order.
    private static func writeWide(_ value: UInt8, at pointer: UnsafeMutablePointer<UInt8>, _ little: Bool) {
        let wide = UInt16(value) * 257
        (pointer[little ? 0 : 1], pointer[little ? 1 : 0]) = (UInt8(wide & 0xFF), UInt8(wide >> 8))
    }
}

// Bitmap contexts, as Core Graphics makes them: drawing lands in memory the caller reads directly. The coordinate
// system is Core Graphics' own (origin at the bottom left, y up), as for any `CGContext(data:…)`; UIKit's image
// renderers flip it, code drawing into a raw bitmap context flips it itself.
extension CGContext {
    /// A context drawing into `data` (`height` rows of `bytesPerRow` bytes; nil: memory the context allocates),
    /// in the layout `bitsPerComponent`, `space` and `bitmapInfo` describe, those Core Graphics documents for
    /// integer components: 8 bits a component, RGB with alpha first or last (premultiplied or skipped) in either
    /// 32-bit byte order, gray without alpha, or alpha only (`alphaOnly`, any colour space: what is drawn keeps only
    /// its coverage); 16 bits a component, gray without alpha or RGB with premultiplied or skipped alpha last, in
    /// either 16-bit byte order (drawn at 8 bits a component, widened). Drawn pixels
    /// are in the memory after each painting call (`fillPath`, `strokePath`, `drawPath`, `fill`, `clear`, images,
    /// gradients, `CALayer.render(in:)`, `drawHierarchy`), `flush()` and `makeImage()`.
    ///
    /// UIKit parity: other layouts (straight alpha, floats, CMYK, 5-bit RGB, gray with alpha)
    /// give nil with a diagnostic, as Core Graphics gives nil for layouts it does not support. Core Graphics takes a
    /// nil space for alpha-only bitmaps in C; Swift's signature needs one, any is accepted. Text drawn straight into the context reaches the memory at the
    /// next painting call or `flush()`.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let bitsPerPixel = BitmapLayout.bitsPerPixel(
            bitsPerComponent: bitsPerComponent, components: space.numberOfComponents, bitmapInfo: info)
        // Core Graphics draws into premultiplied or opaque memory only; straight alpha is for images.
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        guard alpha != .first, alpha != .last,
            let layout = BitmapLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, components: space.numberOfComponents,
                bitmapInfo: info)
        else {
            GraphicsDiagnostics.report(
                "CGContext(data:…): unsupported layout (\(bitsPerComponent) bits per component, "
                    + "\(space.numberOfComponents) colour components, bitmap info \(bitmapInfo))")
            return nil
        }
        let rowBytes = bytesPerRow > 0 ? bytesPerRow : width * bitsPerPixel / 8
        guard width > 0, height > 0, width <= 16_384, height <= 16_384, rowBytes >= width * bitsPerPixel / 8 else {
            GraphicsDiagnostics.report(
                "CGContext(data:…): \(width)×\(height) pixels in rows of \(bytesPerRow) bytes is not a bitmap")
            return nil
        }
        let memory = data ?? UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
        if data == nil { memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height) }
        let canvas = Graphics.backend.makeBitmapCanvas(pixelWidth: width, pixelHeight: height, opaque: false)
        // What the memory holds already is the context's first content.
        if data != nil {
            let bytes = Data(bytes: memory, count: rowBytes * height)
            let rgba = layout.premultipliedRGBA(from: bytes, width: width, height: height, bytesPerRow: rowBytes)
            let pixels = Graphics.backend.makeImage(premultipliedRGBA: rgba, pixelWidth: width, pixelHeight: height)
            canvas.draw(pixels, in: CGRect(x: 0, y: 0, width: width, height: height), alpha: 1)
        }
        // Core Graphics' space: y up from the bottom left.
        canvas.translateBy(x: 0, y: CGFloat(height))
        canvas.scaleBy(x: 1, y: -1)
        self.init(canvas: canvas)
        bitmapTarget = BitmapContextTarget(
            canvas: canvas, data: memory, ownsData: data == nil, layout: layout, width: width, height: height,
            bytesPerRow: rowBytes, space: space, bitmapInfo: info)
    }

    /// The bitmap's memory; nil for a context that draws elsewhere.
    public var data: UnsafeMutableRawPointer? { bitmapTarget?.data }
    /// The bitmap's size in pixels (0 for other contexts).
    public var width: Int { bitmapTarget?.width ?? 0 }
    public var height: Int { bitmapTarget?.height ?? 0 }
    public var bytesPerRow: Int { bitmapTarget?.bytesPerRow ?? 0 }
    public var bitsPerComponent: Int { bitmapTarget?.layout.bitsPerComponent ?? 0 }
    public var bitsPerPixel: Int { bitmapTarget?.bitsPerPixel ?? 0 }

    /// An image of what the bitmap holds now, in the bitmap's layout (its bytes, bits per component and pixel,
    /// bitmap info and colour space); nil for a context that is not a bitmap.
    public func makeImage() -> CGImage? {
        guard let target = bitmapTarget else { return nil }
        target.writeBack()
        let bytes = Data(bytes: target.data, count: target.bytesPerRow * target.height)
        guard let provider = CGDataProvider(data: bytes) else { return nil }
        return CGImage(
            width: target.width, height: target.height, bitsPerComponent: target.layout.bitsPerComponent,
            bitsPerPixel: target.bitsPerPixel, bytesPerRow: target.bytesPerRow, space: target.space,
            bitmapInfo: target.bitmapInfo, provider: provider, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)
    }

    /// Puts what was drawn into the bitmap's memory.
    public func flush() { bitmapTarget?.writeBack() }

    /// After a painting call: the bitmap's memory follows.
    func didPaint() { bitmapTarget?.writeBack() }
}
