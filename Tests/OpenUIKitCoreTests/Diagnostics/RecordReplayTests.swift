import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Record → replay → identical trace, and the seed scenarios kept under `Resources/Recordings/` with their traces
/// as golden files (regenerate with `OPENUIKIT_RECORD_GOLDEN=1`, then read the diff before committing).
@MainActor
@Suite struct RecordReplayTests {
    /// The seeds' delivery scenarios (Docs/EventModel.md): a two-finger discrete recognizer, and a double tap with
    /// `delaysTouchesEnded` on and off.
    enum Scenario: String, CaseIterable, Sendable {
        case twoFingerTap = "two-finger-tap"
        case doubleTapDelaysEnded = "double-tap-delays-touches-ended"
        case doubleTapWithoutDelay = "double-tap-without-delay"

        /// A window with view "V" carrying the scenario's recognizer, traced into `entries`.
        @MainActor func makeScene() -> TracedScene {
            let scene = TracedScene()
            let recognizer = UITapGestureRecognizer { _ in }
            switch self {
            case .twoFingerTap:
                recognizer.name = "twoFingerTap"
                recognizer.numberOfTouchesRequired = 2
                scene.view.isMultipleTouchEnabled = true
            case .doubleTapDelaysEnded:
                recognizer.name = "doubleTap"
                recognizer.numberOfTapsRequired = 2
            case .doubleTapWithoutDelay:
                recognizer.name = "doubleTap"
                recognizer.numberOfTapsRequired = 2
                recognizer.delaysTouchesEnded = false
            }
            scene.view.addGestureRecognizer(recognizer)
            return scene
        }

        /// The input, as a person would give it.
        @MainActor func perform(on driver: EventDriver) throws {
            switch self {
            case .twoFingerTap:
                try driver.frame {
                    try $0.down(1, at: CGPoint(x: 40, y: 40))
                    try $0.down(2, at: CGPoint(x: 80, y: 60))
                }
                driver.advance(by: 0.08)
                try driver.frame {
                    try $0.up(1)
                    try $0.up(2)
                }
            case .doubleTapDelaysEnded, .doubleTapWithoutDelay:
                try driver.tap(at: CGPoint(x: 50, y: 50))
                driver.advance(by: 0.15)
                try driver.tap(at: CGPoint(x: 52, y: 51), finger: 2)
            }
            driver.advance(by: 1)
        }
    }

    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/Recordings")

    /// Trace lines without the window numbers, which depend on how many windows the process made before.
    static func lines(_ entries: [EventTraceEntry]) -> [String] {
        entries.map {
            $0.description.replacingOccurrences(of: #"window #\d+"#, with: "window", options: .regularExpression)
        }
    }

    @Test(arguments: Scenario.allCases)
    func aRecordingReplaysToTheSameTrace(scenario: Scenario) throws {
        let original = scenario.makeScene()
        original.driver.application.startRecordingInput()
        try scenario.perform(on: original.driver)
        let recording = try #require(original.driver.application.stopRecordingInput())
        #expect(!original.driver.application.isRecordingInput)
        #expect(recording.windows.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 200)])
        // Through the file format and back.
        let reread = try InputRecording(jsonData: try recording.jsonData())
        #expect(reread == recording)
        let replay = scenario.makeScene()
        replay.driver.replay(reread)
        #expect(Self.lines(replay.entries) == Self.lines(original.entries))
        #expect(replay.driver.finish().isClean)
    }

    @Test(arguments: Scenario.allCases)
    func theSeedRecordingsReplayToTheirGoldenTraces(scenario: Scenario) throws {
        let recordingURL = Self.recordings.appendingPathComponent("\(scenario.rawValue).json")
        let traceURL = Self.recordings.appendingPathComponent("\(scenario.rawValue).trace.txt")
        if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_GOLDEN"] == "1" {
            let original = scenario.makeScene()
            original.driver.application.startRecordingInput()
            try scenario.perform(on: original.driver)
            let recording = try #require(original.driver.application.stopRecordingInput())
            try recording.jsonData().write(to: recordingURL)
            try (Self.lines(original.entries).joined(separator: "\n") + "\n").write(
                to: traceURL, atomically: true, encoding: .utf8)
            // A sample trace file for `openuikit-trace` (not compared: window numbers vary).
            try (original.entries.map(\.jsonLine).joined(separator: "\n") + "\n").write(
                to: Self.recordings.appendingPathComponent("\(scenario.rawValue).trace.jsonl"), atomically: true,
                encoding: .utf8)
            Issue.record("recorded \(recordingURL.lastPathComponent) and its trace; read them, then commit them")
            return
        }
        let recording = try InputRecording(jsonData: try Data(contentsOf: recordingURL))
        let golden = try String(contentsOf: traceURL, encoding: .utf8).split(separator: "\n").map(String.init)
        let replay = scenario.makeScene()
        replay.driver.replay(recording)
        #expect(Self.lines(replay.entries).joined(separator: "\n").split(separator: "\n").map(String.init) == golden)
    }

    @Test func aBadRecordingIsRefusedWithAReason() throws {
        #expect(throws: InputRecording.ReadError.self) { try InputRecording(jsonData: Data("{}".utf8)) }
        var future = InputRecording(startTime: 0)
        future.version = InputRecording.currentVersion + 1
        let data = try future.jsonData()
        #expect {
            try InputRecording(jsonData: data)
        } throws: { error in
            "\(error)" == "input recording of version 2; this OpenUIKit reads up to 1"
        }
    }

    @Test func inputForAWindowWithNoStandInIsReportedNotCrashed() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let recording = InputRecording(
            startTime: 0,
            windows: [
                .init(identifier: .init(rawValue: 9001), frame: window.frame, scale: 1),
                .init(identifier: .init(rawValue: 9002), frame: window.frame, scale: 1),
            ],
            inputs: [
                RawInput(
                    window: .init(rawValue: 9002), timestamp: 0.5,
                    payload: .touches([.init(identifier: .init(device: 1, number: 1), phase: .began, location: .zero)]))
            ])
        driver.replay(recording, into: [window])
        #expect(driver.diagnostics.map(\.kind) == [.input(.unknownWindow)])
        #expect(driver.clock.now == 0.5)
    }
}
