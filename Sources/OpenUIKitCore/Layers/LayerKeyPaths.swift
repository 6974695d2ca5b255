import Foundation

/// A value that does not interpolate (a path, `hidden`, gradient colours), boxed so that ``LayerValue`` has no
/// existential payload and copies cheaply (it is copied several times per animating layer per frame).
final class LayerOpaqueValue {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}

/// A value an animation moves a layer property through: numbers, points, sizes, rectangles, transforms and colours
/// interpolate; anything else (a path, `hidden`) switches at the middle.
enum LayerValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Boxed: 128 bytes inline would make every value that large to copy, and values are copied several times per
    /// animating layer per frame (a rotation animates a number, not a transform).
    indirect case transform(CATransform3D)
    case color(CGColor?)
    case other(LayerOpaqueValue)

    /// The value an app passed as `fromValue`/`toValue`/`values`; nil when it is not of a kind the key path takes.
    init?(_ any: Any?, like model: LayerValue) {
        switch model {
        case .number:
            if let n = any as? NSNumber {
                self = .number(n.doubleValue)
            } else if let d = any as? Double {
                self = .number(d)
            } else if let f = any as? Float {
                self = .number(Double(f))
            } else if let c = any as? CGFloat {
                self = .number(Double(c))
            } else if let i = any as? Int {
                self = .number(Double(i))
            } else {
                return nil
            }
        // Points, sizes and rectangles come bare or boxed (`NSValue(cgPoint:)`, as UIKit code writes them).
        case .point:
            guard let p = any as? CGPoint ?? (any as? NSValue)?.pointValue else { return nil }; self = .point(p)
        case .size: guard let s = any as? CGSize ?? (any as? NSValue)?.sizeValue else { return nil }; self = .size(s)
        case .rect: guard let r = any as? CGRect ?? (any as? NSValue)?.rectValue else { return nil }; self = .rect(r)
        case .transform:
            guard let t = any as? CATransform3D ?? (any as? NSValue)?.boxedTransform3D else { return nil }
            self = .transform(t)
        case .color:
            if any == nil {
                self = .color(nil)
            } else if let c = any as? CGColor {
                self = .color(c)
            } else {
                return nil
            }
        case .other: self = .other(LayerOpaqueValue(any))
        }
    }

    /// Whether values of this kind move smoothly (an implicit animation is made only for these).
    var interpolates: Bool {
        if case .other = self { return false }
        return true
    }

    /// The value as an app sees it in an animation's `fromValue`: numbers as `NSNumber`, geometry as its type,
    /// colours as ``CGColor``.
    var anyValue: Any? {
        switch self {
        case .number(let n): NSNumber(value: n)
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .transform(let t): t
        case .color(let c): c
        case .other(let o): o.value
        }
    }

    static func interpolate(_ a: LayerValue, _ b: LayerValue, _ t: Double) -> LayerValue {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            return .rect(
                CGRect(
                    x: mix(p.minX, q.minX), y: mix(p.minY, q.minY), width: mix(p.width, q.width),
                    height: mix(p.height, q.height)))
        case (.transform(let p), .transform(let q)):
            let (pr, qr) = (p.rows, q.rows)
            return .transform(CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in mix(pr[i][j], qr[i][j]) } }))
        case (.color(let p?), .color(let q?)):
            return .color(
                CGColor(
                    red: mix(p.red, q.red), green: mix(p.green, q.green), blue: mix(p.blue, q.blue),
                    alpha: mix(p.alpha, q.alpha)))
        default: return t < 0.5 ? a : b
        }
    }

    /// `a + b`, for additive and cumulative animations (colours and others: `b`).
    static func add(_ a: LayerValue, _ b: LayerValue) -> LayerValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(
                CGRect(x: p.minX + q.minX, y: p.minY + q.minY, width: p.width + q.width, height: p.height + q.height))
        case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(q, p))
        default: return b
        }
    }

    /// `b − a`, for `byValue` (numbers, points, sizes; others: `b`).
    static func subtract(_ b: LayerValue, _ a: LayerValue) -> LayerValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(y - x)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: q.x - p.x, y: q.y - p.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: q.width - p.width, height: q.height - p.height))
        default: return b
        }
    }
}

extension CALayer {
    /// Whether animations can move `property` on this layer.
    func isAnimatable(_ property: LayerProperty) -> Bool { layerValue(property) != nil }

    /// The model value of `property` (read without marks or side effects: the animator marks areas itself, and
    /// the painter swaps presentation values in and out around a paint); nil when it is not animated here.
    func layerValue(_ property: LayerProperty) -> LayerValue? {
        // A view's layer reads the geometry it shares with its view.
        let backsView = view != nil
        let t = backsView ? transform : ownTransform
        let position = backsView ? self.position : ownPosition, bounds = backsView ? self.bounds : ownBounds
        switch property {
        case .opacity: return .number(Double(opacity))
        case .position: return .point(position)
        case .positionX: return .number(Double(position.x))
        case .positionY: return .number(Double(position.y))
        case .bounds: return .rect(bounds)
        case .boundsSize: return .size(bounds.size)
        case .boundsWidth: return .number(Double(bounds.width))
        case .boundsHeight: return .number(Double(bounds.height))
        case .boundsOrigin: return .point(bounds.origin)
        case .anchorPoint: return .point(anchorPoint)
        case .zPosition: return .number(Double(zPosition))
        case .transform: return .transform(t)
        case .rotation, .rotationZ: return .number(Double(atan2(t.m12, t.m11)))
        case .scale, .scaleX: return .number(Double(hypot(t.m11, t.m12)))
        case .scaleY: return .number(Double(hypot(t.m21, t.m22)))
        case .translationX: return .number(Double(t.m41))
        case .translationY: return .number(Double(t.m42))
        case .sublayerTransform: return .transform(sublayerTransform)
        case .cornerRadius: return .number(Double(cornerRadius))
        case .borderWidth: return .number(Double(borderWidth))
        case .borderColor: return .color(borderColor)
        case .backgroundColor: return .color(backgroundColor)
        case .shadowOpacity: return .number(Double(shadowOpacity))
        case .shadowRadius: return .number(Double(shadowRadius))
        case .shadowOffset: return .size(shadowOffset)
        case .shadowColor: return .color(shadowColor)
        case .hidden: return .other(LayerOpaqueValue(isHidden))
        default: return subclassLayerValue(property)
        }
    }

    /// Sets `property` to `value` with no marks; false when it is not animated here.
    @discardableResult
    func setLayerValue(_ value: LayerValue, for property: LayerProperty) -> Bool {
        Self.suppressingMarks += 1
        defer { Self.suppressingMarks -= 1 }
        var t = ownTransform
        func number() -> CGFloat? { if case .number(let n) = value { return CGFloat(n) } else { return nil } }
        /// Rebuilds the transform from its scale, rotation and translation with one of them replaced.
        func recompose(scaleX: CGFloat? = nil, scaleY: CGFloat? = nil, rotation: CGFloat? = nil) {
            // An unscaled, unturned model (the usual spinner) has scale 1 exactly, as `hypot` would give.
            let sx = scaleX ?? (t.m11 == 1 && t.m12 == 0 ? 1 : hypot(t.m11, t.m12))
            let sy = scaleY ?? (t.m22 == 1 && t.m21 == 0 ? 1 : hypot(t.m21, t.m22))
            let angle = rotation ?? atan2(t.m12, t.m11)
            var r = CATransform3DMakeRotation(angle, 0, 0, 1)
            (r.m11, r.m12, r.m21, r.m22) = (r.m11 * sx, r.m12 * sx, r.m21 * sy, r.m22 * sy)
            (r.m41, r.m42, r.m43) = (t.m41, t.m42, t.m43)
            ownTransform = r
        }
        switch (property, value) {
        case (.opacity, .number(let n)): ownOpacity = Float(n)
        case (.position, .point(let p)): ownPosition = p
        case (.positionX, _): ownPosition.x = number() ?? ownPosition.x
        case (.positionY, _): ownPosition.y = number() ?? ownPosition.y
        case (.bounds, .rect(let r)): ownBounds = r
        case (.boundsSize, .size(let s)): ownBounds.size = s
        case (.boundsWidth, _): ownBounds.size.width = number() ?? ownBounds.width
        case (.boundsHeight, _): ownBounds.size.height = number() ?? ownBounds.height
        case (.boundsOrigin, .point(let p)): ownBounds.origin = p
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.zPosition, _): zPosition = number() ?? zPosition
        case (.transform, .transform(let m)): ownTransform = m
        case (.rotation, _), (.rotationZ, _): recompose(rotation: number())
        case (.scale, _): recompose(scaleX: number(), scaleY: number())
        case (.scaleX, _): recompose(scaleX: number())
        case (.scaleY, _): recompose(scaleY: number())
        case (.translationX, _):
            t.m41 = number() ?? t.m41
            ownTransform = t
        case (.translationY, _):
            t.m42 = number() ?? t.m42
            ownTransform = t
        case (.sublayerTransform, .transform(let m)): sublayerTransform = m
        case (.cornerRadius, _): cornerRadius = number() ?? cornerRadius
        case (.borderWidth, _): borderWidth = number() ?? borderWidth
        case (.borderColor, .color(let c)): borderColor = c
        case (.backgroundColor, .color(let c)): ownBackgroundColor = c
        case (.shadowOpacity, _): shadowOpacity = Float(number() ?? CGFloat(shadowOpacity))
        case (.shadowRadius, _): shadowRadius = number() ?? shadowRadius
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.shadowColor, .color(let c)): shadowColor = c
        case (.hidden, .other(let h)): ownIsHidden = (h.value as? Bool) ?? ownIsHidden
        default: return setSubclassLayerValue(value, for: property)
        }
        return true
    }
}
