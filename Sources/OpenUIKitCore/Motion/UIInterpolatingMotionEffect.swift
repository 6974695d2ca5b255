import Foundation

/// A motion effect that moves one key path of a view between two values as the device tilts along one axis, as
/// UIKit's `UIInterpolatingMotionEffect`: at a viewer offset of -1 the key path gets ``minimumRelativeValue``, at +1
/// ``maximumRelativeValue``, linearly between (numbers, or points bare or as `NSValue`).
/// OpenUIKit applies no motion effects (see ``UIMotionEffect``).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt axis an effect follows.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    public let keyPath: String
    public let type: EffectType
    /// The value added at a viewer offset of -1.
    open var minimumRelativeValue: Any?
    /// The value added at a viewer offset of +1.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Made from an archive: no archive is read, so the key path is empty.
    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// The value between the minimum and the maximum for the offset along the effect's axis (clamped to -1 … 1);
    /// nil when either is missing or they are of different kinds.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let t = (min(max(offset.isFinite ? offset : 0, -1), 1) + 1) / 2
        guard let value = Self.interpolate(minimumRelativeValue, maximumRelativeValue, t) else { return nil }
        return [keyPath: value]
    }

    private static func interpolate(_ a: Any?, _ b: Any?, _ t: CGFloat) -> Any? {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        if let x = number(a), let y = number(b) { return NSNumber(value: Double(mix(x, y))) }
        if let x = point(a), let y = point(b) { return NSValue(cgPoint: CGPoint(x: mix(x.x, y.x), y: mix(x.y, y.y))) }
        return nil
    }

    /// A point, bare or boxed (only a box that holds a point is read as one).
    private static func point(_ value: Any?) -> CGPoint? {
        if let point = value as? CGPoint { return point }
        guard let box = value as? NSValue, String(cString: box.objCType).hasPrefix("{CGPoint") else { return nil }
        return box.cgPointValue
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let n as NSNumber: CGFloat(n.doubleValue)
        case let d as Double: CGFloat(d)
        case let c as CGFloat: c
        case let f as Float: CGFloat(f)
        case let i as Int: CGFloat(i)
        default: nil
        }
    }
}
