import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct BadInputTests {
    private func setUp() -> (EventDriver, UIWindow, CallbackLog) {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let log = CallbackLog()
        let view = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        return (driver, window, log)
    }

    private func touch(
        _ number: Int, _ phase: RawInput.TouchPhase, _ point: CGPoint, in window: UIWindow,
        at time: TimeInterval = 0
    ) -> RawInput {
        RawInput(
            window: window.identifier, timestamp: time,
            payload: .touches([
                .init(
                    identifier: .init(device: EventDriver.touchscreenDevice, number: number), phase: phase,
                    location: point)
            ]))
    }

    @Test func movesAndEndsWithoutABeginAreDropped() {
        let (driver, window, log) = setUp()
        driver.sendUnchecked(touch(1, .moved, CGPoint(x: 1, y: 1), in: window))
        driver.sendUnchecked(touch(1, .ended, CGPoint(x: 1, y: 1), in: window))
        driver.sendUnchecked(touch(1, .cancelled, CGPoint(x: 1, y: 1), in: window))
        #expect(log.take() == [])
        #expect(
            driver.diagnostics.map(\.kind) == [.input(.touchNotBegun), .input(.touchNotBegun), .input(.touchNotBegun)])
        #expect(driver.diagnostics[0].message.contains("touch 1:1 moved without a begin"))
    }

    @Test func aDuplicateBeginIsDroppedAndTheFirstTouchCarriesOn() {
        let (driver, window, log) = setUp()
        driver.sendUnchecked(touch(1, .began, CGPoint(x: 1, y: 1), in: window))
        driver.sendUnchecked(touch(1, .began, CGPoint(x: 5, y: 5), in: window))
        driver.sendUnchecked(touch(1, .ended, CGPoint(x: 1, y: 1), in: window))
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesEnded(1)"])
        #expect(driver.diagnostics.map(\.kind) == [.input(.duplicateBegin)])
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteLocationsAreDroppedButAnEndStillEndsTheTouch(bad: CGFloat) throws {
        let (driver, window, log) = setUp()
        driver.sendUnchecked(touch(1, .began, CGPoint(x: bad, y: 1), in: window))
        driver.sendUnchecked(touch(2, .began, CGPoint(x: 1, y: 1), in: window))
        driver.sendUnchecked(touch(2, .moved, CGPoint(x: 1, y: bad), in: window))
        driver.sendUnchecked(touch(2, .ended, CGPoint(x: bad, y: bad), in: window))
        driver.sendUnchecked(touch(2, .cancelled, CGPoint(x: bad, y: bad), in: window))
        #expect(log.take() == ["A.touchesBegan(2)", "A.touchesEnded(2)"])
        #expect(
            driver.diagnostics.map(\.kind) == [
                .input(.nonFiniteLocation), .input(.nonFiniteLocation), .input(.nonFiniteLocation),
                .input(.touchNotBegun),
            ])
        // The mouse: a press or move without a place is dropped, a release without one still releases.
        try driver.pointerDown(at: CGPoint(x: 5, y: 5))
        driver.sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: 0,
                payload: .pointer(.init(device: driver.pointerDevice, action: .moved, location: CGPoint(x: bad, y: 0))))
        )
        driver.sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: 0,
                payload: .pointer(
                    .init(device: driver.pointerDevice, action: .buttonUp(.primary), location: CGPoint(x: bad, y: 0)))))
        driver.sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: 0,
                payload: .pointer(
                    .init(device: driver.pointerDevice, action: .buttonDown(.primary), location: CGPoint(x: bad, y: 0)))
            ))
        #expect(log.take() == ["A.touchesBegan(mouse)", "A.touchesEnded(mouse)"])
        #expect(
            driver.diagnostics.map(\.kind).suffix(3) == [
                .input(.nonFiniteLocation), .input(.nonFiniteLocation), .input(.nonFiniteLocation),
            ])
    }

    /// A backend that cancels a touch may not know where it is (the X11 backend sent (0, 0)): the touch keeps its
    /// last location, as in UIKit, and the view sees it cancelled there.
    @Test func aCancelledTouchKeepsItsLastLocation() {
        let (driver, window, _) = setUp()
        final class LocationView: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches) }
            private func note(_ phase: String, _ touches: Set<UITouch>) {
                let point = touches.first!.location(in: nil)
                log.append("\(phase) at (\(Int(point.x)), \(Int(point.y)))")
            }
        }
        let view = LocationView(frame: window.bounds)
        window.addSubview(view)
        driver.sendUnchecked(touch(1, .began, CGPoint(x: 10, y: 10), in: window))
        driver.sendUnchecked(touch(1, .moved, CGPoint(x: 30, y: 40), in: window))
        driver.sendUnchecked(touch(1, .cancelled, CGPoint(x: 0, y: 0), in: window))
        #expect(view.log == ["began at (10, 10)", "moved at (30, 40)", "cancelled at (30, 40)"])
    }

    @Test func anEndSentToTheWrongWindowStillEndsTheTouch() {
        let (driver, window, log) = setUp()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.makeKeyAndVisible()
        driver.sendUnchecked(touch(1, .began, CGPoint(x: 1, y: 1), in: window))
        driver.sendUnchecked(touch(1, .ended, CGPoint(x: 2, y: 2), in: other))
        driver.sendUnchecked(touch(1, .ended, CGPoint(x: 2, y: 2), in: window))
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesEnded(1)"])
        #expect(driver.diagnostics.map(\.kind) == [.input(.wrongWindow), .input(.touchNotBegun)])
    }

    @Test func aFingerThatBeginsAndEndsInOneFrameIsDeliveredAsTwo() {
        let (driver, window, log) = setUp()
        driver.sendUnchecked(
            RawInput(
                window: window.identifier, timestamp: 0,
                payload: .touches([
                    .init(identifier: .init(device: 1, number: 1), phase: .began, location: CGPoint(x: 1, y: 1)),
                    .init(identifier: .init(device: 1, number: 2), phase: .began, location: CGPoint(x: 5, y: 1)),
                    .init(identifier: .init(device: 1, number: 1), phase: .ended, location: CGPoint(x: 1, y: 1)),
                ])))
        driver.sendUnchecked(touch(2, .ended, CGPoint(x: 5, y: 1), in: window))
        #expect(log.take() == ["A.touchesBegan(1,2)", "A.touchesEnded(1)", "A.touchesEnded(2)"])
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func aShakeThatBeginsTwiceIsReported() {
        let (driver, window, _) = setUp()
        let log = CallbackLog()
        let delegate = RecordingResponder("delegate", log: log)
        driver.application.delegate = delegate
        for phase: RawInput.MotionPhase in [.began, .began, .ended] {
            driver.sendUnchecked(
                RawInput(window: window.identifier, timestamp: 0, payload: .motion(phase, .motionShake)))
        }
        #expect(log.take() == ["delegate.motionBegan(motionShake)", "delegate.motionEnded(motionShake)"])
        #expect(driver.diagnostics.map(\.kind) == [.input(.duplicateBegin)])
    }

    @Test func inputForAWindowThatIsNotOpenIsDropped() throws {
        let (driver, window, log) = setUp()
        let neverShown = UIWindow(frame: .zero)
        driver.sendUnchecked(touch(1, .began, CGPoint(x: 1, y: 1), in: neverShown))
        window.close()
        try driver.tap(at: CGPoint(x: 10, y: 10), in: window)
        try driver.shake(in: window)
        #expect(log.take() == [])
        #expect(
            driver.diagnostics.map(\.kind) == [
                .input(.unknownWindow), .input(.unknownWindow), .input(.unknownWindow), .input(.unknownWindow),
                .input(.unknownWindow),
            ])
    }

    @Test func aTouchSentToAnotherWindowThanItBeganInIsDropped() {
        let (driver, window, log) = setUp()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.makeKeyAndVisible()
        driver.sendUnchecked(touch(1, .began, CGPoint(x: 1, y: 1), in: window))
        driver.sendUnchecked(touch(1, .moved, CGPoint(x: 2, y: 2), in: other))
        driver.sendUnchecked(touch(1, .ended, CGPoint(x: 2, y: 2), in: window))
        #expect(log.take() == ["A.touchesBegan(1)", "A.touchesEnded(1)"])
        #expect(driver.diagnostics.map(\.kind) == [.input(.wrongWindow)])
    }

    @Test func timeThatRunsBackwardsIsClampedWithADiagnostic() {
        let (driver, window, _) = setUp()
        var stamps: [TimeInterval] = []
        let probe = ProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        probe.onBegan = { stamps.append($0?.timestamp ?? -1) }
        window.addSubview(probe)
        driver.sendUnchecked(touch(1, .began, CGPoint(x: 1, y: 1), in: window, at: 5))
        driver.sendUnchecked(touch(1, .ended, CGPoint(x: 1, y: 1), in: window, at: 6))
        driver.sendUnchecked(touch(2, .began, CGPoint(x: 1, y: 1), in: window, at: 3))
        driver.sendUnchecked(touch(2, .ended, CGPoint(x: 1, y: 1), in: window, at: .nan))
        driver.sendUnchecked(touch(3, .began, CGPoint(x: 1, y: 1), in: window, at: .infinity))
        driver.sendUnchecked(touch(3, .ended, CGPoint(x: 1, y: 1), in: window, at: 7))
        #expect(stamps == [5, 6, 6])
        #expect(
            driver.diagnostics.map(\.kind) == [
                .input(.timestampWentBackwards), .input(.invalidTimestamp), .input(.invalidTimestamp),
            ])
    }

    @Test func mismatchedSubtypesAndMissingKeyWindowsAreDiagnosed() {
        let (driver, window, _) = setUp()
        driver.sendUnchecked(
            RawInput(window: window.identifier, timestamp: 0, payload: .motion(.began, .remoteControlPlay)))
        driver.sendUnchecked(RawInput(window: window.identifier, timestamp: 0, payload: .remoteControl(.motionShake)))
        driver.sendUnchecked(RawInput(window: window.identifier, timestamp: 0, payload: .motion(.ended, .motionShake)))
        let second = UIWindow(frame: .zero)
        second.makeKeyAndVisible()
        second.close()
        driver.sendUnchecked(
            RawInput(window: window.identifier, timestamp: 0, payload: .remoteControl(.remoteControlPlay)))
        #expect(
            driver.diagnostics.map(\.kind) == [
                .input(.mismatchedSubtype), .input(.mismatchedSubtype), .input(.touchNotBegun), .input(.noKeyWindow),
            ])
    }

    @Test func pointerButtonsOutOfOrderAreDropped() {
        let (driver, window, log) = setUp()
        let up = RawInput(
            window: window.identifier, timestamp: 0,
            payload: .pointer(.init(action: .buttonUp(.primary), location: CGPoint(x: 1, y: 1))))
        let down = RawInput(
            window: window.identifier, timestamp: 0,
            payload: .pointer(.init(action: .buttonDown(.primary), location: CGPoint(x: 1, y: 1))))
        driver.sendUnchecked(up)
        driver.sendUnchecked(down)
        driver.sendUnchecked(down)
        driver.sendUnchecked(up)
        #expect(log.take() == ["A.touchesBegan(mouse)", "A.touchesEnded(mouse)"])
        #expect(driver.diagnostics.map(\.kind) == [.input(.touchNotBegun), .input(.duplicateBegin)])
    }

    @Test func theDriverRefusesIncoherentSequencesWithClearErrors() throws {
        let driver = EventDriver()
        #expect(throws: EventDriverError.noWindow) { try driver.touchDown(1, at: .zero) }
        driver.makeWindow()
        #expect(throws: EventDriverError.fingerNotDown(1)) { try driver.touchMove(1, to: .zero) }
        #expect(throws: EventDriverError.fingerNotDown(2)) { try driver.touchUp(2) }
        try driver.touchDown(1, at: .zero)
        #expect(throws: EventDriverError.fingerAlreadyDown(1)) { try driver.touchDown(1, at: .zero) }
        #expect(throws: EventDriverError.buttonNotDown) { try driver.pointerUp(at: .zero) }
        #expect(throws: EventDriverError.motionNotBegun) { try driver.motion(.ended) }
        #expect(
            EventDriverError.fingerNotDown(3).description
                == "finger 3 is not down; put it down before moving, lifting or cancelling it")
        #expect(driver.diagnostics.isEmpty)
    }
}
