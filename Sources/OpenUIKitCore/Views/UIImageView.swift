import Foundation

/// A view that shows an image.
///
/// Mirrors `UIImageView`'s event behaviour: user interaction is off by default, so an image view and everything
/// inside it take no touches until `isUserInteractionEnabled` is set (seeds 002 and 004). Drawing arrives with the
/// renderer.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
}
