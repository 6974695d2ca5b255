import OpenUIKit

/// An activity indicator of twelve dots round a circle, each fainter than the one before, turning: one dot layer
/// copied by a `CAReplicatorLayer`, the replicator spun by an endless `transform.rotation.z` animation.
final class ActivityDotsView: UIView {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()
    static let dotCount = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.frame = bounds
        let size: CGFloat = 10
        dot.frame = CGRect(x: bounds.midX - size / 2, y: 4, width: size, height: size)
        dot.cornerRadius = size / 2
        dot.backgroundColor = UIColor.systemBlue.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = Self.dotCount
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.dotCount), 0, 0, 1)
        replicator.instanceAlphaOffset = -1 / Float(Self.dotCount)
        layer.addSublayer(replicator)
    }

    required init?(coder: NSCoder) { nil }

    func startAnimating() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1.2
        spin.repeatCount = .infinity
        replicator.add(spin, forKey: "spin")
    }

    func stopAnimating() {
        replicator.removeAnimation(forKey: "spin")
    }
}
