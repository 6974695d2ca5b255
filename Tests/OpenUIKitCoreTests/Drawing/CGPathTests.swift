import Foundation
import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// `CGPath`/`CGMutablePath` as Core Graphics builds, measures and reads them, with no graphics library: element
/// logs in order, exact bounding boxes, containment under both fill rules, arcs as quarter-turn curves, stroked and
/// dashed copies, and the `UIBezierPath` bridge.
@MainActor
@Suite(.serialized) struct CGPathTests {
    /// Every element of `path`, as "kind x,y …" with coordinates rounded to 1/1000 (arcs' cosines are not exact).
    static func log(_ path: CGPath) -> [String] {
        var log: [String] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            let points = (0..<count).map { index -> String in
                let p = element.pointee.points[index]
                func text(_ v: CGFloat) -> String {
                    let r = (v * 1000).rounded() / 1000
                    return r == r.rounded() ? String(Int(r)) : String(describing: r)
                }
                return "\(text(p.x)),\(text(p.y))"
            }
            let name = ["move", "line", "quad", "curve", "close"][Int(element.pointee.type.rawValue)]
            log.append(([name] + points).joined(separator: " "))
        }
        return log
    }

    @Test func rectangleIsAMoveThreeLinesAndACloseAlongXFirst() {
        var rect = CGRect.zero
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        #expect(Self.log(path) == ["move 10,20", "line 40,20", "line 40,60", "line 10,60", "close"])
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.boundingBox == rect)
        #expect(path.boundingBoxOfPath == rect)
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        #expect(!CGPath(ellipseIn: rect, transform: nil).isRect(nil))
    }

    @Test func emptyPathHasNullBoxesAndZeroCurrentPoint() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        #expect(!path.contains(.zero))
    }

    @Test func boundingBoxHoldsControlPointsButBoundingBoxOfPathOnlyTheCurve() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        path.addQuadCurve(to: CGPoint(x: 200, y: 0), control: CGPoint(x: 150, y: -100))
        #expect(path.boundingBox == CGRect(x: 0, y: -100, width: 200, height: 200))
        // The cubic peaks at t = ½ (y = 75), the quadratic at t = ½ (y = −50).
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: -50, width: 200, height: 125))
    }

    @Test func containsFollowsTheFillRuleAndTheTransform() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50), outside = CGPoint(x: 150, y: 50)
        #expect(
            [centre, ring, outside].map { path.contains($0) } == [true, true, false])
        #expect(
            [centre, ring, outside].map { path.contains($0, using: .evenOdd) } == [false, true, false])
        let moved = CGAffineTransform(translationX: 100, y: 0)
        #expect(path.contains(outside, transform: moved))
        #expect(!path.contains(ring, transform: moved))
        // An open triangle counts as closed.
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 40)])
        #expect(open.contains(CGPoint(x: 10, y: 10)))
        #expect(!open.contains(CGPoint(x: 30, y: 30)))
    }

    @Test func arcsAreQuarterTurnCurvesInCoreGraphicsSense() {
        let increasing = CGMutablePath()
        increasing.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(Self.log(increasing) == ["move 60,50", "curve 60,55.523 55.523,60 50,60"])
        // Clockwise (decreasing angle) from 0 to π/2 goes the long way: three quarter turns.
        let decreasing = CGMutablePath()
        decreasing.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(
            Self.log(decreasing) == [
                "move 60,50", "curve 60,44.477 55.523,40 50,40", "curve 44.477,40 40,44.477 40,50",
                "curve 40,55.523 44.477,60 50,60",
            ])
        // An arc after a point starts with a line to it; a whole turn is four curves.
        let circle = CGMutablePath()
        circle.move(to: .zero)
        circle.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(Self.log(circle).prefix(2) == ["move 0,0", "line 60,50"])
        #expect(Self.log(circle).count == 6)
        #expect(
            circle.boundingBoxOfPath.insetBy(dx: -1e-9, dy: -1e-9).contains(CGRect(x: 40, y: 40, width: 20, height: 20))
        )
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(Self.log(path) == ["move 0,0", "line 80,0", "curve 91.046,0 100,8.954 100,20"])
        // In a line: just a line to the corner.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
        #expect(Self.log(straight) == ["move 0,0", "line 50,0"])
    }

    @Test func ellipseAndRoundedRectStartWhereCoreGraphicsStarts() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        #expect(Self.log(ellipse).first == "move 40,10")
        #expect(Self.log(ellipse)[1].hasSuffix(" 20,20"))
        #expect(Self.log(ellipse).count == 6)
        #expect(ellipse.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))
        let rounded = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5,
            transform: nil)
        #expect(
            Self.log(rounded) == [
                "move 10,0", "line 90,0", "curve 95.523,0 100,2.239 100,5", "line 100,45",
                "curve 100,47.761 95.523,50 90,50", "line 10,50", "curve 4.477,50 0,47.761 0,45", "line 0,5",
                "curve 0,2.239 4.477,0 10,0", "close",
            ])
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(rounded.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func badCallsAreReportedAndIgnoredOrClamped() {
        let path = CGMutablePath()
        let messages = recordGraphicsDiagnostics {
            path.addLine(to: CGPoint(x: 1, y: 1))
            path.addCurve(to: .zero, control1: .zero, control2: .zero)
            path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 30, cornerHeight: 5)
            path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        }
        #expect(
            messages == [
                "addLine(to:) with no current point; ignored (start the path with move(to:))",
                "addCurve(to:control1:control2:) with no current point; ignored (start the path with move(to:))",
                "addRoundedRect: corner 30.0×5.0 does not fit a 20.0×10.0 rectangle (each must be 0 … half the side); "
                    + "clamped",
                "addArc: non-finite centre, radius or angle; ignored",
            ])
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func transformsApplyToAddedPointsAndCopies() {
        let path = CGMutablePath()
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        path.addRect(CGRect(x: 1, y: 1, width: 1, height: 1), transform: scale)
        #expect(path.boundingBox == CGRect(x: 2, y: 3, width: 2, height: 3))
        var shift = CGAffineTransform(translationX: 10, y: 0)
        let moved = path.copy(using: &shift)!
        #expect(moved.boundingBox == CGRect(x: 12, y: 3, width: 2, height: 3))
        #expect(path.copy(using: nil) == path)
        let copy = path.mutableCopy()!
        copy.addLine(to: .zero)
        #expect(copy != path)
        #expect(Self.log(path).count == 5)
        let other = CGMutablePath()
        other.addPath(path, transform: shift)
        #expect(other == moved)
    }

    @Test func applyWithBlockSeesTheElementsItStartedWithWhenTheBlockChangesThePath() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        var seen: [CGPathElementType] = []
        path.applyWithBlock { element in
            seen.append(element.pointee.type)
            path.addLine(to: CGPoint(x: 2, y: 2))
        }
        #expect(seen == [.moveToPoint, .addLineToPoint])
        #expect(Self.log(path) == ["move 0,0", "line 1,0", "line 2,2", "line 2,2"])
    }

    @Test func applyCallsACFunctionWithInfo() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            path.apply(info: pointer) { info, _ in
                info!.assumingMemoryBound(to: Int.self).pointee += 1
            }
        }
        #expect(count == 5)
    }

    @Test func bezierPathBridgesBothWays() {
        // UIKit's clockwise is on screen: angles increase.
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(Self.log(arc.cgPath) == ["move 60,50", "curve 60,55.523 55.523,60 50,60"])
        let source = CGMutablePath()
        source.move(to: CGPoint(x: 1, y: 2))
        source.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        source.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 7, y: 7), control2: CGPoint(x: 8, y: 8))
        source.closeSubpath()
        let bridged = UIBezierPath(cgPath: source)
        #expect(bridged.cgPath == source)
        #expect(bridged.currentPoint == CGPoint(x: 1, y: 2))
        bridged.addLine(to: CGPoint(x: 4, y: 4))
        #expect(bridged.currentPoint == CGPoint(x: 4, y: 4))
        #expect(bridged.miterLimit == 10)
        #expect(!bridged.usesEvenOddFillRule)
    }

    @Test func strokedCopyCoversTheStrokeWithItsCapsAndJoins() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let probes = [CGPoint(x: 50, y: 4), CGPoint(x: 50, y: 6), CGPoint(x: -2, y: 0), CGPoint(x: -4, y: 4)]
        let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(probes.map { butt.contains($0) } == [true, false, false, false])
        #expect(probes.map { square.contains($0) } == [true, false, true, true])
        #expect(probes.map { round.contains($0) } == [true, false, true, false])
        // A right-angle corner: the mitre fills the outer square corner, a bevel cuts it, a tight limit bevels.
        let corner = CGMutablePath()
        corner.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let outerCorner = CGPoint(x: 104, y: -4)
        #expect(
            corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10).contains(outerCorner))
        #expect(
            !corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10).contains(outerCorner))
        #expect(
            !corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2).contains(outerCorner)
        )
        #expect(
            corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10).contains(
                CGPoint(x: 103, y: -3)))
        #expect(
            !corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10).contains(
                CGPoint(x: 50, y: 50)))
    }

    @Test func dashedCopyCutsThePathIntoDashes() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 40, y: 0))
        #expect(
            Self.log(line.copy(dashingWithPhase: 0, lengths: [10, 5])) == [
                "move 0,0", "line 10,0", "move 15,0", "line 25,0", "move 30,0", "line 40,0",
            ])
        #expect(
            Self.log(line.copy(dashingWithPhase: 5, lengths: [10, 5])) == [
                "move 0,0", "line 5,0", "move 10,0", "line 20,0", "move 25,0", "line 35,0",
            ])
        // A closed square dashes its closing edge too, and a dash runs round a corner unbroken.
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(
            Self.log(square.copy(dashingWithPhase: 0, lengths: [15, 5])) == [
                "move 0,0", "line 10,0", "line 10,5", "move 10,10", "line 0,10", "line 0,5",
            ])
        #expect(line.copy(dashingWithPhase: 0, lengths: []) == line)
    }
}
