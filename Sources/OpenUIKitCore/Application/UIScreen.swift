import Foundation

/// The screen the application's windows are on. Mirrors UIKit's `UIScreen`: `main`, `bounds`, `nativeBounds`,
/// `scale`, `nativeScale`, `maximumFramesPerSecond`.
///
/// The values come from the application's backend as they are now (``BackendScreenProvider``): on X11 the default
/// screen's size, divided by the scale from `OPENUIKIT_SCALE` or `Xft.dpi` (96 dpi is scale 1); the embedded
/// backend reports a screen a test can set. Without a backend the screen is zero-sized at scale 1. One screen:
/// OpenUIKit does not track monitors separately, so `bounds` is the whole X screen (every monitor together).
@preconcurrency @MainActor
open class UIScreen {
    /// The screen. The same object each time; its values follow the current application's backend.
    public static let main = UIScreen()

    /// Every screen: OpenUIKit knows one.
    public static var screens: [UIScreen] { [main] }

    init() {}

    private var info: BackendScreenInfo {
        (UIApplication.shared.windowHost as? any BackendScreenProvider)?.screenInfo
            ?? BackendScreenInfo(size: .zero, scale: 1)
    }

    /// The screen's rectangle in points, origin at zero.
    open var bounds: CGRect { CGRect(origin: .zero, size: info.size) }

    /// Pixels per point.
    open var scale: CGFloat { info.scale }

    /// Pixels per point of the physical screen: the same as ``scale`` (X11 renders at the scale it reports).
    open var nativeScale: CGFloat { info.scale }

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        let info = info
        return CGRect(x: 0, y: 0, width: info.size.width * info.scale, height: info.size.height * info.scale)
    }

    /// The frame clock's rate.
    open var maximumFramesPerSecond: Int { info.maximumFramesPerSecond }
}
