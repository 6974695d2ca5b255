import Foundation

// The geometry behind `CGPath`'s queries, in plain Swift so the headless core answers them exactly as the Cairo
// build does: curve extents from the roots of their derivatives, flattening to polygons within a tolerance, and
// winding numbers.

/// A growing bounding box.
struct PathBounds {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    /// `.null` when nothing was added.
    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// Adds the quadratic curve's end points and its turning points.
    mutating func addQuadExtent(from p0: CGPoint, control c: CGPoint, to p1: CGPoint) {
        add(p0)
        add(p1)
        // B'(t) = 0 where t = (p0 − c) / (p0 − 2c + p1), per axis.
        for axis in 0..<2 {
            let (a, b, d) = axis == 0 ? (p0.x, c.x, p1.x) : (p0.y, c.y, p1.y)
            let denominator = a - 2 * b + d
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            if t > 0 && t < 1 { add(PathCurves.quadPoint(p0, c, p1, t)) }
        }
    }

    /// Adds the cubic curve's end points and its turning points.
    mutating func addCubicExtent(from p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, to p1: CGPoint) {
        add(p0)
        add(p1)
        for axis in 0..<2 {
            let (v0, v1, v2, v3) = axis == 0 ? (p0.x, c1.x, c2.x, p1.x) : (p0.y, c1.y, c2.y, p1.y)
            // B'(t)/3 = a·t² + b·t + c.
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            for t in PathCurves.roots(a: a, b: b, c: c) where t > 0 && t < 1 {
                add(PathCurves.cubicPoint(p0, c1, c2, p1, t))
            }
        }
    }
}

/// Points on curves.
enum PathCurves {
    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x, y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y)
    }

    /// Real roots of a·t² + b·t + c (a linear or constant equation when a is 0).
    static func roots(a: CGFloat, b: CGFloat, c: CGFloat) -> [CGFloat] {
        if abs(a) < 1e-12 {
            return abs(b) < 1e-12 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }

    /// How many straight pieces keep a curve within `tolerance` of its chords, from the bound on its second
    /// derivative (uniform subdivision).
    static func pieceCount(secondDifference: CGFloat, factor: CGFloat, tolerance: CGFloat) -> Int {
        guard secondDifference.isFinite, secondDifference > 0 else { return 1 }
        return min(max(Int((factor * secondDifference / tolerance).squareRoot().rounded(.up)), 1), 1024)
    }
}

/// Paths as polygons: for containment, strokes and dashes.
enum PathFlattening {
    /// How far the polygon may stray from the curves, in the path's units.
    static let tolerance: CGFloat = 0.01

    /// One polyline per subpath, with whether the subpath was closed.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// Each subpath as a polyline, after `transform`.
    static func polylines(of segments: [PathSegment], transform: CGAffineTransform = .identity) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var closed = false
        func finish() {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
            closed = false
        }
        for segment in segments {
            let segment = transform.isIdentity ? segment : segment.applying(transform)
            switch segment {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [.zero] }
                current.append(p)
            case .quad(let c, let p):
                let p0 = current.last ?? .zero
                if current.isEmpty { current = [p0] }
                let dd = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
                let n = PathCurves.pieceCount(secondDifference: dd, factor: 0.25, tolerance: tolerance)
                for i in 1...n { current.append(PathCurves.quadPoint(p0, c, p, CGFloat(i) / CGFloat(n))) }
            case .curve(let c1, let c2, let p):
                let p0 = current.last ?? .zero
                if current.isEmpty { current = [p0] }
                let dd = max(
                    hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                    hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = PathCurves.pieceCount(secondDifference: dd, factor: 0.75, tolerance: tolerance)
                for i in 1...n { current.append(PathCurves.cubicPoint(p0, c1, c2, p, CGFloat(i) / CGFloat(n))) }
            case .close:
                guard let start = current.first else { continue }
                closed = true
                let next = start
                finish()
                // Drawing after a close continues from the subpath's start.
                current = [next]
                closed = false
            }
        }
        finish()
        // A lone point left by a close is no subpath.
        return result.filter { $0.points.count > 1 || $0.isClosed }
    }

    /// Each subpath as a closed polygon (fills close open subpaths).
    static func polygons(of segments: [PathSegment], transform: CGAffineTransform) -> [[CGPoint]] {
        polylines(of: segments, transform: transform).map(\.points).filter { $0.count > 2 }
    }

    /// The winding number of the closed `polygon` around `point`: edges crossing the horizontal ray to the right,
    /// upward ones counted +1 and downward −1 (half-open in y, so a vertex is counted once).
    static func winding(of polygon: [CGPoint], around point: CGPoint) -> Int {
        var winding = 0
        for index in polygon.indices {
            let a = polygon[index]
            let b = polygon[(index + 1) % polygon.count]
            if a.y <= point.y {
                if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
            } else if b.y <= point.y && cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        return winding
    }

    /// Which side of the line a→b `p` is on (positive: left, in a y-up reading).
    static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
