import Foundation
@_spi(Rendering) import OpenUIKitCore

extension UIWindow {
    /// Draws this window off-screen; made on first use. OpenUIKit extension (UIKit's render server is hidden).
    public var renderer: WindowRenderer {
        if let renderer = attachedRenderer as? WindowRenderer { return renderer }
        let renderer = WindowRenderer(window: self, scale: screenScale)
        attachedRenderer = renderer
        return renderer
    }
}
