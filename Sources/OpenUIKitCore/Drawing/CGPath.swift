import Foundation

/// The kind of one element of a path, as ``CGPath/applyWithBlock(_:)`` reports it.
public enum CGPathElementType: Int32, Sendable {
    /// One point: where a new subpath starts.
    case moveToPoint = 0
    /// One point: the end of a straight line.
    case addLineToPoint = 1
    /// Two points: the control point, then the end.
    case addQuadCurveToPoint = 2
    /// Three points: the two control points, then the end.
    case addCurveToPoint = 3
    /// No points: a line back to the subpath's start.
    case closeSubpath = 4
}

/// One element of a path: its kind and its points (as many as the kind has), valid only during the callback.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The callback of ``CGPath/apply(info:function:)``.
///
/// Difference: a Swift function type, not `@convention(c)` (``CGPathElement`` is a Swift struct here); closures
/// and functions that capture nothing pass unchanged.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// An immutable path of lines and Bézier curves, as Core Graphics' `CGPath`.
///
/// Mirrors `CGPath`: the shape initialisers (`init(rect:transform:)`, `init(ellipseIn:transform:)`,
/// `init(roundedRect:cornerWidth:cornerHeight:transform:)`), `isEmpty`, `isRect(_:)`, `currentPoint`,
/// `boundingBox` (every point, control points included), `boundingBoxOfPath` (the curves' true extent),
/// `contains(_:using:transform:)`, `applyWithBlock(_:)`/`apply(info:function:)`, `copy()`/`mutableCopy()`,
/// `copy(using:)`, `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`,
/// `copy(dashingWithPhase:lengths:transform:)` and equality. Build paths with ``CGMutablePath``.
///
/// As in Core Graphics, a path holds only moves, lines, quadratic and cubic curves and closes: arcs, ellipses and
/// rounded corners are stored as cubic curves (at most a quarter turn each), so transforms are exact. Coordinates
/// are whatever space the path is drawn in; inside `draw(_:)` that is UIKit's, with y down.
///
/// Differences: not thread-safe to mutate, like `CGMutablePath` (an unchanged path may be read from any thread);
/// not `Sendable` or a Core Foundation type (no `CFGetTypeID`). Containment and the stroked and dashed copies work
/// on the path flattened to lines 0.01 point or less from its curves.
public class CGPath: Equatable, CustomStringConvertible {
    /// The elements, in order. (`@exclusivity(unchecked)`, as the revision and the arc record: read for every shape
    /// painted and every area marked each frame, and only ever read or assigned whole, or appended to in place with
    /// no call back into the path, so the runtime's dynamic exclusivity check protects nothing.)
    @exclusivity(unchecked) var segments: [PathSegment] { didSet { revision &+= 1 } }
    /// Counts changes of `segments`, so what is cached about a path (a shape layer's measure of it) knows when a
    /// mutable path changed.
    @exclusivity(unchecked) @_spi(Rendering) public private(set) var revision = 0

    /// The measure of the path along its length, with the revision it was made at.
    private var measured: (revision: Int, measure: PathMeasure)?

    /// The circle the path's curves approximate when it was made as one arc (``circularArc``), with the revision
    /// it describes: any later change to the path makes it stale.
    @exclusivity(unchecked) var arcRecord: (revision: Int, arc: CircularArc)?

    init(segments: [PathSegment]) {
        self.segments = segments
    }

    /// The path measured along its length (for trimmed strokes and keyframe paths), kept until the path changes:
    /// layers that share a path (a grid of rings) trim it from one measure, which stays in the processor's cache.
    /// A path is not `Sendable`, so only the code that holds it reads this.
    var measure: PathMeasure {
        if let measured, measured.revision == revision { return measured.measure }
        let measure = PathMeasure(self)
        measured = (revision, measure)
        return measure
    }

    /// A closed rectangle: a move to its minimum corner, then lines along the x edge first, as Core Graphics
    /// makes it.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A closed ellipse fitting `rect`, four cubic curves from the middle of its maximum-x edge.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
        arcRecord = path.circularArc.map { (revision, $0) }
    }

    /// A closed rectangle with elliptical corners `cornerWidth` wide and `cornerHeight` high.
    ///
    /// UIKit parity: Core Graphics stops the program when a corner is larger than half the rectangle's side or
    /// negative; here the corner is clamped into range and a diagnostic is reported.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    // MARK: Queries

    /// Whether the path has no elements at all.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end of the last element: a closed subpath's start after a close, `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var point = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                subpathStart = p
                point = p
            case .line(let p), .quad(_, let p), .curve(_, _, let p): point = p
            case .close: point = subpathStart
            }
        }
        return point
    }

    /// The smallest rectangle holding every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        var box = PathBounds()
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p):
                box.add(c)
                box.add(p)
            case .curve(let c1, let c2, let p):
                box.add(c1)
                box.add(c2)
                box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle holding the path as drawn: curves by their extent, not their control points;
    /// `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var box = PathBounds()
        var point = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.addQuadExtent(from: point, control: c, to: p)
            case .curve(let c1, let c2, let p): box.addCubicExtent(from: point, c1, c2, to: p)
            case .close: break
            }
            point = segment.endPoint ?? point
        }
        return box.rect
    }

    /// Whether `point` lies inside the path filled by `rule`, after `transform` is applied to the path. Open
    /// subpaths count as closed, as when filling.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        var winding = 0
        for polygon in PathFlattening.polygons(of: segments, transform: transform) {
            winding += PathFlattening.winding(of: polygon, around: point)
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Whether the path is exactly one axis-aligned rectangle (a move and three or four lines, closed or not), and
    /// if so which one.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == segments.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let edgesAlongX = zip(points, points.dropFirst() + [points[0]]).map { $0.y == $1.y && $0.x != $1.x }
        let edgesAlongY = zip(points, points.dropFirst() + [points[0]]).map { $0.x == $1.x && $0.y != $1.y }
        let alternates =
            (edgesAlongX == [true, false, true, false] && edgesAlongY == [false, true, false, true])
            || (edgesAlongX == [false, true, false, true] && edgesAlongY == [true, false, true, false])
        guard alternates else { return false }
        rect?.pointee = CGRect(
            x: min(points[0].x, points[2].x), y: min(points[0].y, points[2].y), width: abs(points[2].x - points[0].x),
            height: abs(points[2].y - points[0].y))
        return true
    }

    // MARK: Reading elements

    /// Calls `block` with each element in order. The element and its points are valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        // A copy, so a block that changes a mutable path while reading it sees the elements it started with.
        let segments = segments
        // The points on the stack and written in place: the renderer hands every path it draws through here.
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            let points = buffer.baseAddress!
            points.initialize(repeating: .zero, count: 3)
            for segment in segments {
                var element = CGPathElement(type: segment.elementType, points: points)
                segment.write(to: points)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Calls `function` with `info` and each element in order, as `CGPathApply`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    // MARK: Copies

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// An immutable copy with `transform` applied to every point (none when nil).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(segments: transformed(by: transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

    /// A mutable copy with `transform` applied to every point (none when nil).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(segments: transformed(by: transform?.pointee ?? .identity))
    }

    func transformed(by transform: CGAffineTransform) -> [PathSegment] {
        transform.isIdentity ? segments : segments.map { $0.applying(transform) }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

    public var description: String {
        "CGPath(" + segments.map(\.description).joined(separator: " ") + ")"
    }
}

/// One stored element of a ``CGPath``; control points come before the end point, as in `CGPathElement`.
enum PathSegment: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    var elementType: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    /// Writes the points (as many as the kind has) to `points`.
    func write(to points: UnsafeMutablePointer<CGPoint>) {
        switch self {
        case .move(let p), .line(let p): points[0] = p
        case .quad(let c, let p): (points[0], points[1]) = (c, p)
        case .curve(let c1, let c2, let p): (points[0], points[1], points[2]) = (c1, c2, p)
        case .close: break
        }
    }

    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .curve(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    /// Where the element ends; nil for a close (the subpath's start, which the element does not know).
    var endPoint: CGPoint? { points.last }

    func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .curve(let c1, let c2, let p): .curve(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }

    var description: String {
        func text(_ p: CGPoint) -> String { "\(p.x),\(p.y)" }
        return switch self {
        case .move(let p): "M\(text(p))"
        case .line(let p): "L\(text(p))"
        case .quad(let c, let p): "Q\(text(c)) \(text(p))"
        case .curve(let c1, let c2, let p): "C\(text(c1)) \(text(c2)) \(text(p))"
        case .close: "Z"
        }
    }
}
