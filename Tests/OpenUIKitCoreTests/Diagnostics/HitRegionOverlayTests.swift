import Foundation
import Testing
@_spi(Rendering) import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct HitRegionOverlayTests {
    @Test func theDebugPayloadAndTheEnvironmentTurnTheOverlayOn() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        #expect(!driver.application.showsHitRegions)
        driver.sendUnchecked(
            RawInput(window: window.identifier, timestamp: 0, payload: .debug(.toggleHitRegions, location: nil)))
        #expect(driver.application.showsHitRegions)
        #expect(window.hitRegionOverlay != nil)
        driver.sendUnchecked(
            RawInput(window: window.identifier, timestamp: 0, payload: .debug(.toggleHitRegions, location: nil)))
        #expect(!driver.application.showsHitRegions)
        #expect(driver.application.eventTraceHandler == nil)
        driver.application.applyDebugEnvironment(["OPENUIKIT_DEBUG": "layout,hits"])
        #expect(driver.application.showsHitRegions)
    }

    @Test func theOverlayFollowsTouchesAndTheLastPathAndSelectsViews() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.accessibilityIdentifier = "window"
        let card = named("Card", CGRect(x: 10, y: 10, width: 80, height: 80))
        let off = named("Off", CGRect(x: 100, y: 10, width: 80, height: 80))
        off.isUserInteractionEnabled = false
        window.addSubview(card)
        window.addSubview(off)
        driver.application.showsHitRegions = true
        var printed: [String] = []
        let overlay = try #require(driver.application.hitRegionOverlay)
        overlay.warningHandler = { printed.append($0) }
        try driver.touchDown(1, at: CGPoint(x: 20, y: 20))
        try driver.touchDown(2, at: CGPoint(x: 150, y: 50))
        try driver.touchMove(1, to: CGPoint(x: 30, y: 30))
        #expect(overlay.touches.map(\.name) == ["touch 1:1", "touch 1:2"])
        #expect(overlay.touches.map(\.location) == [CGPoint(x: 30, y: 30), CGPoint(x: 150, y: 50)])
        #expect(overlay.lastTouch == "touch 1:2")
        #expect(
            overlay.lastHitTest?.summary == [
                "window: chosen (0, 0, 200×200)", "  Off: skippedUserInteractionDisabled (100, 10, 80×80)",
                "  Card: pointOutside (10, 10, 80×80)",
            ])
        try driver.touchUp(1)
        try driver.touchUp(2)
        #expect(overlay.touches.isEmpty)
        driver.sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: 0, payload: .debug(.selectView, location: CGPoint(x: 150, y: 50)))
        )
        #expect(
            printed == [
                "selected UIView 'Off' frame=(100, 10, 80×80) [interaction off] — cannot be hit: Off has "
                    + "isUserInteractionEnabled = false; a touch here goes to window"
            ])
        #expect(overlay.selectedView == "Off")
    }

    @Test func regionsFollowTransformsAncestorsAndPointInside() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = named("P", CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = named("C", CGRect(x: 50, y: 50, width: 100, height: 100))
        let hidden = named("H", CGRect(x: 0, y: 120, width: 50, height: 50))
        hidden.isHidden = true
        window.addSubview(parent)
        parent.addSubview(child)
        window.addSubview(hidden)
        let map = HitRegionMap(window: window)
        #expect(map.regions.map(\.name) == ["P", "C", "H"])
        #expect(map.regions.map(\.isExactlyBounds) == [true, false, false])
        #expect(map.regions.map(\.blocked) == [nil, nil, "H has isHidden = true"])
        // A quarter of C lies inside P: about three quarters of its in-bounds samples are unreachable.
        let c = map.regions[1]
        let reachableInside = c.reachable.filter {
            CGRect(x: 50, y: 50, width: 100, height: 100).contains(CGPoint(x: $0.midX, y: $0.midY))
        }
        #expect(
            c.corners == [
                CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 150), CGPoint(x: 50, y: 150),
            ])
        #expect(reachableInside.allSatisfy { $0.maxX <= 101 && $0.maxY <= 101 })
        #expect(abs(Double(c.unreachable.count) / Double(c.unreachable.count + reachableInside.count) - 0.75) < 0.05)
    }

    /// The overlay keeps the last frame's map while the tree is unchanged (a frame of a 1,000-view window must stay
    /// cheap), and makes a new one as soon as anything it is made from changes; recognizer states stay live.
    @Test func theMapIsReusedUntilTheTreeChangesAndRecognizerStatesStayLive() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = named("Card", CGRect(x: 10, y: 10, width: 80, height: 80))
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        card.addGestureRecognizer(pan)
        window.addSubview(card)
        driver.application.showsHitRegions = true
        let overlay = try #require(driver.application.hitRegionOverlay)
        overlay.warningHandler = { _ in }
        var log: [String] = []
        func frame(_ label: String) {
            let region = overlay.prepareFrame(of: window).map.regions[0]
            log.append(
                "\(label): maps \(overlay.mapsMade), corner \(Int(region.corners[0].x)),\(Int(region.corners[0].y)), "
                    + region.recognizers.joined()
                    + (region.blocked.map { ", blocked: \($0)" } ?? ""))
        }
        frame("first")
        frame("unchanged")
        try driver.touchDown(1, at: CGPoint(x: 20, y: 20))
        try driver.touchMove(1, to: CGPoint(x: 50, y: 20))
        frame("dragging")
        try driver.touchUp(1)
        card.center.x += 50
        frame("moved")
        card.isUserInteractionEnabled = false
        frame("interaction off")
        #expect(
            log == [
                "first: maps 1, corner 10,10, pan: possible", "unchanged: maps 1, corner 10,10, pan: possible",
                "dragging: maps 1, corner 10,10, pan: began", "moved: maps 2, corner 60,10, pan: possible",
                "interaction off: maps 3, corner 60,10, pan: possible, blocked: Card has isUserInteractionEnabled = false",
            ])
    }
    /// A label or image view is off by default, as in UIKit: not a trap unless something inside takes touches or
    /// someone made it so. A plain view turned off stays a blocked region.
    @Test func labelsAndImageViewsAreQuietUnlessSomethingInsideTakesTouches() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 200, height: 200))
        let caption = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        caption.accessibilityIdentifier = "Caption"
        let photo = UIImageView(frame: CGRect(x: 0, y: 30, width: 100, height: 60))
        photo.accessibilityIdentifier = "Photo"
        photo.addSubview(named("Inner", CGRect(x: 0, y: 0, width: 10, height: 10)))
        let tappable = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        tappable.accessibilityIdentifier = "Link"
        tappable.addGestureRecognizer(UITapGestureRecognizer())
        let framed = UIImageView(frame: CGRect(x: 0, y: 130, width: 100, height: 60))
        framed.accessibilityIdentifier = "Framed"
        framed.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        let panel = named("Panel", CGRect(x: 110, y: 0, width: 80, height: 80))
        panel.isUserInteractionEnabled = false
        for view in [caption, photo, tappable, framed, panel] { window.addSubview(view) }
        let map = HitRegionMap(window: window)
        #expect(
            map.regions.map { "\($0.name): \($0.isQuiet ? "quiet" : $0.blocked == nil ? "open" : "blocked")" } == [
                "Caption: quiet", "Photo: quiet", "Inner: blocked", "Link: blocked", "Framed: blocked",
                "UIButton: blocked", "Panel: blocked",
            ])
    }

    /// The covered view, the zero-size container and its child carry their traps in the map the painter draws.
    @Test func aCoveredViewAndAZeroSizeContainerAreMarkedAsTraps() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        button.accessibilityIdentifier = "Buy"
        let cover = named("Cover", CGRect(x: 0, y: 0, width: 120, height: 60))
        let box = named("Box", CGRect(x: 150, y: 100, width: 0, height: 0))
        let child = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        child.accessibilityIdentifier = "Child"
        box.addSubview(child)
        for view in [button, cover, box] { window.addSubview(view) }
        driver.application.showsHitRegions = true
        let overlay = try #require(driver.application.hitRegionOverlay)
        var printed: [String] = []
        overlay.warningHandler = { printed.append($0) }
        let (map, warnings) = overlay.prepareFrame(of: window)
        #expect(
            map.regions.map { "\($0.name): \($0.traps.map(\.label)), zero size \($0.hasZeroSize)" } == [
                "Buy: [\"covered by Cover\"], zero size false", "Cover: [], zero size false",
                "Box: [\"zero size\"], zero size true", "Child: [\"outside its superview\"], zero size false",
            ])
        #expect(map.regions.map(\.warnings.count) == [1, 0, 1, 1])
        #expect(
            warnings == [
                "Buy is covered at its centre by Cover, which takes the touch",
                "Box has zero size (frame (150, 100, 0×0)), so no touch reaches its subviews",
                "Child lies outside its superview Box, which has zero size ((0, 0, 40×30) in (0, 0, 0×0)): touches "
                    + "there never reach it",
            ])
        #expect(printed == warnings)
    }
}
