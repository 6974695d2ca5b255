import Foundation
import OpenUIKitCore

extension EventDriver {
    /// Replays a recording (``InputRecording``) on virtual time: each input goes to the window standing for the one
    /// it was recorded in, at the same distance from the start as when it was recorded; timers due in between fire
    /// as the clock moves, so the core sees exactly the recorded sequence and produces the same trace.
    ///
    /// `windows` stand for the recorded windows in the recording's order; by default the driver's default window
    /// stands for all of them. Input for a recorded window with no stand-in is reported as an ``InputDiagnostic``
    /// by the core (an unknown window), as a corrupt recording would be; replay does not stop.
    public func replay(_ recording: InputRecording, into windows: [UIWindow]? = nil) {
        let standIns = windows ?? defaultWindow.map { [$0] } ?? []
        var mapping: [UIWindow.Identifier: UIWindow.Identifier] = [:]
        for (index, window) in recording.windows.enumerated() {
            if let standIn = index < standIns.count ? standIns[index] : (windows == nil ? standIns.first : nil) {
                mapping[window.identifier] = standIn.identifier
            }
        }
        // A recording holds touch input as it was delivered (frames, when the recorded app paced them): pacing it
        // again would merge it differently.
        let paced = backend.pacesTouchFrames
        backend.pacesTouchFrames = false
        defer { backend.pacesTouchFrames = paced }
        let offset = clock.now - recording.startTime
        for input in recording.inputs {
            let time = input.timestamp + offset
            if time > clock.now { clock.advance(by: time - clock.now) }
            var replayed = input
            replayed.timestamp = time
            replayed.window = mapping[input.window] ?? input.window
            sendUnchecked(replayed)
        }
    }
}
