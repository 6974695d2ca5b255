import Foundation
import Testing
@_spi(Rendering) @_spi(Accessibility) import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// The overlay's accessibility mode: each element's accessibility frame with its number in reading order, label,
/// value and traits; an unlabelled element in red; the focused one thick; containers dashed. Turned on by the
/// environment, the key chord's command or the property, and off again, the hit-region mode untouched.
@MainActor
@Suite struct AccessibilityOverlayPainterTests {
    @Test func elementsAreDrawnWithTheirCaptionsInReadingOrder() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 120, height: 21))
        label.text = "Volume"
        let toggle = UISwitch(frame: CGRect(x: 200, y: 15, width: 51, height: 31))
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.isOn = true
        let slider = UISlider(frame: CGRect(x: 20, y: 70, width: 200, height: 31))
        let group = UIView(frame: CGRect(x: 20, y: 120, width: 280, height: 60))
        group.shouldGroupAccessibilityChildren = true
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        button.setTitle("Save", for: .normal)
        group.addSubview(button)
        for view in [label, toggle, slider, group] { window.addSubview(view) }
        driver.application.applyDebugEnvironment(["OPENUIKIT_DEBUG": "accessibility"])
        #expect(driver.application.showsAccessibilityFrames)
        #expect(driver.application.hitRegionOverlay?.mode == .accessibility)
        #expect(
            AccessibilityTree.elements(in: window).enumerated().map {
                AccessibilityOverlayPainter.caption($0.offset + 1, $0.element)
            } == [
                "1 Volume [staticText]", "2 Wi-Fi = 1 [button, toggleButton]", "3 (no label) = 0% [adjustable]",
                "4 Save [button]",
            ])
        expectSnapshot(window.renderer.image(), named: "accessibility-overlay", tolerance: 8, allowedMismatch: 0.004)
        // The chord's command turns it off; the hit-region chord then shows the other mode.
        driver.sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: 0, payload: .debug(.toggleAccessibilityFrames, location: nil)))
        let afterOff = (driver.application.showsAccessibilityFrames, driver.application.showsHitRegions)
        driver.sendUnchecked(
            RawInput(window: window.identifier, timestamp: 0, payload: .debug(.toggleHitRegions, location: nil)))
        let afterHits = (driver.application.showsAccessibilityFrames, driver.application.hitRegionOverlay?.mode)
        #expect(afterOff == (false, false))
        #expect(afterHits == (false, .hitRegions))
    }
}
