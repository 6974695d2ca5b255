import Foundation

/// A control that performs an action when tapped.
///
/// Mirrors `UIButton`'s behaviour: highlighted while a touch is tracked inside it, `touchUpInside` followed by
/// `primaryActionTriggered` when a tap lifts inside, `touchDownRepeat` on the second of quick taps, per-state
/// titles, title colours and images (a state without its own value falls back to `.normal`). A single-finger
/// single tap fires the button, not a tap recognizer on a superview. It draws its current title and image in
/// OpenUIKit's flat look; `titleLabel` holds the current title, colour and font.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    public let buttonType: ButtonType
    private var content = ButtonStateContent()
    /// Holds the current title, its colour and the title font (the button draws them itself).
    public let titleLabel: UILabel?
    public let imageView: UIImageView?
    /// The button's menu (`UIButton+Menu.swift`): a long press or a secondary click opens it, or a tap when
    /// ``showsMenuAsPrimaryAction``.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }
    open var showsMenuAsPrimaryAction = false
    /// The interaction that shows ``menu``, while the button has one.
    var menuInteraction: UIContextMenuInteraction?

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        titleLabel = UILabel(frame: .zero)
        imageView = UIImageView(frame: .zero)
        super.init(frame: .zero)
        titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        titleLabel = UILabel(frame: .zero)
        imageView = UIImageView(frame: .zero)
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        titleLabel = UILabel(frame: .zero)
        imageView = UIImageView(frame: .zero)
        super.init(coder: coder)
        titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
    }

    open func setTitle(_ title: String?, for state: State) {
        content.setTitle(title, for: state)
        refreshContent()
    }

    open func title(for state: State) -> String? { content.title(for: state) }

    /// The content's size: the title 6 points above and below (30 points high at UIKit's 15-point title font), the
    /// image 4; 8 points a side (OpenUIKit's look, where UIKit's legacy buttons have none). A button with neither
    /// title nor image is 30×34, as in UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = currentTitle.map { TextLayout(text: $0, font: titleFont, width: nil, maximumLines: 1).size } ?? .zero
        let image = currentImage?.size ?? .zero
        guard text.width > 0 || image.width > 0 else { return CGSize(width: 30, height: 34) }
        let gap: CGFloat = text.width > 0 && image.width > 0 ? 6 : 0
        return CGSize(
            width: (text.width + image.width + gap + 16).rounded(.up),
            height: max(text.height > 0 ? text.height + 12 : 0, image.height + 8).rounded(.up))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        content.setTitleColor(color, for: state)
        refreshContent()
    }

    open func titleColor(for state: State) -> UIColor? { content.titleColor(for: state) }

    open func setImage(_ image: UIImage?, for state: State) {
        content.setImage(image, for: state)
        refreshContent()
    }

    open func image(for state: State) -> UIImage? { content.image(for: state) }

    public var currentTitle: String? { content.title(for: content.lookupState(for: state)) }
    /// The title colour shown now: the one set for the current state, else a system button's ``UIView/tintColor``
    /// (as UIKit's system buttons follow the tint), else black.
    public var currentTitleColor: UIColor {
        content.titleColor(for: content.lookupState(for: state)) ?? fallbackTitleColor
    }

    private var fallbackTitleColor: UIColor { buttonType == .system ? tintColor : .black }
    public var currentImage: UIImage? { content.image(for: content.lookupState(for: state)) }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { refreshContent() } }
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { refreshContent() } }
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { refreshContent() } }
    }

    /// Brings `titleLabel` and `imageView` to the current state's values. Only what changed is set, and the
    /// intrinsic size is invalidated only when the title or the image did: a press and a release change the state
    /// twice, and for most buttons nothing they show but the highlight.
    private func refreshContent() {
        setNeedsDisplay()
        let shown = content.resolved(for: state)
        let color = shown.titleColor ?? fallbackTitleColor
        var sizeMayChange = false
        if let titleLabel {
            if titleLabel.text != shown.title {
                titleLabel.text = shown.title
                sizeMayChange = true
            }
            if titleLabel.textColor != color { titleLabel.textColor = color }
        }
        if let imageView, imageView.image !== shown.image {
            imageView.image = shown.image
            sizeMayChange = true
        }
        if sizeMayChange { invalidateIntrinsicContentSize() }
    }

    /// The title font (the `titleLabel`'s). 15-point medium system font by default.
    public var titleFont: UIFont {
        get { titleLabel?.font ?? .systemFont(ofSize: 15, weight: .medium) }
        set {
            titleLabel?.font = newValue
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    open override func draw(_ rect: CGRect) {
        let dim: CGFloat = !isEnabled ? ControlDrawing.disabledAlpha : (isHighlighted ? 0.45 : 1)
        if isSelected {
            ControlDrawing.fill(
                UIBezierPath(roundedRect: bounds, cornerRadius: min(8, bounds.height / 2)),
                ControlDrawing.tint.withAlphaComponent(0.15))
        }
        if isHighlighted && backgroundColor != nil {
            ControlDrawing.fill(
                UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius), UIColor(white: 0, alpha: 0.15))
        }
        var content = bounds.insetBy(dx: 8, dy: 4)
        if let image = currentImage, image.size.width > 0 {
            let side = min(image.size.height, content.height)
            let width = image.size.width * side / max(image.size.height, 1)
            let imageRect = CGRect(x: content.minX, y: content.midY - side / 2, width: width, height: side)
            UIGraphicsGetCurrentContext()?.setAlpha(dim)
            image.draw(
                in: currentTitle == nil
                    ? CGRect(x: content.midX - width / 2, y: imageRect.minY, width: width, height: side) : imageRect,
                templateTint: tintColor)
            UIGraphicsGetCurrentContext()?.setAlpha(1)
            content = content.divided(atDistance: width + 6, from: .minXEdge).remainder
        }
        guard let title = currentTitle else { return }
        let alignment: NSTextAlignment =
            switch contentHorizontalAlignment {
            case .left, .leading: .left
            case .right, .trailing: .right
            default: .center
            }
        let color = currentTitleColor
        ControlDrawing.drawText(
            title, font: titleFont, color: color.withAlphaComponent(color.alpha * dim),
            in: content, alignment: alignment)
    }

    override func touchUpInsideDidFinish(with event: UIEvent?) {
        if showsMenuAsPrimaryAction && menu != nil {
            presentMenuAsPrimaryAction()
        } else {
            sendActions(for: .primaryActionTriggered)
        }
    }

    override func isDefaultActionGesture(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
