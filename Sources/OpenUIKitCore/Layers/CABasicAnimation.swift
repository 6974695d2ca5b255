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
    public var fromValue: Any? { didSet { convertedFor = nil } }
    public var toValue: Any? { didSet { convertedFor = nil } }
    public var byValue: Any? { didSet { convertedFor = nil } }
    /// `fromValue`, `toValue` and `byValue` read as values of `convertedFor`, once rather than every frame.
    /// (Read every frame, only ever whole: see CAAnimation's timing.)
    @exclusivity(unchecked) private var convertedFor: LayerProperty?
    @exclusivity(unchecked) private var convertedFrom: LayerValue?
    @exclusivity(unchecked) private var convertedTo: LayerValue?
    @exclusivity(unchecked) private var convertedBy: LayerValue?
    /// The value shown when the animation was added, for the forms without `fromValue`.
    var startValue: LayerValue?
    /// Made by a layer as its implicit animation (its `fromValue` is filled in when it runs).
    var isImplicit = false

    public override init() {
        super.init()
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue, startValue) = (other.fromValue, other.toValue, other.byValue, other.startValue)
        isImplicit = other.isImplicit
    }

    /// The two values the animation runs between, for `layer` whose current value is `model`.
    func endpoints(model: LayerValue, property: LayerProperty) -> (LayerValue, LayerValue)? {
        // A property's values are always of one kind, so the conversion holds while the property does.
        if convertedFor != property {
            convertedFrom = LayerValue(fromValue, like: model)
            convertedTo = LayerValue(toValue, like: model)
            convertedBy = LayerValue(byValue, like: model)
            convertedFor = property
        }
        // Both given (the usual case): no other value is read.
        if let from = convertedFrom, let to = convertedTo { return (from, to) }
        let (from, to, by) = (convertedFrom, convertedTo, convertedBy)
        let current = startValue ?? model
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, .add(f, b))
        case (nil, let t?, let b?): return (.subtract(t, b), t)
        case (let f?, nil, nil): return (f, model)
        case (nil, let t?, nil): return (current, t)
        case (nil, nil, let b?): return (current, .add(current, b))
        // Neither: from the value shown before (when run as an action, the value before the change) to the model.
        case (nil, nil, nil): return startValue.map { ($0, model) }
        }
    }

    override func values(at progress: Double, local: CFTimeInterval, for layer: CALayer, into values: inout LayerValues)
    {
        guard let property else { return }
        // Both values given, converted before, and not added to the model (a spinner's turn, a ring's trim): the
        // model value is not read.
        if !isAdditive, convertedFor == property, let from = convertedFrom, let to = convertedTo {
            values[property] = LayerValue.interpolate(from, to, progress)
            return
        }
        guard let model = values[property] ?? layer.layerValue(property),
            let (from, to) = endpoints(model: model, property: property)
        else { return }
        let value = LayerValue.interpolate(from, to, progress)
        values[property] = isAdditive ? .add(model, value) : value
    }
}
