import Foundation

/// An application's input as the backend handed it to the core (``RawInput``, with timestamps), plus the geometry
/// of the windows it went to: enough to replay it into another application — a headless test on virtual time
/// (`EventDriver.replay(_:into:)` in OpenUIKitTesting) — and get the same event trace. OpenUIKit extension with no
/// UIKit counterpart.
///
/// Record with ``UIApplication/startRecordingInput()`` and ``UIApplication/stopRecordingInput()``, or with
/// `OPENUIKIT_RECORD=path` for an app started by ``UIApplicationMain(delegate:backend:)`` (written when the app
/// ends). The file is JSON (``jsonData()``, ``init(jsonData:)``).
public struct InputRecording: Sendable, Equatable, Codable {
    /// The format's version; readers refuse newer ones.
    public static let currentVersion = 1

    public struct Window: Sendable, Equatable, Codable {
        public var identifier: UIWindow.Identifier
        public var frame: CGRect
        public var scale: CGFloat

        public init(identifier: UIWindow.Identifier, frame: CGRect, scale: CGFloat) {
            self.identifier = identifier
            self.frame = frame
            self.scale = scale
        }
    }

    public var version = InputRecording.currentVersion
    /// The application's clock when recording started; inputs are replayed at the same distance from it.
    public var startTime: TimeInterval
    /// Every window input went to (and every window visible when recording started), in the order first seen.
    public var windows: [Window] = []
    public var inputs: [RawInput] = []

    public init(startTime: TimeInterval, windows: [Window] = [], inputs: [RawInput] = []) {
        self.startTime = startTime
        self.windows = windows
        self.inputs = inputs
    }

    public enum ReadError: Error, CustomStringConvertible {
        case newerVersion(Int)
        case notARecording(String)

        public var description: String {
            switch self {
            case .newerVersion(let version):
                "input recording of version \(version); this OpenUIKit reads up to \(InputRecording.currentVersion)"
            case .notARecording(let reason): "not an OpenUIKit input recording: \(reason)"
            }
        }
    }

    /// Reads a recording; a file that is not one, or of a newer version, throws ``ReadError`` saying so.
    public init(jsonData: Data) throws {
        do {
            self = try JSONDecoder().decode(InputRecording.self, from: jsonData)
        } catch {
            throw ReadError.notARecording("\(error)")
        }
        guard version <= Self.currentVersion else { throw ReadError.newerVersion(version) }
    }

    /// The recording as pretty-printed JSON, one key order, so files diff well.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    @MainActor
    mutating func add(_ input: RawInput, from application: UIApplication) {
        if !windows.contains(where: { $0.identifier == input.window }),
            let window = application.windows.first(where: { $0.identifier == input.window })
        {
            windows.append(Window(identifier: window.identifier, frame: window.frame, scale: window.screenScale))
        }
        inputs.append(input)
    }
}

extension UIApplication {
    /// Starts recording every input the backend hands the core (replacing a recording in progress).
    public func startRecordingInput() {
        updateTraceRecorder { recorder in
            recorder.recording = InputRecording(
                startTime: clock.now,
                windows: windows.map {
                    InputRecording.Window(identifier: $0.identifier, frame: $0.frame, scale: $0.screenScale)
                })
        }
    }

    /// Stops recording and returns what was recorded (nil if no recording was in progress).
    @discardableResult
    public func stopRecordingInput() -> InputRecording? {
        let recording = eventTraceRecorder?.recording
        updateTraceRecorder { $0.recording = nil }
        return recording
    }

    /// Whether input is being recorded.
    public var isRecordingInput: Bool { eventTraceRecorder?.recording != nil }
}
