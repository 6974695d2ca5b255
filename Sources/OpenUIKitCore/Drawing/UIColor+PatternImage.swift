import Foundation

extension UIColor {
    /// A colour made from an image, as UIKit's pattern colour.
    ///
    /// Partial: UIKit fills with the image tiled from the origin; OpenUIKit's colours are solid, so this colour is the
    /// image's average (every pixel weighted by its alpha, the alpha the mean alpha): a textured background keeps its
    /// overall tone and opacity, not its texture. An image with no pixels (one that failed to load) gives a clear
    /// colour, which draws nothing, as an empty pattern does.
    public convenience init(patternImage image: UIImage) {
        guard let pixels = image.cgImage?.pixels, pixels.pixelWidth > 0, pixels.pixelHeight > 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        let bytes = pixels.premultipliedRGBA()
        var sums = [UInt64](repeating: 0, count: 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            for channel in 0..<4 { sums[channel] += UInt64(bytes[index + channel]) }
        }
        let count = CGFloat(bytes.count / 4)
        let alphaSum = CGFloat(sums[3])
        // Premultiplied sums divided by the alpha sum give the alpha-weighted mean of the unpremultiplied colour.
        guard alphaSum > 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self.init(
            red: CGFloat(sums[0]) / alphaSum, green: CGFloat(sums[1]) / alphaSum, blue: CGFloat(sums[2]) / alphaSum,
            alpha: alphaSum / 255 / count)
    }
}
