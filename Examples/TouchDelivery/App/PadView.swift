import OpenUIKit

/// The view the touches land on. It handles touches itself (the four `touches…` methods), so the bench can show
/// what a view hears while a gesture recognizer attached to it watches the same touches.
final class PadView: UIView {
    /// Called with each call the view receives, as "touchesBegan (1 touch)".
    var onCall: (String) -> Void = { _ in }
    var hint = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "Pad"
        backgroundColor = UIColor(red: 0.9, green: 0.94, blue: 1, alpha: 1)
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemBlue.cgColor
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        hint.draw(
            in: bounds.insetBy(dx: 16, dy: 16),
            withAttributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.darkGray])
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { report("touchesBegan", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { report("touchesMoved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { report("touchesEnded", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        report("touchesCancelled", touches)
    }

    private func report(_ call: String, _ touches: Set<UITouch>) {
        onCall("\(call) (\(touches.count) touch\(touches.count == 1 ? "" : "es"))")
    }
}
