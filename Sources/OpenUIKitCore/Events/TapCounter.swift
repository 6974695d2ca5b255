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
        var location: CGPoint
        var endTime: TimeInterval
        var count: Int
    }

    private var lastTap: LastTap?
    /// The last tap's window, apart from the plain values: copying a weak reference goes through the object's side
    /// table, and a touch that begins long after the last tap needs only the time.
    private weak var lastTapWindow: UIWindow?

    func isBeyondSlop(_ point: CGPoint, from start: CGPoint) -> Bool {
        // Squared, so no libm call: locations are finite here (the dispatcher drops the others).
        let dx = point.x - start.x, dy = point.y - start.y
        return dx * dx + dy * dy > Self.slop * Self.slop
    }

    func tapCount(at location: CGPoint, in window: UIWindow, time: TimeInterval) -> Int {
        guard let last = lastTap, time - last.endTime <= Self.interval, lastTapWindow === window,
            !isBeyondSlop(location, from: last.location)
        else { return 1 }
        return last.count + 1
    }

    mutating func touchEnded(_ touch: UITouch) {
        if touch.phase == .ended && !touch.dispatch.movedBeyondTapSlop {
            lastTap = LastTap(location: touch.locationInWindow, endTime: touch.timestamp, count: touch.tapCount)
            lastTapWindow = touch.window
        } else {
            lastTap = nil
            lastTapWindow = nil
        }
    }
}
