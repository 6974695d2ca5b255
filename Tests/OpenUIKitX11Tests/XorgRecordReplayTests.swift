import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

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
