import OpenUIKit

/// A toast: a dark, rounded background layer with a soft shadow (given a `shadowPath`, as UIKit code does for
/// speed), under a white label.
final class ToastView: UIView {
    let background = CALayer()
    let label = UILabel()

    var text: String? {
        get { label.text }
        set { label.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        background.frame = bounds
        background.backgroundColor = UIColor(white: 0.15, alpha: 1).cgColor
        background.cornerRadius = 14
        background.shadowColor = UIColor.black.cgColor
        background.shadowOpacity = 0.35
        background.shadowRadius = 8
        background.shadowOffset = CGSize(width: 0, height: 6)
        background.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 14).cgPath
        label.frame = bounds.insetBy(dx: 16, dy: 0)
        label.textColor = .white
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        addSubview(label)
        // Under the label: inserted at the bottom of the layer tree.
        layer.insertSublayer(background, at: 0)
    }

    required init?(coder: NSCoder) { nil }
}
