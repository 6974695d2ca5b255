import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// Linking OpenUIKitCairo is all it takes: its load-time hook installs it as the core's graphics library.
@MainActor
@Suite struct GraphicsSeamTests {
    @Test func linkingTheCairoModuleInstallsItBeforeTheFirstLine() throws {
        #expect(String(describing: type(of: Graphics.backend)) == "CairoGraphics")
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let red = try #require(image.pixel(x: 0, y: 0)), clear = try #require(image.pixel(x: 1, y: 1))
        #expect([red.red, red.green, red.blue, red.alpha] == [255, 0, 0, 255])
        #expect([clear.red, clear.green, clear.blue, clear.alpha] == [0, 0, 0, 0])
    }
}
