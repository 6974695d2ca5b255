import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// A square filled with `label` in `draw(_:)`: black in light appearance, white in dark.
private final class InkSquare: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.label.setFill()
        UIBezierPath(rect: bounds).fill()
    }
}

/// Dynamic colours drawn in the appearance of the view that draws them, and redrawn when it changes.
@MainActor
@Suite(.serialized) struct DarkAppearanceRenderingTests {
    @Test func overridesAndTheSystemAppearanceRedrawDynamicColours() {
        let driver = EventDriver()
        defer { driver.application.setSystemUserInterfaceStyle(.light) }
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .systemBackground
        let panel = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        panel.backgroundColor = .secondarySystemBackground
        let outside = InkSquare(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let inside = InkSquare(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(outside)
        window.addSubview(panel)
        panel.addSubview(inside)
        window.renderer.renderIfNeeded()
        func sample() -> [[UInt8]] {
            let image = window.renderer.image()
            return [(50, 50), (20, 20), (150, 50), (120, 20)].map { point in
                image.pixel(x: point.0, y: point.1).map { [$0.red, $0.green, $0.blue] } ?? []
            }
        }
        #expect(sample() == [[255, 255, 255], [0, 0, 0], [242, 242, 247], [0, 0, 0]])
        panel.overrideUserInterfaceStyle = .dark
        #expect(window.renderer.renderIfNeeded() != nil)
        #expect(sample() == [[255, 255, 255], [0, 0, 0], [28, 28, 30], [255, 255, 255]])
        driver.application.setSystemUserInterfaceStyle(.dark)
        #expect(window.renderer.renderIfNeeded() != nil)
        #expect(sample() == [[0, 0, 0], [255, 255, 255], [28, 28, 30], [255, 255, 255]])
        panel.overrideUserInterfaceStyle = .light
        window.renderer.renderIfNeeded()
        #expect(sample() == [[0, 0, 0], [255, 255, 255], [242, 242, 247], [0, 0, 0]])
    }
}
