import Foundation

/// Content made vivid over a blur, as UIKit's `UIVibrancyEffect`: put a view with it inside a blurred view's
/// content view, and labels and images in its own content view.
///
/// Difference: OpenUIKit draws the content as it is (no vibrancy blending) and paints no tint of its own; the blur
/// effect it was made for is kept in ``blurEffect``.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy belongs to. OpenUIKit extension (UIKit keeps it private).
    public let blurEffect: UIBlurEffect

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
