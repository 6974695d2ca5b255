import Dispatch
import Foundation

// The portable kind of the loop (``MainLoopKind/dispatchSources``): Foundation's `RunLoop.main` services the main
// queue, a Dispatch read source on the main queue wakes it for each registered descriptor, and each wait ends at
// the earliest deadline. `RunLoop.run(mode:before:)` returns after each main-queue block it runs (the read sources'
// among them), so the driver's pass follows every wake-up, as in the main-thread loop.
extension MainLoop {
    func runOnDispatchSources(_ driver: any MainLoopDriver) {
        for source in sources { startDispatchSource(for: source) }
        defer {
            for source in sources {
                source.dispatchSource?.cancel()
                source.dispatchSource = nil
            }
            watchGroupDescriptors([])
        }
        driver.loopDidWake()
        let foundation = FoundationRunLoopHooks.lookUp()
        while driver.isLoopRunning {
            // A Foundation timer firing is no source: `run(mode:before:)` would sleep on after it, leaving what its
            // callback changed (a view to draw, a stopped loop) for the next input. The wait ends at the timer's date
            // too, so the pass below follows every timer.
            let untilFoundationTimer = foundation?.nextTimerDate().map { foundation?.seconds(until: $0) ?? 0 }
            var wait = Self.earliest(driver.secondsUntilNextWork(), untilFoundationTimer)
            // The groups' descriptors change from wait to wait: each readable one wakes the run loop through a read
            // source of its own, kept while a group asks for it; after the wait they are polled without waiting.
            var prepared: [(group: any MainLoopPollGroup, descriptors: [pollfd])] = []
            for group in groups {
                let (descriptors, timeout) = group.prepareToPoll()
                prepared.append((group, descriptors))
                wait = Self.earliest(wait, timeout)
            }
            watchGroupDescriptors(Set(prepared.flatMap { $0.descriptors.map(\.fd) }))
            let limit = wait.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
            _ = RunLoop.main.run(mode: .default, before: limit)
            guard driver.isLoopRunning else { return }
            for (group, descriptors) in prepared where groups.contains(where: { $0 === group }) {
                var descriptors = descriptors
                _ = poll(&descriptors, nfds_t(descriptors.count), 0)
                group.pollDidReturn(descriptors)
                guard driver.isLoopRunning else { return }
            }
            driver.loopDidWake()
        }
    }

    func startDispatchSource(for source: Source) {
        let dispatchSource = DispatchSource.makeReadSource(fileDescriptor: source.fileDescriptor, queue: .main)
        dispatchSource.setEventHandler { [weak source] in
            MainActor.assumeIsolated {
                guard let source, source.isRegistered else { return }
                source.onReadable()
            }
        }
        source.dispatchSource = dispatchSource
        dispatchSource.resume()
    }

    /// Keeps one read source (whose only job is to end `RunLoop.main`'s wait) for each of `wanted`.
    private func watchGroupDescriptors(_ wanted: Set<Int32>) {
        for (descriptor, source) in groupDispatchSources where !wanted.contains(descriptor) {
            source.cancel()
            groupDispatchSources[descriptor] = nil
        }
        for descriptor in wanted where groupDispatchSources[descriptor] == nil {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            // Running a block on the main queue is what ends the wait; the group reads the descriptor after it.
            source.setEventHandler {}
            groupDispatchSources[descriptor] = source
            source.resume()
        }
    }
}
