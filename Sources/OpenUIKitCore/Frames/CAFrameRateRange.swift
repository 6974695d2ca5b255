import Foundation

/// Seconds, as Core Animation's timestamps are typed (`CACurrentMediaTime()`, ``CADisplayLink/timestamp``).
public typealias CFTimeInterval = Double

/// The frame rates a ``CADisplayLink`` accepts, and the one it prefers, in frames per second.
///
/// Mirrors Core Animation's `CAFrameRateRange`. ``default`` (all zero) means "the display's rate". A link fires on
/// every n-th frame of the display, for the n whose rate (display rate ÷ n) lies in `minimum...maximum` (no upper
/// bound when `maximum` is 0) and is nearest `preferred` (`maximum` when `preferred` is nil); ties go to the higher
/// rate, and when no n gives a rate inside the range, the rate nearest the range is taken.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether the two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// Why the range is unusable (negative or not finite values, minimum above maximum, preferred outside), or nil.
    var problem: String? {
        let values = [minimum, maximum] + (preferred.map { [$0] } ?? [])
        if values.contains(where: { !$0.isFinite || $0 < 0 }) { return "values must be finite and not negative" }
        if maximum > 0 && minimum > maximum { return "minimum \(minimum) is above maximum \(maximum)" }
        if let preferred, preferred > 0, preferred < minimum || (maximum > 0 && preferred > maximum) {
            return "preferred \(preferred) is outside \(minimum)...\(maximum)"
        }
        return nil
    }

    /// Every how many display frames a link with this range fires, on a display refreshing `displayRate` times a
    /// second.
    func frameDivisor(displayRate: Double) -> Int {
        let wanted = Double(preferred.flatMap { $0 > 0 ? $0 : nil } ?? maximum)
        guard wanted > 0 || minimum > 0, displayRate > 0 else { return 1 }
        let low = Double(minimum), high = maximum > 0 ? Double(maximum) : .infinity
        let target = wanted > 0 ? wanted : low
        var best = 1
        var bestKey = (outside: Double.infinity, distance: Double.infinity)
        for divisor in 1...max(1, Int(displayRate)) {
            let rate = displayRate / Double(divisor)
            // How far outside the range, then how far from the target; strict comparison keeps the higher rate on ties.
            let outside = rate < low ? low - rate : (rate > high ? rate - high : 0)
            let key = (outside: (outside * 1000).rounded(), distance: (abs(rate - target) * 1000).rounded())
            if key < bestKey {
                best = divisor
                bestKey = key
            }
        }
        return best
    }
}
