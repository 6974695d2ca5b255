import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct PointerAndTapCountTests {
    @Test func theMousePrimaryButtonIsASingleTouch() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.pointerMove(to: CGPoint(x: 5, y: 5))
        try driver.pointerDown(at: CGPoint(x: 10, y: 10))
        try driver.pointerMove(to: CGPoint(x: 20, y: 20))
        try driver.pointerUp(at: CGPoint(x: 20, y: 20))
        try driver.pointerMove(to: CGPoint(x: 30, y: 30))
        #expect(log.take() == ["A.touchesBegan(mouse)", "A.touchesMoved(mouse)", "A.touchesEnded(mouse)"])
    }

    @Test func otherButtonsAndHoverNeverBecomeTouches() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.pointerDown(at: CGPoint(x: 10, y: 10), button: .secondary)
        try driver.pointerMove(to: CGPoint(x: 20, y: 20))
        try driver.pointerUp(at: CGPoint(x: 20, y: 20), button: .secondary)
        try driver.pointerDown(at: CGPoint(x: 10, y: 10), button: .middle)
        try driver.pointerUp(at: CGPoint(x: 10, y: 10), button: .middle)
        driver.sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: 0,
                payload: .pointer(.init(device: 2, action: .scroll(dx: 0, dy: 3), location: CGPoint(x: 5, y: 5)))))
        #expect(log.take() == [])
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func quickTapsInOnePlaceCountUp() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        var counts: [Int] = []
        let probe = ProbeView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        probe.onBegan = { event in counts.append(event?.allTouches?.first?.tapCount ?? 0) }
        window.addSubview(probe)
        try driver.tap(at: CGPoint(x: 50, y: 50))
        driver.advance(by: 0.2)
        try driver.tap(at: CGPoint(x: 55, y: 52))
        driver.advance(by: 0.3)
        try driver.tap(at: CGPoint(x: 50, y: 50))
        // Too late: counting starts again.
        driver.advance(by: 0.36)
        try driver.tap(at: CGPoint(x: 50, y: 50))
        // Too far away.
        driver.advance(by: 0.1)
        try driver.tap(at: CGPoint(x: 80, y: 50))
        // A tap that wandered is no tap: the next one starts again.
        driver.advance(by: 0.1)
        try driver.touchDown(1, at: CGPoint(x: 80, y: 50))
        try driver.touchMove(1, to: CGPoint(x: 120, y: 50))
        try driver.touchUp(1, at: CGPoint(x: 80, y: 50))
        driver.advance(by: 0.1)
        try driver.tap(at: CGPoint(x: 80, y: 50))
        // The mouse counts clicks the same way.
        driver.advance(by: 1)
        try driver.click(at: CGPoint(x: 10, y: 10))
        driver.advance(by: 0.1)
        try driver.click(at: CGPoint(x: 10, y: 10))
        #expect(counts == [1, 2, 3, 1, 1, 2, 1, 1, 2])
    }
}
