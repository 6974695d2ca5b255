import Foundation

// Key-value coding on animations, as Core Animation's: an animation keeps a value under any key
// (`animation.setValue(layer, forKey: "layer")`), which apps use to find their own data again in
// `animationDidStop(_:finished:)`. Keys that name the animation's own properties (`duration`, `keyPath`, …) are
// stored apart from them: OpenUIKit reads and writes its properties only through their names.

extension CAAnimation {
    /// What `setValue(_:forKey:)` stored under `key`, else the class's `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        KeyedValueTable.value(forKey: key, of: self) ?? type(of: self).defaultValue(forKey: key)
    }

    /// Keeps `value` under `key` (nil removes it), for as long as the animation lives.
    public func setValue(_ value: Any?, forKey key: String) {
        KeyedValueTable.setValue(value, forKey: key, of: self)
    }

    /// The value a key has before anything is stored for it: nil, as Core Animation's default for keys that are
    /// not its own.
    public class func defaultValue(forKey key: String) -> Any? { nil }
}
