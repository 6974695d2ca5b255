import OpenUIKit

/// The layer benchmark's scene: 1,000 28-point rings on a 40 × 25 grid, each a `CAShapeLayer` under `layer` with two
/// endless animations, `strokeEnd` (0 → 1 in 2 s) and `transform.rotation.z` (a turn in 1.5 s). All rings move in
/// step unless `staggered`, which starts each ring's animations at a different point (`timeOffset`), so no two rings
/// look alike in any frame.
@MainActor public func addAnimatingRings(to layer: CALayer, staggered: Bool) {
    let ring = UIBezierPath(
        arcCenter: CGPoint(x: 14, y: 14), radius: 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
    ).cgPath
    for index in 0..<1_000 {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 32 * (index % 40) + 2, y: 32 * (index / 40) + 2, width: 28, height: 28)
        shape.path = ring
        shape.fillColor = nil
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.lineWidth = 3
        layer.addSublayer(shape)
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.duration = 2
        stroke.repeatCount = .infinity
        if staggered { stroke.timeOffset = Double(index) * 0.002 }
        shape.add(stroke, forKey: "stroke")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1.5
        spin.repeatCount = .infinity
        if staggered { spin.timeOffset = Double(index) * 0.0015 }
        shape.add(spin, forKey: "spin")
    }
}
