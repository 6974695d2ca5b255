import Foundation

/// A spinning wheel that shows work in progress, as UIKit's `UIActivityIndicatorView`.
///
/// Mirrors UIKit: ``startAnimating()`` shows it and spins it, ``stopAnimating()`` stops it and, with
/// ``hidesWhenStopped`` (true by default), hides it; a new indicator is stopped, so hidden until started. The
/// ``style`` sets the size (20 points for `.medium`, `.white` and `.gray`; 37 for `.large` and `.whiteLarge`) and,
/// for the older styles, the colour; ``color`` overrides the colour. It takes no touches of its own.
///
/// It draws eight rounded spokes whose brightness runs round the wheel once a second, one spoke per eighth of a
/// second, on the application's frame clock (virtual in tests), and wants frames only while it spins in a window.
/// Differences: the spokes' shape and timing are OpenUIKit's own approximation of iOS's; the older styles are not
/// marked deprecated (they would warn in ported code).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size and colour scheme, as `UIActivityIndicatorView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101
    }

    /// How many spokes the wheel has, and how many steps a turn takes.
    static let spokeCount = 8
    /// Steps per second: one turn a second.
    static let stepsPerSecond: Double = 8

    open var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour; the style's when nil is set (as UIKit's `null_resettable` property).
    open var color: UIColor! {
        get { storedColor ?? style.defaultColor }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedColor: UIColor?

    /// Whether the indicator hides itself while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// Whether the indicator spins.
    open var isAnimating: Bool { animating }
    private var animating = false

    /// Which spoke is brightest now (0 is at 12 o'clock, going clockwise).
    private(set) var leadingSpoke = 0
    private var startTime: CFTimeInterval?
    private lazy var frames = FrameDemand { [weak self] in self?.step(at: $0) }

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    /// Shows the indicator and starts the spin; nothing happens when it already spins.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        startTime = nil
        updateFrameDemand()
        setNeedsDisplay()
    }

    /// Stops the spin, and hides the indicator when ``hidesWhenStopped``.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        startTime = nil
        leadingSpoke = 0
        updateFrameDemand()
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateFrameDemand()
    }

    open override var intrinsicContentSize: CGSize { style.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

    private func updateFrameDemand() {
        frames.update(wanted: animating && window != nil)
    }

    private func step(at time: CFTimeInterval) {
        guard animating else { return }
        let start = startTime ?? time
        startTime = start
        let step = Int(((time - start) * Self.stepsPerSecond).rounded(.down)) % Self.spokeCount
        guard step != leadingSpoke else { return }
        leadingSpoke = step
        setNeedsDisplay()
    }

    /// How bright spoke `index` is: 1 for the leading spoke, fading behind it to 0.3.
    static func alpha(ofSpoke index: Int, leading: Int) -> CGFloat {
        let behind = (leading - index + spokeCount) % spokeCount
        return 1 - 0.7 * CGFloat(behind) / CGFloat(spokeCount - 1)
    }

    open override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2
        let inner = outer * 0.45
        let width = max(side * 0.1, 1.5)
        let base = color ?? style.defaultColor
        for index in 0..<Self.spokeCount {
            let angle = CGFloat(index) / CGFloat(Self.spokeCount) * 2 * .pi - .pi / 2
            let spoke = UIBezierPath()
            spoke.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            spoke.addLine(
                to: CGPoint(
                    x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2)))
            spoke.lineWidth = width
            spoke.lineCapStyle = .round
            base.withAlphaComponent(base.cgColor.alpha * Self.alpha(ofSpoke: index, leading: leadingSpoke))
                .setStroke()
            spoke.stroke()
        }
    }
}

extension UIActivityIndicatorView.Style {
    /// The indicator's size for the style.
    var size: CGSize {
        switch self {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        }
    }

    /// The spokes' colour when the app sets none.
    var defaultColor: UIColor {
        switch self {
        case .white, .whiteLarge: .white
        case .gray: .gray
        case .medium, .large: .secondaryLabel
        }
    }
}
