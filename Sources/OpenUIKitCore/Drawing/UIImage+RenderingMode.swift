import Foundation

extension UIImage {
    /// How a view draws an image. Mirrors UIKit's `UIImage.RenderingMode`, with its raw values.
    public enum RenderingMode: Int, Sendable {
        /// The view decides: `UIImageView` draws the image as it is.
        case automatic = 0
        /// The image as it is.
        case alwaysOriginal = 1
        /// The image's shape (its alpha) filled with the view's tint colour.
        case alwaysTemplate = 2
    }

    /// The same pixels drawn with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard renderingMode != self.renderingMode else { return self }
        return UIImage(pixels: pixels, scale: scale, size: size, renderingMode: renderingMode)
    }
}
