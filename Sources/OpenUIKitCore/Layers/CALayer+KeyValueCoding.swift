import Foundation

// Key-value coding on layers, as Core Animation's: `value(forKey:)` and `setValue(_:forKey:)` read and write the
// layer's animatable properties by their key paths (`"opacity"`, `"position.x"`, `"transform.rotation.z"`, …), and
// keep any other key's value with the layer, so a subclass can store a property of its own there and ask for
// redisplay when it changes (`needsDisplay(forKey:)`).
//
// Difference: Core Animation animates such a property of a subclass (`@NSManaged var angle: Double`); OpenUIKit
// animates only its own properties, and `@NSManaged` needs the Objective-C runtime (Docs/Porting.md). A subclass
// declares the property on top of `value(forKey:)`:
//
//     var angle: Double {
//         get { value(forKey: "angle") as? Double ?? 0 }
//         set { setValue(newValue, forKey: "angle") }
//     }

extension CALayer {
    /// The value of `key`: an animatable property's (numbers as `NSNumber`, geometry as its type, colours as
    /// ``CGColor``), else what `setValue(_:forKey:)` stored, else the class's ``defaultValue(forKey:)``.
    public func value(forKey key: String) -> Any? {
        if let property = LayerProperty(rawValue: key), let value = layerValue(property) { return value.anyValue }
        if let stored = KeyedValueTable.value(forKey: key, of: self) { return stored }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets `key`: an animatable property through its setter (with its implicit animation and marks, as setting
    /// the property does; a value of the wrong kind is reported as a programming error and ignored), any other key
    /// stored with the layer, which is then redisplayed when the class's `needsDisplay(forKey:)` says so.
    public func setValue(_ value: Any?, forKey key: String) {
        if let property = LayerProperty(rawValue: key), let model = layerValue(property) {
            guard let converted = LayerValue(value, like: model) else {
                UIApplication.reportProgrammingError(
                    "CALayer.setValue(_:forKey:): \(value.map { "\(type(of: $0))" } ?? "nil") is not a value for "
                        + "\"\(key)\"; ignored")
                return
            }
            setModelValue(converted, for: property)
            return
        }
        KeyedValueTable.setValue(value, forKey: key, of: self)
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// The value of a key path (`"sublayers"` is not one: only properties and stored keys are read).
    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    /// Sets a key path, as `setValue(_:forKey:)`.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }

    /// Whether the property named `key` archives with the layer: true, as Core Animation's default (OpenUIKit
    /// archives nothing).
    public func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Sets an animatable property as its public setter does (a view's layer sets what it shares with its view):
    /// a part of a property (`position.x`, `transform.rotation.z`) is applied to the whole value on a scratch layer,
    /// and the whole value set.
    private func setModelValue(_ value: LayerValue, for property: LayerProperty) {
        let whole: LayerProperty
        switch property {
        case .positionX, .positionY: whole = .position
        case .boundsSize, .boundsWidth, .boundsHeight, .boundsOrigin: whole = .bounds
        case .rotation, .rotationZ, .scale, .scaleX, .scaleY, .translationX, .translationY: whole = .transform
        default: whole = property
        }
        var result = value
        if whole != property, let current = layerValue(whole) {
            let scratch = CALayer()
            scratch.setLayerValue(current, for: whole)
            scratch.setLayerValue(value, for: property)
            result = scratch.layerValue(whole) ?? current
        }
        switch (whole, result) {
        case (.opacity, .number(let n)): opacity = Float(n)
        case (.position, .point(let p)): position = p
        case (.bounds, .rect(let r)): bounds = r
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.zPosition, .number(let n)): zPosition = CGFloat(n)
        case (.transform, .transform(let t)): transform = t
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        case (.cornerRadius, .number(let n)): cornerRadius = CGFloat(n)
        case (.borderWidth, .number(let n)): borderWidth = CGFloat(n)
        case (.borderColor, .color(let c)): borderColor = c
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.shadowOpacity, .number(let n)): shadowOpacity = Float(n)
        case (.shadowRadius, .number(let n)): shadowRadius = CGFloat(n)
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.shadowColor, .color(let c)): shadowColor = c
        case (.hidden, .other(let o)): isHidden = o.value as? Bool ?? isHidden
        default:
            // A subclass's property (a shape's `strokeEnd`, a gradient's `colors`): its own setter, then the mark.
            setLayerValue(result, for: whole)
            markArea()
        }
    }
}
