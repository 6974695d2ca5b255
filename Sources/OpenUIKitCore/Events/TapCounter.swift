import Foundation

/// Counts quick successive taps in one place, for ``UITouch/tapCount``.
///
/// A touch that begins within ``interval`` seconds of the previous tap's end, within ``slop`` points of it and in
/// the same window, continues the count; anything else starts at 1. A touch that strayed more than ``slop`` from
/// where it began is not a tap and resets the count. UIKit publishes neither number; these are OpenUIKit's
/// choices, recorded in `Docs/UIKitParity.md`.
@MainActor
struct TapCounter {
    /// Longest pause between one tap's end and the next tap's start, in seconds.
    static let interval: TimeInterval = 0.35
    /// Farthest a tap may be from the previous one, and farthest a finger may stray while tapping, in points.
    static let slop: CGFloat = 20

    private struct LastTap {
        weak var window: UIWindow?
        var location: CGPoint
        var endTime: TimeInterval
        var count: Int
    }

    private var lastTap: LastTap?

    func isBeyondSlop(_ point: CGPoint, from start: CGPoint) -> Bool {
        hypot(point.x - start.x, point.y - start.y) > Self.slop
    }

    func tapCount(at location: CGPoint, in window: UIWindow, time: TimeInterval) -> Int {
        guard let last = lastTap, last.window === window, time - last.endTime <= Self.interval,
            !isBeyondSlop(location, from: last.location)
        else { return 1 }
        return last.count + 1
    }

    mutating func touchEnded(_ touch: UITouch) {
        if touch.phase == .ended && !touch.dispatch.movedBeyondTapSlop {
            lastTap = LastTap(
                window: touch.window, location: touch.locationInWindow, endTime: touch.timestamp,
                count: touch.tapCount)
        } else {
            lastTap = nil
        }
    }
}
