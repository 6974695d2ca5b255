import Foundation

/// A 4 × 4 homogeneous transform of a layer, as Core Animation's `CATransform3D`.
///
/// Core Animation's row-vector layout: a point (x, y, z, 1) times the matrix, so the translation is `m41`, `m42`,
/// `m43` and `CATransform3DConcat(a, b)` applies `a` first. The functions mirror Core Animation's:
/// `CATransform3DMakeTranslation`/`Scale`/`Rotation`, `Translate`/`Scale`/`Rotate`, `Concat`, `Invert`,
/// `IsIdentity`, `EqualToTransform`, `MakeAffineTransform`, `IsAffine`, `GetAffineTransform`.
///
/// Drawing: the renderer is two-dimensional. A transform whose last column is (0, 0, 0, 1) is drawn exactly (its
/// affine part; z is dropped). A perspective transform (`m34` and friends) is drawn as the affine map that agrees
/// with the projection at the layer's anchor point and one point along each axis: straight edges stay parallel, so
/// a layer turned about y by perspective looks narrowed, not tapered.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0,
            m42: 0, m43: 0, m44: 1)
    }

    /// The rows, for arithmetic.
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }

    /// Where the point (x, y) of the plane z = 0 lands, projected back to z = 0 (divided by w).
    func project(_ p: CGPoint) -> CGPoint? {
        let w = p.x * m14 + p.y * m24 + m44
        guard abs(w) > 1e-12 else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m41) / w, y: (p.x * m12 + p.y * m22 + m42) / w)
    }

    /// The affine map drawn for this transform: exact when it is affine, else the perspective's tangent map at
    /// `origin` (the anchor point, in the space the transform applies in).
    func drawnAffineTransform(around origin: CGPoint = .zero) -> CGAffineTransform {
        if m14 == 0 && m24 == 0 && m44 == 1 {
            return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
        }
        guard let o = project(origin), let px = project(CGPoint(x: origin.x + 1, y: origin.y)),
            let py = project(CGPoint(x: origin.x, y: origin.y + 1))
        else { return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        let (a, b, c, d) = (px.x - o.x, px.y - o.y, py.x - o.x, py.y - o.y)
        return CGAffineTransform(
            a: a, b: b, c: c, d: d, tx: o.x - a * origin.x - c * origin.y, ty: o.y - b * origin.x - d * origin.y)
    }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z); the identity when the axis has no length. About z, a
/// positive angle turns clockwise on a y-down screen, as `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let k = 1 - c
    // Rodrigues' rotation, written for row vectors.
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (ra, rb) = (a.rows, b.rows)
    var rows = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            rows[i][j] = (0..<4).reduce(0) { $0 + ra[i][$1] * rb[$1][j] }
        }
    }
    return CATransform3D(rows: rows)
}

/// `t` preceded by a translation (the translation happens in `t`'s own space, as Core Animation's).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse; `t` itself when it has none, as Core Animation returns.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting.
    var m = t.rows
    var inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
            abs(m[pivot][column]) > 1e-12
        else { return t }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let scale = m[column][column]
        for j in 0..<4 {
            m[column][j] /= scale
            inverse[column][j] /= scale
        }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            guard factor != 0 else { continue }
            for j in 0..<4 {
                m[row][j] -= factor * m[column][j]
                inverse[row][j] -= factor * inverse[column][j]
            }
        }
    }
    return CATransform3D(rows: inverse)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` maps the plane z = 0 to itself with no perspective: an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m14 == 0
        && t.m24 == 0 && t.m44 == 1
}

/// The affine part of `t` (z and perspective dropped).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
