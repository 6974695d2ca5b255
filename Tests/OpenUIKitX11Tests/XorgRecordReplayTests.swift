import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Issue 12's record and replay from real input: touches from Xorg's `inputtest` touchscreen (real XI 2.2
/// multitouch) recorded at the backend boundary while the app runs, then replayed headless on virtual time into
/// the same scene, give the same callbacks and recognizer outcomes. The recording made this way is kept under
/// `Resources/Recordings/` and replayed without a server too.
@MainActor
struct XorgRecording {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Recordings/xorg-two-finger-tap-then-pinch.json")

    /// A view "V" with a two-finger tap and a pinch recognizer, logging touches, state changes and scales.
    static func makeScene(in window: UIWindow, log: CallbackLog) {
        let view = RecordingView("V", frame: CGRect(x: 200, y: 200, width: 400, height: 200), log: log)
        view.isMultipleTouchEnabled = true
        let tap = UITapGestureRecognizer { _ in log.append("twoFingerTap recognized") }
        tap.numberOfTouchesRequired = 2
        let pinch = UIPinchGestureRecognizer { recognizer in
            let scale = ((recognizer as! UIPinchGestureRecognizer).scale * 10).rounded() / 10
            log.append("pinch \(recognizer.state) \(scale)")
        }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pinch)
        window.addSubview(view)
    }

    /// What the scene logs for the input below, live and replayed: the tap recognizes when the fingers lift and
    /// cancels the view's withheld touches first (`delaysTouchesEnded`, `cancelsTouchesInView`); the pinch
    /// recognizes on the first spread and cancels the view's touches before its first action.
    static let expected = [
        "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "twoFingerTap recognized", "V.touchesBegan(3,4)",
        "V.touchesCancelled(3,4)", "pinch began 1.3", "pinch changed 1.6", "pinch changed 1.9", "pinch ended 1.9",
    ]
}

@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(if: XServer.hasXorgInputTest, "needs root, Xorg, xserver-xorg-video-dummy and inputtest"))
struct XorgRecordReplayTests {
    @Test func realMultitouchRecordedOnXorgReplaysHeadlessToTheSameOutcomes() throws {
        let app = try XorgTouchTests.App()
        XorgRecording.makeScene(in: app.window, log: app.log)
        app.backend.synchronize()
        app.application.startRecordingInput()
        // A two-finger tap, then a two-finger pinch out, as a person would do them on a touchscreen.
        let left = CGPoint(x: 350, y: 300), right = CGPoint(x: 450, y: 300)
        try app.frame([(XI_TouchBegin, 1, left), (XI_TouchBegin, 2, right)])
        try app.frame([(XI_TouchEnd, 1, left), (XI_TouchEnd, 2, right)])
        try app.frame([(XI_TouchBegin, 3, left), (XI_TouchBegin, 4, right)])
        for step in 1...3 {
            let spread = CGFloat(step) * 15
            try app.frame([
                (XI_TouchUpdate, 3, CGPoint(x: left.x - spread, y: 300)),
                (XI_TouchUpdate, 4, CGPoint(x: right.x + spread, y: 300)),
            ])
        }
        try app.frame([
            (XI_TouchEnd, 3, CGPoint(x: left.x - 45, y: 300)), (XI_TouchEnd, 4, CGPoint(x: right.x + 45, y: 300)),
        ])
        let recording = try #require(app.application.stopRecordingInput())
        let live = app.log.take()
        #expect(live == XorgRecording.expected)

        let replayed = try replay(InputRecording(jsonData: recording.jsonData()))
        #expect(replayed == live)
        if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_GOLDEN"] == "1" {
            try recording.jsonData().write(to: XorgRecording.file)
            Issue.record("recorded \(XorgRecording.file.lastPathComponent); read it, then commit it")
        }
    }
}

/// The kept Xorg recording, replayed without a server.
@MainActor
@Suite struct XorgRecordingReplayTests {
    @Test func theKeptXorgRecordingReplaysToTheSameOutcomes() throws {
        let recording = try InputRecording(jsonData: Data(contentsOf: XorgRecording.file))
        #expect(recording.inputs.count >= 6)
        #expect(try replay(recording) == XorgRecording.expected)
    }
}

/// Replays `recording` into a headless copy of the scene (a window of the recorded window's frame) and returns
/// what it logged.
@MainActor
private func replay(_ recording: InputRecording) throws -> [String] {
    let driver = EventDriver()
    let frame = try #require(recording.windows.first?.frame)
    let window = driver.makeWindow(frame: frame)
    let log = CallbackLog()
    XorgRecording.makeScene(in: window, log: log)
    driver.replay(recording, into: [window])
    #expect(driver.diagnostics.isEmpty)
    return log.take()
}
