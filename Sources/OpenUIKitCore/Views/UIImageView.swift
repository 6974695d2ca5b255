import Foundation

/// A view that shows an image.
///
/// Mirrors `UIImageView`: `image`, `highlightedImage`, `isHighlighted`, laid out by `contentMode` (scale to fill by
/// default; aspect fit, aspect fill, centre and the edge placements). User interaction is off by default, so an image
/// view and everything inside it take no touches until it is turned on (Docs/EventModel.md, "Hit-testing").
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        get { storedImage }
        set {
            let oldValue = storedImage
            storedImage = newValue
            guard newValue !== oldValue else { return }
            journalChange(of: self, from: oldValue) { view, image in
                defer { view.storedImage = image }
                return view.storedImage
            }
            setNeedsDisplay()
            if newValue?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }
    private var storedImage: UIImage?
    open var highlightedImage: UIImage? { didSet { if isHighlighted { setNeedsDisplay() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize { image?.size ?? super.intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        guard let image = (isHighlighted ? highlightedImage : nil) ?? image, image.size.width > 0, image.size.height > 0
        else { return }
        UIGraphicsGetCurrentContext()?.saveGState()
        UIGraphicsGetCurrentContext()?.clip(to: bounds)
        image.draw(in: placement(of: image.size, in: bounds), templateTint: tintColor)
        UIGraphicsGetCurrentContext()?.restoreGState()
    }

    /// Where `size` goes in `bounds` for the content mode.
    func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
        func aligned(_ size: CGSize, x: CGFloat, y: CGFloat) -> CGRect {
            CGRect(
                x: bounds.minX + (bounds.width - size.width) * x, y: bounds.minY + (bounds.height - size.height) * y,
                width: size.width, height: size.height)
        }
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let ratios = (bounds.width / size.width, bounds.height / size.height)
            let factor = contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            return aligned(CGSize(width: size.width * factor, height: size.height * factor), x: 0.5, y: 0.5)
        case .center: return aligned(size, x: 0.5, y: 0.5)
        case .top: return aligned(size, x: 0.5, y: 0)
        case .bottom: return aligned(size, x: 0.5, y: 1)
        case .left: return aligned(size, x: 0, y: 0.5)
        case .right: return aligned(size, x: 1, y: 0.5)
        case .topLeft: return aligned(size, x: 0, y: 0)
        case .topRight: return aligned(size, x: 1, y: 0)
        case .bottomLeft: return aligned(size, x: 0, y: 1)
        case .bottomRight: return aligned(size, x: 1, y: 1)
        }
    }
}
