import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitTesting

/// The debugging overlay's layout mode: its scene (frames, constraint lines with their labels, ambiguous views,
/// broken constraints, the last recovery in words), compared whole, and the ways to turn it on.
@MainActor
@Suite struct LayoutOverlayTests {
    /// A card pinned in the window with a title inside, a box with two widths (one broken), and a view with no
    /// vertical position (ambiguous).
    func makeScene(_ driver: EventDriver) -> (UIWindow, wide: NSLayoutConstraint) {
        let window = driver.makeWindow()  // 320 × 480
        window.accessibilityIdentifier = "window"
        let card = constrainedView("card")
        let title = constrainedView("title")
        let box = constrainedView("box")
        let loose = constrainedView("loose")
        window.addSubview(card)
        card.addSubview(title)
        window.addSubview(box)
        window.addSubview(loose)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let titleWidth = title.widthAnchor.constraint(equalToConstant: 100)
        titleWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            titleWidth,
            title.heightAnchor.constraint(equalToConstant: 20),
            box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
            box.topAnchor.constraint(greaterThanOrEqualTo: card.bottomAnchor, constant: 8),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            wide,
            loose.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 200),
            loose.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            loose.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        return (window, wide)
    }

    @Test func theSceneHasEveryFrameEveryConstraintAsALineAndTheRecoveryInWords() throws {
        let driver = EventDriver()
        let (window, _) = makeScene(driver)
        driver.application.showsLayoutOverlay = true
        let overlay = try #require(window.layoutOverlay)
        let scene = overlay.scene(of: window)
        func rect(_ r: CGRect) -> String { "(\(Int(r.minX)), \(Int(r.minY)), \(Int(r.width))×\(Int(r.height)))" }
        func point(_ p: CGPoint) -> String { "(\(Int(p.x)), \(Int(p.y)))" }
        // The box's top is only bounded below (≥ 8 under the card), so its place is ambiguous too.
        #expect(
            scene.boxes.map { "\($0.name) \(rect($0.frame)) depth \($0.depth)\($0.isAmbiguous ? " ambiguous" : "")" }
                == [
                    "card (20, 40, 280×100) depth 0", "title (36, 80, 100×20) depth 1",
                    "box (20, 148, 100×10) depth 0 ambiguous", "loose (200, 0, 50×30) depth 0 ambiguous",
                ])
        // The window's constraints first, then each view's, in tree order. A position: along its axis across the
        // middle of where the two items overlap; an alignment: across the other axis; a size: across the view.
        #expect(
            scene.lines.map {
                "\($0.constraint) | \($0.label) | \(point($0.start)) → \(point($0.end))\($0.isBroken ? " broken" : "")"
            } == [
                "card.leading == window.leading + 20 | 20 | (0, 90) → (20, 90)",
                "card.trailing == window.trailing - 20 | -20 | (320, 90) → (300, 90)",
                "card.top == window.top + 40 | 40 | (160, 0) → (160, 40)",
                "box.left == window.left + 20 | 20 | (0, 153) → (20, 153)",
                "box.top >= card.bottom + 8 | ≥ 8 | (70, 140) → (70, 148)",
                "loose.left == window.left + 200 | 200 | (0, 15) → (200, 15)",
                "loose.width == 0.5×box.width | w = 0.5 × box.width | (200, 27) → (250, 27)",
                "card.height == 100 | h = 100 | (297, 40) → (297, 140)",
                "title.leading == card.leading + 16 | 16 | (20, 90) → (36, 90)",
                "title.centerY == card.centerY | 0 | (160, 90) → (86, 90)",
                "title.width == 100 @750 | w = 100 @750 | (36, 97) → (136, 97)",
                "title.height == 20 | h = 20 | (133, 80) → (133, 100)",
                "box.height == 10 | h = 10 | (117, 148) → (117, 158)",
                "box.width == 100 | w = 100 | (20, 155) → (120, 155)",
                "'wide' box.width == 200 | w = 200 | (20, 155) → (120, 155) broken",
                "loose.height == 30 | h = 30 | (247, 0) → (247, 30)",
            ])
        #expect(
            scene.recovery == [
                "Last unsatisfiable set: these 2 required constraints cannot all hold:",
                "  box.width == 100",
                "  'wide' box.width == 200",
                "Broken: 'wide' box.width == 200, the newest of the app's constraints in the set (the engine's own, "
                    + "such as autoresizing masks, are never broken while an app constraint conflicts); the views are "
                    + "laid out as if it were not there.",
                "It asks for box.width of exactly 200; it is 100 now.",
            ])
        #expect(driver.diagnostics.map(\.kind) == [.programmingError(.unsatisfiableConstraints)])
    }

    @Test func theEnvironmentTheDebugCommandAndTheChordTurnTheModeOn() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        #expect(!driver.application.showsLayoutOverlay)
        driver.sendUnchecked(
            RawInput(window: window.identifier, timestamp: 0, payload: .debug(.toggleLayoutOverlay, location: nil)))
        #expect(driver.application.showsLayoutOverlay)
        #expect(window.layoutOverlay != nil)
        #expect(!driver.application.showsHitRegions)
        driver.sendUnchecked(
            RawInput(window: window.identifier, timestamp: 0, payload: .debug(.toggleLayoutOverlay, location: nil)))
        #expect(!driver.application.showsLayoutOverlay)
        driver.application.applyDebugEnvironment(["OPENUIKIT_DEBUG": "layout"])
        #expect(driver.application.showsLayoutOverlay)
        #expect(!driver.application.showsHitRegions)
    }

    @Test func theOverlayChangesNoFrameAndNoDelivery() throws {
        func run(overlay: Bool) throws -> [String] {
            let driver = EventDriver()
            let (window, _) = makeScene(driver)
            let log = CallbackLog()
            let target = RecordingView("tap", frame: CGRect(x: 0, y: 300, width: 100, height: 100), log: log)
            window.addSubview(target)
            driver.application.showsLayoutOverlay = overlay
            if overlay { _ = driver.application.layoutOverlay?.scene(of: window) }
            try driver.tap(at: CGPoint(x: 10, y: 310))
            window.layoutIfNeeded()
            return log.take() + window.subviews.map { "\($0.debugName) \($0.frame)" }
        }
        #expect(try run(overlay: true) == run(overlay: false))
    }
}
