import Foundation

/// One arc of a circle, as a path made by a single `addArc` (or `addEllipse` of a square) describes it.
@_spi(Rendering) public struct CircularArc: Equatable, Sendable {
    /// The circle's centre and radius, in the path's space.
    public var center: CGPoint
    public var radius: CGFloat
    /// Where the arc starts, in radians from the x axis (increasing towards y, clockwise on a y-down screen).
    public var startAngle: CGFloat
    /// How far the arc turns from `startAngle`, in radians (negative: the other way); a whole turn at most.
    public var delta: CGFloat
}

extension CGPath {
    /// The circle and angles the path's curves stand for, when the path is exactly one circular arc starting its
    /// only subpath (closed too for a whole circle) and nothing was added since; nil for any other path.
    ///
    /// Why: a renderer can then work from the circle itself (a progress ring's trimmed stroke, covered pixel by
    /// pixel) instead of scan-converting the cubic curves the path holds. The curves stay the path's truth for
    /// everything else (`boundingBox`, hit tests, elements).
    @_spi(Rendering) public var circularArc: CircularArc? {
        guard let arcRecord, arcRecord.revision == revision else { return nil }
        return arcRecord.arc
    }

    /// Remembers the arc just appended to an empty path, when `transform` keeps circles circles (a rotation, a
    /// uniform scale and a translation, no mirroring): the circle is then stored in the path's own space.
    func recordCircularArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform
    ) {
        let scale = hypot(transform.a, transform.b)
        guard radius > 0, delta != 0, scale > 0, abs(transform.a - transform.d) <= 1e-9 * scale,
            abs(transform.b + transform.c) <= 1e-9 * scale
        else { return }
        let arc = CircularArc(
            center: center.applying(transform), radius: radius * scale,
            startAngle: startAngle + atan2(transform.b, transform.a),
            delta: min(max(delta, -2 * .pi), 2 * .pi))
        arcRecord = (revision, arc)
    }
}
