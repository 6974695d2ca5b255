import Foundation
@_spi(Rendering) import OpenUIKitCore
import Testing

/// Which paths know the circle their curves stand for (`CGPath.circularArc`, read by the renderer to cover an arc's
/// stroke from the circle): exactly those made by one arc on an empty path, or a square's ellipse, under a transform
/// that keeps circles round, and only until anything else is added.
@MainActor
@Suite struct CircularArcTests {
    /// The arc's figures rounded to 1/1000, or "none".
    static func describe(_ path: CGPath) -> String {
        guard let arc = path.circularArc else { return "none" }
        func r(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }
        return "centre \(r(arc.center.x)),\(r(arc.center.y)) radius \(r(arc.radius)) from \(r(arc.startAngle)) by "
            + r(arc.delta)
    }

    @Test func oneArcOnAnEmptyPathIsKnownUntilSomethingIsAdded() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let first = Self.describe(path)
        path.addLine(to: CGPoint(x: 0, y: 0))
        let afterLine = Self.describe(path)
        let following = CGMutablePath()
        following.move(to: .zero)
        following.addArc(center: CGPoint(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(
            [first, afterLine, Self.describe(following)] == [
                "centre 10.000,20.000 radius 5.000 from 0.000 by 1.571", "none", "none",
            ])
    }

    @Test func uiKitsClockwiseArcAndASquaresEllipseAreArcs() {
        // UIKit's clockwise is on screen: angles increase, so the delta is positive.
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: 14, y: 14), radius: 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
        ).cgPath
        let back = UIBezierPath(
            arcCenter: CGPoint(x: 0, y: 0), radius: 2, startAngle: 0, endAngle: -.pi, clockwise: false
        ).cgPath
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 6), transform: nil)
        #expect(
            [ring, back, circle, oval].map(Self.describe) == [
                "centre 14.000,14.000 radius 10.000 from -1.571 by 6.283",
                "centre 0.000,0.000 radius 2.000 from 0.000 by -3.142",
                "centre 4.000,4.000 radius 4.000 from 0.000 by 6.283",
                "none",
            ])
    }

    @Test func aTransformKeepsTheArcOnlyWhenCirclesStayRound() {
        func arc(_ transform: CGAffineTransform) -> String {
            let path = CGMutablePath()
            path.addArc(
                center: CGPoint(x: 1, y: 0), radius: 2, startAngle: 0, endAngle: 1, clockwise: false,
                transform: transform)
            return Self.describe(path)
        }
        #expect(
            [
                arc(CGAffineTransform(translationX: 5, y: 6).rotated(by: .pi / 2).scaledBy(x: 3, y: 3)),
                arc(CGAffineTransform(scaleX: 2, y: 1)),
                arc(CGAffineTransform(scaleX: -1, y: 1)),
            ] == ["centre 5.000,9.000 radius 6.000 from 1.571 by 1.000", "none", "none"])
    }
}
