import CX11
import Foundation
@_spi(Windowing) import OpenUIKitCore

/// `UIScreen.main` on X11: the default screen's size in points (pixels ÷ the backend's scale, which comes from
/// `OPENUIKIT_SCALE` or `Xft.dpi`).
@_spi(Windowing) extension X11Backend: BackendScreenProvider {
    public var screenInfo: BackendScreenInfo {
        let width = CGFloat(XDisplayWidth(display, screen)), height = CGFloat(XDisplayHeight(display, screen))
        return BackendScreenInfo(size: CGSize(width: width / scale, height: height / scale), scale: scale)
    }
}
