import Foundation

/// A path measured along its length, for the parts of it a shape layer strokes (`strokeStart`/`strokeEnd`) and
/// the point a keyframe animation's `path` reaches.
///
/// Each line and curve keeps the lengths of its uniform pieces (the flattening of ``PathFlattening``, within 0.01
/// point), so a distance along the path maps to a curve parameter; the part between two distances is cut out of
/// the curves themselves (de Casteljau), not out of their flattening, so a trimmed ring is still a few curves
/// that the renderer flattens at its own tolerance. A path keeps its measure (`CGPath.measure`), so animating
/// `strokeEnd` costs a search per frame, not a new measurement, however many layers share the path.
struct PathMeasure {
    /// One line or curve with the start point it continues from.
    enum Piece {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        var start: CGPoint {
            switch self {
            case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): p
            }
        }

        func point(at t: CGFloat) -> CGPoint {
            switch self {
            case .line(let a, let b): CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case .quad(let a, let c, let b): PathCurves.quadPoint(a, c, b, t)
            case .cubic(let a, let c1, let c2, let b): PathCurves.cubicPoint(a, c1, c2, b, t)
            }
        }

        /// The piece between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), exactly.
        func part(from t0: CGFloat, to t1: CGFloat) -> Piece {
            func mix(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
                CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
            }
            switch self {
            case .line: return .line(point(at: t0), point(at: t1))
            case .quad(let a, let c, _):
                // Cut at t1 and keep the start, then cut that at t0/t1 and keep the end.
                let (c1, e1) = (mix(a, c, t1), point(at: t1))
                let u = t1 > 0 ? t0 / t1 : 0
                let c2 = mix(c1, e1, u)
                return .quad(PathCurves.quadPoint(a, c1, e1, u), c2, e1)
            case .cubic(let a, let c1, let c2, let b):
                let ab = mix(a, c1, t1), bc = mix(c1, c2, t1), cd = mix(c2, b, t1)
                let abc = mix(ab, bc, t1), bcd = mix(bc, cd, t1)
                let end = mix(abc, bcd, t1)
                // The start part is (a, ab, abc, end); cut it at u and keep its end part.
                let u = t1 > 0 ? t0 / t1 : 0
                let q0 = mix(a, ab, u), q1 = mix(ab, abc, u), q2 = mix(abc, end, u)
                let r0 = mix(q0, q1, u), r1 = mix(q1, q2, u)
                return .cubic(mix(r0, r1, u), r1, q2, end)
            }
        }

        func append(to path: CGMutablePath) {
            switch self {
            case .line(_, let b): path.addLine(to: b)
            case .quad(_, let c, let b): path.addQuadCurve(to: b, control: c)
            case .cubic(_, let c1, let c2, let b): path.addCurve(to: b, control1: c1, control2: c2)
            }
        }
    }

    struct Entry {
        let piece: Piece
        /// Whether it starts a subpath (the trimmed copy moves to it rather than continuing).
        let startsSubpath: Bool
        /// Distance along the path where it starts.
        let offset: CGFloat
        /// Lengths at the parameters i/n, i = 0 … n (the first is 0, the last the piece's length).
        let lengths: [CGFloat]

        var length: CGFloat { lengths[lengths.count - 1] }

        /// The parameter at `distance` from the piece's start.
        func parameter(at distance: CGFloat) -> CGFloat {
            let n = lengths.count - 1
            guard distance > 0 else { return 0 }
            guard distance < length else { return 1 }
            var low = 0, high = n
            while high - low > 1 {
                let middle = (low + high) / 2
                if lengths[middle] <= distance { low = middle } else { high = middle }
            }
            let span = lengths[high] - lengths[low]
            let fraction = span > 0 ? (distance - lengths[low]) / span : 0
            return (CGFloat(low) + fraction) / CGFloat(n)
        }
    }

    private(set) var entries: [Entry] = []
    private(set) var length: CGFloat = 0

    init(_ path: CGPath) {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var startsSubpath = true
        func add(_ piece: Piece, pieces n: Int) {
            var lengths = [CGFloat](repeating: 0, count: n + 1)
            var previous = piece.start
            for i in 1...n {
                let p = piece.point(at: CGFloat(i) / CGFloat(n))
                lengths[i] = lengths[i - 1] + hypot(p.x - previous.x, p.y - previous.y)
                previous = p
            }
            entries.append(Entry(piece: piece, startsSubpath: startsSubpath, offset: length, lengths: lengths))
            length += lengths[n]
            startsSubpath = false
        }
        let tolerance = PathFlattening.tolerance
        for segment in path.segments {
            switch segment {
            case .move(let p):
                (current, subpathStart, startsSubpath) = (p, p, true)
            case .line(let p):
                add(.line(current, p), pieces: 1)
                current = p
            case .quad(let c, let p):
                let dd = hypot(current.x - 2 * c.x + p.x, current.y - 2 * c.y + p.y)
                add(
                    .quad(current, c, p),
                    pieces: PathCurves.pieceCount(secondDifference: dd, factor: 0.25, tolerance: tolerance))
                current = p
            case .curve(let c1, let c2, let p):
                let dd = max(
                    hypot(current.x - 2 * c1.x + c2.x, current.y - 2 * c1.y + c2.y),
                    hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                add(
                    .cubic(current, c1, c2, p),
                    pieces: PathCurves.pieceCount(secondDifference: dd, factor: 0.75, tolerance: tolerance))
                current = p
            case .close:
                if current != subpathStart { add(.line(current, subpathStart), pieces: 1) }
                (current, startsSubpath) = (subpathStart, true)
            }
        }
    }

    /// The part of the path between the fractions `start` and `end` of its length, as open subpaths.
    func trimmed(from start: CGFloat, to end: CGFloat) -> CGMutablePath {
        let result = CGMutablePath()
        forEachTrimmedPiece(from: start, to: end) { part, moves in
            if moves { result.move(to: part.start) }
            part.append(to: result)
        }
        return result
    }

    /// Calls `block` with each element of ``trimmed(from:to:)`` (the same elements with the same points) without
    /// building the path: the renderer strokes a trimmed ring straight from here in every frame it animates.
    func applyTrimmed(from start: CGFloat, to end: CGFloat, _ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            let points = buffer.baseAddress!
            points.initialize(repeating: .zero, count: 3)
            func emit(_ type: CGPathElementType) {
                var element = CGPathElement(type: type, points: points)
                withUnsafePointer(to: &element) { block($0) }
            }
            forEachTrimmedPiece(from: start, to: end) { part, moves in
                if moves {
                    points[0] = part.start
                    emit(.moveToPoint)
                }
                switch part {
                case .line(_, let b):
                    points[0] = b
                    emit(.addLineToPoint)
                case .quad(_, let c, let b):
                    (points[0], points[1]) = (c, b)
                    emit(.addQuadCurveToPoint)
                case .cubic(_, let c1, let c2, let b):
                    (points[0], points[1], points[2]) = (c1, c2, b)
                    emit(.addCurveToPoint)
                }
            }
        }
    }

    /// Calls `body` with each piece of the part between the fractions `start` and `end` of the length, and whether
    /// a new subpath starts at it.
    private func forEachTrimmedPiece(from start: CGFloat, to end: CGFloat, _ body: (Piece, Bool) -> Void) {
        guard length > 0 else { return }
        let (from, to) = (start * length, end * length)
        var drawing = false
        for entry in entries {
            if entry.startsSubpath { drawing = false }
            let length = entry.length
            guard length > 0, entry.offset + length > from, entry.offset < to else { continue }
            let t0 = entry.parameter(at: from - entry.offset), t1 = entry.parameter(at: to - entry.offset)
            let part = t0 == 0 && t1 == 1 ? entry.piece : entry.piece.part(from: t0, to: t1)
            body(part, !drawing)
            drawing = true
        }
    }

    /// The point at the fraction `fraction` (0 … 1) of the path's length; the path's start when it has no length.
    func point(atFraction fraction: CGFloat) -> CGPoint {
        let distance = min(max(fraction, 0), 1) * length
        guard let entry = entries.last(where: { $0.offset <= distance && $0.length > 0 }) ?? entries.first else {
            return .zero
        }
        return entry.piece.point(at: entry.parameter(at: distance - entry.offset))
    }
}
