import Foundation
import Testing
@_spi(Windowing) @_spi(Rendering) @_spi(Input) import OpenUIKitCore
import OpenUIKitTesting

/// The backend contract seen from the embedded backend: what the core tells a backend about windows, and what a
/// backend can tell the core.
@MainActor
@Suite struct BackendContractTests {
    @Test func theCoreTellsTheBackendAboutEveryWindowChange() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let id = window.identifier, n = id.rawValue
        window.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        window.isHidden = true
        window.isHidden = false
        window.close()
        #expect(
            driver.backend.windowEvents == [
                .show(id), .frame(id, CGRect(x: 10, y: 20, width: 200, height: 100)), .hide(id), .show(id), .hide(id),
                .close(id),
            ])
        #expect(
            driver.backend.windowEvents.map(\.description) == [
                "show #\(n)", "frame #\(n) (10, 20, 200, 100)", "hide #\(n)", "show #\(n)", "hide #\(n)", "close #\(n)",
            ])
        #expect(driver.backend.shownWindows == [])
    }

    @Test func aHiddenWindowThatIsFreedIsReportedClosed() {
        let driver = EventDriver()
        var number = 0
        do {
            let window = driver.makeWindow()
            number = window.identifier.rawValue
            window.isHidden = true
            driver.defaultWindow = nil
        }
        #expect(
            driver.backend.windowEvents.map(\.description) == [
                "show #\(number)", "hide #\(number)", "close #\(number)",
            ])
    }

    @Test func geometryTheBackendReportsIsNotEchoedBack() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        driver.application.backendWindow(window, didChangeFrameTo: CGRect(x: 0, y: 0, width: 640, height: 400))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 640, height: 400))
        #expect(driver.backend.windowEvents == [.show(window.identifier)])
    }

    @Test func attachingABackendShowsTheWindowsAlreadyVisible() {
        let driver = EventDriver()
        let first = driver.makeWindow(), second = driver.makeWindow()
        let later = EmbeddedBackend()
        later.attach(driver.application)
        #expect(later.windowEvents == [.show(first.identifier), .show(second.identifier)])
    }

    @Test func damageAsksForOneFrame() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        _ = window.takeDamage()  // what a frame does
        let before = driver.backend.frameRequests
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.backgroundColor = .red
        view.alpha = 0.5
        #expect(driver.backend.frameRequests == before + 1)
    }

    @Test func focusMakesTheWindowKey() {
        let driver = EventDriver()
        let first = driver.makeWindow(), second = driver.makeWindow()
        #expect(second.isKeyWindow)
        driver.application.backendWindowDidBecomeKey(first)
        #expect(first.isKeyWindow && !second.isKeyWindow)
    }

    @Test func aCloseFromOutsideClosesTheWindow() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        window.addSubview(RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        driver.application.backendWindowDidClose(window)
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesCancelled(1)"])
        #expect(driver.application.windows.isEmpty)
        #expect(
            driver.backend.windowEvents.suffix(2) == [.hide(window.identifier), .close(window.identifier)])
    }

    /// A device that goes away cancels its fingers and its mouse touch, each where it was, and nothing else; the
    /// device's later samples are swallowed without a diagnostic.
    @Test func removingADeviceCancelsItsTouchesWhereTheyWere() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        window.addSubview(PlaceLoggingView("A", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log))
        let view = window.subviews[0]
        view.isMultipleTouchEnabled = true
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.touchMove(1, to: CGPoint(x: 40, y: 30))
        try driver.pointerDown(at: CGPoint(x: 100, y: 100))
        driver.application.backendDeviceWasRemoved(EventDriver.touchscreenDevice)
        try driver.touchUp(1)
        try driver.pointerUp(at: CGPoint(x: 120, y: 100))
        #expect(
            log.take() == [
                "A.touchesBegan(1)", "A.touchesMoved(1)", "A.touchesBegan(mouse)", "A.touchesCancelled(1)",
                "cancelled at (40, 30)", "A.touchesEnded(mouse)", "ended at (120, 100)",
            ])
        #expect(driver.diagnostics.isEmpty)
        #expect(driver.finish().isClean)
    }

    @Test func cancellingEveryTouchOfAWindowLeavesOtherWindowsAlone() throws {
        let driver = EventDriver()
        let left = driver.makeWindow(), right = driver.makeWindow()
        let log = CallbackLog()
        left.addSubview(RecordingView("L", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        right.addSubview(RecordingView("R", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10), in: left)
        try driver.touchDown(2, at: CGPoint(x: 10, y: 10), in: right)
        driver.application.cancelTouches(in: left)
        try driver.touchUp(1)
        try driver.touchUp(2)
        #expect(log.take() == ["L.touchesBegan(1)", "R.touchesBegan(2)", "L.touchesCancelled(1)", "R.touchesEnded(2)"])
        #expect(driver.diagnostics.isEmpty)
    }
}
