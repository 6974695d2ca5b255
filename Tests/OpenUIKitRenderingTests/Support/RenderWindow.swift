import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// Renders a window of `size` built by `build` and returns its back buffer.
@MainActor
func renderWindow(
    _ size: CGSize = CGSize(width: 200, height: 200), scale: CGFloat = 1,
    _ build: @MainActor (UIWindow) -> Void
) -> UIImage {
    let driver = EventDriver()
    let window = driver.makeWindow(frame: CGRect(origin: .zero, size: size))
    window.screenScale = scale
    window.backgroundColor = .white
    build(window)
    return window.renderer.image()
}

@MainActor
func box(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}
