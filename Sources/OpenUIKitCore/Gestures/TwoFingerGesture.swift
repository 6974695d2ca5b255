import Foundation

/// The geometry pinch and rotation share: the vector between the first two fingers, in window coordinates.
@MainActor
struct TwoFingerSample {
    let distance: CGFloat
    let angle: CGFloat
    let time: TimeInterval

    init?(_ touches: [UITouch], time: TimeInterval) {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].location(in: nil), b = touches[1].location(in: nil)
        distance = hypot(b.x - a.x, b.y - a.y)
        angle = atan2(b.y - a.y, b.x - a.x)
        self.time = time
    }

    /// The turn from `earlier` to this sample, in (-π, π].
    func turn(since earlier: TwoFingerSample) -> CGFloat {
        var delta = angle - earlier.angle
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        return delta
    }
}
