import Foundation

/// How ``MainLoop`` waits.
@_spi(Platform) public enum MainLoopKind: Sendable, Equatable {
    /// One `poll` on the main thread over every registered source and the main queue's eventfd, with a timeout at
    /// the earliest deadline. The default when libdispatch exports its hooks (``MainQueueHooks``) and the loop runs
    /// on the process's main thread.
    case mainThreadPoll
    /// A Dispatch read source on the main queue for each registered descriptor, run by Foundation's `RunLoop.main`
    /// until the earliest deadline: the fallback.
    case dispatchSources

    /// ``mainThreadPoll`` when libdispatch exports its main-queue hooks and the caller is the process's main
    /// thread, else ``dispatchSources``.
    public static var preferred: MainLoopKind {
        MainQueueHooks.lookUp() != nil && Thread.isMainThread ? .mainThreadPoll : .dispatchSources
    }
}

// Spelled out, so that logging the kind does not go through `Mirror`: describing an enum by reflection made the
// Swift runtime scan every protocol conformance in the program 16 times (each first lookup of a type and protocol
// does), about 0.4 ms of a 14 ms start-up (Docs/BenchmarksLog.md, "Start-up").
@_spi(Platform) extension MainLoopKind: CustomStringConvertible {
    public var description: String {
        switch self {
        case .mainThreadPoll: "mainThreadPoll"
        case .dispatchSources: "dispatchSources"
        }
    }
}
