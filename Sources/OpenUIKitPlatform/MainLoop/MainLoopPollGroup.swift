import Foundation

/// A set of descriptors that changes from one wait to the next, with a deadline of its own: a library's main
/// context run on ``MainLoop``'s thread (GLib's, through ``GLibMainContextPollGroup``), in the
/// prepare, poll, check and dispatch steps GLib's own loop takes.
///
/// Before each wait the loop asks every group for its descriptors and its longest wait; after the wait it hands
/// each group its descriptors back with the events `poll` reported, and the group runs what is ready.
@_spi(Platform) @preconcurrency @MainActor
public protocol MainLoopPollGroup: AnyObject {
    /// The descriptors to watch in the coming wait (`events` set), and how long the group lets the loop sleep:
    /// zero when it has work ready, nil when only its descriptors can bring work.
    func prepareToPoll() -> (descriptors: [pollfd], timeout: TimeInterval?)
    /// The wait is over: `descriptors` are the ones ``prepareToPoll()`` returned, with `revents` filled in. Runs
    /// what is ready. Called after every wait, also when nothing was readable (a deadline may have come).
    func pollDidReturn(_ descriptors: [pollfd])
}
