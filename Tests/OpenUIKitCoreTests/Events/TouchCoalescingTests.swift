import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// How a batch of touch samples becomes frames (`TouchFrameGrouping`), what views and recognizers see of it, and
/// the coalesced and predicted touches, force and radius a frame carries.
@MainActor
@Suite struct TouchCoalescingTests {
    static func sample(
        _ finger: Int, _ phase: RawInput.TouchPhase, _ x: CGFloat, time: TimeInterval? = nil, force: CGFloat? = nil
    ) -> RawInput.TouchSample {
        .init(
            identifier: .init(device: EventDriver.touchscreenDevice, number: finger), phase: phase,
            location: CGPoint(x: x, y: 0), timestamp: time, force: force, maximumPossibleForce: force.map { _ in 4 })
    }

    /// Each frame as one line: every finger's phase and the x of each sample it stands for.
    static func describe(_ frames: [[TouchFrameGrouping.Change]]) -> [String] {
        frames.map { frame in
            frame.map { change in
                "\(change.sample.identifier.number) \(change.sample.phase) "
                    + change.coalesced.map { "\(Int($0.location.x))" }.joined(separator: ",")
            }.joined(separator: " | ")
        }
    }

    @Test func movesMergeButPhasesNeverDoAndOrderIsKept() {
        let samples = [
            Self.sample(1, .began, 0), Self.sample(2, .began, 100),
            Self.sample(1, .moved, 1), Self.sample(2, .moved, 101),
            Self.sample(1, .moved, 2), Self.sample(2, .moved, 102),
            Self.sample(1, .ended, 3), Self.sample(2, .moved, 103),
            Self.sample(2, .ended, 104), Self.sample(1, .began, 10),
        ]
        #expect(
            Self.describe(TouchFrameGrouping.frames(samples)) == [
                "1 began 0 | 2 began 100",
                "1 moved 1,2 | 2 moved 101,102",
                "1 ended 3 | 2 moved 103",
                "2 ended 104 | 1 began 10",
            ])
    }

    @Test func aFastTapInOneBatchIsTwoFramesAndACancelEndsAMergedMove() {
        #expect(
            Self.describe(TouchFrameGrouping.frames([Self.sample(1, .began, 5), Self.sample(1, .ended, 5)]))
                == ["1 began 5", "1 ended 5"])
        #expect(
            Self.describe(
                TouchFrameGrouping.frames([
                    Self.sample(1, .moved, 1), Self.sample(1, .moved, 2), Self.sample(1, .cancelled, 2),
                ])) == ["1 moved 1,2", "1 cancelled 2"])
    }

    /// A view that logs each phase with, per touch, its coalesced samples (x@time force) and its prediction.
    final class StrokeView: UIView {
        var log: [String] = []
        private func note(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            for touch in touches.sorted(by: { $0.inputIdentifier.number < $1.inputIdentifier.number }) {
                let coalesced = (event?.coalescedTouches(for: touch) ?? []).map {
                    "\(Int($0.location(in: self).x))@\(Int(($0.timestamp * 1000).rounded())) f\($0.force)"
                }
                let predicted = (event?.predictedTouches(for: touch) ?? []).map {
                    "\(Int($0.location(in: self).x))@\(Int(($0.timestamp * 1000).rounded()))"
                }
                log.append(
                    "\(name) \(touch.inputIdentifier.number) [\(coalesced.joined(separator: " "))]"
                        + " predicted [\(predicted.joined(separator: " "))] force \(touch.force)/\(touch.maximumPossibleForce)"
                )
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
    }

    /// A driver whose window is covered by a ``StrokeView``.
    static func strokeScene() -> (EventDriver, StrokeView) {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let view = StrokeView(frame: window.bounds)
        window.addSubview(view)
        return (driver, view)
    }

    @Test func aViewGetsOneMovePerFrameWithEverySampleCoalescedAndALinearPrediction() throws {
        let (driver, view) = Self.strokeScene()
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        driver.advance(by: 0.016)
        try driver.frame {
            try $0.move(1, to: CGPoint(x: 12, y: 10), force: 1, timestamp: 0.004)
            try $0.move(1, to: CGPoint(x: 14, y: 10), force: 2, timestamp: 0.008)
            try $0.move(1, to: CGPoint(x: 16, y: 10), force: 3, timestamp: 0.012)
        }
        driver.advance(by: 0.016)
        try driver.touchMove(1, to: CGPoint(x: 20, y: 10))
        try driver.touchUp(1)
        #expect(
            view.log == [
                "began 1 [10@0 f0.0] predicted [] force 0.0/0.0",
                "moved 1 [12@4 f1.0 14@8 f2.0 16@12 f3.0] predicted [22@24] force 3.0/4.0",
                // One sample: the touch itself. The prediction continues the 16 → 20 move over 12 → 32 ms.
                "moved 1 [20@32 f3.0] predicted [24@52] force 3.0/4.0",
                "ended 1 [20@32 f3.0] predicted [] force 3.0/4.0",
            ])
        #expect(driver.finish().isClean)
    }

    /// Two steps of a pinch in one read (as a busy client reads a steady pinch): before coalescing, each step
    /// was its own frame with the read's one timestamp, so every second change had no time between it and the
    /// previous one and the velocity swung; now each read is one change and the velocity holds.
    @Test func aPinchReadTwoStepsAtATimeReportsASteadyVelocity() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        var log: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            log.append("\(pinch.state) \((pinch.velocity * 100).rounded() / 100)")
        }
        window.addGestureRecognizer(pinch)
        try driver.frame {
            try $0.down(1, at: CGPoint(x: 200, y: 200))
            try $0.down(2, at: CGPoint(x: 400, y: 200))
        }
        var step: CGFloat = 0
        for _ in 1...4 {
            driver.advance(by: 0.02)
            try driver.frame {
                for _ in 0..<2 {
                    step += 1
                    try $0.move(1, to: CGPoint(x: 200 - 10 * step, y: 200))
                    try $0.move(2, to: CGPoint(x: 400 + 10 * step, y: 200))
                }
            }
        }
        try driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        // Each read spreads the fingers by 40 of 200 points in 20 ms: 0.2 scale in 0.02 s = 10 per second.
        #expect(log == ["began 10.0", "changed 10.0", "changed 10.0", "changed 10.0", "ended 10.0"])
        #expect(driver.finish().isClean)
    }

    @Test func badMeasurementsReadAsNone() throws {
        let (driver, view) = Self.strokeScene()
        try driver.touchDown(1, at: CGPoint(x: 10, y: 10))
        try driver.frame { try $0.move(1, to: CGPoint(x: 11, y: 10), force: 2) }
        try driver.frame { try $0.move(1, to: CGPoint(x: 12, y: 10), force: .nan) }
        try driver.frame { try $0.move(1, to: CGPoint(x: 13, y: 10), force: -1) }
        try driver.touchUp(1)
        #expect(
            view.log.map { $0.components(separatedBy: " force ").last ?? "" } == [
                "0.0/0.0", "2.0/4.0", "2.0/4.0", "0.0/4.0", "0.0/4.0",
            ])
    }

    @Test func coalescedSamplesSurviveARecording() throws {
        let frame = RawInput(
            window: UIWindow.Identifier(rawValue: 1), timestamp: 0.5,
            payload: .touches([
                Self.sample(1, .moved, 1, time: 0.49, force: 1.5), Self.sample(1, .moved, 2, time: 0.5, force: 2),
            ]))
        let data = try JSONEncoder().encode(frame)
        #expect(try JSONDecoder().decode(RawInput.self, from: data) == frame)
        // A sample recorded before samples had times and forces still reads, with none of them.
        let old = #"{"identifier":{"device":1,"number":1},"phase":{"moved":{}},"location":[3,4],"type":0}"#
        let decoded = try JSONDecoder().decode(RawInput.TouchSample.self, from: Data(old.utf8))
        #expect(
            decoded
                == RawInput.TouchSample(
                    identifier: .init(device: 1, number: 1), phase: .moved,
                    location: CGPoint(x: 3, y: 4)))
    }
}
