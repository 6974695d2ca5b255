import Foundation

/// Recognizes a quick stroke in a direction: a discrete gesture.
///
/// Mirrors `UISwipeGestureRecognizer`. With ``numberOfTouchesRequired`` fingers down, the centroid must travel
/// ``minimumDistance`` points (50) in one of the allowed ``direction``s within ``maximumDuration`` seconds (0.5)
/// of the first finger going down, staying within 30° of that direction. Moving more than
/// ``maximumDeviation`` points (15) in a direction that is not allowed, lifting early or taking too long fails it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions; `.right` by default, as in UIKit.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    /// OpenUIKit extensions; UIKit does not publish its thresholds.
    public var minimumDistance: CGFloat = 50
    public var maximumDuration: TimeInterval = 0.5
    public var maximumDeviation: CGFloat = 15

    private var start: CGPoint?
    private var timerStarted = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !timerStarted {
            timerStarted = true
            scheduleTimer(after: maximumDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired {
            start = location(in: nil)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, numberOfTouches == numberOfTouchesRequired else { return }
        let now = location(in: nil)
        let dx = now.x - start.x, dy = now.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= minimumDistance && across <= along * tan(CGFloat.pi / 6) {
                state = .recognized
                return
            }
        }
        for (candidate, along, _) in candidates where !direction.contains(candidate) && along > maximumDeviation {
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
        timerStarted = false
    }
}
