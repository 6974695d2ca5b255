import Foundation

/// Forms the frames a batch of touch samples is delivered in, keeping every sample.
///
/// UIKit delivers touch phases once per display frame and keeps the samples the hardware reported in between as
/// coalesced touches (`UIEvent.coalescedTouches(for:)`). A backend hands the core everything it read at once (one
/// read of the X connection) as one `.touches` payload, in which a finger may appear several times; this decides
/// how those samples become frames:
///
/// - Successive moves of one finger merge: the frame carries the finger's newest move, and every move it replaced,
///   oldest first, as that finger's coalesced samples. So in a batch holding several steps of a pinch, both fingers
///   move together in one frame.
/// - A frame never holds two phases of one finger: a begin, an end or a cancellation of a finger already in the
///   frame closes the frame and starts the next one. Begins and ends are never merged away, and a finger's samples
///   keep their order (its moves before its end stay in an earlier frame).
/// - Other fingers' samples join whichever frame is open when they come, so samples are never reordered across a
///   phase change.
enum TouchFrameGrouping {
    /// One finger's change in a frame: the sample the frame applies, and every sample it stands for, oldest first
    /// (the applied one last).
    struct Change: Equatable {
        var sample: RawInput.TouchSample
        var coalesced: [RawInput.TouchSample]
    }

    /// The frames `samples` are delivered in, in order; each frame lists its fingers in the order they first
    /// appear in it.
    static func frames(_ samples: [RawInput.TouchSample]) -> [[Change]] {
        var frames: [[Change]] = []
        var current: [Change] = []
        var indexByFinger: [RawInput.TouchIdentifier: Int] = [:]
        for sample in samples {
            if let index = indexByFinger[sample.identifier] {
                if sample.phase == .moved && current[index].sample.phase == .moved {
                    current[index].sample = sample
                    current[index].coalesced.append(sample)
                    continue
                }
                frames.append(current)
                current.removeAll()
                indexByFinger.removeAll()
            }
            indexByFinger[sample.identifier] = current.count
            current.append(Change(sample: sample, coalesced: [sample]))
        }
        if !current.isEmpty { frames.append(current) }
        return frames
    }
}
