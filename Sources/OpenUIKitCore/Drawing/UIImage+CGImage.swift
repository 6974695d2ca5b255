import Foundation

extension UIImage {
    /// Which way up an image's pixels are meant to be shown, as `UIImage.Orientation`.
    ///
    /// Difference: kept with the image and reported by ``imageOrientation``, but images are drawn as their pixels
    /// lie (`.up`).
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }

    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(pixels: cgImage.pixels, scale: 1)
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(pixels: cgImage.pixels, scale: scale > 0 && scale.isFinite ? scale : 1)
    }

    /// Always `.up` (see ``Orientation``).
    public var imageOrientation: UIImage.Orientation { .up }

    /// The image's pixels as a Core Graphics image (premultiplied RGBA); nil for an image with no pixels.
    public var cgImage: CGImage? {
        pixels.map(CGImage.init(pixels:))
    }
}
