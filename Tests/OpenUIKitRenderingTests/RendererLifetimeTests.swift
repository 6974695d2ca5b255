import Foundation
import Testing
@_spi(Backends) import OpenUIKitCore
import OpenUIKitCairo

@MainActor
@Suite struct RendererLifetimeTests {
    /// `window.renderer` is public, so app code (a screenshot helper, a test harness) may keep it after the window is
    /// gone. The renderer then has nothing to draw: `renderIfNeeded()` draws nothing, `invalidateAll()` does nothing,
    /// and `image()` returns the last frame it drew.
    @Test func aRendererKeptAfterItsWindowIsGoneDrawsNothingAndKeepsItsLastImage() {
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        window?.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window?.isHidden = false
        let renderer = window!.renderer
        let first = renderer.renderIfNeeded()
        #expect(first?.isFullRedraw == true && renderer.frameCount == 1)
        window?.isHidden = true
        weak let released = window
        window = nil
        #expect(released == nil)

        renderer.invalidateAll()
        #expect(renderer.renderIfNeeded() == nil)
        let image = renderer.image()
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.pixel(x: 1, y: 1).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [255, 0, 0, 255])
        #expect(renderer.frameCount == 1 && renderer.lastFrame == first)
    }
}
