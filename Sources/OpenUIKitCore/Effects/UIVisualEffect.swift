import Foundation

/// An effect a ``UIVisualEffectView`` shows, as UIKit's `UIVisualEffect`: the base of ``UIBlurEffect`` and
/// ``UIVibrancyEffect``. A plain `UIVisualEffect()` shows nothing.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }

    /// The colour OpenUIKit paints for the effect over what is behind the view; nil for none.
    var tint: UIColor? { nil }
}
