import Foundation

/// A value an animation moves a layer property through: numbers, points, sizes, rectangles, transforms and colours
/// interpolate; anything else (a path, `hidden`) switches at the middle.
enum LayerValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case other(Any?)

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
        case .transform: guard let t = any as? CATransform3D else { return nil }; self = .transform(t)
        case .color:
            if any == nil {
                self = .color(nil)
            } else if let c = any as? CGColor {
                self = .color(c)
            } else {
                return nil
            }
        case .other: self = .other(any)
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

/// A layer's animatable values by key path, read and written without marks or side effects (the animator marks
/// areas itself, and the painter swaps presentation values in and out around a paint).
typealias LayerValues = [String: LayerValue]

extension CALayer {
    /// The key paths animations can move on this layer.
    func isAnimatable(_ keyPath: String) -> Bool { layerValue(keyPath) != nil }

    /// The model value at `keyPath`; nil for a key path that is not animated here.
    func layerValue(_ keyPath: String) -> LayerValue? {
        let t = ownTransform
        switch keyPath {
        case "opacity": return .number(Double(opacity))
        case "position": return .point(ownPosition)
        case "position.x": return .number(Double(ownPosition.x))
        case "position.y": return .number(Double(ownPosition.y))
        case "bounds": return .rect(ownBounds)
        case "bounds.size": return .size(ownBounds.size)
        case "bounds.size.width": return .number(Double(ownBounds.width))
        case "bounds.size.height": return .number(Double(ownBounds.height))
        case "bounds.origin": return .point(ownBounds.origin)
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .number(Double(zPosition))
        case "transform": return .transform(t)
        case "transform.rotation", "transform.rotation.z": return .number(Double(atan2(t.m12, t.m11)))
        case "transform.scale": return .number(Double(hypot(t.m11, t.m12)))
        case "transform.scale.x": return .number(Double(hypot(t.m11, t.m12)))
        case "transform.scale.y": return .number(Double(hypot(t.m21, t.m22)))
        case "transform.translation.x": return .number(Double(t.m41))
        case "transform.translation.y": return .number(Double(t.m42))
        case "sublayerTransform": return .transform(sublayerTransform)
        case "cornerRadius": return .number(Double(cornerRadius))
        case "borderWidth": return .number(Double(borderWidth))
        case "borderColor": return .color(borderColor)
        case "backgroundColor": return .color(backgroundColor)
        case "shadowOpacity": return .number(Double(shadowOpacity))
        case "shadowRadius": return .number(Double(shadowRadius))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowColor": return .color(shadowColor)
        case "hidden": return .other(isHidden)
        default: return subclassLayerValue(keyPath)
        }
    }

    /// Sets `keyPath` to `value` with no marks; false when the key path is not animated here.
    @discardableResult
    func setLayerValue(_ value: LayerValue, for keyPath: String) -> Bool {
        Self.suppressingMarks += 1
        defer { Self.suppressingMarks -= 1 }
        var t = ownTransform
        func number() -> CGFloat? { if case .number(let n) = value { return CGFloat(n) } else { return nil } }
        /// Rebuilds the transform from its scale, rotation and translation with one of them replaced.
        func recompose(scaleX: CGFloat? = nil, scaleY: CGFloat? = nil, rotation: CGFloat? = nil) {
            let sx = scaleX ?? hypot(t.m11, t.m12), sy = scaleY ?? hypot(t.m21, t.m22)
            let angle = rotation ?? atan2(t.m12, t.m11)
            var r = CATransform3DMakeRotation(angle, 0, 0, 1)
            (r.m11, r.m12, r.m21, r.m22) = (r.m11 * sx, r.m12 * sx, r.m21 * sy, r.m22 * sy)
            (r.m41, r.m42, r.m43) = (t.m41, t.m42, t.m43)
            ownTransform = r
        }
        switch (keyPath, value) {
        case ("opacity", .number(let n)): ownOpacity = Float(n)
        case ("position", .point(let p)): ownPosition = p
        case ("position.x", _): ownPosition.x = number() ?? ownPosition.x
        case ("position.y", _): ownPosition.y = number() ?? ownPosition.y
        case ("bounds", .rect(let r)): ownBounds = r
        case ("bounds.size", .size(let s)): ownBounds.size = s
        case ("bounds.size.width", _): ownBounds.size.width = number() ?? ownBounds.width
        case ("bounds.size.height", _): ownBounds.size.height = number() ?? ownBounds.height
        case ("bounds.origin", .point(let p)): ownBounds.origin = p
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", _): zPosition = number() ?? zPosition
        case ("transform", .transform(let m)): ownTransform = m
        case ("transform.rotation", _), ("transform.rotation.z", _): recompose(rotation: number())
        case ("transform.scale", _): recompose(scaleX: number(), scaleY: number())
        case ("transform.scale.x", _): recompose(scaleX: number())
        case ("transform.scale.y", _): recompose(scaleY: number())
        case ("transform.translation.x", _):
            t.m41 = number() ?? t.m41
            ownTransform = t
        case ("transform.translation.y", _):
            t.m42 = number() ?? t.m42
            ownTransform = t
        case ("sublayerTransform", .transform(let m)): sublayerTransform = m
        case ("cornerRadius", _): cornerRadius = number() ?? cornerRadius
        case ("borderWidth", _): borderWidth = number() ?? borderWidth
        case ("borderColor", .color(let c)): borderColor = c
        case ("backgroundColor", .color(let c)): ownBackgroundColor = c
        case ("shadowOpacity", _): shadowOpacity = Float(number() ?? CGFloat(shadowOpacity))
        case ("shadowRadius", _): shadowRadius = number() ?? shadowRadius
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("hidden", .other(let h)): ownIsHidden = (h as? Bool) ?? ownIsHidden
        default: return setSubclassLayerValue(value, for: keyPath)
        }
        return true
    }
}
