import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import OpenUIKitX11
@testable import LayersApp

/// The layer gallery on a real Xvfb: the spinner turns on the real frame clock, the ring's `strokeEnd` animation
/// runs to its end, and the still frame matches its reference screenshot pixel for pixel where it matters.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct LayersExampleTests {
    static func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func theGalleryAnimatesThenShowsItsThreeComponents() throws {
        let gallery = try ExampleUnderXvfb(LayersApp.AppDelegate(), screenWidth: 360, screenHeight: 480)
        let controller = try #require(gallery.window.rootViewController as? GalleryViewController)
        func spin() -> CGFloat {
            let t = controller.spinner.replicator.presentation()?.transform ?? CATransform3DIdentity
            return atan2(t.m12, t.m11)
        }
        let start = spin()
        #expect(gallery.wait(upTo: 3) { abs(spin() - start) > 0.1 })
        #expect(gallery.wait(upTo: 5) { controller.ring.progressLayer.animationKeys() == nil })
        #expect(controller.ring.progressLayer.presentation()?.strokeEnd == 0.75)
        controller.spinner.stopAnimating()
        #expect(
            gallery.wait(upTo: 3) { controller.spinner.replicator.presentation()?.transform == CATransform3DIdentity })
        // Let the frame that shows the still spinner reach the screen.
        _ = gallery.wait(upTo: 0.3) { false }
        let image = try #require(gallery.screenshot())
        // The ring: blue from the top round to three quarters, grey after; its centre is the background.
        let ringCentre = CGPoint(x: 260, y: 100)
        func onRing(_ angle: CGFloat) -> [UInt8] {
            Self.rgba(image, Int(ringCentre.x + 54 * cos(angle)), Int(ringCentre.y + 54 * sin(angle)))
        }
        let blue = UIColor.systemBlue.cgColor
        let blueBytes = [blue.red, blue.green, blue.blue].map { UInt8(($0 * 255).rounded()) } + [255]
        #expect(onRing(-.pi / 4) == blueBytes)
        #expect(onRing(.pi / 2) == blueBytes)
        #expect(onRing(-3 * .pi / 4) == [217, 217, 217, 255])
        #expect(Self.rgba(image, 260, 100) == [245, 245, 245, 255])
        // The first dot, straight up and fully opaque; the toast's dark background; its shadow below it.
        #expect(Self.rgba(image, 80, 49) == blueBytes)
        #expect(Self.rgba(image, 48, 328) == [38, 38, 38, 255])
        let shadow = Self.rgba(image, 180, 360)
        #expect(shadow[0] < 235 && shadow[0] == shadow[2])
        expectScreenshot(image, named: "layers-gallery")
    }
}
