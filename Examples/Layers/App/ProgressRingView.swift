import OpenUIKit

/// A circular progress ring: a grey track and a blue arc from the top, clockwise, whose `strokeEnd` is the
/// progress, animated with a `CABasicAnimation`.
final class ProgressRingView: UIView {
    let track = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    private(set) var progress: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let lineWidth: CGFloat = 12
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, startAngle: -.pi / 2,
            endAngle: 3 * .pi / 2, clockwise: true)
        for (shape, color) in [(track, UIColor(white: 0.85, alpha: 1)), (progressLayer, UIColor.systemBlue)] {
            shape.frame = bounds
            shape.path = circle.cgPath
            shape.fillColor = nil
            shape.strokeColor = color.cgColor
            shape.lineWidth = lineWidth
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        progressLayer.strokeEnd = 0
    }

    required init?(coder: NSCoder) { nil }

    func setProgress(_ value: CGFloat, animated: Bool) {
        let from = progress
        progress = min(max(value, 0), 1)
        progressLayer.strokeEnd = progress
        guard animated else { return }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = from
        animation.toValue = progress
        animation.duration = 0.8
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        progressLayer.add(animation, forKey: "progress")
    }
}
