import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A touch the backend cancels keeps the place it was last seen (UIKit never moves a cancelled touch).
@MainActor
@Suite struct CancelledTouchLocationTests {
    @Test func aBackendCancellationWithoutAPlaceKeepsTheLastLocation() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        window.addSubview(PlaceLoggingView("A", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log))
        try driver.touchDown(1, at: CGPoint(x: 30, y: 40))
        try driver.touchMove(1, to: CGPoint(x: 50, y: 60))
        // The backend knows only that the finger is gone, not where it is.
        driver.sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: driver.clock.now,
                payload: .touches([
                    .init(
                        identifier: .init(device: EventDriver.touchscreenDevice, number: 1), phase: .cancelled,
                        location: .zero)
                ])))
        #expect(
            log.take() == ["A.touchesBegan(1)", "A.touchesMoved(1)", "A.touchesCancelled(1)", "cancelled at (50, 60)"])
    }
}
