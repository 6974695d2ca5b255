import Foundation

/// A path that can be built, as Core Graphics' `CGMutablePath`.
///
/// Mirrors `CGMutablePath`'s construction calls, each with an optional transform applied to the points it adds:
/// `move(to:)`, `addLine(to:)`, `addLines(between:)`, `addQuadCurve(to:control:)`,
/// `addCurve(to:control1:control2:)`, `addRect(_:)`, `addRects(_:)`, `addEllipse(in:)`,
/// `addRoundedRect(in:cornerWidth:cornerHeight:)`, `addArc(center:radius:startAngle:endAngle:clockwise:)`,
/// `addRelativeArc(center:radius:startAngle:delta:)`, `addArc(tangent1End:tangent2End:radius:)`, `addPath(_:)` and
/// `closeSubpath()`.
///
/// Arcs follow Core Graphics' sense of `clockwise`: angles decrease when it is true, which is clockwise with y up
/// and therefore counterclockwise on screen in UIKit's y-down space (``UIBezierPath`` uses the on-screen sense).
///
/// UIKit parity: a line or curve with no current point is ignored with a ``GraphicsDiagnostics`` report, as Core
/// Graphics logs "no current point" and ignores it.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(segments: [])
    }

    override init(segments: [PathSegment]) {
        super.init(segments: segments)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("addLine(to:)") else { return }
        segments.append(.line(point.applying(transform)))
    }

    /// A move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { segments.append(.line(point.applying(transform))) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("addQuadCurve(to:control:)") else { return }
        segments.append(.quad(control.applying(transform), end.applying(transform)))
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard hasCurrentPoint("addCurve(to:control1:control2:)") else { return }
        segments.append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line to its start. Nothing happens without a current point.
    public func closeSubpath() {
        guard !segments.isEmpty, segments.last != .close else { return }
        segments.append(.close)
    }

    /// A closed subpath around `rect`: from its minimum corner along x, then y, then back.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY),
            ], transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse fitting `rect`: four quarter curves from the middle of the maximum-x edge, towards
    /// maximum y first.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y)
        let unit = scale.concatenating(transform)
        let wasEmpty = segments.isEmpty
        move(to: CGPoint(x: 1, y: 0), transform: unit)
        appendArcCurves(from: 0, sweep: 2 * .pi, transform: unit)
        closeSubpath()
        if wasEmpty && r.width == r.height {
            recordCircularArc(center: center, radius: r.width / 2, startAngle: 0, delta: 2 * .pi, transform: transform)
        }
    }

    /// A closed rectangle with elliptical corners (`cornerWidth` by `cornerHeight`), from the start of the straight
    /// part of its minimum-y edge, clockwise on a y-down screen: that edge, then maximum x, maximum y and minimum x. Out-of-range corners are clamped into 0 … half the side, with a ``GraphicsDiagnostics`` report
    /// (Core Graphics stops the program).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        guard !r.isNull else { return }
        var rx = cornerWidth, ry = cornerHeight
        if !(rx >= 0 && ry >= 0 && 2 * rx <= r.width && 2 * ry <= r.height) {
            GraphicsDiagnostics.report(
                "addRoundedRect: corner \(cornerWidth)×\(cornerHeight) does not fit a \(r.width)×\(r.height) "
                    + "rectangle (each must be 0 … half the side); clamped")
            rx = rx.isNaN ? 0 : min(max(rx, 0), r.width / 2)
            ry = ry.isNaN ? 0 : min(max(ry, 0), r.height / 2)
        }
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        // Each corner a quarter of an ellipse centred inside the rectangle, in increasing angle (clockwise on a
        // y-down screen).
        let corners: [(CGFloat, CGFloat, CGFloat)] = [
            (r.maxX - rx, r.minY + ry, -.pi / 2), (r.maxX - rx, r.maxY - ry, 0), (r.minX + rx, r.maxY - ry, .pi / 2),
            (r.minX + rx, r.minY + ry, .pi),
        ]
        for (cx, cy, start) in corners {
            let unit = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy).concatenating(transform)
            segments.append(.line(CGPoint(x: cos(start), y: sin(start)).applying(unit)))
            appendArcCurves(from: start, sweep: .pi / 2, transform: unit)
        }
        closeSubpath()
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians from the x axis). Angles
    /// decrease when `clockwise` is true (Core Graphics' sense: counterclockwise on a y-down screen); a sweep of a
    /// whole turn or more draws the whole circle once. A line joins the current point to the arc's start; with none,
    /// the arc starts a subpath.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            sweep =
                sweep <= -turn
                ? -turn
                : -(((-sweep).truncatingRemainder(dividingBy: turn) + turn)
                    .truncatingRemainder(dividingBy: turn))
        } else {
            sweep =
                sweep >= turn
                ? turn
                : (sweep.truncatingRemainder(dividingBy: turn) + turn)
                    .truncatingRemainder(dividingBy: turn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` radians (positive: increasing angle, clockwise on a y-down
    /// screen). A line joins the current point to the arc's start; with none, the arc starts a subpath.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite, center.x.isFinite, center.y.isFinite else {
            GraphicsDiagnostics.report("addArc: non-finite centre, radius or angle; ignored")
            return
        }
        let unit = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(unit)
        let wasEmpty = segments.isEmpty
        if wasEmpty {
            segments.append(.move(start))
        } else {
            segments.append(.line(start))
        }
        appendArcCurves(from: startAngle, sweep: delta, transform: unit)
        if wasEmpty {
            recordCircularArc(
                center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
        }
    }

    /// A line from the current point towards `tangent1End`, then the arc of radius `radius` tangent to both the
    /// line current point → `tangent1End` and the line `tangent1End` → `tangent2End`, ending on the second line.
    /// When the three points are in a line or the radius is 0, just a line to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard hasCurrentPoint("addArc(tangent1End:tangent2End:radius:)") else { return }
        // Worked in the untransformed space: the current point is stored transformed, so map it back.
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let (t1, t2) = (tangent1End, tangent2End)
        let u = CGPoint(x: p0.x - t1.x, y: p0.y - t1.y)
        let v = CGPoint(x: t2.x - t1.x, y: t2.y - t1.y)
        let lu = hypot(u.x, u.y), lv = hypot(v.x, v.y)
        let crossing = u.x * v.y - u.y * v.x
        guard radius > 0, lu > 0, lv > 0, abs(crossing) > 1e-9 * lu * lv else {
            segments.append(.line(t1.applying(transform)))
            return
        }
        let a = CGPoint(x: u.x / lu, y: u.y / lu), b = CGPoint(x: v.x / lv, y: v.y / lv)
        // The angle at the corner between the two lines, and the tangent points' distance from it.
        let angle = acos(min(max(a.x * b.x + a.y * b.y, -1), 1))
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: t1.x + a.x * distance, y: t1.y + a.y * distance)
        let end = CGPoint(x: t1.x + b.x * distance, y: t1.y + b.y * distance)
        let bisector = CGPoint(x: a.x + b.x, y: a.y + b.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let centre = CGPoint(
            x: t1.x + bisector.x / bisectorLength * centreDistance,
            y: t1.y + bisector.y / bisectorLength * centreDistance)
        let startAngle = atan2(start.y - centre.y, start.x - centre.x)
        var sweep = atan2(end.y - centre.y, end.x - centre.x) - startAngle
        // The short way round: the arc turns less than half a circle.
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        segments.append(.line(start.applying(transform)))
        let unit = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: centre.x, ty: centre.y)
            .concatenating(transform)
        appendArcCurves(from: startAngle, sweep: sweep, transform: unit)
    }

    /// Appends `path`'s elements with `transform` applied.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        segments.append(contentsOf: path.transformed(by: transform))
    }

    // MARK: Internals

    /// Appends the unit circle's arc from `start` turning by `sweep`, as cubic curves of at most a quarter turn,
    /// mapped through `transform`. The arc's start is assumed to be the current point.
    private func appendArcCurves(from start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let count = max(Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)), 1)
        let step = sweep / CGFloat(count)
        // The control points' distance along the tangents for a circular arc of `step` radians.
        let k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            segments.append(
                .curve(
                    CGPoint(x: c0 - k * s0, y: s0 + k * c0).applying(transform),
                    CGPoint(x: c1 + k * s1, y: s1 - k * c1).applying(transform),
                    CGPoint(x: c1, y: s1).applying(transform)))
            angle = next
        }
    }

    private func hasCurrentPoint(_ call: String) -> Bool {
        guard segments.isEmpty else { return true }
        GraphicsDiagnostics.report("\(call) with no current point; ignored (start the path with move(to:))")
        return false
    }
}
