import Foundation

/// Puts the X server's event times (milliseconds, 32 bits, on the server's clock) on the application's clock, so
/// touch samples keep the spacing the server gave them rather than the moment the client happened to read them.
///
/// Events reach the client after the server stamped them, never before, so the smallest difference seen between
/// the application's clock and a server time is the best estimate of the offset between the clocks; it is kept
/// and only ever lowered, except that a server time going backwards (the 49-day wrap, a new server) or a jump of
/// more than ``reanchorLimit`` starts over. Results never run backwards and never lie in the future.
struct XI2ServerTime {
    /// How far a new event may suggest the offset grew before the estimate starts over (clocks drifting apart, a
    /// suspended machine).
    static let reanchorLimit: TimeInterval = 1

    private var offset: TimeInterval?
    private var lastServerTime: UInt?
    private var lastResult = -TimeInterval.infinity

    /// The application-clock time of an event the server stamped `serverTime`, read at `now`.
    mutating func time(ofServerTime serverTime: UInt, now: TimeInterval) -> TimeInterval {
        let seconds = TimeInterval(serverTime) / 1000
        let observed = now - seconds
        let wentBackwards = lastServerTime.map { serverTime < $0 } ?? false
        if let current = offset, !wentBackwards, observed - current <= Self.reanchorLimit {
            offset = min(current, observed)
        } else {
            offset = observed
        }
        lastServerTime = serverTime
        let result = min(now, max(lastResult, seconds + (offset ?? observed)))
        lastResult = result
        return result
    }
}
