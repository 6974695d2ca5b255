import Foundation

/// An animation of one property between two values, as Core Animation's `CABasicAnimation`.
///
/// Which values it runs between follows Core Animation: `fromValue` and `toValue`; `fromValue` and
/// `fromValue + byValue`; `toValue − byValue` and `toValue`; `fromValue` and the model value; the value shown when
/// the animation was added and `toValue`; that value and it plus `byValue`. With `isAdditive` the result is added to
/// the model value. Values are `NSNumber`s or Swift numbers, `CGPoint`, `CGSize`, `CGRect`, ``CATransform3D`` or
/// ``CGColor``, as the key path takes.
///
/// Differences: `isCumulative` is stored only. A `transform` animated as a whole is interpolated entry by entry
/// (Core Animation decomposes it); animate `transform.rotation.z` or `transform.scale` to turn or scale smoothly.
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?
    /// The value shown when the animation was added, for the forms without `fromValue`.
    var startValue: LayerValue?

    public override init() {
        super.init()
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue, startValue) = (other.fromValue, other.toValue, other.byValue, other.startValue)
    }

    /// The two values the animation runs between, for `layer` whose current value is `model`.
    func endpoints(model: LayerValue) -> (LayerValue, LayerValue)? {
        let from = LayerValue(fromValue, like: model), to = LayerValue(toValue, like: model)
        let by = LayerValue(byValue, like: model)
        let current = startValue ?? model
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, .add(f, b))
        case (nil, let t?, let b?): return (.subtract(t, b), t)
        case (let f?, nil, nil): return (f, model)
        case (nil, let t?, nil): return (current, t)
        case (nil, nil, let b?): return (current, .add(current, b))
        default: return nil
        }
    }

    override func values(at progress: Double, local: CFTimeInterval, for layer: CALayer, base: LayerValues) -> [(
        String, LayerValue
    )] {
        guard let keyPath, let model = base[keyPath] ?? layer.layerValue(keyPath),
            let (from, to) = endpoints(model: model)
        else { return [] }
        let value = LayerValue.interpolate(from, to, progress)
        return [(keyPath, isAdditive ? .add(model, value) : value)]
    }
}
