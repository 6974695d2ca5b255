import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `finish()` reports what a test left behind, like swift-nio's `EmbeddedChannel.finish()`.
@MainActor
@Suite struct EmbeddedFinishTests {
    @Test func aCompleteTapEndsClean() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        window.addGestureRecognizer(UITapGestureRecognizer())
        try driver.tap(at: CGPoint(x: 10, y: 10))
        let leftovers = driver.finish()
        #expect(leftovers.isClean)
        #expect(leftovers.description == "clean")
    }

    @Test func aFingerStillDownAndARecognizerStillTrackingAreReported() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "A"
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        view.addGestureRecognizer(pan)
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchMove(1, to: CGPoint(x: 60, y: 10))
        let leftovers = driver.finish()
        #expect(leftovers.touchesDown.map(\.description) == ["touch 1:1 on A (moved)"])
        #expect(leftovers.pendingTimers == [])
        #expect(leftovers.engagedRecognizers == [.init(name: "pan", state: .began, touches: 1)])
        #expect(!leftovers.isClean)
        try driver.touchUp(1)
        #expect(driver.finish().isClean)
    }

    @Test func aPendingTimerIsReported() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        window.addGestureRecognizer(doubleTap)
        try driver.tap(at: CGPoint(x: 10, y: 10))
        let leftovers = driver.finish()
        #expect(leftovers.touchesDown == [])
        #expect(leftovers.pendingTimers.count == 1)
        #expect(leftovers.pendingTimers.first?.description.hasPrefix("timer due at ") == true)
        // Waiting for its second tap: still in progress, with the first tap's touch as its last update.
        #expect(leftovers.engagedRecognizers.map(\.description) == ["doubleTap: possible, 1 touch"])
        driver.advance(by: 1)
        #expect(driver.finish().isClean)
    }
}
