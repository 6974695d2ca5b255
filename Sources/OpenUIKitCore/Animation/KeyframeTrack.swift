import Foundation

/// The keyframes one property of one view goes through in a `UIView.animateKeyframes` animation: each segment moves
/// the value to `to` between two points of the animation's progress (0 to 1).
///
/// Between segments the value holds; before the first it is the value the animation started from. With the
/// discrete calculation mode a segment's value is taken at its start instead of moved to (UIKit's
/// `.calculationModeDiscrete`); the paced and cubic modes move as the linear one (see Docs/UIKitParity.md).
struct KeyframeTrack: Equatable {
    struct Segment: Equatable {
        var start: Double
        var end: Double
        var to: AnimationVector
    }

    /// In order of their start (stable for equal starts, so a later keyframe at the same time wins).
    private(set) var segments: [Segment] = []
    var isDiscrete = false

    mutating func add(start: Double, end: Double, to: AnimationVector) {
        let index = segments.firstIndex { $0.start > start } ?? segments.endIndex
        segments.insert(Segment(start: start, end: end, to: to), at: index)
    }

    /// The value at `progress` of the whole animation, from `initial`.
    func value(at progress: Double, from initial: AnimationVector) -> AnimationVector {
        var value = initial
        for segment in segments {
            if progress >= segment.end {
                value = segment.to
                continue
            }
            if progress <= segment.start { break }
            if isDiscrete { return segment.to }
            let fraction = (progress - segment.start) / (segment.end - segment.start)
            return value + (segment.to - value) * fraction
        }
        return value
    }
}
