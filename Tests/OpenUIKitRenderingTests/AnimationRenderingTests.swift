import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// The renderer draws the presentation values of animating views, and each animation frame redraws exactly what
/// moved.
@MainActor
@Suite struct AnimationRenderingTests {
    @Test func aFrameMidAnimationDrawsTheDrawnValuesNotTheModelValues() {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        window.backgroundColor = .white
        let mover = box(CGRect(x: 10, y: 10, width: 60, height: 60), .systemRed)
        let fader = box(CGRect(x: 10, y: 90, width: 60, height: 60), .systemBlue)
        let turner = box(CGRect(x: 150, y: 50, width: 60, height: 60), .systemGreen)
        for view in [mover, fader, turner] { window.addSubview(view) }
        window.renderer.renderIfNeeded()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                mover.center.x = 200  // drawn half-way: x 70…130 at y 10…70
                fader.alpha = 0
                fader.backgroundColor = .systemYellow
                turner.transform = CGAffineTransform(rotationAngle: .pi / 2)
            })
        driver.advance(by: 0.5)
        let frame = window.renderer.renderIfNeeded()
        let image = window.renderer.image()
        // Drawn where the animation is, not where the model already is.
        #expect(rgb(image, 100, 40) == [255, 59, 48])  // systemRed
        #expect(rgb(image, 180, 40) == [255, 255, 255])
        // Half transparent, half way from blue (0, 122, 255) to yellow (255, 204, 0), over white: (191, 209, 191).
        let faded = rgb(image, 40, 120)
        #expect(faded.count == 3 && zip(faded, [191, 209, 191]).allSatisfy { abs(Int($0) - $1) <= 2 }, "\(faded)")
        // A redraw of what the frames marked matches a full redraw of the same instant.
        #expect(frame?.isFullRedraw == false)
        window.renderer.invalidateAll()
        let full = window.renderer.image()
        for (x, y) in [(100, 40), (40, 120), (180, 80), (20, 40), (200, 40)] {
            #expect(rgb(image, x, y) == rgb(full, x, y), "pixel (\(x), \(y))")
        }
        expectSnapshot(image, named: "animation-mid-frame")
        driver.advance(by: 0.5)
        let end = window.renderer.image()
        #expect(rgb(end, 100, 40) == [255, 255, 255] && rgb(end, 200, 40) == [255, 59, 48])
    }

    private func rgb(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        image.pixel(x: x, y: y).map { [$0.red, $0.green, $0.blue] } ?? []
    }
}
