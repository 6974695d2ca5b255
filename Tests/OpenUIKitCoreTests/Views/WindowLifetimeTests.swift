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
        #expect(driver.diagnostics.map(\.kind) == [.input(.unknownWindow)])
    }

    /// App code run by the cancellation of a hidden window's touches may show and hide windows: the application
    /// lets go of the hidden one as things stand after that code, not before (found by `TextInputFuzzTests`: the
    /// list of windows changed under the hiding, which then removed past its end and crashed).
    @Test func windowsShownOrHiddenFromATouchCancelledByHidingAreKeptTrackOf() throws {
        let driver = EventDriver()
        let first = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = driver.makeWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let log = CallbackLog()
        let view = ActionView("B", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        second.addSubview(view)
        view.onCancelled = {
            log.append("hide first")
            first.isHidden = true
        }
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10), in: second)
        second.isHidden = true
        #expect(log.take() == ["B.touchesBegan(1)", "B.touchesCancelled(1)", "hide first"])
        #expect(driver.application.windows.isEmpty)
        // A window the cancellation shows again stays shown.
        second.isHidden = false
        try driver.touchDown(2, at: CGPoint(x: 10, y: 10), in: second)
        view.onCancelled = {
            log.append("show second again")
            second.isHidden = false
        }
        second.isHidden = true
        #expect(log.take() == ["B.touchesBegan(2)", "B.touchesCancelled(2)", "show second again"])
        #expect(driver.application.windows.map(\.frame.minX) == [200])
        #expect(!second.isHidden)
    }
}

/// Runs `onCancelled` after logging its touches' cancellation.
@MainActor
private final class ActionView: RecordingView {
    var onCancelled: () -> Void = {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        onCancelled()
    }
}
