import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// A view whose touch area is grown by `margin` on every side (the usual 44-point trick).
final class EnlargedView: UIView {
    var margin: CGFloat = 14
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}

/// A view that takes touches only inside the circle inscribed in its bounds.
final class CircularView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        let radius = min(bounds.width, bounds.height) / 2
        return dx * dx + dy * dy <= radius * radius
    }
}

@MainActor
@Suite struct HitRegionOverlaySnapshotTests {
    func tagged<V: UIView>(_ view: V, _ name: String, _ color: UIColor? = nil) -> V {
        view.accessibilityIdentifier = name
        view.backgroundColor = color
        return view
    }

    @Test func craftedTreesShowTheirRealTouchAreas() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 300))
        window.accessibilityIdentifier = "window"
        window.backgroundColor = .white
        let light = UIColor(white: 0.92, alpha: 1)
        // Nested: Panel ⊃ Card ⊃ Badge; Card sticks out of Panel at the bottom right, so that part is unreachable.
        let panel = tagged(UIView(frame: CGRect(x: 10, y: 10, width: 150, height: 110)), "Panel", light)
        let card = tagged(UIView(frame: CGRect(x: 70, y: 50, width: 110, height: 80)), "Card", light)
        let badge = tagged(UIView(frame: CGRect(x: 10, y: 24, width: 40, height: 24)), "Badge", light)
        card.addGestureRecognizer(UITapGestureRecognizer())
        window.addSubview(panel)
        panel.addSubview(card)
        card.addSubview(badge)
        // Rotated by 30°, with a child.
        let rotated = tagged(UIView(frame: CGRect(x: 220, y: 40, width: 100, height: 60)), "Rotated", light)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        rotated.addSubview(tagged(UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30)), "Knob", light))
        window.addSubview(rotated)
        // Interaction off, with a button inside: blocked, dashed.
        let disabled = tagged(UIView(frame: CGRect(x: 10, y: 160, width: 110, height: 60)), "Disabled", light)
        disabled.isUserInteractionEnabled = false
        let button = tagged(UIButton(frame: CGRect(x: 10, y: 20, width: 80, height: 30)), "Save")
        disabled.addSubview(button)
        window.addSubview(disabled)
        // An enlarged and a circular hit area.
        window.addSubview(tagged(EnlargedView(frame: CGRect(x: 170, y: 175, width: 30, height: 30)), "Enlarged", light))
        window.addSubview(tagged(CircularView(frame: CGRect(x: 250, y: 150, width: 80, height: 80)), "Circle", light))
        driver.application.showsHitRegions = true
        var printed: [String] = []
        driver.application.hitRegionOverlay?.warningHandler = { printed.append($0) }
        try driver.touchDown(1, at: CGPoint(x: 100, y: 90))
        try driver.touchDown(2, at: CGPoint(x: 290, y: 190))
        expectSnapshot(window.renderer.image(), named: "hit-regions-crafted", tolerance: 8, allowedMismatch: 0.004)
        #expect(
            printed == [
                "Card sticks out of its superview Panel ((70, 50, 110×80) in (0, 0, 150×110)): touches there never "
                    + "reach it",
                "Save cannot be hit: its ancestor Disabled has isUserInteractionEnabled = false",
            ])
        try driver.touchUp(1)
        try driver.touchUp(2)
    }

    @Test func theSeedFigureWithThePathToE() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.accessibilityIdentifier = "window"
        window.backgroundColor = .white
        let a = tagged(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)), "A")
        let b = tagged(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100)), "B")
        let c = tagged(UIView(frame: CGRect(x: 0, y: 150, width: 400, height: 250)), "C")
        let d = tagged(UIView(frame: CGRect(x: 0, y: 0, width: 190, height: 250)), "D")
        let e = tagged(UIView(frame: CGRect(x: 210, y: 0, width: 190, height: 250)), "E")
        window.addSubview(a)
        a.addSubview(c)
        a.addSubview(b)
        c.addSubview(e)
        c.addSubview(d)
        driver.application.showsHitRegions = true
        try driver.tap(at: CGPoint(x: 300, y: 300))
        #expect(driver.application.hitRegionOverlay?.lastHitTest?.resultName == "E")
        expectSnapshot(window.renderer.image(), named: "hit-regions-seed003", tolerance: 8, allowedMismatch: 0.004)
    }

    @Test func theOverlayChangesNeitherHitTestingNorDelivery() throws {
        func run(overlay: Bool) throws -> [String] {
            let driver = EventDriver()
            let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let log = CallbackLog()
            window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
            driver.application.showsHitRegions = overlay
            _ = window.renderer.image()
            try driver.tap(at: CGPoint(x: 10, y: 10))
            try driver.tap(at: CGPoint(x: 150, y: 150))
            _ = window.renderer.image()
            return log.take()
        }
        #expect(try run(overlay: true) == ["A.touchesBegan(1)", "A.touchesEnded(1)"])
        #expect(try run(overlay: true) == run(overlay: false))
    }
}
