import Dispatch
import Foundation

/// Runs `body` on the main thread, as the main actor. The benchmark runner calls synchronous benchmark closures
/// from its own async command (a cooperative-pool thread, not the main thread), so this hops to the main queue,
/// which the async `main` keeps draining; if the runner is already on the main thread it runs in place. Every
/// benchmark takes its own `startMeasurement()`/`stopMeasurement()` inside `body`, so neither the hop nor scene
/// construction is measured.
public func runOnMainActor(_ body: @MainActor () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

/// CLOCK_MONOTONIC in nanoseconds, for the probe's own per-call timings.
@inline(__always)
public func monotonicNanoseconds() -> Int {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return spec.tv_sec * 1_000_000_000 + spec.tv_nsec
}

/// The value at fraction `p` (0...1) of a sorted array.
public func percentile(_ sorted: [Int], _ p: Double) -> Int {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}
