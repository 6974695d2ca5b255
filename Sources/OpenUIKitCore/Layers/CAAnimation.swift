import Foundation

/// An animation of a layer's properties on the frame clock, as Core Animation's `CAAnimation`.
///
/// Mirrors the timing properties of `CAMediaTiming` (`beginTime`, `duration` (0 means 0.25 s), `speed`,
/// `timeOffset`, `repeatCount`, `repeatDuration`, `autoreverses`, `fillMode`), `timingFunction`,
/// `isRemovedOnCompletion` and the delegate (held strongly, as Core Animation does). A layer copies an animation
/// when it is added (`CALayer.add(_:forKey:)`), so changing it afterwards changes nothing on screen.
///
/// Times are the application clock's (``CACurrentMediaTime()``): virtual in tests, so animations are stepped frame
/// by frame. A `beginTime` of 0 means the time the animation is added.
@preconcurrency @MainActor
open class CAAnimation {
    // The timing is read for every animating layer every frame: `@exclusivity(unchecked)` because it is only ever
    // read or assigned whole on the main actor, so the runtime's dynamic exclusivity check protects nothing here.
    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) public var duration: CFTimeInterval = 0
    @exclusivity(unchecked) public var speed: Float = 1
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) public var repeatCount: Float = 0
    @exclusivity(unchecked) public var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) public var autoreverses = false
    @exclusivity(unchecked) public var fillMode = CAMediaTimingFillMode.removed
    @exclusivity(unchecked) public var timingFunction: CAMediaTimingFunction?
    @exclusivity(unchecked) public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; held strongly.
    public var delegate: (any CAAnimationDelegate)?

    public init() {}

    /// A copy of the timing and delegate; subclasses copy their own values (`copy()` is what layers use).
    public required init(copying other: CAAnimation) {
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses) = (other.repeatCount, other.repeatDuration, other.autoreverses)
        (fillMode, timingFunction, isRemovedOnCompletion) = (
            other.fillMode, other.timingFunction, other.isRemovedOnCompletion
        )
        delegate = other.delegate
    }

    /// A copy of the animation, as `NSCopying`'s `copy()`.
    open func copy() -> Any { type(of: self).init(copying: self) }

    /// The duration Core Animation uses: 0.25 s when `duration` is 0.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// How long the animation is active: its iterations (and their reverses), or `repeatDuration`.
    var activeDuration: CFTimeInterval {
        let period = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count.isInfinite ? .infinity : period * count
    }

    /// Where in one iteration the animation is at `local` seconds into its active time, as a fraction eased by
    /// the timing function; nil before the start or after the end unless `fillMode` holds it.
    func progress(atLocalTime local: CFTimeInterval) -> Double? {
        let active = activeDuration
        var t = local
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            t = 0
        }
        if t >= active {
            guard fillMode == .forwards || fillMode == .both || !isRemovedOnCompletion else { return nil }
            t = active
        }
        let d = effectiveDuration
        let period = d * (autoreverses ? 2 : 1)
        var inPeriod = t.truncatingRemainder(dividingBy: period)
        // The very end of an iteration is its end, not the next one's start.
        if inPeriod == 0 && t > 0 { inPeriod = period }
        var fraction = min(inPeriod, d) / d
        if autoreverses && inPeriod > d { fraction = (period - inPeriod) / d }
        return timingFunction?.value(at: fraction) ?? fraction
    }

    /// Writes the animation's own values at `progress` (0 … 1 eased) of an iteration, for `layer`, into `values`
    /// (which holds the values of the animations added before it, the base of additive ones). `local` is the time
    /// into the animation, for springs and groups.
    func values(at progress: Double, local: CFTimeInterval, for layer: CALayer, into values: inout LayerValues) {}
}

/// What an animation does outside its active time, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing: the layer shows its model values.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the end, the last value stays (with `isRemovedOnCompletion` false).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the start, the first value shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Told when an animation starts and stops, as `CAAnimationDelegate`. Both methods are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    /// `flag` is true when the animation ran to its end, false when it was removed before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one property named by its key path, as `CAPropertyAnimation`.
///
/// Key paths animated: `opacity`, `position` (and `.x`, `.y`), `bounds` (and `.size`, `.size.width`,
/// `.size.height`, `.origin`), `anchorPoint`, `zPosition`, `transform` (and `.rotation`, `.rotation.z`, `.scale`,
/// `.scale.x`, `.scale.y`, `.translation.x`, `.translation.y`), `sublayerTransform`, `cornerRadius`, `borderWidth`,
/// `borderColor`, `backgroundColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`, `hidden`, and
/// for shape layers `strokeStart`, `strokeEnd`, `lineWidth`, `lineDashPhase`, `fillColor`, `strokeColor`, for
/// gradient layers `startPoint`, `endPoint`. Others are reported and ignored.
open class CAPropertyAnimation: CAAnimation {
    // Read every frame, only ever whole (see CAAnimation's timing).
    @exclusivity(unchecked) public var keyPath: String?
    /// `keyPath` read as a property, with the key path it was read from.
    @exclusivity(unchecked) private var resolved: (keyPath: String, property: LayerProperty)?
    /// The animated value is added to the model value instead of replacing it.
    @exclusivity(unchecked) public var isAdditive = false
    /// Each repeat starts where the last ended.
    public var isCumulative = false

    public override init() {
        super.init()
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }

    /// The property `keyPath` names; nil when it names none an animation can move.
    var property: LayerProperty? {
        guard let keyPath else { return nil }
        if let resolved, resolved.keyPath == keyPath { return resolved.property }
        guard let property = LayerProperty(rawValue: keyPath) else { return nil }
        resolved = (keyPath, property)
        return property
    }
}
