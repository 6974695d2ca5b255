import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo

@MainActor
@Suite struct RendererLifetimeTests {
    /// `window.renderer` is public, so app code (a screenshot helper, a test harness) may keep it after the window is
    /// gone. The renderer then has nothing to draw: `renderIfNeeded()` draws nothing, `invalidateAll()` does nothing,
    /// and `image()` returns the back buffer of the last frame. The window is never shown: a window shown in the
    /// shared application could be attached to a backend another test attached there, and draw into its memory.
    @Test func aRendererKeptAfterItsWindowIsGoneDrawsNothingAndKeepsItsLastFrame() {
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        let renderer = window!.renderer
        let first = renderer.renderIfNeeded()
        #expect(first?.isFullRedraw == true && renderer.frameCount == 1)
        weak let released = window
        window = nil
        #expect(released == nil)

        renderer.invalidateAll()
        #expect(renderer.renderIfNeeded() == nil)
        #expect(renderer.image().size == CGSize(width: 4, height: 2))
        #expect(renderer.frameCount == 1 && renderer.lastFrame == first)
    }
}
