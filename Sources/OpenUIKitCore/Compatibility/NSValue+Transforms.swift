import Foundation

// UIKit's and Core Animation's `NSValue` boxes for transforms (`NSValue(caTransform3D:)`, `caTransform3DValue`,
// `NSValue(cgAffineTransform:)`, `cgAffineTransformValue`), which code uses for a transform animation's values.
// Foundation on Linux boxes no structures, so a transform is boxed as its matrix, an array of 16 (or 6) doubles in
// the order of its fields (Objective-C type "[16d]", "[6d]").
extension NSValue {
    static let caTransform3DType = "[16d]"
    static let cgAffineTransformType = "[6d]"

    public convenience init(caTransform3D transform: CATransform3D) {
        var matrix = [
            transform.m11, transform.m12, transform.m13, transform.m14, transform.m21, transform.m22, transform.m23,
            transform.m24, transform.m31, transform.m32, transform.m33, transform.m34, transform.m41, transform.m42,
            transform.m43, transform.m44,
        ].map { Double($0) }
        self.init(bytes: &matrix, objCType: NSValue.caTransform3DType)
    }

    /// The boxed transform; the identity when the value holds something else.
    public var caTransform3DValue: CATransform3D { boxedTransform3D ?? CATransform3DIdentity }

    /// The boxed transform, or nil when the value holds something else.
    var boxedTransform3D: CATransform3D? {
        guard String(cString: objCType) == NSValue.caTransform3DType else { return nil }
        var m = [Double](repeating: 0, count: 16)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        let c = m.map { CGFloat($0) }
        return CATransform3D(
            m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7], m31: c[8],
            m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15])
    }

    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var matrix = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { Double($0) }
        self.init(bytes: &matrix, objCType: NSValue.cgAffineTransformType)
    }

    /// The boxed transform; the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard String(cString: objCType) == NSValue.cgAffineTransformType else { return .identity }
        var m = [Double](repeating: 0, count: 6)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        let c = m.map { CGFloat($0) }
        return CGAffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5])
    }
}
