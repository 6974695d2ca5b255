import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The kept Xorg recording, replayed without a server.
@MainActor
@Suite struct XorgRecordingReplayTests {
    @Test func theKeptXorgRecordingReplaysToTheSameOutcomes() throws {
        let recording = try InputRecording(jsonData: Data(contentsOf: XorgRecording.file))
        #expect(recording.inputs.count >= 6)
        #expect(try replay(recording) == XorgRecording.expected)
    }
}
