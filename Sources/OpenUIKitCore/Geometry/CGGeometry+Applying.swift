import Foundation

extension CGPoint {
    /// The point mapped through `t`, as CoreGraphics' `CGPointApplyAffineTransform`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t` without its translation, as `CGSizeApplyAffineTransform` (may be negative).
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four transformed corners, as `CGRectApplyAffineTransform`.
    /// A null rect stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.b == 0 && t.c == 0 {
            // Axis-aligned: two corners are enough, and this is the common case on hot paths.
            let p = CGPoint(x: minX, y: minY).applying(t)
            let q = CGPoint(x: maxX, y: maxY).applying(t)
            return CGRect(x: Swift.min(p.x, q.x), y: Swift.min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
        }
        return CGRect.boundingBox(of: [
            CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
        ])
    }

    /// The smallest rectangle holding every point. OpenUIKit helper.
    static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGPoint {
    /// Whether both coordinates are finite (neither NaN nor infinite). OpenUIKit helper for input validation.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
