import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// Touch frames paced to the display refresh (`TouchFramePacer`), on virtual time: what views and recognizers see
/// of a fast stroke, a pinch whose fingers arrive one at a time, a pan that rests before lifting, taps, and input
/// of other kinds meanwhile; and that a recording keeps the paced frames.
@MainActor
@Suite struct TouchFramePacingTests {
    /// A view that logs each touches callback: the phase, the clock's time in ms, and per touch the x of every
    /// coalesced sample with its time in ms.
    final class FrameView: UIView {
        var log: [String] = []
        var clock: VirtualClock?
        private func note(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            let now = Int(((clock?.now ?? 0) * 1000).rounded())
            let fingers = touches.sorted { $0.inputIdentifier.number < $1.inputIdentifier.number }.map { touch in
                let samples = (event?.coalescedTouches(for: touch) ?? []).map {
                    "\(Int($0.location(in: self).x))@\(Int(($0.timestamp * 1000).rounded()))"
                }
                return "\(touch.inputIdentifier.number):[\(samples.joined(separator: " "))]"
            }
            log.append("\(now) \(name) \(fingers.joined(separator: " "))")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            note("cancelled", touches, event)
        }
    }

    /// A driver pacing touch frames at 64 Hz (a frame interval of 15.625 ms, exact in binary), its window covered
    /// by a ``FrameView``.
    static func pacedScene(paced: Bool = true) -> (EventDriver, FrameView) {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        driver.backend.pacesTouchFrames = paced
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let view = FrameView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        view.clock = driver.clock
        window.addSubview(view)
        return (driver, view)
    }

    /// A stroke sampled every millisecond: one move per frame interval, whose coalesced touches are every sample
    /// since the previous frame, in order, each with its own time; the lift goes out a millisecond after it came,
    /// with the moves still held, in a frame of its own.
    @Test func aFastStrokeIsOneFramePerIntervalWithEverySampleInOrder() throws {
        let (driver, view) = Self.pacedScene()
        try driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        for step in 1...48 {
            driver.advance(by: 0.001)
            try driver.touchMove(1, to: CGPoint(x: 100 + step, y: 100))
        }
        try driver.touchUp(1)
        driver.advance(by: 0.001)
        // Sample i is at 100 + i, taken at i ms.
        func samples(_ range: ClosedRange<Int>) -> String {
            range.map { "\(100 + $0)@\($0)" }.joined(separator: " ")
        }
        #expect(
            view.log == [
                "1 began 1:[100@0]",
                // Due one interval after the previous frame: at 1 + 15.625 ms, then 32.25 and 47.875 ms.
                "17 moved 1:[\(samples(1...16))]",
                "32 moved 1:[\(samples(17...32))]",
                "48 moved 1:[\(samples(33...47))]",
                // The lift (at 48 ms) lets the held move go 1 ms later, and ends in the next frame.
                "49 moved 1:[148@48]",
                "49 ended 1:[148@48]",
            ])
        #expect(driver.finish().isClean)
    }

    /// The same stroke unpaced: one frame per move, as the backend sent them.
    @Test func withoutPacingEveryBatchIsItsOwnFrame() throws {
        let (driver, view) = Self.pacedScene(paced: false)
        try driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        for step in 1...3 {
            driver.advance(by: 0.001)
            try driver.touchMove(1, to: CGPoint(x: 100 + step, y: 100))
        }
        try driver.touchUp(1)
        #expect(
            view.log == [
                "0 began 1:[100@0]", "1 moved 1:[101@1]", "2 moved 1:[102@2]", "3 moved 1:[103@3]",
                "3 ended 1:[103@3]",
            ])
    }

    /// A pinch whose fingers the backend reports one at a time, at one instant (as X writes each finger's update
    /// with one server time), every 8 ms: each frame moves both fingers, and the velocity holds within 20 % from one
    /// change to the next at the real speed. Unpaced, each finger's update is a frame of its own and the pinch sees
    /// half of each step.
    @Test(arguments: [true, false])
    func aPinchReportedFingerByFingerMovesBothFingersTogether(paced: Bool) throws {
        let (driver, view) = Self.pacedScene(paced: paced)
        var velocities: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { velocities.append(($0 as! UIPinchGestureRecognizer).velocity) }
        pinch.cancelsTouchesInView = false
        view.addGestureRecognizer(pinch)
        try driver.frame {
            try $0.down(1, at: CGPoint(x: 200, y: 200))
            try $0.down(2, at: CGPoint(x: 400, y: 200))
        }
        for step in 1...12 {
            driver.advance(by: 0.008)
            let spread = CGFloat(step) * 5
            try driver.touchMove(1, to: CGPoint(x: 200 - spread, y: 200))
            try driver.touchMove(2, to: CGPoint(x: 400 + spread, y: 200))
        }
        driver.advance(by: 0.02)
        try driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        driver.advance(by: 0.001)
        let moves = view.log.filter { $0.contains(" moved ") }
        let changes = Array(velocities.dropFirst().dropLast())
        if paced {
            let steady = zip(changes, changes.dropFirst()).allSatisfy { abs($1 - $0) <= 0.2 * abs($0) }
            // Both fingers in every move; frames due every 15.625 ms hold one or two steps each.
            #expect(moves.allSatisfy { $0.contains(" 1:[") && $0.contains(" 2:[") }, "\(moves)")
            #expect(moves.count == 7, "\(moves)")
            #expect(steady, "velocities \(velocities)")
            // 10 points of 200 more each 8 ms: 0.05 scale in 0.008 s.
            #expect(changes.allSatisfy { abs($0 - 6.25) < 0.01 }, "velocities \(velocities)")
        } else {
            // One finger per frame: each frame sees half the step, and the pinch reads half the real speed.
            #expect(moves.count == 24)
            #expect(changes.allSatisfy { abs($0 - 3.125) < 0.01 }, "velocities \(velocities)")
        }
        #expect(driver.finish().isClean)
    }

    /// A pan that moves, then rests 100 ms before lifting, ends with no velocity (no fling); lifted while moving,
    /// it keeps its velocity.
    @Test(arguments: [0.1, 0.002])
    func aPanThatRestsBeforeLiftingHasNoVelocity(rest: TimeInterval) throws {
        let (driver, view) = Self.pacedScene()
        var log: [String] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let velocity = (recognizer as! UIPanGestureRecognizer).velocity(in: nil)
            if recognizer.state == .ended { log.append("ended \(Int(velocity.x.rounded()))") }
        }
        view.addGestureRecognizer(pan)
        try driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        for step in 1...40 {
            driver.advance(by: 0.002)
            try driver.touchMove(1, to: CGPoint(x: 100 + 2 * CGFloat(step), y: 100))
        }
        driver.advance(by: rest)
        try driver.touchUp(1)
        driver.advance(by: 0.001)
        // 2 points each 2 ms: 1,000 points per second while moving.
        #expect(log == [rest > 0.05 ? "ended 0" : "ended 1000"])
        #expect(driver.finish().isClean)
    }

    /// A tap inside one frame interval is still two frames, began then ended; a finger landing while another's
    /// moves are held joins their frame, and goes out a millisecond after it landed.
    @Test func phasesAreNeverMergedAndLandingsAreNotDelayedAFrame() throws {
        let (driver, view) = Self.pacedScene()
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        driver.advance(by: 0.0002)
        try driver.touchUp(1)
        driver.advance(by: 0.002)
        try driver.touchDown(1, at: CGPoint(x: 20, y: 10))
        driver.advance(by: 0.002)
        try driver.touchMove(1, to: CGPoint(x: 21, y: 10))
        driver.advance(by: 0.002)
        try driver.touchMove(1, to: CGPoint(x: 22, y: 10))
        try driver.touchDown(2, at: CGPoint(x: 300, y: 10))
        driver.advance(by: 0.001)
        try driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        driver.advance(by: 0.001)
        #expect(
            view.log == [
                "1 began 1:[10@0]", "1 ended 1:[10@0]",
                "3 began 1:[20@2]",
                // The landing (at 6.2 ms) lets the moves held since 4.2 ms go with it, 1 ms later.
                "7 began 2:[300@6]", "7 moved 1:[21@4 22@6]",
                "8 ended 1:[22@7] 2:[300@7]",
            ])
        #expect(driver.finish().isClean)
    }

    /// An application that logs the events it sends: their type, and for touches every touch's phase.
    final class LoggingApplication: UIApplication {
        var log: [String] = []
        override func sendEvent(_ event: UIEvent) {
            if event.type == .touches {
                log.append("touches " + event.orderedTouches.map { "\($0.phase)" }.joined(separator: ","))
            } else {
                log.append("\(event.type)")
            }
            super.sendEvent(event)
        }
    }

    /// Input of another kind while moves are held lets them go first: events keep the order they came in.
    @Test func otherInputDeliversTheHeldFrameFirst() throws {
        let application = LoggingApplication()
        let driver = EventDriver(application: application)
        driver.backend.pacesTouchFrames = true
        let window = driver.makeWindow()
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        driver.advance(by: 0.002)
        try driver.touchMove(1, to: CGPoint(x: 12, y: 10))
        try driver.press(.keyboardA, in: window)
        try driver.touchUp(1)
        driver.advance(by: 0.001)
        #expect(
            application.log == [
                "touches began", "touches moved", "presses", "presses", "touches ended",
            ])
        #expect(driver.finish().isClean)
    }

    /// A recording made while frames are paced holds one input per frame with every sample (each with its time),
    /// survives JSON, and replays on an unpaced driver as exactly the same callbacks.
    @Test func aRecordingKeepsThePacedFramesAndReplaysThem() throws {
        let (driver, view) = Self.pacedScene()
        driver.application.startRecordingInput()
        try driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        for step in 1...20 {
            driver.advance(by: 0.001)
            try driver.touchMove(1, to: CGPoint(x: 100 + step, y: 100))
        }
        try driver.touchUp(1)
        driver.advance(by: 0.001)
        let recording = try #require(driver.application.stopRecordingInput())
        #expect(
            recording.inputs.map { input -> Int in
                guard case .touches(let samples) = input.payload else { return -1 }
                return samples.count
            } == [1, 16, 5])
        let decoded = try InputRecording(jsonData: recording.jsonData())
        #expect(decoded == recording)

        let (replaying, replayView) = Self.pacedScene(paced: false)
        replaying.replay(decoded)
        // The callbacks come when each frame's time is reached (its newest sample's), not when it was let go.
        #expect(
            replayView.log.map { $0.split(separator: " ").dropFirst() }
                == view.log.map {
                    $0.split(separator: " ").dropFirst()
                })
        #expect(replaying.backend.pacesTouchFrames == false)
        #expect(replaying.finish().isClean)
    }
}
