import Dispatch
import Foundation

/// The main thread's loop: sleeps until a registered file descriptor is readable, the main queue has blocks, a
/// deadline comes (the backend's timers, Foundation's `Timer`s, a poll group's), and then runs what woke it.
///
/// Backends register their display connection as a source; other parts of the platform register theirs (the
/// accessibility bus's socket, a sensor, a GLib main context as a ``MainLoopPollGroup``) on the same loop, which is
/// the process's one main-thread loop, ``main``. An idle program does not wake up: with nothing readable and no
/// deadline, the wait has no timeout.
///
/// One turn of ``MainLoopKind/mainThreadPoll``: one `poll` over the main queue's eventfd, the sources in the order
/// they were added and the poll groups' descriptors; then the main queue's blocks, the ready sources' callbacks,
/// the poll groups, the driver's pass (``MainLoopDriver/loopDidWake()``), and one pass of Foundation's run loop
/// when a `Timer` is due or the main queue ran. Callbacks may add and remove sources (their own too): a source
/// removed during a turn is not called again, even if the wait found it readable; one added is watched from the
/// next wait.
///
/// ``MainLoopKind/dispatchSources``, the fallback where libdispatch lacks its hooks, gives each source a Dispatch
/// read source on the main queue and waits in `RunLoop.main`.
@_spi(Platform) @preconcurrency @MainActor
public final class MainLoop {
    /// The loop of the process's main thread.
    public static let main = MainLoop()

    /// A registered descriptor, for ``remove(_:)``.
    public struct SourceID: Hashable, Sendable {
        fileprivate let rawValue: Int
    }

    /// Told what went wrong, as a typed value (``MainLoopDiagnostic``); by default writes its text to standard error.
    public var diagnosticObserver: @MainActor (MainLoopDiagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data("OpenUIKit: \(diagnostic)\n".utf8))
    }

    /// How many times `poll` came back (in ``MainLoopKind/mainThreadPoll`` and ``runOneTurn(waitingAtMost:)``; the
    /// fallback's waits are `RunLoop.main`'s and are not counted): an idle program must not add to it. For tests
    /// and measuring tools.
    public private(set) var wakeUps = 0

    /// The kind ``run(_:)`` uses while it runs, else nil.
    public private(set) var runningKind: MainLoopKind?

    final class Source {
        let id: SourceID
        let fileDescriptor: Int32
        let onReadable: @MainActor () -> Void
        var isRegistered = true
        /// The fallback's read source, while ``MainLoopKind/dispatchSources`` runs.
        var dispatchSource: (any DispatchSourceRead)?

        init(id: SourceID, fileDescriptor: Int32, onReadable: @escaping @MainActor () -> Void) {
            self.id = id
            self.fileDescriptor = fileDescriptor
            self.onReadable = onReadable
        }
    }

    var sources: [Source] = []
    var groups: [any MainLoopPollGroup] = []
    private var nextSourceNumber = 0
    /// The descriptors of the last wait and who owns each: the main queue's first when it is serviced, then the
    /// sources, then the groups'. Rebuilt only when sources changed (and when groups exist), so a turn of a program
    /// without groups allocates nothing.
    private var descriptors: [pollfd] = []
    private var polledSources: [Source] = []
    private var sourcesChanged = true
    /// The fallback's read sources for the poll groups' descriptors.
    var groupDispatchSources: [Int32: any DispatchSourceRead] = [:]

    /// A loop of its own, for tests; programs use ``main``.
    public init() {}

    // MARK: - Sources

    /// Watches `fileDescriptor` from the next wait on: `onReadable` runs on the main thread whenever it is readable
    /// or hung up, until ``remove(_:)``. The callback must read what is there (or remove the source), or the next
    /// wait returns at once. Remove the source before closing the descriptor.
    @discardableResult
    public func addSource(fileDescriptor: Int32, onReadable: @escaping @MainActor () -> Void) -> SourceID {
        nextSourceNumber += 1
        let source = Source(
            id: SourceID(rawValue: nextSourceNumber), fileDescriptor: fileDescriptor, onReadable: onReadable)
        sources.append(source)
        sourcesChanged = true
        if runningKind == .dispatchSources { startDispatchSource(for: source) }
        return source.id
    }

    /// Stops watching a source; from inside any callback too (its own included). Removing one already removed
    /// does nothing.
    public func remove(_ id: SourceID) {
        guard let index = sources.firstIndex(where: { $0.id == id }) else { return }
        let source = sources.remove(at: index)
        source.isRegistered = false
        source.dispatchSource?.cancel()
        source.dispatchSource = nil
        sourcesChanged = true
    }

    /// Runs `group` on this loop from the next wait on (see ``MainLoopPollGroup``).
    public func add(_ group: any MainLoopPollGroup) {
        guard !groups.contains(where: { $0 === group }) else { return }
        groups.append(group)
    }

    /// Stops running `group`; from inside any callback too.
    public func remove(_ group: any MainLoopPollGroup) {
        groups.removeAll { $0 === group }
    }

    /// How many sources are registered.
    public var sourceCount: Int { sources.count }

    // MARK: - Running

    /// Runs until `driver.isLoopRunning` turns false, in `kind`.
    ///
    /// Call it on the main thread, from a synchronous `main`, not from inside a block the main queue is running:
    /// the main queue is serviced by this loop, and libdispatch does not run it from inside itself.
    public func run(_ driver: any MainLoopDriver, kind: MainLoopKind = .preferred) {
        let previousKind = runningKind
        defer { runningKind = previousKind }
        if kind == .mainThreadPoll, let hooks = MainQueueHooks.lookUp(), Thread.isMainThread {
            runningKind = .mainThreadPoll
            runPolling(driver, hooks: hooks)
        } else {
            runningKind = .dispatchSources
            runOnDispatchSources(driver)
        }
    }

    /// One wait of at most `limit` seconds (nil: as long as the sources and groups allow) and the callbacks of what
    /// it found, without the main queue, a driver or Foundation's run loop: for tests, and for tools that pump the
    /// loop themselves.
    public func runOneTurn(waitingAtMost limit: TimeInterval?) {
        _ = turn(limit: limit, mainQueue: nil, isRunning: { true })
    }

    private func runPolling(_ driver: any MainLoopDriver, hooks: MainQueueHooks) {
        let foundation = FoundationRunLoopHooks.lookUp()
        let queueDescriptor = hooks.wakeUpDescriptor
        // Reads of the eventfd must never block the loop, whatever flags libdispatch created it with.
        _ = fcntl(queueDescriptor, F_SETFL, fcntl(queueDescriptor, F_GETFL) | O_NONBLOCK)
        sourcesChanged = true
        defer { sourcesChanged = true }
        // Blocks queued before the loop started (an app's `DispatchQueue.main.async` in didFinishLaunching) run first.
        hooks.runQueuedBlocks()
        driver.loopDidWake()
        while driver.isLoopRunning {
            // Asked before sleeping, not after waking: the lookup costs a few microseconds that input would
            // otherwise wait for. A timer an app adds while this turn runs is seen before the next sleep.
            let foundationTimerDate = foundation?.nextTimerDate()
            let foundationTimer = foundationTimerDate.flatMap { date in foundation?.seconds(until: date) }
            let limit = Self.earliest(driver.secondsUntilNextWork(), foundationTimer)
            let outcome = turn(
                limit: limit, mainQueue: (hooks, queueDescriptor), isRunning: { driver.isLoopRunning })
            switch outcome {
            case .failed: return
            case .interrupted: continue
            case .ran(let ranQueue):
                guard driver.isLoopRunning else { return }
                // Always, also after a timeout: timers fall due, and frames asked for during the callbacks are drawn
                // in this turn. Foundation's run loop after it.
                driver.loopDidWake()
                guard driver.isLoopRunning else { return }
                let foundationTimerIsDue =
                    foundation == nil
                    || foundationTimerDate.map { date in foundation?.seconds(until: date) == 0 } ?? false
                if ranQueue || foundationTimerIsDue {
                    if let foundation {
                        foundation.runOnePass()
                    } else {
                        _ = RunLoop.main.run(mode: .default, before: .distantPast)
                    }
                }
            }
        }
    }

    enum TurnOutcome {
        /// The wait returned; whether the main queue's blocks ran.
        case ran(mainQueue: Bool)
        /// A signal ended the wait early.
        case interrupted
        /// `poll` failed; reported.
        case failed
    }

    /// One wait and the callbacks of what it found, stopping early once `isRunning()` turns false.
    private func turn(
        limit: TimeInterval?, mainQueue: (hooks: MainQueueHooks, descriptor: Int32)?, isRunning: () -> Bool
    ) -> TurnOutcome {
        let queueSlots = mainQueue == nil ? 0 : 1
        if sourcesChanged || !groups.isEmpty || descriptors.count != queueSlots + polledSources.count {
            rebuildDescriptors(mainQueue: mainQueue?.descriptor)
        }
        var timeout = limit
        var groupRanges: [(group: any MainLoopPollGroup, range: Range<Int>)] = []
        if !groups.isEmpty {
            for group in groups {
                let (groupDescriptors, groupTimeout) = group.prepareToPoll()
                let start = descriptors.count
                descriptors.append(contentsOf: groupDescriptors)
                groupRanges.append((group, start..<descriptors.count))
                timeout = Self.earliest(timeout, groupTimeout)
            }
        }
        for index in descriptors.indices { descriptors[index].revents = 0 }
        let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(timeout))
        wakeUps += 1
        if ready < 0 {
            let error = errno
            // The groups were prepared: they are told the wait is over (with nothing ready), as GLib requires.
            for (group, range) in groupRanges { group.pollDidReturn(Array(descriptors[range])) }
            guard error == EINTR else {
                diagnosticObserver(.pollFailed(errno: error))
                return .failed
            }
            return .interrupted
        }
        var ranQueue = false
        if let mainQueue, descriptors[0].revents != 0 {
            mainQueue.hooks.drain(wakeUpDescriptor: mainQueue.descriptor)
            ranQueue = true
            guard isRunning() else { return .ran(mainQueue: true) }
        }
        if ready > 0 {
            for (offset, source) in polledSources.enumerated() {
                let events = descriptors[queueSlots + offset].revents
                guard events != 0, source.isRegistered else { continue }
                if events & Int16(POLLNVAL) != 0 {
                    remove(source.id)
                    diagnosticObserver(.sourceClosedWhileRegistered(fileDescriptor: source.fileDescriptor))
                    continue
                }
                source.onReadable()
                guard isRunning() else { return .ran(mainQueue: ranQueue) }
            }
        }
        for (group, range) in groupRanges where groups.contains(where: { $0 === group }) {
            group.pollDidReturn(Array(descriptors[range]))
            guard isRunning() else { return .ran(mainQueue: ranQueue) }
        }
        return .ran(mainQueue: ranQueue)
    }

    private func rebuildDescriptors(mainQueue: Int32?) {
        descriptors.removeAll(keepingCapacity: true)
        if let mainQueue { descriptors.append(pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0)) }
        polledSources = sources
        for source in sources {
            descriptors.append(pollfd(fd: source.fileDescriptor, events: Int16(POLLIN), revents: 0))
        }
        sourcesChanged = false
    }

    static func earliest(_ first: TimeInterval?, _ second: TimeInterval?) -> TimeInterval? {
        switch (first, second) {
        case (let first?, let second?): min(first, second)
        case (let first?, nil): first
        case (nil, let second): second
        }
    }

    /// `seconds` as `poll`'s timeout: -1 (wait forever) for nil, else rounded up to the next millisecond, so a
    /// wake-up never comes before the deadline (which would spin) and at most a millisecond after it.
    static func milliseconds(_ seconds: TimeInterval?) -> Int32 {
        guard let seconds else { return -1 }
        return Int32((min(max(seconds, 0), 86_400) * 1000).rounded(.up))
    }
}
