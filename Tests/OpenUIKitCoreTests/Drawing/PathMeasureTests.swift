import Foundation
@_spi(Rendering) @testable import OpenUIKitCore
import Testing

/// A path measured along its length: the part between two fractions is cut out of the curves themselves (so a
/// trimmed ring stays a few curves), subpaths stay apart, and a shape layer measures its path once per revision.
@MainActor
@Suite struct PathMeasureTests {
    static func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 0.05) -> Bool {
        hypot(a.x - b.x, a.y - b.y) <= tolerance
    }

    @Test func aTrimmedCircleIsItsOwnCurvesCutAtTheRightLengths() {
        // Starts at its right (100, 50) and runs down first (y grows), a quarter per curve.
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let measure = PathMeasure(circle)
        #expect(abs(measure.length - 100 * .pi) < 0.1)
        let half = measure.trimmed(from: 0.125, to: 0.625)
        var kinds: [CGPathElementType] = []
        var points: [CGPoint] = []
        half.applyWithBlock { element in
            kinds.append(element.pointee.type)
            let count = element.pointee.type == .addCurveToPoint ? 3 : 1
            points.append(element.pointee.points[count - 1])
        }
        // A move to 45° down, then the rest of the first curve, the whole second, and half the third.
        #expect(kinds == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
        let diagonal = 50 * CGFloat(2).squareRoot() / 2
        #expect(Self.close(points[0], CGPoint(x: 50 + diagonal, y: 50 + diagonal)))
        #expect(Self.close(points[1], CGPoint(x: 50, y: 100)))
        #expect(Self.close(points[2], CGPoint(x: 0, y: 50)))
        #expect(Self.close(points[3], CGPoint(x: 50 - diagonal, y: 50 - diagonal)))
        // Every point of a cut curve lies on the circle (a piece of a cubic is the same cubic, not an approximation).
        #expect(Self.close(measure.point(atFraction: 0.25), CGPoint(x: 50, y: 100)))
        #expect(Self.close(measure.point(atFraction: 0), CGPoint(x: 100, y: 50)))
        #expect(Self.close(measure.point(atFraction: 1), CGPoint(x: 100, y: 50)))
    }

    @Test func subpathsStayApartAndACloseCountsItsLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.closeSubpath()
        path.move(to: CGPoint(x: 100, y: 0))
        path.addQuadCurve(to: CGPoint(x: 120, y: 0), control: CGPoint(x: 110, y: 0))
        let measure = PathMeasure(path)
        // 10 + 10 + the closing diagonal, then the flat quadratic's 20.
        #expect(abs(measure.length - (40 + 10 * CGFloat(2).squareRoot())) < 0.001)
        let tail = measure.trimmed(from: 0.1, to: 0.9)
        var log: [String] = []
        tail.applyWithBlock { element in
            let p = element.pointee.points[element.pointee.type == .addQuadCurveToPoint ? 1 : 0]
            log.append("\(element.pointee.type.rawValue) \(Int(p.x.rounded())),\(Int(p.y.rounded()))")
        }
        // From 5.4 along the first line, round the triangle, then a move to the quadratic's start and part of it.
        #expect(log == ["0 5,0", "1 10,0", "1 10,10", "1 0,0", "0 100,0", "2 115,0"])
        #expect(PathMeasure(CGMutablePath()).trimmed(from: 0, to: 1).isEmpty)
    }

    @Test func aShapeLayerMeasuresItsPathAgainWhenThePathChanges() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        layer.path = path
        layer.strokeColor = CGColor(gray: 0, alpha: 1)
        layer.strokeEnd = 0.5
        #expect(layer.strokedPath?.currentPoint == CGPoint(x: 50, y: 0))
        // The same path object, lengthened: its revision changed, so the measure is made again.
        path.addLine(to: CGPoint(x: 100, y: 100))
        #expect(layer.strokedPath?.currentPoint == CGPoint(x: 100, y: 0))
        layer.strokeColor = nil
        #expect(layer.strokedPath == nil)
    }
}
