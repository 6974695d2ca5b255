import Foundation

/// A control that performs an action when tapped.
///
/// Mirrors `UIButton`'s behaviour: highlighted while a touch is tracked inside it, `touchUpInside` followed by
/// `primaryActionTriggered` when a tap lifts inside, `touchDownRepeat` on the second of quick taps, per-state
/// titles, title colours and images (a state without its own value falls back to `.normal`). A single-finger
/// single tap fires the button, not a tap recognizer on a superview. Drawing arrives with the renderer; until then
/// `titleLabel` holds the current title.
@MainActor
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
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    /// Shows the current title (drawn by the renderer when it lands).
    public let titleLabel: UILabel?
    public let imageView: UIImageView?

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        titleLabel = UILabel(frame: .zero)
        imageView = UIImageView(frame: .zero)
        super.init(frame: .zero)
        if buttonType == .system { titleColors[.normal] = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        titleLabel = UILabel(frame: .zero)
        imageView = UIImageView(frame: .zero)
        super.init(frame: frame)
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        refreshContent()
    }

    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        refreshContent()
    }

    open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        refreshContent()
    }

    open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

    public var currentTitle: String? { title(for: lookupState) }
    public var currentTitleColor: UIColor { titleColor(for: lookupState) ?? .black }
    public var currentImage: UIImage? { image(for: lookupState) }

    /// The state used for lookups: the exact state if it has a value, else its most specific part that does.
    private var lookupState: State {
        let state = self.state
        if titles[state] != nil || titleColors[state] != nil || images[state] != nil { return state }
        for part: State in [.disabled, .highlighted, .selected] where state.contains(part) {
            if titles[part] != nil || titleColors[part] != nil || images[part] != nil { return part }
        }
        return state
    }

    open override var isHighlighted: Bool {
        didSet { refreshContent() }
    }

    open override var isSelected: Bool {
        didSet { refreshContent() }
    }

    open override var isEnabled: Bool {
        didSet { refreshContent() }
    }

    private func refreshContent() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        imageView?.image = currentImage
    }

    override func touchUpInsideDidFinish(with event: UIEvent?) {
        sendActions(for: .primaryActionTriggered)
    }

    override func isDefaultActionGesture(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
