import Foundation

/// A view that shows a visual effect behind its content, as UIKit's `UIVisualEffectView`.
///
/// Mirrors UIKit: made with an ``effect`` (a ``UIBlurEffect``, a ``UIVibrancyEffect`` or nil), it holds a
/// ``contentView`` that fills it, to which subviews are added (as in UIKit, add them there, not to the effect view);
/// setting `effect` changes the look at once (inside `UIView.animate` too).
///
/// Difference: a blur is drawn as a translucent tint of its style's colour over what is behind (``UIBlurEffect``
/// explains why), not as a blur.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view subviews go in; it fills the effect view.
    public let contentView = UIView(frame: .zero)

    /// The effect shown; nil for none.
    open var effect: UIVisualEffect? {
        didSet { setNeedsDisplay() }
    }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func draw(_ rect: CGRect) {
        guard let tint = effect?.tint else { return }
        tint.setFill()
        UIBezierPath(rect: bounds).fill()
    }
}
