import Foundation

/// Motion effects applied together, as UIKit's `UIMotionEffectGroup`: its values are its effects' values, merged
/// (a later effect's value for a key path wins). OpenUIKit applies no motion effects (see ``UIMotionEffect``).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var values: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            guard let own = effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) else { continue }
            values.merge(own) { $1 }
        }
        return values.isEmpty ? nil : values
    }
}
