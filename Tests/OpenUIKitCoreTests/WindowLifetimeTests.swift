import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// As in UIKit, the application keeps its visible windows alive and no others.
@MainActor
@Suite struct WindowLifetimeTests {
    @Test func aVisibleWindowIsKeptAndAHiddenOneIsFreed() throws {
        let driver = EventDriver()
        weak var dropped: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            dropped = window
        }
        #expect(dropped != nil)
        #expect(driver.application.windows.count == 1)
        dropped?.isHidden = true
        #expect(dropped == nil)
        #expect(driver.application.windows.isEmpty)
        #expect(driver.application.keyWindow == nil)
    }

    @Test func aWindowNeverShownIsFreed() {
        _ = EventDriver()
        weak var dropped: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.isHidden = false
            window.isHidden = true
            dropped = window
        }
        #expect(dropped == nil)
    }

    /// Hiding a window cancels its touches (its views can no longer be touched); showing it again takes new ones.
    @Test func hidingAWindowCancelsItsTouchesAndShowingItAgainTakesNewOnes() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        window.isHidden = true
        try driver.touchUp(1)
        window.makeKeyAndVisible()
        try driver.tap(at: CGPoint(x: 10, y: 10), finger: 2)
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesCancelled(1)", "A.touchesBegan(2)", "A.touchesEnded(2)"])
        // The finger's end, sent to the hidden window, is dropped like any input for a window not shown.
        #expect(driver.diagnostics.map(\.kind) == [.unknownWindow])
    }
}

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
