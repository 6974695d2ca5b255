import Foundation

/// One kind of particle a ``CAEmitterLayer`` emits, as Core Animation's `CAEmitterCell`: how many are born each
/// second (`birthRate`), how long each lives (`lifetime` ± `lifetimeRange`), where it heads (`emissionLongitude`
/// within a cone of `emissionRange`, at `velocity` ± `velocityRange`, pulled by `xAcceleration`/`yAcceleration`),
/// its size (`scale` ± `scaleRange`, growing by `scaleSpeed` per second), its turn (`spin` ± `spinRange` radians per
/// second), its colour (`color`, each component ± its range and changing by its speed per second) and its image
/// (`contents`, a ``CGImage``, multiplied by the colour).
///
/// Each "± range" is drawn once per particle, uniformly between the value minus the range and the value plus it;
/// the direction is drawn uniformly within `emissionLongitude ± emissionRange / 2` (the cone's whole angle is
/// `emissionRange`). Core Animation does not document the distributions; these are OpenUIKit's choice.
///
/// Differences: the renderer is two-dimensional, so `emissionLatitude` and `zAcceleration` are stored but not used;
/// a cell's own `emitterCells` (particles that emit particles) are stored but not emitted; `style`, `contentsRect`
/// and the filters are stored but not used. Bad values (negative or not finite rates, lifetimes and scales) count
/// as zero.
@preconcurrency @MainActor
open class CAEmitterCell {
    /// Names the cell in key paths (`emitterCells.<name>.birthRate` in Core Animation).
    public var name: String?
    /// Whether the cell emits.
    public var isEnabled = true

    /// Particles born per second (multiplied by the layer's `birthRate`).
    public var birthRate: Float = 0
    /// Seconds each particle lives (multiplied by the layer's `lifetime`).
    public var lifetime: Float = 0
    public var lifetimeRange: Float = 0

    /// The direction particles head in, in radians from the x axis towards the y axis (down on screen).
    public var emissionLongitude: CGFloat = 0
    /// Stored: the renderer is two-dimensional.
    public var emissionLatitude: CGFloat = 0
    /// The whole angle of the cone directions are drawn from.
    public var emissionRange: CGFloat = 0

    /// Points per second (multiplied by the layer's `velocity`).
    public var velocity: CGFloat = 0
    public var velocityRange: CGFloat = 0
    /// Points per second per second.
    public var xAcceleration: CGFloat = 0
    public var yAcceleration: CGFloat = 0
    /// Stored: the renderer is two-dimensional.
    public var zAcceleration: CGFloat = 0

    /// The image's scale (multiplied by the layer's `scale`).
    public var scale: CGFloat = 1
    public var scaleRange: CGFloat = 0
    /// Change of the scale per second.
    public var scaleSpeed: CGFloat = 0

    /// Radians per second (multiplied by the layer's `spin`).
    public var spin: CGFloat = 0
    public var spinRange: CGFloat = 0

    /// Multiplies the image's colours and opacity; opaque white (the image as it is) by default.
    public var color: CGColor? = CGColor(gray: 1, alpha: 1)
    public var redRange: Float = 0
    public var greenRange: Float = 0
    public var blueRange: Float = 0
    public var alphaRange: Float = 0
    /// Change of each component per second.
    public var redSpeed: Float = 0
    public var greenSpeed: Float = 0
    public var blueSpeed: Float = 0
    public var alphaSpeed: Float = 0

    /// The particle's image: a ``CGImage``; anything else draws nothing, as in Core Animation.
    public var contents: Any?
    /// Stored, not used: the whole image is drawn.
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of `contents`.
    public var contentsScale: CGFloat = 1
    /// Stored, not used.
    public var minificationFilter = "linear"
    /// Stored, not used.
    public var magnificationFilter = "linear"
    /// Stored, not used.
    public var minificationFilterBias: Float = 0

    /// Stored, not emitted (see the type's differences).
    public var emitterCells: [CAEmitterCell]?
    /// Stored, not used.
    public var style: [AnyHashable: Any]?

    // Media timing, as every Core Animation timing object has; stored, not used by the emitter.
    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed

    public init() {}

    /// Core Animation's archive initializer: no archive is read.
    public required init?(coder: NSCoder) {}

    /// The default value of the property named `key`, as Core Animation's `defaultValue(forKey:)`: nil for keys it
    /// does not know.
    public class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "scale", "speed": 1
        case "isEnabled", "enabled": true
        case "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1)
        case "contentsScale": 1
        default: nil
        }
    }
}
