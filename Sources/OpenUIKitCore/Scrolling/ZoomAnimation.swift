import Foundation

/// An animated zoom of a scroll view (`setZoomScale(_:animated:)`, `zoom(to:animated:)`), as a pure function of the
/// frame time: the scale and the point of the zooming view held at `focus` move together along UIKit's 0.3-s
/// ease-in-out, so a zoom to a rectangle ends with the rectangle's middle in the middle of the view.
struct ZoomAnimation {
    /// The delegate's zooming view when the animation began.
    let view: UIView
    let fromScale: CGFloat
    let toScale: CGFloat
    /// Points of `view` (its own coordinates) held at `focus`, at the start and at the end.
    let fromAnchor: CGPoint
    let toAnchor: CGPoint
    /// A point of the visible area, relative to its top-left corner.
    let focus: CGPoint
    let start: TimeInterval
    static let duration: TimeInterval = 0.3

    /// The scale and anchor at `time`, and whether the animation is over (they are then exactly the end values).
    func state(at time: TimeInterval) -> (scale: CGFloat, anchor: CGPoint, isFinished: Bool) {
        let elapsed = time - start
        guard elapsed < Self.duration else { return (toScale, toAnchor, true) }
        let t = CGFloat(max(0, elapsed) / Self.duration)
        let eased = t * t * (3 - 2 * t)
        return (
            fromScale + (toScale - fromScale) * eased,
            CGPoint(
                x: fromAnchor.x + (toAnchor.x - fromAnchor.x) * eased,
                y: fromAnchor.y + (toAnchor.y - fromAnchor.y) * eased),
            false
        )
    }
}
