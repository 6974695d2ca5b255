import Foundation

extension CGPath {
    /// The area a stroke of the path covers, as a path to fill with the winding rule.
    ///
    /// Mirrors `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: caps on open subpaths, joins
    /// between segments (mitres longer than `miterLimit` widths are bevelled), `transform` applied to the path
    /// first.
    ///
    /// Difference: Core Graphics returns the outline; this returns the same area as overlapping pieces (one
    /// quadrilateral per straight piece of the flattened path, one shape per join and cap), all turning the same
    /// way, so filling it with `.winding` and `contains(_:using: .winding)` give the stroke's pixels and points,
    /// while `.evenOdd` does not.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let result = CGMutablePath()
        let half = lineWidth / 2
        guard half > 0, half.isFinite else { return result }
        for polyline in PathFlattening.polylines(of: segments, transform: transform) {
            var points: [CGPoint] = []
            for point in polyline.points where points.last != point { points.append(point) }
            if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            guard points.count > 1 else {
                if let dot = points.first, lineCap != .butt {
                    StrokePieces.addCap(lineCap, at: dot, half: half, to: result)
                }
                continue
            }
            let closed = polyline.isClosed && points.count > 2
            let edgeCount = closed ? points.count : points.count - 1
            for index in 0..<edgeCount {
                StrokePieces.addQuad(
                    from: points[index], to: points[(index + 1) % points.count], half: half, to: result)
            }
            let corners = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
            for index in corners {
                let previous = points[(index + points.count - 1) % points.count]
                StrokePieces.addJoin(
                    lineJoin, previous: previous, at: points[index], next: points[(index + 1) % points.count],
                    half: half, miterLimit: miterLimit, to: result)
            }
            if !closed {
                StrokePieces.addEndCap(lineCap, end: points[0], towards: points[1], half: half, to: result)
                StrokePieces.addEndCap(
                    lineCap, end: points[points.count - 1], towards: points[points.count - 2], half: half, to: result)
            }
        }
        return result
    }

    /// The path cut into dashes: `lengths` alternate drawn and skipped lengths, starting `phase` into the pattern.
    ///
    /// Mirrors `copy(dashingWithPhase:lengths:transform:)`, with `transform` applied first. An empty pattern, or
    /// one with no positive length, leaves the path undashed.
    ///
    /// Difference: curves come back as the lines they were flattened to (within 0.01 point).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        let total = lengths.reduce(0) { $0 + max($1, 0) }
        guard total > 0, total.isFinite, phase.isFinite else {
            return CGPath(segments: transformed(by: transform))
        }
        let result = CGMutablePath()
        for polyline in PathFlattening.polylines(of: segments, transform: transform) {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            var dash = DashCursor(lengths: lengths.map { max($0, 0) }, phase: phase, total: total)
            var drawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                var travelled: CGFloat = 0
                while travelled < length {
                    let step = min(dash.remaining, length - travelled)
                    let t0 = travelled / length, t1 = (travelled + step) / length
                    if dash.isOn {
                        let start = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                        if !drawing {
                            result.move(to: start)
                            drawing = true
                        }
                        result.addLine(to: CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1))
                    }
                    travelled += step
                    if !dash.consume(step) { drawing = false }
                }
            }
        }
        return result
    }
}

/// Where a dash pattern is while walking a path.
private struct DashCursor {
    let lengths: [CGFloat]
    var index = 0
    /// What is left of the current dash or gap.
    var remaining: CGFloat
    var isOn: Bool { index % 2 == 0 }

    init(lengths: [CGFloat], phase: CGFloat, total: CGFloat) {
        self.lengths = lengths
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        remaining = lengths[0]
        while offset >= remaining {
            offset -= remaining
            index = (index + 1) % lengths.count
            remaining = lengths[index]
        }
        remaining -= offset
    }

    /// Moves `step` along; false when the dash or gap ended (the next one starts).
    mutating func consume(_ step: CGFloat) -> Bool {
        remaining -= step
        guard remaining <= 1e-9 else { return true }
        repeat {
            index = (index + 1) % lengths.count
            remaining = lengths[index]
        } while remaining <= 0
        return false
    }
}

/// The pieces a stroke is made of, each a closed subpath with positive signed area (the same turning sense).
private enum StrokePieces {
    static func addPolygon(_ points: [CGPoint], to path: CGMutablePath) {
        var area: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) { area += a.x * b.y - b.x * a.y }
        guard abs(area) > 1e-12 else { return }
        path.addLines(between: area > 0 ? points : points.reversed())
        path.closeSubpath()
    }

    static func normal(_ a: CGPoint, _ b: CGPoint, _ half: CGFloat) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
    }

    static func addQuad(from a: CGPoint, to b: CGPoint, half: CGFloat, to path: CGMutablePath) {
        let n = normal(a, b, half)
        addPolygon(
            [
                CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
            ], to: path)
    }

    /// A round dot or a square of the line's width around a lone point.
    static func addCap(_ cap: CGLineCap, at point: CGPoint, half: CGFloat, to path: CGMutablePath) {
        let box = CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half)
        if cap == .round { path.addEllipse(in: box) } else { path.addRect(box) }
    }

    static func addEndCap(
        _ cap: CGLineCap, end: CGPoint, towards inner: CGPoint, half: CGFloat, to path: CGMutablePath
    ) {
        switch cap {
        case .butt: break
        case .round: addCap(.round, at: end, half: half, to: path)
        case .square:
            let length = hypot(end.x - inner.x, end.y - inner.y)
            let outward = CGPoint(x: (end.x - inner.x) / length * half, y: (end.y - inner.y) / length * half)
            addQuad(from: end, to: CGPoint(x: end.x + outward.x, y: end.y + outward.y), half: half, to: path)
        }
    }

    static func addJoin(
        _ join: CGLineJoin, previous: CGPoint, at corner: CGPoint, next: CGPoint, half: CGFloat,
        miterLimit: CGFloat, to path: CGMutablePath
    ) {
        if join == .round { return addCap(.round, at: corner, half: half, to: path) }
        let n1 = normal(previous, corner, half), n2 = normal(corner, next, half)
        // The outer side of the turn: where the two offset edges leave a wedge uncovered.
        let turn = PathFlattening.cross(previous, corner, next)
        guard abs(turn) > 1e-12 else { return }
        let sign: CGFloat = turn > 0 ? -1 : 1
        let p1 = CGPoint(x: corner.x + sign * n1.x, y: corner.y + sign * n1.y)
        let p2 = CGPoint(x: corner.x + sign * n2.x, y: corner.y + sign * n2.y)
        if join == .miter {
            // The mitre's tip lies along the bisector of the two normals, 1/cos(θ/2) half-widths out, where θ is the
            // angle between them.
            let bisector = CGPoint(x: p1.x + p2.x - 2 * corner.x, y: p1.y + p2.y - 2 * corner.y)
            let bisectorLength = hypot(bisector.x, bisector.y)
            let cosHalf = bisectorLength / (2 * half)
            if cosHalf > 1e-9, 1 / cosHalf <= miterLimit {
                let reach = half / cosHalf
                let tip = CGPoint(
                    x: corner.x + bisector.x / bisectorLength * reach, y: corner.y + bisector.y / bisectorLength * reach
                )
                return addPolygon([corner, p1, tip, p2], to: path)
            }
        }
        addPolygon([corner, p1, p2], to: path)
    }
}
